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
 * Sends an inquiry to the worker and reads the answer (docs/product.md#error-catalogue).
 * Never throws: every failure comes back as `success: false`.
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
    const text = await response.text();
    let data: unknown;
    if (text.trim() === "") {
      data = { error: SEND_RESULT_MESSAGES.emptyBody };
    } else {
      try {
        data = JSON.parse(text);
      } catch {
        return {
          success: false,
          message: `${SEND_RESULT_MESSAGES.parseError}: ${preview(text)}`,
          data: text,
        };
      }
    }
    if (!response.ok) {
      return {
        success: false,
        message: errorField(data) ?? SEND_RESULT_MESSAGES.serverError(response.status),
        data,
      };
    }
    return { success: true, message: SEND_RESULT_MESSAGES.sent, data };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : SEND_RESULT_MESSAGES.unknown;
    return { success: false, message, data: error };
  }
}
