import type { Page } from "@playwright/test";
import { contactForm, submitInquiry, uniqueInquiry } from "./support/contact-form.ts";
import { DEV_ORIGIN, DEV_SITE_ORIGIN } from "./support/e2e-env.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * `pnpm dev`'s setup as a developer gets it, with no account (docs/reference.md#local-development):
 * the worker on DEV_ORIGIN runs `wrangler dev --env local` unchanged - the outbox provider and the
 * signed `json` webhook to its own local receiver. An inquiry sent on /contact shows up in the
 * outbox and, signed, in the receiver, and /admin lists its two channels as sent. Beside it runs
 * the site's dev server (`react-router dev` on DEV_SITE_ORIGIN, forwarding /api/* to that worker,
 * which gets it as `DEV_SITE_URL`), as `pnpm dev` runs both.
 */
test.use({ baseURL: DEV_ORIGIN });

/** One webhook the local receiver kept (GET /api/outbox/webhooks). */
type ReceivedWebhook = {
  id: string;
  verified: boolean;
  body: { type: string; data: { id: string; fields: { subject: string } } };
};

/** The local receiver's webhook about the inquiry whose subject has `token`, once it arrived. */
async function receivedWebhook(page: Page, token: string): Promise<ReceivedWebhook | undefined> {
  let found: ReceivedWebhook | undefined;
  await expect
    .poll(async () => {
      const list = (await (await page.request.get("/api/outbox/webhooks")).json()) as ReceivedWebhook[];
      found = list.find((webhook) => webhook.body.data?.fields?.subject.includes(token));
      return found !== undefined;
    })
    .toBe(true);
  return found;
}

test("an inquiry reaches the outbox and the signed local webhook, and /admin shows both channels", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const values = uniqueInquiry();
  expect(await submitInquiry(page, values)).toBe(200);
  await expect(page.getByRole("status")).toContainText("Message sent successfully!");

  // The email, in the outbox (read again until the page lists it).
  const emailLink = page.getByRole("link", { name: `New Inquiry: ${values.subject}` });
  await expect
    .poll(async () => {
      await page.goto("/api/outbox");
      return emailLink.count();
    })
    .toBe(1);

  // The webhook, in the local receiver: signed (verified), stable id `<inquiry id>_local`.
  const webhook = await receivedWebhook(page, values.token);
  expect(webhook?.verified).toBe(true);
  expect(webhook?.body.type).toBe("inquiry.received");
  expect(webhook?.id).toBe(`${webhook?.body.data.id}_local`);

  // The channels, in the inbox.
  await page.goto("/admin");
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Search inquiries" });
  await search.fill(values.token);
  await search.press("Enter");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.getByRole("button", { name: `Open the inquiry from ${values.name}` }).click();
  const dialog = page.getByRole("dialog", { name: values.subject });
  await expect(dialog).toBeVisible();
  const channels = dialog.getByTestId("delivery-channels");
  await expect(channels.getByRole("row", { name: /Business email/ })).toContainText("Sent");
  await expect(channels.getByRole("row", { name: /Webhook: local/ })).toContainText("Sent");
  await page.screenshot({ path: screenshotPath(testInfo, "dev-setup-channels"), fullPage: true });
});

test.describe("without JavaScript, on the site's dev server", () => {
  test.use({ baseURL: DEV_SITE_ORIGIN, javaScriptEnabled: false });

  test("a refused form post answers the site's own Contact page from the dev server, with the messages", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const values = uniqueInquiry("Grace Hopper");
    await page.goto("/contact");
    const form = contactForm(page);
    await form.name.fill(values.name);
    // The browser's own check lets it through (no JavaScript, no dot needed); the contract refuses it.
    await form.email.fill("grace@example");
    await form.subject.fill(values.subject);
    await form.message.fill(values.message);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-email"));
    await form.send.click();
    expect((await answered).status()).toBe(422);
    await expect(page).toHaveURL(`${DEV_SITE_ORIGIN}/api/send-email`);

    // The site's page around the form: its header and footer, styled by the dev server's stylesheet
    // (the dev worker has no built site: a prerendered page's /assets/*.css would not load here).
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The answer's URL commits before its stylesheet has loaded: wait for it, however slow the machine.
    await page.waitForLoadState("load");
    const styleSheets = () =>
      page.evaluate(() =>
        [...document.styleSheets].map((sheet) => ({ href: sheet.href ?? "", rules: sheet.cssRules.length })),
      );
    await expect.poll(styleSheets).toContainEqual({
      href: expect.stringContaining(`${DEV_SITE_ORIGIN}/@react-router/critical.css`),
      rules: expect.any(Number),
    });
    const sheets = await styleSheets();
    expect(sheets.every((sheet) => sheet.rules > 0)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("ui-sans-serif");

    // The messages, and what the visitor typed.
    const notice = page.locator("[data-form-alert]");
    await expect(notice).toContainText("Please check the form");
    await expect(notice.getByRole("link", { name: "Please enter a valid email address" })).toBeVisible();
    await expect(form.email).toHaveAttribute("aria-invalid", "true");
    await expect(form.email).toHaveValue("grace@example");
    await expect(form.message).toHaveValue(values.message);
    await expect(page).toHaveTitle(/^Error: /);
    await waitForPageToSettle(page);
    await page.screenshot({ path: screenshotPath(testInfo, "dev-refusal-page"), fullPage: true });
  });
});
