import type { Page } from "@playwright/test";
import { type TestInquiry, uniqueInquiry } from "./contact-form.ts";
import { standIn } from "./e2e-env.ts";
import { seedInquiry } from "./inquiry-seed.ts";

/**
 * Puts a `failed` inquiry in the run's archive (docs/product.md#operator-inbox): the Resend
 * stand-in refuses this one inquiry with 422, and the worker archives it before it sends. Posted
 * through the API ({@link seedInquiry}): what the visitor is told is the contact tests' concern.
 *
 * @returns the inquiry's values (its token finds it in the inbox's search).
 */
export async function submitFailedInquiry(page: Page): Promise<TestInquiry> {
  const values = uniqueInquiry();
  await standIn.setMode({ match: values.token, status: 422 });
  await seedInquiry(page.request, values);
  return values;
}
