import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { SPLASH_SEEN_KEY } from "../../app/components/layout/splash-script.tsx";
import { placeholderFor } from "./placeholders.ts";

/** Requests the {@link test} fixture answered locally instead of letting them leave the machine. */
export type ExternalRequests = {
  /** Every third-party URL the page (or its frames and popups) asked for, in order. */
  urls: string[];
};

/**
 * Playwright's `test` with two automatic fixtures (docs/architecture.md#testing). Every request of
 * the browser context to a host other than the site's origin (`baseURL`) - the stock photo host,
 * the map service, anything else - is answered at once with a local placeholder (an SVG image, a
 * blank page for frames, empty CSS/JS, 204 otherwise), so tests never wait on the network; the
 * `externalRequests` fixture lists what was intercepted. The tab starts as one that has seen the
 * splash (docs/product.md#splash-and-animations), so no page waits 800 ms behind it; a test of the
 * splash itself sets `test.use({ splash: true })`. Import `test` and `expect` from here in every spec.
 */
export const test = base.extend<{
  externalRequests: ExternalRequests;
  splash: boolean;
  splashSeen: undefined;
}>({
  splash: [false, { option: true }],
  splashSeen: [
    async ({ context, splash }, use) => {
      if (!splash) {
        await context.addInitScript((key) => {
          try {
            sessionStorage.setItem(key, "1");
          } catch {
            // A frame without storage (an opaque origin) shows no splash anyway.
          }
        }, SPLASH_SEEN_KEY);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ context, baseURL }, use) => {
      if (!baseURL) throw new Error("e2e fixtures need `use.baseURL` (playwright.config.ts)");
      const siteOrigin = new URL(baseURL).origin;
      const external: ExternalRequests = { urls: [] };
      await context.route(
        (url) => url.origin !== siteOrigin && /^https?:$/.test(url.protocol),
        async (route) => {
          const request = route.request();
          external.urls.push(request.url());
          const { status, contentType, body } = placeholderFor(request.resourceType());
          await route.fulfill({ status, contentType, body });
        },
      );
      await use(external);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until a page looks finished: the splash (800 ms, docs/product.md#splash-and-animations) is
 * gone, web fonts are ready and every image that is in the document has loaded or failed. Use
 * before screenshots.
 */
export async function waitForPageToSettle(page: Page): Promise<void> {
  const splash = page.getByTestId("splash");
  if ((await splash.count()) > 0) await expect(splash).toBeHidden({ timeout: 5_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== "lazy");
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener("load", resolve, { once: true });
            image.addEventListener("error", resolve, { once: true });
          }),
      ),
    );
  });
}

/**
 * `<html>` once React has hydrated the page: root.tsx sets `data-hydrated` on it after hydration.
 * Pages start their scripts after first paint (docs/architecture.md#build), so a fresh page is
 * plain prerendered HTML for a moment; count 0 means not hydrated (yet).
 */
export function hydratedRoot(page: Page): Locator {
  return page.locator("html[data-hydrated]");
}

/**
 * Waits until React has hydrated the page ({@link hydratedRoot}). Use before driving anything the
 * page's scripts handle (menus, the works filter, the Contact form's own validation, the inbox); a
 * field filled before hydration is adopted, but the scripted behaviour only exists after it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(hydratedRoot(page)).toHaveCount(1);
}
