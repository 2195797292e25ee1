import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { contactForm, fillContactForm, waitForContactFormHydration } from "./contact-form.ts";

/**
 * Puts inquiries into the run's D1 archive the way a visitor does (docs/product.md#operator-inbox):
 * through the Contact page with JavaScript on. For the inbox's browser tests (e2e/admin.spec.ts,
 * e2e/a11y.spec.ts).
 */

/** A valid inquiry whose email, subject and message carry `token`, unique to the test. */
export function uniqueInquiry(name = "Ada Lovelace") {
  const token = randomUUID().slice(0, 8);
  return {
    token,
    name,
    email: `ada.${token}@example.com`,
    phone: "(503) 555-0199",
    subject: `Kitchen remodel ${token}`,
    message: `First line, ref ${token}.\nSecond line: "quotes", commas & <b>tags</b>.`,
  };
}

/** See {@link uniqueInquiry}. */
export type TestInquiry = ReturnType<typeof uniqueInquiry>;

/**
 * Opens /contact, waits for hydration, fills and sends `values`, and waits for the worker's
 * answer to `POST /api/send-email` (whatever its status: the archive stores the inquiry first).
 *
 * @returns the HTTP status the worker answered.
 */
export async function submitInquiry(page: Page, values: TestInquiry): Promise<number> {
  await page.goto("/contact");
  await waitForContactFormHydration(page);
  await fillContactForm(page, values);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/send-email"),
    contactForm(page).send.click(),
  ]);
  return response.status();
}
