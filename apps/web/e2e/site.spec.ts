import type { Page } from "@playwright/test";
import {
  LISTED_PATHS,
  PUBLIC_PATHS,
  pageName,
  SERVICE_PATHS,
  UNKNOWN_PATH,
  UNLISTED_PATHS,
} from "../prerender/routes.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The whole site end to end (docs/architecture.md#testing): the built site served by the worker
 * (`wrangler dev`, playwright.config.ts), at 1280 px (desktop project) and 390 px (mobile
 * project), with the image and map hosts answered locally by the fixture.
 */

const BRAND = "Clearwell Interiors";

/** What a route's test checks beyond status, one h1 and the title. */
type RouteChecks = {
  /** The page's one h1; absent: any text. */
  h1?: string | RegExp;
  /** The page's counted items (docs/product.md#page-content). */
  counts?: (page: Page) => Promise<void>;
};

const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/** Checks by path; every public page (prerender/routes.ts) is tested, with or without an entry. */
const CHECKS: Record<string, RouteChecks> = {
  "/": {
    h1: "Beautiful rooms, with clean air to breathe in them",
    counts: async (page) => {
      const hero = region(page, /Beautiful rooms/);
      await expect(hero.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/contact");
      await expect(hero.getByRole("definition")).toHaveText(["100+", "300+", "100+"]);
      await expect(
        region(page, /Trusted by/)
          .getByRole("listitem")
          .first(),
      ).toBeVisible();
      await expect(region(page, /Design and environmental health/).getByRole("link")).toHaveCount(4);
      await expect(region(page, /since 2010/)).toContainText("15+");
      await expect(region(page, "Recent projects").getByRole("article")).toHaveCount(3);
      await expect(region(page, "What our clients say").getByRole("listitem")).toHaveCount(2);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    },
  },
  "/about": {
    h1: "Designers who care what's in the air",
    counts: async (page) => {
      await expect(region(page, "Our values").getByRole("heading", { level: 3 })).toHaveText([
        "Client-Centered",
        "Excellence",
        "Innovation",
        "Timeliness",
      ]);
      await expect(region(page, "Meet the team").getByRole("listitem")).toHaveCount(4);
      await expect(region(page, /Fifteen years/).getByRole("definition")).toHaveText([
        "100+",
        "15+",
        "50+",
        "12",
      ]);
    },
  },
  "/works": {
    counts: async (page) => {
      await expect(region(page, "Recent projects").getByRole("article")).toHaveCount(9);
      await expect(region(page, "Our design process").getByRole("listitem")).toHaveCount(4);
      await expect(region(page, "What our clients say").getByRole("listitem")).toHaveCount(3);
    },
  },
  "/contact": { h1: "Contact Us" },
  "/contact/thank-you": { h1: "Message sent successfully!" },
};

test.describe("every route", () => {
  for (const path of PUBLIC_PATHS) {
    const checks = CHECKS[path] ?? {};
    test(`${path} answers 200 with its h1, title and counted items`, async ({ page }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      if (checks.h1) await expect(h1).toHaveText(checks.h1);
      await expect(page).toHaveTitle(new RegExp(BRAND));
      await checks.counts?.(page);
      await waitForPageToSettle(page);
      await page.screenshot({ path: screenshotPath(testInfo, pageName(path)), fullPage: true });
    });
  }

  test("every page with checks of its own is a public page", () => {
    expect(Object.keys(CHECKS).filter((path) => !PUBLIC_PATHS.includes(path))).toEqual([]);
  });

  test("an unknown path answers 404 with the Not found page", async ({ page }, testInfo) => {
    const response = await page.goto(`${UNKNOWN_PATH}/at-all`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await page.getByRole("button", { name: "Go Back" }).waitFor();
    await waitForPageToSettle(page);
    await page.screenshot({ path: screenshotPath(testInfo, "not-found"), fullPage: true });
  });

  test("sitemap.xml and robots.txt list the routes", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(listed.sort()).toEqual([...LISTED_PATHS].sort());
    for (const path of UNLISTED_PATHS) expect(listed).not.toContain(path);
    expect(sitemap).not.toContain("404");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  });
});

test("the header is transparent on / until scrolled past 50 px, and solid elsewhere", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-appearance", "transparent");
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-appearance", "solid");
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-appearance", "transparent");
  await page.goto("/about");
  await expect(page.getByRole("banner")).toHaveAttribute("data-appearance", "solid");
});

test("the navigation lists the four service pages (dropdown on desktop, slide-in menu on mobile)", async ({
  page,
}, testInfo) => {
  await page.goto("/about");
  await waitForPageToSettle(page);
  // The dropdown opens on hover once the header has hydrated; a busy machine can hover before that.
  await waitForHydration(page);
  if (testInfo.project.name === "desktop") {
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
    for (const path of SERVICE_PATHS) await expect(panel.locator(`a[href="${path}"]`)).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: screenshotPath(testInfo, "services-dropdown") });
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  } else {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Services" }).click();
    for (const path of SERVICE_PATHS) await expect(menu.locator(`a[href="${path}"]`)).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.screenshot({ path: screenshotPath(testInfo, "mobile-menu") });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.locator('a[href="/services/mold-removal"]').click();
    await expect(page).toHaveURL(/\/services\/mold-removal$/);
    await expect(menu).toBeHidden();
  }
});

test("the works filter shows 9, 5 and 4 projects", async ({ page }) => {
  await page.goto("/works");
  // The filter is scripted: wait until the page has hydrated (its scripts start after first paint).
  await waitForHydration(page);
  const portfolio = region(page, "Recent projects");
  const projects = portfolio.getByRole("article");
  await expect(projects).toHaveCount(9);
  await portfolio.getByRole("button", { name: "Residential" }).click();
  await expect(portfolio.getByRole("button", { name: "Residential" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(projects).toHaveCount(5);
  await expect(portfolio.locator('[data-category="commercial"]')).toHaveCount(0);
  await portfolio.getByRole("button", { name: "Commercial" }).click();
  await expect(projects).toHaveCount(4);
  await expect(page.getByTestId("project-count")).toHaveText("Showing 4 projects");
  await portfolio.getByRole("button", { name: "All Projects" }).click();
  await expect(projects).toHaveCount(9);
});

test.describe(() => {
  // Every other test starts in a tab that has seen the splash (support/fixtures.ts).
  test.use({ splash: true });

  test("the splash shows on first load, is gone after 800 ms and never comes back in the session", async ({
    page,
  }) => {
    await page.goto("/");
    const splash = page.getByTestId("splash");
    await expect(splash).toHaveCSS("animation-duration", "0.8s");
    await page.waitForTimeout(850);
    await expect(splash).toBeHidden({ timeout: 200 });
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL(/\/works$/);
    await expect(splash).toBeHidden();
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/no-splash/);
    await expect(splash).toBeHidden();
  });
});

test("navigating scrolls to the top and marks the current route", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const current = page.locator('header a[aria-current="page"]');
  await expect(current.first()).toHaveAttribute("href", "/about");
});
