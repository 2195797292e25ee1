import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { PUBLIC_PATHS, SERVICE_PATHS, UNKNOWN_PATH } from "../prerender/routes.ts";
import { contactForm, uniqueInquiry } from "./support/contact-form.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { seedInquiry } from "./support/inquiry-seed.ts";

/**
 * Accessibility in the test suite (docs/architecture.md#testing): axe-core with the WCAG 2.2 A/AA
 * rules on every public route and the 404 page at 1280 px (desktop project) and 390 px (mobile
 * project), zero violations; the services dropdown and the mobile menu with the keyboard only; a
 * visible focus indicator on every control reached with Tab; the contact form's errors announced;
 * the orange brand colour's contrast.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Every public page (the inbox has its own test below) and an unknown path (the 404 page). */
const ROUTES = [...PUBLIC_PATHS, UNKNOWN_PATH];

/**
 * Waits for the splash, images and every finite CSS animation (the staggered entrances fade in
 * from opacity 0, which would skew axe's contrast figures); the logo strip loops forever and only
 * moves sideways.
 */
async function waitForStillPage(page: Page): Promise<void> {
  await waitForPageToSettle(page);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The rule id, impact, help text and offending elements of each violation, for a readable failure. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) {
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
}

test.describe("axe: WCAG 2.2 A/AA", () => {
  for (const path of ROUTES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await waitForStillPage(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(describeViolations(results.violations)).toEqual([]);
    });
  }

  test("the open mobile menu and the open services dropdown have no violations", async ({
    page,
  }, testInfo) => {
    await page.goto("/about");
    await waitForHydration(page);
    await waitForStillPage(page);
    if (testInfo.project.name === "mobile") {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("button", { name: "Services" }).click();
      await expect(menu.locator('a[href="/services/mold-removal"]')).toBeVisible();
    } else {
      const services = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "Services" });
      await services.focus();
      await page.keyboard.press("Enter");
      await expect(services).toHaveAttribute("aria-expanded", "true");
    }
    await waitForStillPage(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations)).toEqual([]);
  });
});

/** What the focused element shows as its focus indicator: an outline or a box-shadow ring. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    const rect = element.getBoundingClientRect();
    return {
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      visible: (outline || ring) && rect.width > 0 && rect.height > 0,
    };
  });
}

/** Presses Tab until `target` has focus (at most `limit` times), checking each stop's focus ring. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    const indicator = await focusIndicator(page);
    if (indicator) expect(indicator.visible, `no visible focus on ${indicator.label}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe("keyboard only", () => {
  for (const path of ["/", "/works", "/contact"]) {
    test(`every control reached with Tab on ${path} shows a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await waitForStillPage(page);
      const seen: string[] = [];
      for (let step = 0; step < 45; step++) {
        await page.keyboard.press("Tab");
        const indicator = await focusIndicator(page);
        if (!indicator) continue;
        seen.push(indicator.label);
        expect(indicator.visible, `${path}: no visible focus on ${indicator.label}`).toBe(true);
      }
      expect(seen.length).toBeGreaterThan(10);
    });
  }

  test("the first Tab reaches the skip link, which moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await waitForStillPage(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("the services navigation works with the keyboard alone: the dropdown on desktop, the slide-in menu on mobile", async ({
    page,
  }, testInfo) => {
    await page.goto("/about");
    await waitForHydration(page);
    await waitForStillPage(page);
    if (testInfo.project.name === "desktop") await driveServicesDropdown(page);
    else await driveMobileMenu(page);
  });
});

test.describe("contact form announcements", () => {
  test("errors are tied to their fields and the notices sit in live regions", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await waitForStillPage(page);
    const fields = contactForm(page);
    const form = fields.form;
    // The live regions are in the page before anything happens, so their later content is announced.
    await expect(form.getByRole("status")).toHaveCount(1);
    await expect(form.getByRole("alert")).toHaveCount(1);

    await fields.send.click();
    const expected = [
      [fields.name, "Name is required"],
      [fields.email, "Email is required"],
      [fields.subject, "Subject is required"],
      [fields.message, "Message is required"],
    ] as const;
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const describedBy = await field.getAttribute("aria-describedby");
      expect(describedBy, `${field} has aria-describedby`).toBeTruthy();
      const ids = (describedBy ?? "").split(/\s+/);
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(texts.join(" ")).toContain(message);
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(fields.phone).not.toHaveAttribute("aria-invalid", "true");

    // Fixing a field clears its error and its aria-invalid.
    await fields.name.fill("Ada Lovelace");
    await expect(fields.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(fields.name).not.toHaveAccessibleDescription(/Name is required/);
  });
});

/** WCAG relative luminance of an `rgb()`/`rgba()` colour string (alpha ignored: callers pass opaque colours). */
function luminance(color: string): number {
  const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

test("the orange primary button and the orange text meet 4.5:1", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await waitForStillPage(page);
  // The primary button: white text on the brand orange (the header's Get a Quote on desktop, the
  // closing call to action everywhere).
  const primary = page.locator("a.bg-brand-600:visible").first();
  await primary.scrollIntoViewIfNeeded();
  const colours = await primary.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(colours.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(contrast(colours.color, colours.background)).toBeGreaterThanOrEqual(4.5);

  // Orange text on light backgrounds (eyebrows, links): against the page's stone-50 and white.
  const orangeText = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[class*="text-brand-"]')]
      .filter(
        (element) =>
          (element.textContent ?? "").trim() !== "" &&
          element.closest(".bg-stone-900, .bg-stone-950, .text-white") === null,
      )
      .map((element) => getComputedStyle(element).color),
  );
  for (const color of new Set(orangeText)) {
    expect(contrast(color, "rgb(255, 255, 255)"), `${color} on white`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, "rgb(250, 250, 249)"), `${color} on stone-50`).toBeGreaterThanOrEqual(4.5);
  }
});

