import { CONTACT_FIELDS, type SendEmailResult } from "@clearwell/contract";
import { PHOTO_FIELD } from "@clearwell/contract/photos";
import type { ContactFormFieldErrors } from "../contact-form-state.ts";

/** The controls a worker message can be shown under: the five fields, then Photos. */
const MESSAGE_KEYS = [...CONTACT_FIELDS, PHOTO_FIELD] as const;

/**
 * The per-control messages of a failed send, when the worker refused the inquiry with its error
 * envelope `{ error, code, fields }` (HTTP 400, `fields` keyed by form field; `photos` for the
 * photos). Keys that are not one of the five form fields or `photos` (e.g. `config.recipient`) and
 * non-string messages are dropped: the visitor cannot fix those, the generic red notice covers
 * them (docs/product.md#contact-form).
 *
 * @param result - what `sendEmail` returned; a success or any other body gives `{}`.
 * @returns messages to show under the controls; never throws.
 */
export function fieldErrorsFromResult(result: SendEmailResult): ContactFormFieldErrors {
  if (result.success) return {};
  const { data } = result;
  if (!data || typeof data !== "object" || !("fields" in data)) return {};
  const { fields } = data as { fields: unknown };
  if (!fields || typeof fields !== "object") return {};
  const errors: ContactFormFieldErrors = {};
  for (const key of MESSAGE_KEYS) {
    const message = (fields as Record<string, unknown>)[key];
    if (typeof message === "string" && message) errors[key] = message;
  }
  return errors;
}
