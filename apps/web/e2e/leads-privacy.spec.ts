import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures.ts";

/**
 * What the visit script keeps and sends, in a real browser (docs/product.md#where-leads-come-from):
 * in the tab's sessionStorage the click id's name but never its value, no cookie, and no visits
 * beacon at all, on a full load or a navigation within the site, when the browser sends Global
 * Privacy Control. The worker does not count a headless browser, so these pages say they are Chrome.
 */

test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
});

/** The bodies of the visits beacons the page sends, as they are sent. */
function recordBeacons(page: Page): string[] {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/visits") beacons.push(request.postData() ?? "");
  });
  return beacons;
}

test("the tab keeps a click id's name, never its value, and no cookie is set", async ({ page }) => {
  const beacons = recordBeacons(page);
  await page.goto("/works?utm_medium=cpc&fbclid=SECRET-CLICK-VALUE", {
    referer: "https://www.facebook.com/",
  });
  await waitForHydration(page);
  await expect.poll(() => beacons).toEqual(['{"path":"/works","first":true}']);
  const kept = await page.evaluate(() => sessionStorage.getItem("clearwell:visit-source") ?? "");
  expect(JSON.parse(kept)).toEqual({
    firstPage: "/works",
    referrerHost: "www.facebook.com",
    utmMedium: "cpc",
    clickIds: ["fbclid"],
  });
  expect(kept).not.toContain("SECRET");
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect((await page.context().cookies()).length).toBe(0);
});

test("Global Privacy Control: no beacon on any page view, and no error", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const beacons = recordBeacons(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto("/works", { referer: "https://www.bing.com/" });
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).first().click();
  await page.waitForURL("**/contact");
  await waitForHydration(page);
  await page.waitForTimeout(1_500);
  expect(beacons).toEqual([]);
  expect(errors).toEqual([]);
});
