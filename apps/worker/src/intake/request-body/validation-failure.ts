import { CONTACT_FIELDS, fieldErrorsFromZod } from "@clearwell/contract";
import type { z } from "zod";
import { errorResponse } from "../../core/api-error.ts";

/**
 * The `error` of a validation failure: a field's message as is, others prefixed with their path.
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
 * 400 `validation_failed` with `fields` (`fieldErrorsFromZod`) for a failed zod `safeParse` result
 * (docs/product.md#request-and-response).
 * @returns the envelope response, or `undefined` when the parse succeeded.
 */
export function validationRefusal(
  result: { success: true } | { success: false; error: unknown },
): Response | undefined {
  if (result.success) return undefined;
  const fields = fieldErrorsFromZod(result.error as z.ZodError);
  return errorResponse(400, "validation_failed", validationSentence(fields), fields);
}
