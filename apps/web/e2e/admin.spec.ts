import { readFile } from "node:fs/promises";
import { INQUIRY_CSV_COLUMNS } from "@clearwell/contract";
import type { Locator, Page } from "@playwright/test";
import { submitInquiry, uniqueInquiry } from "./support/contact-form.ts";
import { standIn } from "./support/e2e-env.ts";
import { submitFailedInquiry } from "./support/failed-inquiry.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The operator's inbox end to end (docs/product.md#operator-inbox): an inquiry sent on /contact
 * (the stand-in refuses it with 422, so it is archived as `failed`) is found in /admin by a token,
 * opened, re-sent once the stand-in accepts it again, exported as CSV and deleted - Chromium ->
 * `wrangler dev --env local` (local admin auth, the run's own D1) -> the Resend stand-in.
 * Screenshots of the list, the detail, the delete confirmation and the sign-in message go to
 * test-results/screenshots/<run id>/admin-*.png.
 */

/**
 * Opens the inbox at `path` (`/admin`: its default view, Needs an answer) and waits until the
 * page's scripts have hydrated it and the first page arrived.
 */
async function openInbox(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("inbox-loading")).toBeHidden();
}

test("an inquiry is found, re-sent, exported as CSV and deleted from the inbox", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const values = await submitFailedInquiry(page);

  // Every inquiry (the default view is Needs an answer), so the CSV link carries the search alone.
  await openInbox(page, "/admin?view=all");
  const search = page.getByRole("searchbox", { name: "Search inquiries" });
  await search.fill(values.token);
  await search.press("Enter");
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(values.email);
  await expect(row).toContainText(values.subject);
  await expect(row).toContainText("Failed");
  await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByRole("status")).toHaveText("1 inquiry shown.");
  await waitForPageToSettle(page);
  await page.screenshot({ path: screenshotPath(testInfo, "admin-list"), fullPage: true });

  // Open it with the keyboard.
  const open = page.getByRole("button", { name: `Open the inquiry from ${values.name}` });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: values.subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(values.phone)).toBeVisible();
  await expect(dialog.getByText(/^First line/)).toHaveText(values.message);
  await expect(dialog.getByTestId("inquiry-attempts")).toHaveText("1");
  await expect(dialog).toContainText("422");
  const history = dialog.getByTestId("inquiry-history").getByRole("listitem");
  await expect(history.first()).toBeVisible();
  const eventsBefore = await history.count();
  await page.screenshot({ path: screenshotPath(testInfo, "admin-detail") });

  // The stand-in accepts the token again (the newest rule wins), then Re-send delivers it.
  await standIn.setMode({ match: values.token });
  await dialog.getByRole("button", { name: "Re-send" }).click();
  await expect(page.getByRole("status")).toHaveText("Re-sent. The inquiry is now Sent.");
  await expect(dialog.getByTestId("inquiry-attempts")).toHaveText("2");
  // The re-send sets its email back to received (with who did it), then the run sends it.
  await expect(history).toHaveCount(eventsBefore + 2);
  await expect(history.nth(eventsBefore)).toContainText("re-sent by local (was failed)");
  await expect(history.last()).toContainText("Sent");
  await expect(dialog.getByRole("button", { name: "Re-send" })).toHaveCount(0);
  expect(await standIn.emails(values.token)).toHaveLength(1);

  // Escape closes the dialog; focus returns to the row; the row shows the new status.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(row).toContainText("Sent");

  // The CSV download holds the header row and this inquiry.
  const csvLink = page.getByRole("link", { name: /Download CSV/ });
  await expect(csvLink).toHaveAttribute("href", `/api/admin/inquiries.csv?q=${values.token}`);
  const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  const [header, ...lines] = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(header).toBe(INQUIRY_CSV_COLUMNS.map((column) => `"${column}"`).join(","));
  const record = lines.find((line) => line.includes(values.email));
  expect(record, csv).toBeTruthy();
  expect(record).toContain(values.subject);
  expect(record).toContain(',"sent",');

  // Delete asks first, then the row is gone - here and in the archive.
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = dialog.getByRole("region", { name: "Delete this inquiry?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, "admin-delete-confirm") });
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("Inquiry deleted.");
  await expect(rows).toHaveCount(0);
  const after = await page.request.get(`/api/admin/inquiries?q=${values.token}`);
  expect(after.status()).toBe(200);
  expect((await after.json()).inquiries).toEqual([]);
});

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `limit` times; each stop must show a focus ring. */
async function tabTo(page: Page, target: Locator, { limit = 40, back = false } = {}) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return true;
      const style = getComputedStyle(element);
      return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    });
    expect(ring, "every focused control shows an outline").toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test("the inbox works with the keyboard alone: filter, search, open, delete with confirmation", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const values = uniqueInquiry("Grace Hopper");
  await submitInquiry(page, values);
  await openInbox(page);

  const sent = page.getByRole("group", { name: "Filter by status" }).getByRole("button", { name: /^Sent/ });
  await tabTo(page, sent);
  await page.keyboard.press("Enter");
  await expect(sent).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("inbox-loading")).toBeHidden();

  await tabTo(page, page.getByRole("searchbox", { name: "Search inquiries" }));
  await page.keyboard.type(values.token);
  await page.keyboard.press("Enter");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  const open = page.getByRole("button", { name: `Open the inquiry from ${values.name}` });
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: values.subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

  await tabTo(page, dialog.getByRole("button", { name: "Delete", exact: true }), { limit: 10 });
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await tabTo(page, dialog.getByRole("button", { name: "Delete for good" }), { limit: 3, back: true });
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.locator("tbody tr")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Inquiries", exact: true })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("Inquiry deleted.");
});

test("without a Cloudflare Access session the inbox asks to sign in, with a reload link", async ({
  page,
}, testInfo) => {
  await page.route("**/api/admin/**", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ error: "Sign in through Cloudflare Access.", code: "access_token_missing" }),
    }),
  );
  await openInbox(page);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Sign in through Cloudflare Access" })).toBeVisible();
  await expect(alert.getByRole("link", { name: "Reload and sign in" })).toHaveAttribute("href", "/admin");
  await expect(page.locator("table")).toHaveCount(0);
  await waitForPageToSettle(page);
  await page.screenshot({ path: screenshotPath(testInfo, "admin-sign-in"), fullPage: true });
});

test("the prerendered /admin holds no data and is not indexed", async ({ request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  expect(html).toContain("Loading inquiries…");
  expect(html).not.toContain("<table");
});

test("the public pages ship none of the inbox's code (it is split into the /admin route's chunk)", async ({
  request,
}) => {
  for (const path of ["/", "/contact", "/about"]) {
    const html = await (await request.get(path)).text();
    const modules = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    expect(modules.length, `${path} lists its modules`).toBeGreaterThan(3);
    for (const module of modules) {
      const code = await (await request.get(module)).text();
      for (const marker of ["/api/admin", "Cloudflare Access", "inquiry_not_resendable"]) {
        expect(code.includes(marker), `${path}: ${module} contains ${marker}`).toBe(false);
      }
    }
  }
  const admin = await (await request.get("/admin")).text();
  const adminModules = [...new Set(admin.match(/\/assets\/admin-[\w-]+\.js/g) ?? [])];
  expect(adminModules).toHaveLength(1);
  expect(await (await request.get(adminModules[0] ?? "")).text()).toContain("/api/admin");
});
