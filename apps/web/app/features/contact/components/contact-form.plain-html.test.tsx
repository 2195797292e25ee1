import {
  CONTACT_FIELDS,
  FIELD_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  VALIDATION_MESSAGES,
} from "@clearwell/contract";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answering, NO_TOKEN_WAIT, VALID_INQUIRY } from "./contact-form.test-harness.tsx";
import { ContactForm } from "./contact-form.tsx";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The form as prerendered (server render), parsed into the document; no script has run. */
function prerendered(): HTMLFormElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ContactForm sendOptions={{ fetch: answering(200, {}) }} />);
  document.body.appendChild(container);
  const form = container.querySelector("form");
  if (!form) throw new Error("no form in the prerendered HTML");
  return form;
}

/** The control named `name` in `form`. */
function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no control named ${name}`);
  return element;
}

describe("ContactForm as plain HTML (docs/product.md#plain-html-form)", () => {
  it("is prerendered as a POST form to the send-email endpoint, checked by the browser", () => {
    const form = prerendered();
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/send-email");
    expect(form.hasAttribute("novalidate")).toBe(false);

    for (const field of CONTACT_FIELDS) expect(control(form, field).id).toMatch(new RegExp(`-${field}$`));
    expect(control(form, "email").getAttribute("type")).toBe("email");
    expect(control(form, "message").getAttribute("minlength")).toBe(String(MESSAGE_MIN_LENGTH));
    for (const field of ["name", "email", "subject", "message"]) {
      expect(control(form, field).hasAttribute("required")).toBe(true);
    }
    expect(control(form, "phone").hasAttribute("required")).toBe(false);
    expect(control(form, "honeypot").getAttribute("tabindex")).toBe("-1");
    expect(control(form, "formToken").getAttribute("type")).toBe("hidden");
    expect(control(form, "formToken").hasAttribute("value")).toBe(false);
    expect(form.querySelector("[name=inquiry_ref]")).toBeNull();
    expect(form.querySelector("[maxlength]")).toBeNull();
  });

  it("has an always-present, empty alert container marked data-form-alert", () => {
    const form = prerendered();
    const alert = within(form).getByRole("alert");
    expect(alert.hasAttribute("data-form-alert")).toBe(true);
    expect(alert.getAttribute("data-form-alert")).toBe("");
    expect(alert.innerHTML).toBe("");
  });

  it("switches to noValidate once hydrated, still a POST form with the same names", async () => {
    const form = prerendered();
    const before = [...form.querySelectorAll("[name]")].map((element) => element.getAttribute("name"));
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(form.parentElement as HTMLElement, <ContactForm />);
    });
    const hydrated = document.querySelector("form") as HTMLFormElement;
    expect(hydrated).toBe(form);
    expect(hydrated.noValidate).toBe(true);
    expect(hydrated.getAttribute("method")).toBe("post");
    expect(hydrated.getAttribute("action")).toBe("/api/send-email");
    expect([...hydrated.querySelectorAll("[name]")].map((element) => element.getAttribute("name"))).toEqual(
      before,
    );
    expect(before).toEqual([...CONTACT_FIELDS, "honeypot", "formToken", "photos"]);
    expect(hydrated.querySelector("[maxlength]")).toBeNull();
    // No hydration mismatch: the first client render is the prerendered markup.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("ContactForm's form token in a served page (docs/product.md#abuse-defences)", () => {
  it("keeps the token the worker wrote into the page through hydration and asks for none", async () => {
    const form = prerendered();
    // The worker's HTMLRewriter sets the hidden control's value as it serves /contact.
    const served = `v1.${Date.now().toString(36)}.c2VydmVk`;
    control(form, "formToken").setAttribute("value", served);
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(form.parentElement as HTMLElement, <ContactForm />);
    });
    expect((control(form, "formToken") as HTMLInputElement).value).toBe(served);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("ContactForm never cuts a long message (docs/product.md#contact-form)", () => {
  const max = FIELD_MAX_LENGTH.message;

  function renderWithFetch() {
    const fetch = answering(200, { success: true });
    const user = userEvent.setup();
    render(<ContactForm sendOptions={{ fetch }} formTokenOptions={NO_TOKEN_WAIT} />);
    const message = screen.getByLabelText("Message") as HTMLTextAreaElement;
    const setMessage = (value: string) => fireEvent.change(message, { target: { value } });
    return { fetch, user, message, setMessage };
  }

  it("shows no hint for a short message", async () => {
    const { user, message } = renderWithFetch();
    await user.type(message, "A short note about a kitchen.");
    expect(screen.queryByText(/characters? left|over the limit/)).toBeNull();
    expect(message.hasAttribute("aria-describedby")).toBe(false);
  });

  it("shows the characters left from 90% of the limit, tied to the field", () => {
    const { message, setMessage } = renderWithFetch();
    setMessage("x".repeat(Math.ceil(max * 0.9) - 1));
    expect(screen.queryByText(/characters left/)).toBeNull();

    setMessage("x".repeat(max - 123));
    const hint = screen.getByText("123 characters left", { selector: "[data-zone]" });
    expect(message.getAttribute("aria-describedby")).toBe(hint.id);

    setMessage("x".repeat(max - 1));
    expect(screen.getByText("1 character left", { selector: "[data-zone]" })).toBeTruthy();
    setMessage("x".repeat(max));
    expect(screen.getByText("0 characters left", { selector: "[data-zone]" })).toBeTruthy();
    // Counted as the limit counts it: line breaks and spaces around the message are trimmed.
    setMessage(`  ${"x".repeat(max)}\n\n`);
    expect(screen.getByText("0 characters left", { selector: "[data-zone]" })).toBeTruthy();
  });

  it("keeps a pasted 6,000-character message whole, says how far over it is, and refuses it on submit", async () => {
    const { fetch, user, message } = renderWithFetch();
    for (const [label, value] of Object.entries(VALID_INQUIRY)) {
      if (label !== "Message") await user.type(screen.getByLabelText(label), value);
    }
    const pasted = "Long description of the project. ".repeat(200).slice(0, 6000);
    await user.click(message);
    await user.paste(pasted);

    expect(message.value).toBe(pasted);
    expect(message.value).toHaveLength(6000);
    expect(
      screen.getByText(`${6000 - max} characters over the limit`, { selector: "[data-zone]" }),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const tooLong = VALIDATION_MESSAGES.tooLong("message");
    expect(tooLong).toBe(`Message must be at most ${max} characters`);
    expect(screen.getByText(tooLong)).toBeTruthy();
    expect(message.getAttribute("aria-invalid")).toBe("true");
    expect(message.getAttribute("aria-describedby")?.split(" ")).toContain(`${message.id}-error`);
    expect(document.activeElement).toBe(message);
    expect(fetch).not.toHaveBeenCalled();
    expect(message.value).toHaveLength(6000);
  });

  it("announces politely only when the message gets near or over the limit, not on every keystroke", () => {
    const { setMessage } = renderWithFetch();
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live.textContent).toBe("");

    setMessage("x".repeat(max - 400));
    expect(live.textContent).toBe("400 characters left");
    setMessage("x".repeat(max - 399));
    expect(live.textContent).toBe("400 characters left");
    expect(screen.getByText("399 characters left")).toBeTruthy();

    setMessage("x".repeat(max + 5));
    expect(live.textContent).toBe("5 characters over the limit");
    setMessage("x".repeat(max + 6));
    expect(live.textContent).toBe("5 characters over the limit");

    setMessage("short again");
    expect(live.textContent).toBe("");
  });
});
