import { randomUUID } from "node:crypto";
import { type ContactFormData, FORM_TOKEN_FIELD_NAME, formTokenIssuedAt } from "@clearwell/contract";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./fixtures.ts";

/**
 * The Contact form as the browser tests drive it (docs/product.md#contact-form): one set of
 * locators, one kind of test inquiry, one way to fill the form and one way to send it, shared by
 * every spec that sends an inquiry or checks the form.
 */

/** The form (by its accessible name), its five fields (by their visible labels) and its Send button. */
export function contactForm(page: Page) {
  return {
    form: page.getByRole("form", { name: "Send Us a Message" }),
    name: page.getByLabel("Full Name", { exact: true }),
    email: page.getByLabel("Email Address", { exact: true }),
    phone: page.getByLabel("Phone Number", { exact: true }),
    subject: page.getByLabel("Subject", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send Message" }),
  };
}

/**
 * A valid inquiry whose email, subject and message carry `token`, unique to the test (so the
 * stand-in's records and the archive can be searched by it). The message has two lines, quotes,
 * an ampersand and `<b>tags</b>`, for the escaping checks.
 */
export function uniqueInquiry(name = "Ada Lovelace") {
  const token = randomUUID().slice(0, 8);
  const first = name.split(" ")[0]?.toLowerCase() ?? "visitor";
  return {
    token,
    name,
    email: `${first}.${token}@example.com`,
    phone: "(503) 555-0199",
    subject: `Kitchen remodel ${token}`,
    message: `First line, ref ${token}.\nSecond line: "quotes", commas & <b>tags</b>.`,
  } satisfies ContactFormData & { token: string };
}

/** See {@link uniqueInquiry}. */
export type TestInquiry = ReturnType<typeof uniqueInquiry>;

/**
 * How long a test lets the Contact page be open before its form is sent, in ms: people need well
 * over 3 s to fill it, and the worker judges an inquiry sent sooner after the form was rendered
 * `too_fast` spam (docs/product.md#abuse-defences).
 */
export const PERSON_PACE_MS = 3_500;

/**
 * Waits until the form has been open {@link PERSON_PACE_MS}, as a person filling it would: counted
 * from when the worker issued the page's form token (which the `too_fast` rule measures), or, when
 * the page holds none yet, from the page's own start (the time spent loading and filling counts).
 */
export async function waitLikeAPerson(page: Page): Promise<void> {
  const token = await page
    .locator(`input[name="${FORM_TOKEN_FIELD_NAME}"]`)
    .first()
    .inputValue()
    .catch(() => "");
  const issuedAt = formTokenIssuedAt(token);
  const openFor = issuedAt === null ? await page.evaluate(() => performance.now()) : Date.now() - issuedAt;
  if (openFor < PERSON_PACE_MS) await page.waitForTimeout(PERSON_PACE_MS - openFor);
}

/** Types `values` into the five fields, in form order, at a person's pace ({@link waitLikeAPerson}). */
export async function fillContactForm(page: Page, values: ContactFormData): Promise<void> {
  await waitLikeAPerson(page);
  await fillAtOnce(page, values);
}

/** Fills the five fields at once, as autofill and a paste do (no person's pace). */
export async function fillAtOnce(page: Page, values: ContactFormData): Promise<void> {
  const form = contactForm(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.phone.fill(values.phone);
  await form.subject.fill(values.subject);
  await form.message.fill(values.message);
}

/**
 * Opens /contact, waits for hydration, fills and sends `values`, and waits for the worker's
 * answer to `POST /api/send-email` (whatever its status: the archive stores the inquiry first,
 * docs/architecture.md#the-inquiry-archive). How the inbox's tests put inquiries in the run's D1
 * archive: the way a visitor does.
 *
 * @returns the HTTP status the worker answered.
 */
export async function submitInquiry(page: Page, values: ContactFormData): Promise<number> {
  await page.goto("/contact");
  await waitForHydration(page);
  await fillContactForm(page, values);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/send-email"),
    contactForm(page).send.click(),
  ]);
  return response.status();
}
