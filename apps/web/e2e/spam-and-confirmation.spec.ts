import { buildContactRequest } from "@clearwell/contract";
import type { Page } from "@playwright/test";
import {
  contactForm,
  fillContactForm,
  submitInquiry,
  type TestInquiry,
  uniqueInquiry,
} from "./support/contact-form.ts";
import { DEV_ORIGIN } from "./support/e2e-env.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Spam verdicts and the visitor's confirmation in `pnpm dev`'s setup (the worker on DEV_ORIGIN:
 * `wrangler dev --env local` unchanged, so the autoresponder is on and every email lands in the
 * outbox; docs/product.md#abuse-defences, docs/product.md#the-confirmation): an inquiry sent with
 * JavaScript and one sent without are both delivered and each gets one confirmation; a bot's
 * direct POST without the honeypot field lands in spam with its reason, and "Not spam" delivers it
 * once.
 */
test.use({ baseURL: DEV_ORIGIN });

const CONFIRMATION_SUBJECT = "We received your message - Clearwell Interiors";

/** The outbox's entries (subject, then `... - to <address> - ...`) that mention `text`. */
async function outboxEntries(page: Page, text: string): Promise<string[]> {
  const html = await (await page.request.get("/api/outbox")).text();
  return [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)]
    .map((match) => (match[1] ?? "").replace(/<[^>]+>/g, " "))
    .filter((entry) => entry.includes(text));
}

/** Waits until the outbox holds the business email and one confirmation for `values`; answers both counts. */
async function expectDeliveredWithConfirmation(page: Page, values: TestInquiry): Promise<void> {
  await expect
    .poll(async () => {
      const entries = await outboxEntries(page, values.token);
      return {
        business: entries.filter((entry) => entry.includes(`New Inquiry: ${values.subject}`)).length,
        confirmation: entries.filter(
          (entry) => entry.includes(CONFIRMATION_SUBJECT) && entry.includes(`to ${values.email}`),
        ).length,
      };
    })
    .toEqual({ business: 1, confirmation: 1 });
}

test("with JavaScript: delivered, and the notice says a confirmation is on its way; the outbox has both emails", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const values = uniqueInquiry("Katherine Johnson");
  expect(await submitInquiry(page, values)).toBe(200);
  await expect(page.getByRole("status")).toContainText("A confirmation email is on its way to you.");
  await expectDeliveredWithConfirmation(page, values);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("delivered; the thank-you page says a confirmation is on its way; the outbox has both emails", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const values = uniqueInquiry("Dorothy Vaughan");
    await page.goto("/contact");
    await fillContactForm(page, values);
    await contactForm(page).send.click();
    await expect(page).toHaveURL(/\/contact\/thank-you\?confirmation=1$/);
    await expect(page.getByText("A confirmation email is on its way to you.")).toBeVisible();
    await waitForPageToSettle(page);
    await page.screenshot({ path: screenshotPath(testInfo, "thank-you-confirmation"), fullPage: true });
    await expectDeliveredWithConfirmation(page, values);
  });
});

test("a bot's direct POST without the honeypot field is spam with its reason, and Not spam delivers it once", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const values = uniqueInquiry("Mallory Bot");
  // What a bot posts: the page's request shape, without the honeypot field or a form token.
  const posted = await page.request.post("/api/send-email", {
    data: buildContactRequest(values),
    headers: { Origin: DEV_ORIGIN },
  });
  expect(posted.status()).toBe(200);
  expect(await posted.json()).toMatchObject({ status: "sent" });
  expect(await outboxEntries(page, values.token)).toEqual([]);

  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Spam/ }).click();
  await expect(page.getByRole("region", { name: "Spam by reason" })).toContainText("Hidden field missing");
  const search = page.getByRole("searchbox", { name: "Search inquiries" });
  await search.fill(values.token);
  await search.press("Enter");
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Hidden field missing");
  await page.getByRole("button", { name: `Open the inquiry from ${values.name}` }).click();
  const dialog = page.getByRole("dialog", { name: values.subject });
  await expect(dialog.getByTestId("inquiry-spam-reason")).toHaveText("Hidden field missing");
  await page.screenshot({ path: screenshotPath(testInfo, "admin-spam-detail") });

  await dialog.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("status")).toContainText("Marked as not spam.");
  await expect(dialog.getByRole("button", { name: "Not spam" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Mark as spam" })).toBeVisible();
  await expectDeliveredWithConfirmation(page, values);
  // Once: a second look finds the same single email.
  await page.waitForTimeout(1_000);
  await expectDeliveredWithConfirmation(page, values);
});

test("the thank-you page keeps the worker's confirmation sentence when its scripts hydrate it", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // Where a clean inquiry's form post lands while the confirmation is on (docs/product.md#the-confirmation).
  await page.goto("/contact/thank-you?confirmation=1");
  await waitForHydration(page);
  await expect(page.getByText("A confirmation email is on its way to you.")).toBeVisible();
  expect(errors).toEqual([]);
});
