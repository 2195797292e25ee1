import { randomUUID } from "node:crypto";
import { FIELD_MAX_LENGTH } from "@clearwell/contract";
import type { Page } from "@playwright/test";
import { site } from "../app/config/site.ts";
import { contactForm, fillContactForm, uniqueInquiry, waitLikeAPerson } from "./support/contact-form.ts";
import { standIn, TEST_RECIPIENT } from "./support/e2e-env.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The inquiry path end to end (docs/product.md#contact-form): the Contact page in Chromium -> the worker in
 * workerd (`wrangler dev`) -> the Resend stand-in, at 1280 and 390 px wide.
 */

const SUCCESS = [
  "Message sent successfully!",
  "Thank you for contacting us. We'll get back to you as soon as possible.",
];
const FAILURE = [
  "There was an error sending your message",
  "Please try again later or contact us directly via phone or email.",
];

/** Records every request the page makes to the worker's API. */
function watchApi(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/"))
      calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await waitForHydration(page);
});

test("a valid inquiry is sent once, with the right headers and an escaped body", async ({ page }) => {
  const values = uniqueInquiry();
  await standIn.setMode({ match: values.token, delayMs: 4_000 });
  await fillContactForm(page, values);
  const fields = contactForm(page);
  const controls = [fields.name, fields.email, fields.phone, fields.subject, fields.message];
  await fields.send.click();

  // While the stand-in holds the request: "Sending..." and every control disabled (docs/product.md#contact-form).
  const sending = page.getByRole("button", { name: "Sending..." });
  await Promise.all(
    [sending, ...controls].map((control) => expect(control).toBeDisabled({ timeout: 3_000 })),
  );

  const status = page.getByRole("status");
  await expect(status).toContainText(SUCCESS[0] ?? "");
  await expect(status).toContainText(SUCCESS[1] ?? "");
  for (const field of controls) {
    await expect(field).toHaveValue("");
    await expect(field).toBeEnabled();
  }
  await expect(page.getByRole("alert")).toBeEmpty();

  const emails = await standIn.emails(values.token);
  expect(emails).toHaveLength(1);
  const [email] = emails;
  const body = email?.body as {
    to: string[] | string;
    reply_to: string;
    subject: string;
    html: string;
    from: string;
  };
  expect([body.to].flat()).toEqual([TEST_RECIPIENT]);
  expect([body.reply_to].flat()).toEqual([values.email]);
  expect(body.subject).toBe(`New Inquiry: ${values.subject}`);
  expect(body.from).toContain("Clearwell Interiors");
  expect(body.html).toContain("&lt;b&gt;tags&lt;/b&gt;");
  expect(body.html).not.toContain("<b>tags</b>");
  expect(body.html).toContain(values.name);
  expect(email?.idempotencyKey).toBeTruthy();

  // The page was answered once the wait for the email step ran out (202); the stand-in answers 4 s in.
  await expect
    .poll(async () =>
      (await standIn.requests(values.token)).map((request) => [request.status, request.problems]),
    )
    .toEqual([[200, []]]);
});

test("when the provider fails (500), the inquiry is queued and the visitor is told it was received", async ({
  page,
}) => {
  // A retryable provider failure never loses the inquiry: it is queued for retries with the
  // same idempotency key, and the worker answers 202 { status: "queued" }, which the page shows as
  // the success notice (docs/product.md#contact-form). The retries themselves are proven in the worker's workerd tests.
  const values = uniqueInquiry();
  await standIn.setMode({ match: values.token, status: 500 });
  await fillContactForm(page, values);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/send-email"));
  await contactForm(page).send.click();

  const response = await answer;
  expect(response.status()).toBe(202);
  expect(await response.json()).toMatchObject({ status: "queued", id: expect.stringMatching(/^inquiry-/) });
  await expect(page.getByRole("status")).toContainText(SUCCESS[0] ?? "");
  await expect(contactForm(page).name).toHaveValue("");
  const requests = await standIn.requests(values.token);
  expect(requests.map((request) => [request.status, request.problems])).toEqual([[500, []]]);
});

test("when the provider refuses the inquiry (422), it is kept as failed and the visitor is told it was received", async ({
  page,
  request,
}) => {
  // Store first (docs/architecture.md#inquiry-statuses): the inquiry is in the archive before the
  // provider is asked, so a refusal loses nothing; the operator sees it as `failed` and can re-send it.
  const values = uniqueInquiry();
  await standIn.setMode({ match: values.token, status: 422 });
  await fillContactForm(page, values);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/send-email"));
  await contactForm(page).send.click();

  const response = await answer;
  expect(response.status()).toBe(202);
  await expect(page.getByRole("status")).toContainText(SUCCESS[0] ?? "");
  await expect(page.getByRole("alert")).not.toContainText(FAILURE[0] ?? "");
  expect(await standIn.emails(values.token)).toHaveLength(0);

  const inbox = await request.get(`/api/admin/inquiries?q=${values.token}`);
  expect(inbox.status()).toBe(200);
  const { inquiries } = (await inbox.json()) as { inquiries: { status: string; fields: { name: string } }[] };
  expect(inquiries.map((stored) => [stored.status, stored.fields.name])).toEqual([["failed", values.name]]);
});

