import { FORM_TOKEN_MIN_AGE_MS } from "@clearwell/contract";
import type { Page } from "@playwright/test";
import { contactForm, fillAtOnce, uniqueInquiry } from "./support/contact-form.ts";
import { DEV_ORIGIN, standIn } from "./support/e2e-env.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * A Send pressed right after the Contact page loaded (docs/product.md#contact-form): an autofilled
 * form and a pasted message can beat the worker's 3 s minimum fill time (`too_fast`,
 * docs/product.md#abuse-defences). With JavaScript the page holds the Send in `Sending...` until its
 * form token is old enough, and the inquiry is delivered. Without JavaScript the browser posts at
 * once: the inquiry is filed as `too_fast` spam and the visitor gets the thank-you page without the
 * confirmation promise (docs/product.md#plain-html-form); the operator hears of it from the daily
 * spam notice.
 */

/** What the page's own clock (performance.now) said when it called fetch for the inquiry and when its form token arrived. */
type FetchTimes = { sentAt?: number; tokenAt?: number };

/** Records {@link FetchTimes} in the page, from its first script on. */
async function recordFetchTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times = {} as { sentAt?: number; tokenAt?: number };
    (window as unknown as { fetchTimes: typeof times }).fetchTimes = times;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = String(input);
      if (url.endsWith("/api/send-email")) times.sentAt = performance.now();
      const answer = original(input, init);
      if (url.endsWith("/api/form-token")) {
        void answer.then(() => {
          times.tokenAt = performance.now();
        });
      }
      return answer;
    };
  });
}

/** The page's {@link FetchTimes}. */
function fetchTimes(page: Page): Promise<FetchTimes> {
  return page.evaluate(() => ({ ...(window as unknown as { fetchTimes: FetchTimes }).fetchTimes }));
}

/**
 * Holds every request to `path` until the returned function is called, so a state the page is in
 * while it waits can be looked at however fast or slow this machine is.
 */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Expects the form's submitting state: `Sending...`, every control disabled, the announcement. */
async function expectSending(page: Page): Promise<void> {
  const form = contactForm(page);
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
    await expect(field).toBeDisabled();
  }
  await expect(page.getByRole("status")).toContainText("Sending your message.");
}

test("with JavaScript: Send right after load shows Sending..., then the inquiry is delivered, sent no sooner than 3 s after the page arrived", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const values = uniqueInquiry("Ada Early");
  await recordFetchTimes(page);
  const releaseSend = await holdRequests(page, "/api/send-email");

  await page.goto("/contact");
  await waitForHydration(page);
  await fillAtOnce(page, values);
  const clickedAt = await page.evaluate(() => performance.now());
  await contactForm(page).send.click();
  await expectSending(page);
  releaseSend();

  await expect(page.getByRole("status")).toContainText("Message sent successfully!");
  await expect.poll(async () => (await standIn.emails(values.token)).length).toBe(1);
  const { sentAt = Number.NaN } = await fetchTimes(page);
  const arrivedAt = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStart,
  );
  // The token came with the page: the request left no sooner than the minimum age after it arrived.
  expect(sentAt - arrivedAt).toBeGreaterThanOrEqual(FORM_TOKEN_MIN_AGE_MS);
  expect(sentAt).toBeGreaterThanOrEqual(clickedAt);
  testInfo.annotations.push({
    type: "early-send",
    description: `pressed ${Math.round(clickedAt - arrivedAt)} ms after the page arrived; sent ${Math.round(sentAt - clickedAt)} ms after the press`,
  });
});

test("with JavaScript: Send pressed before the form's token has even arrived is held until the token is old enough, then delivered", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const values = uniqueInquiry("Grace Early");
  await recordFetchTimes(page);
  const releaseSend = await holdRequests(page, "/api/send-email");
  const releaseToken = await holdRequests(page, "/api/form-token");

  // Reached by client-side navigation, the form asks the worker for its token as it appears.
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Get a Free Quote" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await fillAtOnce(page, values);
  const clickedAt = await page.evaluate(() => performance.now());
  await contactForm(page).send.click();
  releaseToken();

  await expectSending(page);
  // The page has called fetch for the inquiry (held here): its wait is over, Sending... stays.
  await expect.poll(async () => (await fetchTimes(page)).sentAt).toBeGreaterThan(0);
  await waitForPageToSettle(page);
  await contactForm(page).subject.evaluate((field) => field.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: screenshotPath(testInfo, "early-send-sending") });
  releaseSend();

  await expect(page.getByRole("status")).toContainText("Message sent successfully!");
  await expect.poll(async () => (await standIn.emails(values.token)).length).toBe(1);
  const { sentAt = Number.NaN, tokenAt = Number.NaN } = await fetchTimes(page);
  // Pressed before the token arrived, sent no sooner than the minimum age after it did.
  expect(tokenAt).toBeGreaterThan(clickedAt);
  expect(sentAt - tokenAt).toBeGreaterThanOrEqual(FORM_TOKEN_MIN_AGE_MS);
  testInfo.annotations.push({
    type: "early-send",
    description: `token arrived ${Math.round(tokenAt - clickedAt)} ms after the press; sent ${Math.round(sentAt - tokenAt)} ms after the token`,
  });
});

test.describe("without JavaScript", () => {
  // `pnpm dev`'s setup: the visitor's confirmation is on, so its absence on the thank-you page means something.
  test.use({ baseURL: DEV_ORIGIN, javaScriptEnabled: false });

  test("Send right after load: filed as too_fast spam, and the thank-you page promises no confirmation", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const values = uniqueInquiry("Ben Early");
    // However slow this machine, the post carries a token issued a moment before it, as it does
    // when Send is pressed right after the page was served.
    await page.route("**/api/send-email", async (route) => {
      const fresh = (await (await page.request.get("/api/form-token")).json()) as { formToken: string };
      // The form posts multipart (it has a Photos input): the formToken part's value is replaced.
      const posted = (route.request().postData() ?? "").replace(
        /(name="formToken"\r\n\r\n)[^\r]*/,
        (_whole, head: string) => `${head}${fresh.formToken}`,
      );
      expect(posted).toContain(fresh.formToken);
      await route.continue({ postData: posted });
    });
    await page.goto("/contact");
    await fillAtOnce(page, values);
    await contactForm(page).send.click();

    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent successfully!");
    await expect(page.getByText("A confirmation email is on its way to you.")).toHaveCount(0);
    await waitForPageToSettle(page);
    await page.screenshot({ path: screenshotPath(testInfo, "early-send-no-js-thank-you"), fullPage: true });

    const listed = await page.request.get(`/api/admin/inquiries?status=spam&q=${values.token}`);
    expect(listed.status()).toBe(200);
    const { inquiries } = (await listed.json()) as { inquiries: { spamReason: string | null }[] };
    expect(inquiries.map((inquiry) => inquiry.spamReason)).toEqual(["too_fast"]);
    const outbox = await (await page.request.get("/api/outbox")).text();
    expect(outbox).not.toContain(values.token);
  });
});
