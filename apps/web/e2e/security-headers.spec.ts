import type { Page } from "@playwright/test";
import { ADMIN_PATH, PAGE_PATHS, UNKNOWN_PATH } from "../prerender/routes.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";

/**
 * The site's security headers (docs/reference.md#security-headers) as a browser gets them from
 * `wrangler dev` serving the build's `_headers`: every page carries them, and with the
 * Content-Security-Policy enforced each page still paints, hydrates, navigates and opens the map
 * without a single violation.
 */

/** Starts recording the page's Content-Security-Policy violations (before any of its scripts run). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

for (const path of [...PAGE_PATHS, UNKNOWN_PATH]) {
  test(`${path} carries the security headers and runs under its policy`, async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    if (path === ADMIN_PATH) {
      expect(headers["x-robots-tag"]).toBe("noindex");
      expect(headers["cache-control"]).toBe("no-store");
    } else {
      expect(headers["x-robots-tag"]).toBeUndefined();
    }
    // The deferred start inserts React Router's module script: hydration proves it was allowed.
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
  });
}

test("client-side navigation and the map frame stay within the policy", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.locator('main a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.locator("figure iframe")).toBeVisible();
  expect(await violations()).toEqual([]);
});
