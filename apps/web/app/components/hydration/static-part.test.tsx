import { act } from "@testing-library/react";
import { Suspense, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module for each test: its gate is opened once per page load. */
type PartsModule = typeof import("./static-part.tsx");
let parts: PartsModule;
let root: Root | undefined;
let container: HTMLDivElement;
let recoverableErrors: unknown[];

beforeEach(async () => {
  vi.resetModules();
  parts = await import("./static-part.tsx");
  container = document.createElement("div");
  document.body.appendChild(container);
  recoverableErrors = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

/** A part with a counter button, so a test can tell whether React has hydrated it. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

/** What the prerender writes for a part: its markup inside a Suspense boundary's comments. */
const PRERENDERED = renderToString(
  <Suspense fallback={null}>
    <Counter label="Clicks" />
  </Suspense>,
);

/** Hydrates `element` over `html` and lets React finish everything it can. */
async function hydrate(html: string, element: React.ReactNode) {
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
}

async function click(button: HTMLButtonElement) {
  await act(async () => {
    button.click();
  });
}

describe("staticPart (docs/decisions.md#hydration-in-pieces)", () => {
  it("keeps the prerendered markup and loads no code while the page hydrates", async () => {
    const load = vi.fn(async () => Counter);
    const Part = parts.staticPart(load);
    await hydrate(PRERENDERED, <Part label="Clicks" />);
    const button = container.querySelector("button") as HTMLButtonElement;

    await click(button);
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(PRERENDERED);
    expect(recoverableErrors).toEqual([]);
  });

  it("loads and hydrates in place once released (the first navigation), the same element kept", async () => {
    const load = vi.fn(async () => Counter);
    const Part = parts.staticPart(load);
    await hydrate(PRERENDERED, <Part label="Clicks" />);
    const button = container.querySelector("button") as HTMLButtonElement;

    await act(async () => {
      parts.releaseStaticParts();
    });
    await click(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toBe(button);
    expect(button.textContent).toBe("Clicks 1");
    expect(recoverableErrors).toEqual([]);
  });

  it("renders on the client (a page reached by navigating) once its code has loaded", async () => {
    const Part = parts.staticPart(async () => Counter);
    await parts.loadStaticParts();
    await act(async () => {
      root = createRoot(container);
      root.render(<Part label="Clicks" />);
    });
    expect(container.textContent).toBe("Clicks 0");
    await click(container.querySelector("button") as HTMLButtonElement);
    expect(container.textContent).toBe("Clicks 1");
  });
});

describe("nearViewportPart (docs/decisions.md#hydration-in-pieces)", () => {
  it("hydrates when its box comes near the viewport, not before", async () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const load = vi.fn(async () => Counter);
    const Part = parts.nearViewportPart(load);
    await hydrate(`<div>${PRERENDERED}</div>`, <Part label="Clicks" />);
    const button = container.querySelector("button") as HTMLButtonElement;

    expect(observed).toEqual([container.firstElementChild]);
    await act(async () => report([{ isIntersecting: false }]));
    await click(button);
    expect(load).not.toHaveBeenCalled();
    expect(button.textContent).toBe("Clicks 0");

    await act(async () => report([{ isIntersecting: true }]));
    await click(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe("Clicks 1");
    expect(recoverableErrors).toEqual([]);
  });
});

describe("Island (docs/decisions.md#hydration-in-pieces)", () => {
  it("hydrates its prerendered children in a boundary of their own", async () => {
    await hydrate(
      PRERENDERED,
      <parts.Island>
        <Counter label="Clicks" />
      </parts.Island>,
    );
    const button = container.querySelector("button") as HTMLButtonElement;
    await click(button);
    expect(button.textContent).toBe("Clicks 1");
    expect(recoverableErrors).toEqual([]);
  });
});
