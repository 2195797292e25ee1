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

/** The first multipart part, the inquiry's JSON, when photos follow (docs/product.md#contact-form). */
export const INQUIRY_PART = "inquiry";

/**
 * Reads the worker's answer to a send, however sent (docs/product.md#error-catalogue): 2xx is a success
 * with the parsed body as `data`; else the envelope's `error` or `Server error: <status>`; an empty or
 * non-JSON body gets its catalogue message. Never throws.
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

/** A send without an answer (network error, abort): the error's message, or the unknown one; `data` the error. */
export function sendEmailFailure(error: unknown): SendEmailResult {
  const message = error instanceof Error && error.message ? error.message : SEND_RESULT_MESSAGES.unknown;
  return { success: false, message, data: error };
}

/** POSTs an inquiry as JSON, read by {@link readSendEmailAnswer}; never throws (failures are `success: false`). */
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
