import { HTTPException } from "hono/http-exception";

/** Why a form post's body could not be read: a broken encoding, or a charset other than UTF-8. */
export type FormBodyProblem = "malformed" | "charset";

/** A form body that cannot be read: 400 when malformed, 415 for a charset other than UTF-8. */
export class FormBodyError extends HTTPException {
  readonly problem: FormBodyProblem;

  /** @param message - a more specific sentence than the problem's own. */
  constructor(problem: FormBodyProblem, message?: string) {
    super(problem === "charset" ? 415 : 400, {
      message:
        message ??
        (problem === "charset" ? "The form data must be sent as UTF-8." : "The form data could not be read."),
    });
    this.problem = problem;
  }
}

/** `application/x-www-form-urlencoded`, optionally with parameters. */
const URLENCODED_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
/** `multipart/form-data`, with its parameters (the boundary). */
const MULTIPART_TYPE = /^multipart\/form-data\s*(?:;|$)/i;
/** The `charset` parameter of a Content-Type, quoted or not. */
const CHARSET_PARAMETER = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/** The kinds of form body a plain HTML form posts. */
export type FormBodyKind = "urlencoded" | "multipart";

/** The form body kind a `Content-Type` announces, or `undefined` when it is not a form. */
export function formBodyKind(contentType: string | undefined): FormBodyKind | undefined {
  const type = (contentType ?? "").trim();
  if (URLENCODED_TYPE.test(type)) return "urlencoded";
  if (MULTIPART_TYPE.test(type)) return "multipart";
  return undefined;
}

/**
 * Refuses a form body whose `charset` parameter names anything but UTF-8 (none means UTF-8).
 * @throws {@link FormBodyError} `charset`.
 */
export function requireUtf8(contentType: string): void {
  const charset = CHARSET_PARAMETER.exec(contentType)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") throw new FormBodyError("charset");
}

/**
 * Decodes an urlencoded form post's body (a multipart one is read part by part, see
 * multipart-body.ts). Stricter than `URLSearchParams`, which keeps `%zz` as typed and turns bad
 * bytes into U+FFFD: a mangled inquiry is worse than a clear refusal.
 * @param contentType - the request's `Content-Type`.
 * @throws {@link FormBodyError} `charset` or `malformed`.
 */
export function decodeFormBody(bytes: ArrayBuffer, contentType: string): URLSearchParams {
  requireUtf8(contentType);
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    for (const pair of text.split("&")) decodeURIComponent(pair.replace(/\+/g, " "));
    return new URLSearchParams(text);
  } catch {
    throw new FormBodyError("malformed");
  }
}
