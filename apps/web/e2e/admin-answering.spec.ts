import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { submitInquiry, uniqueInquiry } from "./support/contact-form.ts";
import { standIn } from "./support/e2e-env.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Answering an inquiry in the operator's workbench, by keyboard only, at 1280 and 390 px
 * (docs/product.md#answering-inquiries, docs/product.md#operator-workbench): an inquiry sent on
 * /contact waits in Needs an answer with its clock in words; it is opened, answered by a reply (the
 * stand-in receives one email to the visitor), its lead status changed, a note added, and the
 * timeline shows each step with who did it. axe finds nothing with the dialog and with the reply
 * form open. Screenshots: workbench-inbox, workbench-dialog, workbench-reply, workbench-timeline.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Presses Tab until `target` has focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Runs axe on the page and expects no violation (rule, help and targets on failure). */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

test("an inquiry is answered from the workbench with the keyboard alone: reply, lead status, note, timeline", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const values = uniqueInquiry("Katherine Johnson");
  await submitInquiry(page, values);

  // The workbench's frame, and the inbox on its default view.
  await page.goto("/admin");
  await waitForHydration(page);
  const sections = page.getByRole("navigation", { name: "Sections" });
  await expect(sections.getByRole("link", { name: "Inbox" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("workbench-identity")).toHaveText("Signed in as local");
  await expect(page.getByRole("link", { name: "Back to the site" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Get a Quote" })).toHaveCount(0);
  const needs = page.getByRole("group", { name: "Filter by lead status" }).getByRole("button", {
    name: /^Needs an answer \d+$/,
  });
  await expect(needs).toHaveAttribute("aria-pressed", "true");
  await expect(sections.getByRole("link", { name: /^Needs an answer \d+$/ })).toBeVisible();

  await tabTo(page, page.getByRole("searchbox", { name: "Search inquiries" }));
  await page.keyboard.type(values.token);
  await page.keyboard.press("Enter");
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId("inquiry-lead")).toHaveText(
    /^New(Due in|Overdue by) (\d+ h)?( ?\d+ min)?$/,
  );
  await waitForPageToSettle(page);
  await page.screenshot({ path: screenshotPath(testInfo, "workbench-inbox"), fullPage: true });

  // Open it by keyboard.
  await tabTo(page, page.getByRole("button", { name: `Open the inquiry from ${values.name}` }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: values.subject });
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  const timeline = dialog.getByTestId("inquiry-timeline");
  await expect(timeline.getByRole("listitem").first()).toContainText("Received");
  await expectNoViolations(page);
  await page.screenshot({ path: screenshotPath(testInfo, "workbench-dialog") });

  // Reply: an empty message is refused under its field, then one reply is sent.
  await tabTo(page, dialog.getByRole("button", { name: "Reply" }), 20);
  await page.keyboard.press("Enter");
  const form = dialog.getByRole("region", { name: "Reply by email" });
  const message = form.getByRole("textbox", { name: "Message" });
  await expect(message).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Subject" })).toHaveValue(`Re: ${values.subject}`);
  await expect(form.getByTestId("reply-to")).toContainText(values.email);
  await tabTo(page, form.getByRole("button", { name: "Send reply" }), 5);
  await page.keyboard.press("Enter");
  await expect(form.getByText("Write a reply before sending")).toBeVisible();
  await expect(message).toBeFocused();
  await page.keyboard.type(`Thank you, we can visit on Tuesday. Ref ${values.token}.`);
  await expectNoViolations(page);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, "workbench-reply") });
  await tabTo(page, form.getByRole("button", { name: "Send reply" }), 5);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(
    `Reply sent to ${values.email}. Its delivery shows in the timeline.`,
  );
  await expect(form).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Reply" })).toBeFocused();
  await expect(timeline).toContainText(`Reply sent to ${values.email}`);
  await expect(timeline).toContainText("by local");
  const lead = dialog.getByRole("combobox", { name: "Lead status" });
  await expect(lead).toHaveValue("answered");
  await expect(dialog.getByTestId("dialog-clock")).toHaveText(/^Answered in /);
  await expect
    .poll(async () =>
      (await standIn.emails(values.token)).filter((email) =>
        JSON.stringify((email.body as { to?: unknown }).to).includes(values.email),
      ),
    )
    .toHaveLength(1);

  // The lead status, by keyboard: Answered -> Quoted, saved at once and announced.
  await lead.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("status")).toHaveText("Lead status saved: Quoted.");
  await expect(lead).toHaveValue("quoted");
  await expect(timeline).toContainText("Lead status Answered → Quoted");

  // A note.
  await tabTo(page, dialog.getByRole("textbox", { name: "Add a private note" }), 30);
  await page.keyboard.type("Called back; she prefers mornings.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Add note" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(timeline).toContainText("Called back; she prefers mornings.");

  // The timeline, oldest first: received ... reply ... status change ... note.
  const kinds = await timeline
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-kind")));
  expect(kinds[0]).toBe("received");
  expect(kinds.indexOf("reply")).toBeLessThan(kinds.lastIndexOf("lead_status"));
  expect(kinds.at(-1)).toBe("note");
  await timeline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(testInfo, "workbench-timeline") });

  // Closed, the row no longer waits for an answer.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(rows.first().getByTestId("inquiry-lead")).toHaveText(/^QuotedAnswered in /);
});

test("the workbench's sections are reached by keyboard and kept in the URL", async ({ page }, testInfo) => {
  await page.goto("/admin");
  await waitForHydration(page);
  const sections = page.getByRole("navigation", { name: "Sections" });
  for (const [name, url, region] of [
    ["Leads", /\/admin\?section=leads$/, "Where leads come from"],
    ["Setup", /\/admin\?section=setup$/, "Setup"],
    ["Blocked senders", /\/admin\?section=blocked$/, "Blocked senders"],
  ] as const) {
    const link = sections.getByRole("link", { name, exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(url);
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name })).toBeAttached();
    await expect(page.getByRole("region", { name: region })).toBeVisible();
    await expect(sections.getByRole("link", { name: /^Needs an answer \d+$/ })).toBeVisible();
  }
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Blocked senders" })).toBeVisible();
  await waitForPageToSettle(page);
  await page.screenshot({ path: screenshotPath(testInfo, "workbench-blocked"), fullPage: true });
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?section=setup$/);
  await expect(page.getByRole("region", { name: "Setup" })).toBeVisible();
});
