import type { ContactFormData } from "@clearwell/contract";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The Contact form as the browser tests drive it (docs/product.md#contact-form): one set of
 * locators, one way to fill it and one hydration wait, shared by every spec that sends an inquiry.
 */

/** The form's five fields (by their visible labels) and its Send button. */
export function contactForm(page: Page) {
  return {
    name: page.getByLabel("Full Name", { exact: true }),
    email: page.getByLabel("Email Address", { exact: true }),
    phone: page.getByLabel("Phone Number", { exact: true }),
    subject: page.getByLabel("Subject", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send Message" }),
  };
}

/** Types `values` into the five fields, in form order. */
export async function fillContactForm(page: Page, values: ContactFormData): Promise<void> {
  const form = contactForm(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.phone.fill(values.phone);
  await form.subject.fill(values.subject);
  await form.message.fill(values.message);
}

/**
 * Waits until React has hydrated the form (its element carries React's `__reactFiber$...` key).
 * Pages start their JavaScript after first paint, so a field filled before hydration is adopted,
 * but a test of the hydrated form's behaviour must wait for this first.
 */
export async function waitForContactFormHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByRole("form", { name: "Send Us a Message" })
        .evaluate((form) => Object.keys(form).some((key) => key.startsWith("__reactFiber"))),
    )
    .toBe(true);
}
