import { CONTACT_FIELDS, fieldErrorsFromZod } from "@clearwell/contract";
import type { z } from "zod";
import { errorResponse } from "../../core/api-error.ts";

/**
 * The sentence of a validation failure, listing the messages so the page's red notice (the
 * response's `error`) says what was wrong: a form field's message as is (the contract's texts
 * name their field), others prefixed with their path (`config.brandColor must be ...`).
 *
 * @param fields - one message per path, as {@link validationRefusal} collects them.
 * @returns e.g. `The inquiry is not valid: Name is required; config.brandColor must be ....`
 */
export function validationSentence(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([field, message]) =>
    field === "body" || (CONTACT_FIELDS as readonly string[]).includes(field)
      ? message
      : `${field} ${message}`,
  );
  return `The inquiry is not valid: ${parts.join("; ")}.`;
}

/**
 * The answer to a failed parse of the request schema (docs/product.md#contact-form): 400
 * `validation_failed` with one message per field in `fields` (`fieldErrorsFromZod`: the
 * contract's field messages at `name`, `email`, ...; config problems at `config.<option>`; unknown
 * keys at `body`) and {@link validationSentence} as `error`.
 *
 * @param result - a zod `safeParse` result.
 * @returns the envelope response, or `undefined` when the parse succeeded.
 */
export function validationRefusal(
  result: { success: true } | { success: false; error: unknown },
): Response | undefined {
  if (result.success) return undefined;
  const fields = fieldErrorsFromZod(result.error as z.ZodError);
  return errorResponse(400, "validation_failed", validationSentence(fields), fields);
}
