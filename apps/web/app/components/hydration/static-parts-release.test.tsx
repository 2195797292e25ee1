import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useStaticPartsRelease } from "./static-links.ts";
import { staticPartsReleased } from "./static-part.tsx";

/** What each render of the page saw: its path, and whether the static parts were released yet. */
const renders: { path: string; released: boolean }[] = [];

/** Renders after the hook, as the page's parts do, and records what it saw. */
function Probe({ path }: { path: string }) {
  renders.push({ path, released: staticPartsReleased() });
  return null;
}

function Page() {
  useStaticPartsRelease();
  const { pathname } = useLocation();
  return <Probe path={pathname} />;
}

describe("useStaticPartsRelease (docs/decisions.md#hydration-in-pieces)", () => {
  it("releases the static parts on the first navigation, after the render that sees it, never during a render", async () => {
    const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    expect(staticPartsReleased()).toBe(false);
    expect(renders.every((entry) => entry.path === "/" && !entry.released)).toBe(true);

    await act(() => router.navigate("/about"));
    expect(staticPartsReleased()).toBe(true);
    const first = renders.findIndex((entry) => entry.path === "/about");
    expect(first).toBeGreaterThan(0);
    // The render that first showed /about ran with the parts not yet released.
    expect(renders[first]).toEqual({ path: "/about", released: false });
  });
});
