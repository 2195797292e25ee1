import type { Page } from "@playwright/test";
import { submitInquiry, uniqueInquiry } from "./support/contact-form.ts";
import { DEV_ORIGIN } from "./support/e2e-env.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * `pnpm dev`'s setup as a developer gets it, with no account (docs/operations.md#local-development):
 * the worker on DEV_ORIGIN runs `wrangler dev --env local` unchanged - the outbox provider and the
 * signed `json` webhook to its own local receiver. An inquiry sent on /contact shows up in the
 * outbox and, signed, in the receiver, and /admin lists its two channels as sent.
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
