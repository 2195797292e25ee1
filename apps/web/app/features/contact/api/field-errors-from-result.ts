import { CONTACT_FIELDS, type ContactFormErrors, type SendEmailResult } from "@clearwell/contract";

/**
 * The per-field messages of a failed send, when the worker refused the inquiry with its error
 * envelope `{ error, code, fields }` (HTTP 400, `fields` keyed by form field). Keys that are not one
 * of the five form fields (e.g. `config.recipient`) and non-string messages are dropped: the
 * visitor cannot fix those, the generic red notice covers them (docs/product.md#contact-form).
 *
 * @param result - what `sendEmail` returned; a success or any other body gives `{}`.
 * @returns messages to show under the fields; never throws.
 */
export function fieldErrorsFromResult(result: SendEmailResult): ContactFormErrors {
  if (result.success) return {};
  const { data } = result;
  if (!data || typeof data !== "object" || !("fields" in data)) return {};
  const { fields } = data as { fields: unknown };
  if (!fields || typeof fields !== "object") return {};
  const errors: ContactFormErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === "string" && message) errors[field] = message;
  }
  return errors;
}
