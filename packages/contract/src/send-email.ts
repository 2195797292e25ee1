import { ERROR_PREVIEW_LENGTH } from "./constants.ts";
import type { SendEmailRequest } from "./request.ts";

/** The outcome of {@link sendEmail} (docs/product.md#error-catalogue). */
export type SendEmailResult = {
  success: boolean;
  message: string;
  data: unknown;
};

/** The result messages, letter for letter (docs/product.md#error-catalogue). */
export const SEND_RESULT_MESSAGES = {
  sent: "Email sent successfully",
  emptyBody: "Empty response from server",
  parseError: "Error parsing response",
  serverError: (status: number) => `Server error: ${status}`,
  unknown: "An unknown error occurred",
} as const;

/** Options of {@link sendEmail}. */
export type SendEmailOptions = {
  fetch?: typeof fetch;
  /** Aborts the request; an abort is reported like any thrown error. */
  signal?: AbortSignal;
};

/** The first {@link ERROR_PREVIEW_LENGTH} characters of `text`, with `...` when cut. */
function preview(text: string): string {
  return text.length > ERROR_PREVIEW_LENGTH ? `${text.slice(0, ERROR_PREVIEW_LENGTH)}...` : text;
}

function errorField(body: unknown): string | undefined {
  if (body && typeof body === "object" && "error" in body) {
    const { error } = body as { error: unknown };
    if (typeof error === "string" && error) return error;
  }
  return undefined;
}

/**
 * The multipart part that carries the inquiry's JSON request when photos go with it
 * (docs/product.md#contact-form): the first part, then one `photos` part per photo.
 */
export const INQUIRY_PART = "inquiry";

/**
 * Reads the worker's answer to a send (docs/product.md#error-catalogue), whichever way it was sent
 * (`sendEmail`'s fetch, or the Contact page's upload with photos): a 2xx status is a success with
 * the parsed body as `data`; otherwise the envelope's `error`, or `Server error: <status>`. An empty
 * body reads as `{ error: "Empty response from server" }`, a body that is not JSON as
 * `Error parsing response: <first 100 characters>`.
 *
 * @param status - the HTTP status.
 * @param text - the body as text.
 * @returns the outcome; never throws.
 */
export function readSendEmailAnswer(status: number, text: string): SendEmailResult {
  let data: unknown;
  if (text.trim() === "") {
    data = { error: SEND_RESULT_MESSAGES.emptyBody };
  } else {
    try {
      data = JSON.parse(text);
    } catch {
      return { success: false, message: `${SEND_RESULT_MESSAGES.parseError}: ${preview(text)}`, data: text };
    }
  }
  if (status < 200 || status > 299) {
    return { success: false, message: errorField(data) ?? SEND_RESULT_MESSAGES.serverError(status), data };
  }
  return { success: true, message: SEND_RESULT_MESSAGES.sent, data };
}

/**
 * A send that got no answer (network error, abort; docs/product.md#error-catalogue): the error's
 * message, or `An unknown error occurred`, with the error as `data`.
 */
export function sendEmailFailure(error: unknown): SendEmailResult {
  const message = error instanceof Error && error.message ? error.message : SEND_RESULT_MESSAGES.unknown;
  return { success: false, message, data: error };
}

/**
 * Sends an inquiry to the worker as JSON and reads the answer with {@link readSendEmailAnswer}
 * (docs/product.md#error-catalogue). Never throws: every failure comes back as `success: false`.
 */
export async function sendEmail(
  endpoint: string,
  request: SendEmailRequest,
  options: SendEmailOptions = {},
): Promise<SendEmailResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: options.signal,
    });
    return readSendEmailAnswer(response.status, await response.text());
  } catch (error) {
    return sendEmailFailure(error);
  }
}
