import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { DEV_ORIGIN, STAND_IN_PORT, standIn } from "./support/e2e-env.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The inbox's Setup panel end to end (docs/product.md#setup-panel), by keyboard, at 1280 and 390
 * px: on the main worker (Resend provider pointed at the stand-in) a missing secret, no delivery
 * events yet, and the sender's domain verified, then pending at the stand-in; on the dev worker
 * (`pnpm dev`'s setup) a test inquiry that reaches the local outbox and the local webhook
 * receiver, each channel's result shown in place. Screenshots: setup-panel-*.png.
 */

/** Opens the workbench's Setup section on the current origin and waits for the panel's first report. */
async function openSetupPanel(page: Page): Promise<Locator> {
  await page.goto("/admin?section=setup");
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Setup" });
  await expect(panel.getByTestId("setup-summary")).toBeVisible();
  return panel;
}

/** The list item of the check whose heading is `name`. */
function checkItem(panel: Locator, name: string | RegExp): Locator {
  return panel.getByRole("listitem").filter({ has: panel.page().getByRole("heading", { level: 3, name }) });
}

/** Fails when the page scrolls sideways (the panel must fit a 390 px phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Presses "Check again" by keyboard and waits for the fresh report. */
async function checkAgain(panel: Locator): Promise<void> {
  const button = panel.getByRole("button", { name: "Check again" });
  await button.focus();
  await panel.page().keyboard.press("Enter");
  await expect(button).toBeEnabled();
}

const LOCK = path.join(tmpdir(), `clearwell-setup-panel-domains-${STAND_IN_PORT}.lock`);

/**
 * Runs `work` while no other test of this run changes the stand-in's domains (the desktop and
 * mobile projects share the one stand-in): a directory made atomically is the lock; one older than
 * 2 minutes is left from a crashed run and taken over.
 */
async function withDomainLock(work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const made = await stat(LOCK).then(
        (info) => info.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - made > 120_000) await rm(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await work();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

test("each check shows ok or what is missing or failing; an unverified domain lists its DNS records", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await withDomainLock(async () => {
    await standIn.setDomains([{ name: "clearwell-interiors.example", status: "verified" }]);
    const panel = await openSetupPanel(page);
    // Missing and failing checks open the list.
    await expect(panel.locator("details")).toHaveAttribute("open", "");
    await expect(checkItem(panel, /^Resend API key/)).toContainText("OK");
    await expect(checkItem(panel, /^Delivery events secret/)).toContainText("Missing");
    await expect(checkItem(panel, /^Delivery events secret/)).toContainText(
      "What to do: Add a webhook at Resend",
    );
    await expect(checkItem(panel, "Delivery events from Resend")).toContainText("Missing");
    await expect(checkItem(panel, "Delivery events from Resend")).toContainText("None received yet");
    const domain = checkItem(panel, /^Sender's domain at Resend/);
    await expect(domain).toContainText("OK");
    await expect(domain).toContainText("Verified: Resend sends from it.");
    await expect(checkItem(panel, "Database schema (D1)")).toContainText("OK");
    await waitForPageToSettle(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath(testInfo, "setup-panel-checks"), fullPage: true });

    await standIn.setDomains([{ name: "clearwell-interiors.example", status: "pending" }]);
    await checkAgain(panel);
    await expect(domain).toContainText("Failing");
    await expect(domain).toContainText("Not verified yet (Resend says pending)");
    const records = domain.getByRole("list", { name: "DNS records Resend waits for" });
    await expect(records.getByRole("listitem")).toHaveCount(3);
    await expect(records).toContainText("resend._domainkey.clearwell-interiors.example");
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath(testInfo, "setup-panel-domain-pending"), fullPage: true });

    await standIn.setDomains([{ name: "clearwell-interiors.example", status: "verified" }]);
    await checkAgain(panel);
    await expect(domain).toContainText("Verified: Resend sends from it.");
  });
});

test.describe("pnpm dev's setup", () => {
  test.use({ baseURL: DEV_ORIGIN });

  test("a test inquiry reaches the local outbox and the local webhook receiver, each shown in place", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const panel = await openSetupPanel(page);
    // A new local site has nothing missing or failing (the retention run has simply not run yet),
    // so the list starts closed; by keyboard, its summary opens it.
    const details = panel.locator("details");
    await expect(details).not.toHaveAttribute("open", "");
    const summary = panel.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await expect(checkItem(panel, /^Sender's domain at Resend/)).toContainText("Off");
    await expect(checkItem(panel, /^Notification webhooks/)).toContainText("OK");
    const retention = checkItem(panel, "Retention run");
    await expect(retention).toContainText("Pending");
    await expect(retention).toContainText("Not run yet: a new site's first run is");
    await expect(retention).not.toContainText("Missing");

    // By keyboard: the summary closes the list again, then Tab reaches the button.
    await page.keyboard.press("Enter");
    await expect(details).not.toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    const send = panel.getByRole("button", { name: "Send a test inquiry" });
    await expect(send).toBeFocused();
    await page.keyboard.press("Enter");

    const channels = panel.getByRole("list", { name: "Channels of the test inquiry" });
    const email = channels.getByRole("listitem").filter({ hasText: "Business email" });
    const webhook = channels.getByRole("listitem").filter({ hasText: "Webhook: local" });
    await expect(email).toContainText("Sent", { timeout: 30_000 });
    await expect(webhook).toContainText("Sent", { timeout: 30_000 });
    await expect(panel.getByTestId("setup-live")).toHaveText(
      "Test inquiry: Business email Sent; Webhook: local Sent.",
    );
    const sentAs = await panel.getByTestId("test-inquiry-subject").textContent();
    const subject = /“(\[Test\] Setup panel check [0-9a-f]{8})”/.exec(sentAs ?? "")?.[1];
    expect(subject).toBeDefined();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenshotPath(testInfo, "setup-panel-test-inquiry"), fullPage: true });

    // The email, in the local outbox; the signed webhook, in the local receiver.
    const outbox = await (await page.request.get("/api/outbox")).text();
    expect(outbox).toContain(subject);
    const received = (await (await page.request.get("/api/outbox/webhooks")).json()) as {
      verified: boolean;
      body: { data?: { fields?: { subject: string; name: string } } };
    }[];
    const mine = received.find((entry) => entry.body.data?.fields?.subject === subject);
    expect(mine?.verified).toBe(true);
    expect(mine?.body.data?.fields?.name).toBe("Setup panel test");
  });
});
