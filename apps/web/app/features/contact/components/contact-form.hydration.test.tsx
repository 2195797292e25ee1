import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form.tsx";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

describe("ContactForm before hydration (docs/product.md#contact-form)", () => {
  it("keeps what the visitor typed into the prerendered fields before React hydrated", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
    const form = <ContactForm sendOptions={{ fetch: fetchMock }} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);

    // Typed into the static HTML, before any script ran.
    (screen.getByLabelText("Full Name") as HTMLInputElement).value = "Ada Lovelace";
    (screen.getByLabelText("Message") as HTMLTextAreaElement).value = "Typed before the page hydrated.";

    await act(async () => {
      root = hydrateRoot(container, form);
    });
    // Editing another field re-renders every controlled input: the early text must survive it.
    await userEvent.setup().type(screen.getByLabelText("Subject"), "Kitchen");

    expect(screen.getByLabelText("Full Name")).toHaveProperty("value", "Ada Lovelace");
    expect(screen.getByLabelText("Message")).toHaveProperty("value", "Typed before the page hydrated.");
    expect(screen.getByLabelText("Subject")).toHaveProperty("value", "Kitchen");
  });
});
