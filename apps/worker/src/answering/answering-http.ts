import { fieldErrorsFromZod } from "@clearwell/contract";
import type { Context } from "hono";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { readJsonBody } from "../core/json-body.ts";

/** 404 `not_found` for an inquiry the archive does not hold (never stored, erased or expired). */
export function notFound() {
  return apiError(404, "not_found", "There is no inquiry with this id (it may have been deleted).");
}

/** 409 `inquiry_not_answerable`: spam and Setup test inquiries have no lead status and take no reply. */
export function notAnswerable() {
  return apiError(
    409,
    "inquiry_not_answerable",
    "This inquiry is spam or a Setup panel test: it has no lead status and cannot be answered.",
  );
}

/** Who made this request (`requireAccess`'s `adminIdentity`: the Access email, or `local`). */
export function actorOf(c: Context<AppEnv>): string {
  return c.get("adminIdentity") ?? "unknown";
}

/**
 * A write's JSON body read with `schema` (empty is `{}`): 400 `invalid_json` when it is not JSON,
 * 422 `validation_failed` with the first message as `error` and each field's under `fields`.
 */
export async function answeringBody<T>(
  c: Context<AppEnv>,
  schema: {
    safeParse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrorsFromZod>[0] };
  },
): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(c, "invalid_json"));
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsFromZod(parsed.error);
  throw apiError(422, "validation_failed", Object.values(fields)[0] ?? "The request is not valid.", fields);
}
