import {
  type SetupReport,
  setupReportSchema,
  type TestInquiryStarted,
  testInquiryStartedSchema,
} from "@clearwell/contract";
import { ADMIN_API_BASE, AdminApiError, type AdminRequestOptions, errorKindOf } from "./admin-api.ts";

/** What {@link setupRequest} needs of one of the contract's zod schemas. */
type Schema<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false } };

/**
 * One request of the Setup panel to the admin API, read with `schema`. Errors are the inbox's
 * (`AdminApiError` with `errorKindOf`'s kinds, the worker's sentence as the message): an Access
 * redirect is `sign-in`, a network failure or an answer of another shape `unavailable`; an abort
 * rethrows the `AbortError` unchanged.
 */
async function setupRequest<T>(
  path: string,
  init: RequestInit,
  schema: Schema<T>,
  options: AdminRequestOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(`${ADMIN_API_BASE}${path}`, {
      ...init,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      redirect: "manual",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new AdminApiError("unavailable", 0, null, "The network request failed.");
  }
  if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
    throw new AdminApiError("sign-in", response.status, null, "Cloudflare Access asked to sign in.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
    const codeText = typeof code === "string" ? code : null;
    const message = typeof error === "string" ? error : `HTTP ${response.status}`;
    throw new AdminApiError(errorKindOf(response.status, codeText), response.status, codeText, message);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AdminApiError("unavailable", response.status, null, "The answer had an unexpected shape.");
  }
  return parsed.data;
}

/**
 * `GET /api/admin/setup`: every check of the Setup panel (docs/product.md#setup-panel).
 *
 * @throws {AdminApiError} see `AdminErrorKind`.
 */
export function fetchSetupReport(options: AdminRequestOptions = {}): Promise<SetupReport> {
  return setupRequest("/setup", {}, setupReportSchema, options);
}

/**
 * `POST /api/admin/test-inquiry`: sends a marked test inquiry through every channel; its progress
 * is read with `fetchInquiryDetail`.
 *
 * @returns its id and channels.
 * @throws {AdminApiError} e.g. code `recipient_not_allowed` (no recipient configured), with the
 *   worker's sentence as its message; see `AdminErrorKind`.
 */
export function sendTestInquiry(options: AdminRequestOptions = {}): Promise<TestInquiryStarted> {
  return setupRequest("/test-inquiry", { method: "POST" }, testInquiryStartedSchema, options);
}
