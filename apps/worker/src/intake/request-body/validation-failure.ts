import { CONTACT_FIELDS, fieldErrorsFromZod } from "@clearwell/contract";
import { PHOTO_FIELD, PHOTO_MESSAGES, type PhotoProblem } from "@clearwell/contract/photos";
import type { z } from "zod";
import { errorResponse } from "../../core/api-error.ts";

/**
 * The `error` of a validation failure: a field's message as is, others prefixed with their path.
 * @returns e.g. `The inquiry is not valid: Name is required; config.brandColor must be ....`
 */
export function validationSentence(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([field, message]) =>
    field === "body" || field === PHOTO_FIELD || (CONTACT_FIELDS as readonly string[]).includes(field)
      ? message
      : `${field} ${message}`,
  );
  return `The inquiry is not valid: ${parts.join("; ")}.`;
}

/**
 * 400 `validation_failed` with `fields` (`fieldErrorsFromZod`) for a failed zod `safeParse` result
 * (docs/product.md#request-and-response), plus `fields.photos` when the photos have a problem too
 * (docs/product.md#photos).
 * @returns the envelope response, or `undefined` when the parse succeeded.
 */
export function validationRefusal(
  result: { success: true } | { success: false; error: unknown },
  photoProblem: PhotoProblem | null = null,
): Response | undefined {
  if (result.success) return undefined;
  const fields = fieldErrorsFromZod(result.error as z.ZodError);
  if (photoProblem) fields[PHOTO_FIELD] = PHOTO_MESSAGES[photoProblem];
  return errorResponse(400, "validation_failed", validationSentence(fields), fields);
}
