import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { expect } from "vitest";

/** Renders a route's page component at `/` inside a router (for its links), without the site layout. */
export function renderPage(Page: ComponentType) {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub initialEntries={["/"]} />);
}

/** The direct list items of the first list inside the region named `name`. */
export function itemsIn(name: string | RegExp): HTMLElement[] {
  const region = screen.getByRole("region", { name });
  const list = region.querySelector("ul, ol, dl") as HTMLElement;
  return Array.from(list.children) as HTMLElement[];
}

/** Asserts the page has exactly one `<h1>` and that it reads `text`. */
export function expectOneH1(text: string) {
  expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([text]);
}
