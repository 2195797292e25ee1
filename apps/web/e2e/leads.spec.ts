import type { Page, Request } from "@playwright/test";
import { fillContactForm, uniqueInquiry } from "./support/contact-form.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Where leads come from, end to end (docs/product.md#where-leads-come-from): a visit from an ad
 * keeps its source in the tab, sends one visits beacon per page view (after load, the first one
 * `first: true`), the Contact form sends the source with the inquiry, and the inbox's Leads panel
 * and the inquiry's dialog show it, by keyboard, at 1280 and 390 px. Global Privacy Control sends
 * no beacon. The worker does not count a headless browser, so these pages say they are Chrome.
 * Screenshots: leads-panel-*.png, leads-inquiry-source-*.png.
 */

test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
});

/** The bodies of the visits beacons the page sends, in order, as they arrive. */
function recordBeacons(page: Page): { body: unknown; type: string | undefined }[] {
  const beacons: { body: unknown; type: string | undefined }[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname !== "/api/visits") return;
    beacons.push({ body: JSON.parse(request.postData() ?? "null"), type: request.headers()["content-type"] });
  });
  return beacons;
}

test("a visit from an ad: its source goes with the inquiry, the beacons count it, the Leads panel shows it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const inquiry = uniqueInquiry("Grace Hopper");
  const campaign = `e2e-${inquiry.token}`;
  const beacons = recordBeacons(page);

  await page.goto(
    `/services/mold-removal?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=SECRET-${inquiry.token}`,
    { referer: "https://www.google.com/search?q=mould+removal" },
  );
  await waitForHydration(page);
  await expect.poll(() => beacons.length).toBe(1);
  expect(beacons[0]).toEqual({
    body: { path: "/services/mold-removal", first: true },
    type: "text/plain;charset=UTF-8",
  });
  const kept = await page.evaluate(() => sessionStorage.getItem("clearwell:visit-source") ?? "");
  expect(JSON.parse(kept)).toEqual({
    firstPage: "/services/mold-removal",
    referrerHost: "www.google.com",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: campaign,
    clickIds: ["gclid"],
  });
  expect(kept).not.toContain("SECRET");
  expect(await page.evaluate(() => document.cookie)).toBe("");

  // Within the site to Contact (the footer's link, a static part's): one more beacon, not a new visit.
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).first().click();
  await page.waitForURL("**/contact");
  await expect
    .poll(() => beacons.map((beacon) => beacon.body))
    .toEqual([
      { path: "/services/mold-removal", first: true },
      { path: "/contact", first: false },
    ]);

  await fillContactForm(page, inquiry);
  const [sent] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === "/api/send-email"),
    page.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(JSON.parse(sent.postData() ?? "{}").source).toEqual(JSON.parse(kept));
  await expect(page.getByText("Message sent successfully!")).toBeVisible({ timeout: 15_000 });

  // The inbox: the Leads panel by keyboard.
  await page.goto("/admin");
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Where leads come from" });
  await expect(panel.getByTestId("leads-totals")).toBeVisible();
  await panel.getByRole("button", { name: "7 days" }).focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByTestId("leads-live")).toHaveText(/^Last 7 days: [\d,]+ visits?, [\d,]+ inquir/);
  await expect(
    panel.getByRole("region", { name: "Top campaigns" }).getByRole("listitem").filter({ hasText: campaign }),
  ).toContainText("1 inquiry");
  await expect(panel.getByRole("img")).toHaveAttribute("aria-label", /^Visits and inquiries per day from /);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await waitForPageToSettle(page);
  await panel.screenshot({ path: screenshotPath(testInfo, "leads-panel") });

  // The inquiry's dialog shows its source.
  const search = page.getByRole("searchbox", { name: "Search inquiries" });
  await search.fill(inquiry.token);
  await search.press("Enter");
  await expect(page.locator("[data-inquiry-open]")).toHaveCount(1);
  await page.locator("[data-inquiry-open]").first().click();
  const source = page.getByRole("dialog").getByRole("region", { name: "Source" });
  await expect(source).toContainText("First page/services/mold-removal");
  await expect(source).toContainText("Referring sitewww.google.com");
  await expect(source).toContainText(`Campaignsource: google, medium: cpc, campaign: ${campaign}`);
  await expect(source).toContainText("Ad click idsgclid");
  await source.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, "leads-inquiry-source") });
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
  await page.waitForTimeout(1_500);
  expect(beacons).toEqual([]);
  expect(errors).toEqual([]);
});
