import {
  type SetupReport,
  setupReportSchema,
  type TestInquiryStarted,
  testInquiryStartedSchema,
} from "@clearwell/contract";
import { type AdminRequestOptions, parse, request, type Schema } from "./admin-api.ts";

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
  return parse(await request(path, init, options), schema);
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
 * @returns its id, subject and channels.
 * @throws {AdminApiError} e.g. code `recipient_not_allowed` (no recipient configured), with the
 *   worker's sentence as its message; see `AdminErrorKind`.
 */
export function sendTestInquiry(options: AdminRequestOptions = {}): Promise<TestInquiryStarted> {
  return setupRequest("/test-inquiry", { method: "POST" }, testInquiryStartedSchema, options);
}
