import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ExactNavLink } from "./exact-nav-link.tsx";

function Links() {
  return (
    <nav>
      {["/services", "/services/residential"].map((to) => (
        <ExactNavLink key={to} to={to} className={({ isActive }) => (isActive ? "on" : "off")}>
          {to}
        </ExactNavLink>
      ))}
    </nav>
  );
}

/** Renders the two links at `path`, as the prerender (`/x/`) or a visitor (`/x`) sees the page. */
function currentLinks(path: string): string[] {
  const Stub = createRoutesStub([{ path: "*", Component: Links }]);
  render(<Stub initialEntries={[path]} />);
  return screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page" && link.className === "on")
    .map((link) => link.getAttribute("href") ?? "");
}

describe("ExactNavLink (docs/product.md#header: the current page is marked in the Services lists)", () => {
  it.each([
    ["/services", ["/services"]],
    ["/services/", ["/services"]],
    ["/services/residential", ["/services/residential"]],
    ["/services/residential/", ["/services/residential"]],
    ["/about/", []],
  ])("at %s marks exactly %j as the current page", (path, expected) => {
    expect(currentLinks(path)).toEqual(expected);
  });
});
