import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotFoundPage from "./not-found.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: NotFoundPage }]);
  render(<Stub initialEntries={[path]} />);
}

describe("Not found (docs/product.md#not-found)", () => {
  it("shows 404 and Page Not Found as the page's only h1", () => {
    renderAt("/no-such-page");
    expect(screen.getByText("404")).toBeTruthy();
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Page Not Found"]);
  });

  it("links Back to Home to / and Contact us to /contact", () => {
    renderAt("/no-such-page");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });

  it("goes back in the browser history with Go Back", async () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    renderAt("/no-such-page");
    await userEvent.click(screen.getByRole("button", { name: "Go Back" }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
