import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useStaticLinkNavigation } from "./static-links.ts";
import { releaseStaticParts } from "./static-part.tsx";

/** A page whose links are plain anchors (as in a static part not hydrated yet) and shows where it is. */
function Page() {
  useStaticLinkNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <div dangerouslySetInnerHTML={{ __html: '<a href="/about">About</a> <a href="#main">Skip</a>' }} />
      <div
        dangerouslySetInnerHTML={{
          __html:
            '<a href="https://elsewhere.example/">Elsewhere</a> <a href="/about" target="_blank">New tab</a>',
        }}
      />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Clicks `name` and tells whether the browser's default (a full page load) was left to happen. A
 * listener on the window, after the page's own, reads that and then stops the default itself, so
 * the test never loads a page.
 */
async function click(name: string, init: MouseEventInit = {}) {
  let leftToBrowser = false;
  const after = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", after);
  await act(async () => {
    screen
      .getByRole("link", { name })
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  window.removeEventListener("click", after);
  return { leftToBrowser };
}

describe("useStaticLinkNavigation (docs/decisions.md#hydration-in-pieces)", () => {
  it("turns a plain click on a same-origin link into a client-side navigation", async () => {
    renderAt("/");
    expect(await click("About")).toEqual({ leftToBrowser: false });
    expect(screen.getByTestId("where").textContent).toBe("/about");
  });

  it("leaves modified clicks, other origins, other targets and same-page anchors to the browser", async () => {
    renderAt("/");
    expect(await click("About", { ctrlKey: true })).toEqual({ leftToBrowser: true });
    expect(await click("Elsewhere")).toEqual({ leftToBrowser: true });
    expect(await click("New tab")).toEqual({ leftToBrowser: true });
    expect(await click("Skip")).toEqual({ leftToBrowser: true });
    expect(screen.getByTestId("where").textContent).toBe("/");
  });

  it("leaves every link alone once the page has navigated (the static parts then hydrate)", async () => {
    renderAt("/");
    releaseStaticParts();
    expect(await click("About")).toEqual({ leftToBrowser: true });
    expect(screen.getByTestId("where").textContent).toBe("/");
  });
});
