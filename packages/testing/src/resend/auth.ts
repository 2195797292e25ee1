/**
 * The stand-in's bearer-key check, as Resend answers it on every route (docs/architecture.md#testing):
 * no `Authorization: Bearer <key>` is 401 `missing_api_key`, an unknown key 403 `invalid_api_key`,
 * and a key with sending access only is refused everywhere but `POST /emails` with 401
 * `restricted_api_key`.
 */
import { type ResendErrorBody, resendError } from "./errors.ts";

/** The keys a stand-in accepts: full access, and sending access only. */
export type ApiKeys = { full: ReadonlySet<string>; sendingOnly: ReadonlySet<string> };

/** Why a request's key is refused: a readable problem and Resend's answer. */
export type KeyRefusal = { problem: string; status: number; body: ResendErrorBody };

/**
 * Checks the `Authorization` header of a request to a route that needs `access`.
 *
 * @returns the refusal, or `null` when the key may use the route.
 */
export function keyRefusal(
  authorization: string | undefined,
  keys: ApiKeys,
  access: "sending" | "full",
): KeyRefusal | null {
  const value = authorization ?? "";
  const bearer = value.startsWith("Bearer ") ? value.slice("Bearer ".length) : undefined;
  if (bearer === undefined) {
    return { problem: "Authorization: no Bearer key", status: 401, body: resendError(401) };
  }
  if (keys.full.has(bearer)) return null;
  if (keys.sendingOnly.has(bearer)) {
    if (access === "sending") return null;
    return {
      problem: "Authorization: a sending-only key",
      status: 401,
      body: resendError(401, "restricted_api_key"),
    };
  }
  return { problem: "Authorization: not an accepted key", status: 403, body: resendError(403) };
}
