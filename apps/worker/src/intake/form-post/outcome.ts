import type { ErrorCode } from "@clearwell/contract";
import { FormBodyError, type FormBodyProblem } from "../request-body/form-body.ts";

/**
 * What became of a form post, read from the JSON path's answer: `accepted` (`confirmation` when the
 * answer promised one, `photosNotKept` when it said its photos were not kept), `invalid` with the
 * field messages, or `refused` with its status and code (`unreadable` for a body that did not decode).
 */
export type FormPostOutcome =
  | { kind: "accepted"; confirmation: boolean; photosNotKept: boolean }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "refused"; status: number; code: ErrorCode | "unreadable"; problem?: FormBodyProblem };

/** The JSON envelope fields the outcome needs, when the answer carries them. */
type EnvelopeFields = { code?: unknown; fields?: unknown };

/** What an accepted JSON answer says of the confirmation and the photos; `false` when it says nothing. */
async function acceptedNotes(response: Response): Promise<{ confirmation: boolean; photosNotKept: boolean }> {
  try {
    const answer = (await response.clone().json()) as { confirmation?: unknown; photosNotKept?: unknown };
    return { confirmation: answer.confirmation === true, photosNotKept: answer.photosNotKept === true };
  } catch {
    return { confirmation: false, photosNotKept: false };
  }
}

/** The {@link FormPostOutcome} of `c.res` and `c.error`; no envelope is `internal_error`. Never throws. */
export async function formPostOutcome(response: Response, error: unknown): Promise<FormPostOutcome> {
  if (response.status >= 200 && response.status < 300) {
    return { kind: "accepted", ...(await acceptedNotes(response)) };
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
