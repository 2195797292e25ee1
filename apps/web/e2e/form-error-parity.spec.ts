import type { Locator, Page } from "@playwright/test";
import { contactForm, fillContactForm, uniqueInquiry } from "./support/contact-form.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * One look for a field error, with or without JavaScript (docs/product.md#plain-html-form): the
 * worker's answer to a plain form post (the prerendered page, rewritten) and the hydrated site's
 * own validation mark the same field the same way. Both take their classes from the contract's
 * `FORM_CLASSES`; this compares what the browser actually renders, so a class changed on one side
 * only fails here.
 */

/** What a field error looks like in the page: the control's and the message's classes and colours. */
async function fieldErrorLook(page: Page, control: Locator, valid: Locator) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  // The hydrated form focuses the first invalid field, and the pointer rests where Send was, which
  // after the answer's reload may be over another field: compare the resting look on both sides.
  await control.evaluate((element: HTMLElement) => element.blur());
  await page.mouse.move(0, 0);
  // A field that just lost focus or the pointer is still fading its border (`transition-colors`):
  // read the colours once every transition has ended, however slow the machine.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error")) ?? "";
  const message = page.locator(`[id="${errorId}"]`);
  await expect(message).toBeVisible();
  const style = (locator: Locator, property: string) =>
    locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  return {
    controlClass: await control.getAttribute("class"),
    invalidBorder: await style(control, "border-top-color"),
    validBorder: await style(valid, "border-top-color"),
    messageClass: await message.getAttribute("class"),
    messageColor: await style(message, "color"),
    messageText: (await message.textContent())?.trim(),
  };
}

test("an invalid field looks the same on the worker's no-JS answer and on the hydrated form", async ({
  browser,
}, testInfo) => {
  const values = { ...uniqueInquiry("Grace Hopper"), name: "   " };

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await plain.newPage();
  await noJs.goto("/contact");
  await fillContactForm(noJs, values);
  const answer = noJs.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-email");
  await contactForm(noJs).send.click();
  expect((await answer).status()).toBe(422);
  const worker = await fieldErrorLook(noJs, contactForm(noJs).name, contactForm(noJs).email);
  await waitForPageToSettle(noJs);
  await contactForm(noJs).form.screenshot({ path: screenshotPath(testInfo, "field-error-no-js") });
  await plain.close();

  const scripted = await browser.newContext();
  const page = await scripted.newPage();
  await page.goto("/contact");
  await waitForHydration(page);
  await fillContactForm(page, values);
  await contactForm(page).send.click();
  const site = await fieldErrorLook(page, contactForm(page).name, contactForm(page).email);
  await waitForPageToSettle(page);
  await contactForm(page).form.screenshot({ path: screenshotPath(testInfo, "field-error-site") });
  await scripted.close();

  expect(worker).toEqual(site);
  // And the error state is visible at all: Tailwind's red-600 border (v4 writes it in oklch), not the valid one.
  expect(site.invalidBorder).toMatch(/^(oklch\(0\.577 0\.245 27\.325\)|rgb\(220, 38, 38\))$/);
  expect(site.validBorder).not.toBe(site.invalidBorder);
});
