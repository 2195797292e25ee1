import { PUBLIC_PATHS } from "../prerender/routes.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";

/**
 * Hydration in pieces (docs/decisions.md#hydration-in-pieces), in the built site at 1280 px and
 * 390 px: nothing on a page moves while its parts hydrate, and the prerender writes every part
 * where it stands (a boundary React streamed to the end of the page would appear later and push
 * the page down).
 */

/** Records every layout shift of the page from its start (Layout Instability API) in `window.__layoutShifts`. */
function recordLayoutShifts() {
  const shifts: { value: number; at: number }[] = [];
  (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push({ value: (entry as unknown as { value: number }).value, at: Math.round(entry.startTime) });
  }).observe({ type: "layout-shift", buffered: true });
}

for (const path of PUBLIC_PATHS) {
  test(`${path}: no part of the page moves while it hydrates`, async ({ page }) => {
    await page.addInitScript(recordLayoutShifts);
    await page.goto(path);
    await waitForHydration(page);
    await waitForPageToSettle(page);
    // The observer reports in a task of its own: give it a moment after the last frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { __layoutShifts: unknown }).__layoutShifts),
    ).toEqual([]);
  });
}

test("the prerendered pages hold every part in place, none streamed behind a fallback", async ({
  request,
}) => {
  for (const path of PUBLIC_PATHS) {
    const html = await (await request.get(path)).text();
    // React's marks of a boundary sent later: `<!--$?-->` and its `<template id="B:n">`.
    expect(html, path).not.toContain("<!--$?-->");
    expect(html, path).toContain("<!--$-->");
  }
});
