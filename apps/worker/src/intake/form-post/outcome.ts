import type { ErrorCode } from "@clearwell/contract";
import { FormBodyError, type FormBodyProblem } from "../request-body/form-body.ts";

/**
 * What became of a plain HTML form post (docs/product.md#plain-html-form), read from the answer
 * the JSON path produced:
 * - `accepted`: sent, queued, or spam's decoy; `confirmation` when the answer said a confirmation
 *   email is on its way to the visitor (`confirmation: true`: a clean inquiry while the
 *   confirmation is on, docs/product.md#the-confirmation);
 * - `invalid`: the contract refused fields (`fields` holds its exact messages);
 * - `refused`: any other refusal, with the JSON path's status and code (`unreadable` when the form
 *   body itself did not decode).
 */
export type FormPostOutcome =
  | { kind: "accepted"; confirmation: boolean }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "refused"; status: number; code: ErrorCode | "unreadable"; problem?: FormBodyProblem };

/** The JSON envelope fields the outcome needs, when the answer carries them. */
type EnvelopeFields = { code?: unknown; fields?: unknown };

/** Whether an accepted JSON answer says `confirmation: true`; `false` for anything else. */
async function promisesConfirmation(response: Response): Promise<boolean> {
  try {
    return ((await response.clone().json()) as { confirmation?: unknown }).confirmation === true;
  } catch {
    return false;
  }
}

/**
 * Classifies the answer of the JSON path (docs/architecture.md#the-inquiry-journey): a 2xx is
 * `accepted` (with its `confirmation: true`, if any); 400 `validation_failed` is `invalid`; a {@link FormBodyError} is `refused` with code
 * `unreadable`; anything else is `refused` with the envelope's code (`internal_error` when there
 * is none). Never throws.
 *
 * @param response - the answer as the JSON path left it (`c.res`).
 * @param error - the error a step threw (`c.error`), if any.
 */
export async function formPostOutcome(response: Response, error: unknown): Promise<FormPostOutcome> {
  if (response.status >= 200 && response.status < 300) {
    return { kind: "accepted", confirmation: await promisesConfirmation(response) };
  }
  if (error instanceof FormBodyError) {
    return { kind: "refused", status: error.status, code: "unreadable", problem: error.problem };
  }
  let envelope: EnvelopeFields = {};
  try {
    envelope = (await response.clone().json()) as EnvelopeFields;
  } catch {
    // Not the JSON envelope: classified by status alone below.
  }
  if (envelope.code === "validation_failed" && envelope.fields && typeof envelope.fields === "object") {
    return { kind: "invalid", fields: envelope.fields as Record<string, string> };
  }
  const code = typeof envelope.code === "string" ? (envelope.code as ErrorCode) : "internal_error";
  return { kind: "refused", status: response.status, code };
}
