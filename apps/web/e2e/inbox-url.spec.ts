import type { Page } from "@playwright/test";
import { submitFailedInquiry } from "./support/failed-inquiry.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The inbox's view lives in its URL (docs/product.md#operator-inbox): a link such as an alert's
 * `/admin?inquiry=<id>`, a reload, Back and Forward all show the same view. A failed inquiry (the
 * stand-in refuses it with 422) is opened from `/admin?status=failed&inquiry=<id>` cold.
 */

/** The Failed filter button, whatever its count. */
const failedFilter = (page: Page) => page.getByRole("button", { name: /^Failed \d+$/ });

test("a link to /admin?status=failed&inquiry=<id> survives a reload, and Back/Forward move through the views", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const values = await submitFailedInquiry(page);

  // Find its id the way an operator would: search, open, read the address bar.
  await page.goto(`/admin?q=${values.token}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: `Open the inquiry from ${values.name}` }).click();
  await expect(page.getByRole("dialog", { name: values.subject })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("inquiry");
  expect(id).toBeTruthy();

  const link = `/admin?status=failed&inquiry=${encodeURIComponent(id ?? "")}`;
  await page.goto(link);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: values.subject });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("422");
  await expect(failedFilter(page)).toHaveAttribute("aria-pressed", "true");
  await page.screenshot({ path: screenshotPath(testInfo, "inbox-url-linked") });

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("dialog", { name: values.subject })).toBeVisible();
  await expect(failedFilter(page)).toHaveAttribute("aria-pressed", "true");
  expect(new URL(page.url()).search).toBe(new URL(link, page.url()).search);

  // Close: the inquiry leaves the URL, the filter stays.
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).toHaveURL(/\/admin\?status=failed$/);

  // Back reopens it, Forward closes it again.
  await page.goBack();
  await expect(page.getByRole("dialog", { name: values.subject })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("dialog")).toBeHidden();
  // Focus comes back to the inquiry's row, as when the dialog is closed.
  await expect(page.locator(`[data-inquiry-open="${id}"]`)).toBeFocused();
  await expect(failedFilter(page)).toHaveAttribute("aria-pressed", "true");

  // Choosing All is a view of its own: Back restores Failed.
  await page.getByRole("button", { name: /^All \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?status=failed$/);
  await expect(failedFilter(page)).toHaveAttribute("aria-pressed", "true");
});

test("a link to an inquiry that no longer exists says so above the list", async ({ page }) => {
  await page.goto("/admin?inquiry=no-such-inquiry");
  await waitForHydration(page);
  await expect(page.getByTestId("inquiry-missing")).toHaveText(
    "This inquiry no longer exists (it may have been deleted).",
  );
  await expect(page.getByRole("dialog")).toBeHidden();
});
