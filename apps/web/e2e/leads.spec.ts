import type { Page } from "@playwright/test";
import { contactForm, fillContactForm, uniqueInquiry } from "./support/contact-form.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Where leads come from, end to end (docs/product.md#where-leads-come-from): a visit arriving from
 * another site with campaign tags on a service page, then an inquiry from /contact, in Chromium at
 * 1280 and 390 px -> `wrangler dev --env local`. The inquiry's dialog and the CSV export show the
 * visit's first page and campaign; the visits beacon counts the visit; the Leads panel shows the
 * visit and the inquiry and is used by keyboard. Headless Chromium names itself in its user agent,
 * which the beacon does not count (a bot), so these visits use a desktop browser's user agent.
 */

test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const LANDING = "/services/mold-removal";
const CAMPAIGN = "?utm_source=newsletter&utm_campaign=spring&gclid=abc123";
const REFERRER = "https://news.example.org/issue/12?from=mail";

type Source = {
  firstPage?: string;
  referrerHost?: string;
  utmSource?: string;
  utmCampaign?: string;
  clickIds?: string[];
} | null;

/** Sends `values` from /contact (already open) and answers the stored inquiry's id. */
async function send(page: Page, values: ReturnType<typeof uniqueInquiry>): Promise<string> {
  await fillContactForm(page, values);
  await contactForm(page).send.click();
  await expect(page).toHaveURL(/\/contact(\/thank-you)?(\?.*)?$/);
  const listed = await page.request.get(`/api/admin/inquiries?q=${values.token}`);
  const { inquiries } = (await listed.json()) as { inquiries: { id: string }[] };
  expect(inquiries).toHaveLength(1);
  return inquiries[0]?.id ?? "";
}

/** The stored source of inquiry `id`, through the admin API. */
async function sourceOf(page: Page, id: string): Promise<Source> {
  const detail = await page.request.get(`/api/admin/inquiries/${id}`);
  expect(detail.status()).toBe(200);
  return ((await detail.json()) as { source: Source }).source;
}

test("a campaign visit's first page and tags follow it to its inquiry, the dialog, the CSV and the Leads panel", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const values = uniqueInquiry("Katherine Johnson");
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/visits") beacons.push(request.postData() ?? "");
  });

  await page.goto(`${LANDING}${CAMPAIGN}`, { referer: REFERRER });
  await waitForHydration(page);
  await expect.poll(() => beacons.length).toBe(1);
  expect(JSON.parse(beacons[0] ?? "{}")).toEqual({ path: LANDING, first: true });

  await page.goto("/contact");
  await waitForHydration(page);
  await expect.poll(() => beacons.length).toBe(2);
  expect(JSON.parse(beacons[1] ?? "{}")).toEqual({ path: "/contact", first: false });
  await expect(contactForm(page).form).toBeVisible();
  await contactForm(page).name.focus();
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-email");
  await fillContactForm(page, values);
  await contactForm(page).send.click();
  expect([200, 202]).toContain((await sent).status());
  const listed = await page.request.get(`/api/admin/inquiries?q=${values.token}`);
  const [{ id } = { id: "" }] = ((await listed.json()) as { inquiries: { id: string }[] }).inquiries;

  expect(await sourceOf(page, id)).toMatchObject({
    firstPage: LANDING,
    referrerHost: "news.example.org",
    utmSource: "newsletter",
    utmCampaign: "spring",
    clickIds: ["gclid"],
  });
  const csv = await (await page.request.get(`/api/admin/inquiries.csv?q=${values.token}`)).text();
  const header = csv.split(/\r?\n/, 1)[0] ?? "";
  for (const column of [
    "first_page",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "click_ids",
  ])
    expect(header).toContain(column);
  for (const value of [LANDING, "news.example.org", "newsletter", "spring", "gclid"])
    expect(csv).toContain(value);
  expect(csv).not.toContain("abc123");

  // The dialog shows where the inquiry came from.
  await page.goto(`/admin?inquiry=${id}`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: values.subject });
  await expect(dialog).toContainText(LANDING);
  await expect(dialog).toContainText("news.example.org");
  await expect(dialog).toContainText("spring");
  await dialog.getByRole("button", { name: "Close" }).click();
  // The Leads panel is the workbench's Leads section.
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Leads" }).click();

  // The Leads panel counts the visit and the inquiry; its period is chosen by keyboard.
  const panel = page.getByRole("region", { name: "Where leads come from" });
  await panel.scrollIntoViewIfNeeded();
  const thirtyDays = panel.getByRole("button", { name: "30 days" });
  await thirtyDays.focus();
  await page.keyboard.press("Enter");
  await expect(thirtyDays).toHaveAttribute("aria-pressed", "true");
  const chart = panel.getByRole("img", { name: /^Visits and inquiries per day/ });
  await expect(chart).toBeVisible();
  const campaigns = panel.getByRole("region", { name: "Top campaigns" });
  await expect(campaigns).toContainText("spring");
  const firstPages = panel.getByRole("region", { name: "Top first pages" });
  await expect(firstPages).toContainText(LANDING);
  await waitForPageToSettle(page);
  await panel.screenshot({ path: screenshotPath(testInfo, "leads-panel") });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same visit still sends its inquiry; its source is the page the form was on", async ({ page }) => {
    const values = uniqueInquiry("Dorothy Vaughan");
    await page.goto(`${LANDING}${CAMPAIGN}`, { referer: REFERRER });
    await page.goto("/contact");
    const id = await send(page, values);
    const source = await sourceOf(page, id);
    expect(source).toEqual(expect.objectContaining({ firstPage: "/contact" }));
    expect(source?.utmCampaign).toBeUndefined();
  });
});
