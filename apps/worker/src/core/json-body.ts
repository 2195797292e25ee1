import type { ErrorCode } from "@clearwell/contract";
import type { Context } from "hono";
import { apiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * A write's body parsed as JSON, an empty or blank body read as `{}`; not yet checked against any
 * schema (docs/reference.md#error-codes).
 *
 * @param invalidCode - the code of the 400 thrown (via `apiError`) when the body is not JSON.
 */
export async function readJsonBody(c: Context<AppEnv>, invalidCode: ErrorCode): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw apiError(400, invalidCode, "The request body is not valid JSON.");
  }
}
