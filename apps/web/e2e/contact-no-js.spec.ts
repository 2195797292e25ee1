import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { contactForm, fillContactForm, uniqueInquiry } from "./support/contact-form.ts";
import { standIn } from "./support/e2e-env.ts";
import { expect, hydratedRoot, test, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The Contact form as a plain HTML form (docs/product.md#plain-html-form), end to end: the
 * prerendered page in Chromium with JavaScript off, and with JavaScript on but the page's scripts
 * held back until after Send, posts the form itself; the worker (`wrangler dev`) answers
 * `303 See Other` to /contact/thank-you or its 422 page with the contract's messages, and the
 * inquiry reaches the Resend stand-in exactly once. No field value ever appears in a request URL.
 */

const THANK_YOU = {
  title: "Message sent successfully!",
  body: "Thank you for contacting us. We'll get back to you as soon as possible.",
};

/** Every request the page makes, as `METHOD URL`. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  return requests;
}

/** Fails when any request URL contains one of the values, raw or URL-encoded (form or component). */
function expectNoValueInUrls(requests: readonly string[], values: Iterable<string>) {
  expect(requests.length).toBeGreaterThan(0);
  for (const value of values) {
    if (value.trim() === "") continue;
    const forms = new Set([
      value,
      encodeURIComponent(value),
      new URLSearchParams({ v: value }).toString().slice(2),
    ]);
    for (const request of requests) {
      for (const form of forms) expect(request, `a request URL carries "${value}"`).not.toContain(form);
    }
  }
}

/** The requests to the send-email endpoint. */
const sendEmailRequests = (requests: readonly string[]) =>
  requests.filter((request) => new URL(request.split(" ")[1] ?? "").pathname === "/api/send-email");

test("the prerendered Contact page holds a POST form the browser validates", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  const formTag = /<form\b[^>]*>/.exec(html)?.[0] ?? "";
  expect(formTag).toContain('method="post"');
  expect(formTag).toContain('action="/api/send-email"');
  expect(formTag).not.toMatch(/novalidate/i);
  expect(html).not.toMatch(/maxlength/i);
  expect(html).toContain("data-form-alert");
  for (const name of ["name", "email", "phone", "subject", "message", "honeypot"])
    expect(html).toContain(`name="${name}"`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** Opens /contact, recording every request from the page's own load on. */
  async function openContact(page: Page): Promise<string[]> {
    const requests = recordRequests(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    return requests;
  }

  test("a valid inquiry lands on the thank-you page and is delivered once", async ({ page }) => {
    const requests = await openContact(page);
    const values = uniqueInquiry("Grace Hopper");
    await fillContactForm(page, values);
    await contactForm(page).send.click();

    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(THANK_YOU.title);
    await expect(page.getByText(THANK_YOU.body, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Contact" })).toHaveAttribute("href", "/contact");

    await expect.poll(async () => (await standIn.emails(values.token)).length).toBe(1);
    const [email] = await standIn.emails(values.token);
    expect(JSON.stringify(email?.body)).toContain(values.subject);
    expect(sendEmailRequests(requests)).toEqual([expect.stringMatching(/^POST /)]);
    expectNoValueInUrls(requests, Object.values(values));
  });

  test("an inquiry with the required fields empty is stopped by the browser", async ({ page }) => {
    const requests = await openContact(page);
    const token = randomUUID().slice(0, 8);
    const form = contactForm(page);
    await form.message.fill(`Only a message, ref ${token}`);
    await form.send.click();

    // The browser's own validation keeps it on the page and points at the first empty field.
    await expect(form.name).toBeFocused();
    expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(sendEmailRequests(requests)).toEqual([]);
    expect(await standIn.requests(token)).toEqual([]);
    expectNoValueInUrls(requests, [token]);
  });

  test("a name of only spaces gets the worker's page with the contract's message and every value kept", async ({
    page,
  }, testInfo) => {
    const requests = await openContact(page);
    const values = { ...uniqueInquiry("Grace Hopper"), name: "   " };
    await fillContactForm(page, values);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-email");
    await contactForm(page).send.click();

    expect((await answer).status()).toBe(422);
    const form = contactForm(page);
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toHaveAccessibleDescription(/Name is required/);
    await expect(page.locator("[data-form-alert]")).toContainText("Name is required");
    await expect(form.name).toHaveValue("   ");
    await expect(form.email).toHaveValue(values.email);
    await expect(form.phone).toHaveValue(values.phone);
    await expect(form.subject).toHaveValue(values.subject);
    await expect(form.message).toHaveValue(values.message);
    for (const field of [form.email, form.phone, form.subject, form.message]) {
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    }

    expect(await standIn.requests(values.token)).toEqual([]);
    expectNoValueInUrls(requests, Object.values(values));
    await waitForPageToSettle(page);
    await page.screenshot({ path: screenshotPath(testInfo, "contact-no-js-422"), fullPage: true });
  });
});

test("with the scripts held back until after Send, the browser posts the inquiry once", async ({ page }) => {
  let releaseScripts: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const requests = recordRequests(page);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  // Not hydrated: the browser's validation and the plain POST are in charge.
  await expect(hydratedRoot(page)).toHaveCount(0);
  expect(await page.locator('form[action="/api/send-email"]').getAttribute("novalidate")).toBeNull();

  const values = uniqueInquiry("Grace Hopper");
  await fillContactForm(page, values);
  await contactForm(page).send.click();
  releaseScripts();

  await expect(page).toHaveURL(/\/contact\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(THANK_YOU.title);
  await expect.poll(async () => (await standIn.emails(values.token)).length).toBe(1);
  // Scripts that start late must not send it a second time.
  await page.waitForTimeout(1_000);
  expect(await standIn.emails(values.token)).toHaveLength(1);
  expect(sendEmailRequests(requests)).toHaveLength(1);
  expectNoValueInUrls(requests, Object.values(values));
});