/** Desktop navigation by keyboard: open, walk, close and follow the services dropdown. */
async function driveServicesDropdown(page: Page) {
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
  await tabTo(page, services);
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
  // Tab walks into the open panel: All Services, then the four service pages.
  for (const path of ["/services", ...SERVICE_PATHS]) {
    await page.keyboard.press("Tab");
    await expect(panel.locator(`a[href="${path}"]`)).toBeFocused();
    expect((await focusIndicator(page))?.visible).toBe(true);
  }
  // Escape closes it and gives focus back to the button; ArrowDown opens it on the first link.
  await page.keyboard.press("Escape");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(services).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(panel.locator('a[href="/services"]')).toBeFocused();
  // Enter on a link follows it.
  await page.keyboard.press("Tab");
  await expect(panel.locator(`a[href="${SERVICE_PATHS[0]}"]`)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${SERVICE_PATHS[0]}$`));
}

/** Mobile navigation by keyboard: open the slide-in menu, expand Services, stay inside, close, follow. */
async function driveMobileMenu(page: Page) {
  const toggle = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // Focus moved into the dialog.
  await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  const servicesToggle = menu.getByRole("button", { name: "Services" });
  await tabTo(page, servicesToggle, 20);
  await page.keyboard.press("Enter");
  await expect(servicesToggle).toHaveAttribute("aria-expanded", "true");
  const target = menu.locator('a[href="/services/commercial"]');
  await tabTo(page, target, 10);
  // The page behind is inert: Tab never lands on it (past the last link a native modal dialog lets
  // focus leave to the browser for one step, then comes back to its first control).
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press("Tab");
    const where = await menu.evaluate((dialog) =>
      dialog.contains(document.activeElement)
        ? "menu"
        : document.activeElement === document.body || document.activeElement === null
          ? "browser"
          : (document.activeElement?.outerHTML.slice(0, 80) ?? "?"),
    );
    expect(["menu", "browser"]).toContain(where);
  }
  // Escape closes it and focus returns to the toggle.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  // Open again, go to a service page with Enter: the menu closes on the new page.
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await tabTo(page, servicesToggle, 20);
  if ((await servicesToggle.getAttribute("aria-expanded")) !== "true") await page.keyboard.press("Enter");
  await tabTo(page, target, 10);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/commercial$/);
  await expect(menu).toBeHidden();
}

test.describe("axe: the operator inbox", () => {
  test("/admin with an inquiry loaded, its detail dialog and the delete confirmation have no violations", async ({
    page,
  }) => {
    // An inquiry posted through the API, then three axe runs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const values = uniqueInquiry();
    await seedInquiry(page.request, values);
    await page.goto("/admin");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search inquiries" });
    await search.fill(values.token);
    await search.press("Enter");
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await waitForStillPage(page);
    let results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations)).toEqual([]);

    await page.getByRole("button", { name: `Open the inquiry from ${values.name}` }).click();
    const dialog = page.getByRole("dialog", { name: values.subject });
    await expect(dialog.getByText("Delivery history")).toBeVisible();
    await expect(dialog.getByText("Loading the inquiry…")).toHaveCount(0);
    results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations)).toEqual([]);

    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog.getByRole("region", { name: "Delete this inquiry?" })).toBeVisible();
    results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(describeViolations(results.violations)).toEqual([]);
  });
});