test("an invalid submit shows the exact messages and sends nothing", async ({ page }, testInfo) => {
  const api = watchApi(page);
  const fields = contactForm(page);
  await fields.send.click();

  const expected: [keyof ReturnType<typeof contactForm>, string][] = [
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ];
  for (const [field, text] of expected) {
    await expect(fields[field]).toHaveAttribute("aria-invalid", "true");
    await expect(fields[field]).toHaveAccessibleDescription(text);
  }
  await expect(fields.name).toBeFocused();
  await expect(fields.phone).not.toHaveAttribute("aria-invalid", "true");
  await waitForPageToSettle(page);
  await page
    .getByRole("form", { name: "Send Us a Message" })
    .screenshot({ path: screenshotPath(testInfo, "contact-form-errors") });

  const token = randomUUID().slice(0, 8);
  await fields.name.fill(`Ada ${token}`);
  await fields.email.fill("ada at example.com");
  await fields.subject.fill(`Hello ${token}`);
  await fields.message.fill("Too short");
  await fields.send.click();
  await expect(fields.email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(fields.message).toHaveAccessibleDescription("Message must be at least 10 characters");
  await expect(fields.name).not.toHaveAttribute("aria-invalid", "true");
  await expect(fields.email).toBeFocused();

  await fields.email.fill("ada@example.com");
  await expect(fields.email).not.toHaveAttribute("aria-invalid", "true");
  await expect(fields.message).toHaveAttribute("aria-invalid", "true");

  expect(api).toEqual([]);
  expect(await standIn.requests(token)).toEqual([]);
});

test("the form can be filled and sent with the keyboard only", async ({ page }) => {
  const values = uniqueInquiry();
  const fields = contactForm(page);
  for (
    let presses = 0;
    presses < 80 && !(await fields.name.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(fields.name).toBeFocused();
  for (const [field, value] of [
    [fields.name, values.name],
    [fields.email, values.email],
    [fields.phone, values.phone],
    [fields.subject, values.subject],
    [fields.message, values.message],
  ] as const) {
    await expect(field).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  }
  // The optional Photos control comes after the message (docs/product.md#photos).
  await expect(page.getByLabel("Photos (optional)", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(fields.send).toBeFocused();
  await waitLikeAPerson(page);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status")).toContainText(SUCCESS[0] ?? "");
  await expect(page.getByRole("status").locator("[tabindex='-1']")).toBeFocused();
  await expect.poll(async () => (await standIn.emails(values.token)).length).toBe(1);
});

test("a filled honeypot is answered like a success and no email is sent", async ({
  page,
  externalRequests,
}) => {
  const values = uniqueInquiry();
  await fillContactForm(page, values);
  // People never see or reach the honeypot; a bot fills it through the DOM.
  const honeypot = page.getByLabel("Leave this field empty");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).not.toBeInViewport();
  await honeypot.evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, `http://spam.example/${values.token}`);
  const api = watchApi(page);
  await contactForm(page).send.click();

  await expect(page.getByRole("status")).toContainText(SUCCESS[0] ?? "");
  await expect(page.getByRole("alert")).toBeEmpty();
  expect(api).toHaveLength(1);
  // Give a wrongly queued delivery a moment to show up before looking.
  await page.waitForTimeout(1_500);
  expect(await standIn.requests(values.token)).toEqual([]);
  expect(await standIn.emails(values.token)).toHaveLength(0);
  // Turnstile is off in this build (no VITE_TURNSTILE_SITE_KEY): its script was never requested.
  expect(externalRequests.urls.filter((url) => url.includes("challenges.cloudflare.com"))).toEqual([]);
});

test("screenshot of /contact", async ({ page }, testInfo) => {
  await waitForPageToSettle(page);
  await page.screenshot({ path: screenshotPath(testInfo, "contact"), fullPage: true });
});

test("the map is a facade: nothing from the map service until Show map, then the frame has focus", async ({
  page,
  externalRequests,
}, testInfo) => {
  const mapHost = new URL(site.map.embedUrl).host;
  const mapRequests = () => externalRequests.urls.filter((url) => new URL(url).host === mapHost);
  const show = page.getByRole("button", { name: "Show map" });
  // The map hydrates (and shows its button) when it comes near the viewport.
  await page.getByTestId("map-placeholder").scrollIntoViewIfNeeded();
  await show.scrollIntoViewIfNeeded();
  await waitForPageToSettle(page);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(mapRequests()).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, "contact-map-facade") });

  // Keyboard only: focus the button, press Enter.
  await show.focus();
  await expect(show).toBeFocused();
  await page.keyboard.press("Enter");
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", site.map.embedUrl);
  await expect(frame).toBeFocused();
  await expect(show).toHaveCount(0);
  await expect.poll(() => mapRequests().length).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: /Open the map in OpenStreetMap/ })).toHaveAttribute(
    "href",
    site.map.linkUrl,
  );
});

test("a pasted over-long message is kept whole, counted, and refused with the contract's message", async ({
  page,
}, testInfo) => {
  const values = uniqueInquiry();
  await fillContactForm(page, values);
  const message = contactForm(page).message;
  const long = `${values.message} ${"More detail about the rooms. ".repeat(250)}`.slice(0, 6000);
  await message.fill(long);
  await expect(message).toHaveValue(long);
  await expect(
    page.getByText(`${6000 - FIELD_MAX_LENGTH.message} characters over the limit`).first(),
  ).toBeVisible();
  const api = watchApi(page);
  await contactForm(page).send.click();
  await expect(message).toHaveAccessibleDescription(
    new RegExp(`Message must be at most ${FIELD_MAX_LENGTH.message} characters`),
  );
  await expect(message).toBeFocused();
  expect(api).toEqual([]);
  expect(await standIn.requests(values.token)).toEqual([]);
  await message
    .locator("xpath=..")
    .screenshot({ path: screenshotPath(testInfo, "contact-message-over-limit") });
});
