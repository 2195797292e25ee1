import {
  type BlockedSender,
  type BlockedSenderKind,
  blockedSenderListSchema,
  blockedSenderSchema,
  type ChannelsReport,
  channelsReportSchema,
  type Inquiry,
  type InquiryDetail,
  type InquiryListView,
  type InquiryPage,
  type InquiryStatus,
  inquiryDetailSchema,
  inquiryPageSchema,
  inquirySchema,
  type LeadStatus,
} from "@clearwell/contract";

/** Base path of the operator API on the site's own origin (docs/product.md#operator-inbox). */
export const ADMIN_API_BASE = "/api/admin";

/**
 * Why an admin request failed, as the inbox tells the operator (docs/product.md#operator-inbox):
 * `sign-in` 401/403 `access_token_*` or a redirect to Cloudflare Access's login; `not-configured`
 * 503 `admin_not_configured`; `unavailable` 503 `archive_unavailable` / `access_unavailable`,
 * another 5xx, a network failure or an unparsable answer (worth a retry); `not-found` 404
 * `not_found`; `conflict` any 409; `refused` a 400 whose sentence is for the operator
 * (`block_entry_invalid`, `block_not_allowed`) or a 422 `validation_failed` of an answering write
 * (its `fields` carry the messages); `limit` any 429 (`reply_limit_reached`, `rate_limited`);
 * `origin-not-allowed` 403 `origin_not_allowed`; `unexpected` anything else (e.g. 400
 * `invalid_query`).
 */
export type AdminErrorKind =
  | "sign-in"
  | "not-configured"
  | "unavailable"
  | "not-found"
  | "conflict"
  | "origin-not-allowed"
  | "refused"
  | "limit"
  | "unexpected";

/**
 * A failed admin request: its {@link AdminErrorKind}, HTTP status (0 without an answer), code, and
 * for a 422 the message of each refused field (`fields`, empty otherwise).
 */
export class AdminApiError extends Error {
  /** What the inbox shows for it. */
  readonly kind: AdminErrorKind;
  /** HTTP status; 0 for a network failure or an opaque redirect. */
  readonly status: number;
  /** The worker's `code` (e.g. `archive_unavailable`), or `null` when the answer had none. */
  readonly code: string | null;
  /** Each refused field's message (a 422's `fields`), by field name. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    kind: AdminErrorKind,
    status: number,
    code: string | null,
    message: string,
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "AdminApiError";
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Options of every call: `fetch` (tests inject one at the network edge) and an abort `signal`. */
export type AdminRequestOptions = { fetch?: typeof fetch; signal?: AbortSignal };

/**
 * The list's filters: a delivery status (or every status) and a search text (`""` for none); the
 * view (`needs-answer`, or `all`, the API's default, when left out) and a lead status.
 */
export type InquiryFilters = {
  status: InquiryStatus | null;
  q: string;
  view?: InquiryListView;
  lead?: LeadStatus;
};

/** Maps an error answer (status + `{ error, code }`) to its {@link AdminErrorKind}. */
export function errorKindOf(status: number, code: string | null): AdminErrorKind {
  if (status === 401 || (status === 403 && code !== "origin_not_allowed")) return "sign-in";
  if (status === 403) return "origin-not-allowed";
  if (status === 503 && code === "admin_not_configured") return "not-configured";
  if (status === 404) return "not-found";
  if (status === 409) return "conflict";
  if (status === 400 && (code === "block_entry_invalid" || code === "block_not_allowed")) return "refused";
  if (status === 422) return "refused";
  if (status === 429) return "limit";
  if (status >= 500) return "unavailable";
  return "unexpected";
}

type ErrorBody = { error: string | null; code: string | null; fields: Record<string, string> };

/** The string entries of an error answer's `fields` (a 422's messages per field). */
function fieldMessages(fields: unknown): Record<string, string> {
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, message]) => {
      const text = Array.isArray(message) ? message[0] : message;
      return typeof text === "string" ? [[name, text]] : [];
    }),
  );
}

/** Reads `{ error, code, fields }` from an error answer; `null`s when the body is not that JSON. */
async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object") {
      const { error, code, fields } = body as { error?: unknown; code?: unknown; fields?: unknown };
      return {
        error: typeof error === "string" ? error : null,
        code: typeof code === "string" ? code : null,
        fields: fieldMessages(fields),
      };
    }
  } catch {
    // Not JSON (e.g. an HTML error page from a proxy).
  }
  return { error: null, code: null, fields: {} };
}

/**
 * One request to the admin API. `redirect: "manual"`: in production Cloudflare Access answers a
 * browser without a valid session with a redirect to its login page, which reads as `sign-in`.
 *
 * @throws {AdminApiError} for every failure, network errors included (kind `unavailable`); an
 *   abort rethrows the `AbortError` unchanged.
 */
export async function request(
  path: string,
  init: RequestInit,
  options: AdminRequestOptions,
): Promise<Response> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(`${ADMIN_API_BASE}${path}`, {
      ...init,
      headers: { Accept: "application/json", ...init.headers },
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
  if (!response.ok) {
    const { error, code, fields } = await readErrorBody(response);
    throw new AdminApiError(
      errorKindOf(response.status, code),
      response.status,
      code,
      error ?? `HTTP ${response.status}`,
      fields,
    );
  }
  return response;
}

/** What {@link parse} needs of one of the contract's zod schemas. */
export type Schema<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false } };

/** Parses a JSON answer with `schema`; an answer of another shape is `unavailable` (a bad deploy). */
export async function parse<T>(response: Response, schema: Schema<T>): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AdminApiError("unavailable", response.status, null, "The answer was not JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AdminApiError("unavailable", response.status, null, "The answer had an unexpected shape.");
  }
  return result.data;
}

/**
 * The query string of the list and the CSV for `filters` (empty ones and the default view `all`
 * left out), with a leading `?` or `""`.
 */
export function filterQuery(filters: InquiryFilters, extra: Record<string, string | null> = {}): string {
  const params = new URLSearchParams();
  if (filters.view === "needs-answer") params.set("view", filters.view);
  if (filters.status) params.set("status", filters.status);
  if (filters.lead) params.set("lead", filters.lead);
  const q = filters.q.trim();
  if (q) params.set("q", q);
  for (const [name, value] of Object.entries(extra)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** URL of the CSV export of the inquiries matching `filters` (`GET /api/admin/inquiries.csv`). */
export function inquiryCsvUrl(filters: InquiryFilters): string {
  return `${ADMIN_API_BASE}/inquiries.csv${filterQuery(filters)}`;
}

/**
 * `GET /api/admin/inquiries`: one page of the inquiries matching `filters`, newest first.
 *
 * @param cursor - `nextCursor` of the previous page, or `null` for the first.
 * @throws {AdminApiError} see {@link AdminErrorKind}.
 */
export async function fetchInquiryPage(
  filters: InquiryFilters,
  cursor: string | null,
  options: AdminRequestOptions = {},
): Promise<InquiryPage> {
  const response = await request(`/inquiries${filterQuery(filters, { cursor })}`, {}, options);
  return parse(response, inquiryPageSchema);
}

/**
 * `GET /api/admin/inquiries/:id`: one inquiry with its delivery history.
 *
 * @throws {AdminApiError} `not-found` when it no longer exists; see {@link AdminErrorKind}.
 */
export async function fetchInquiryDetail(
  id: string,
  options: AdminRequestOptions = {},
): Promise<InquiryDetail> {
  const response = await request(`/inquiries/${encodeURIComponent(id)}`, {}, options);
  return parse(response, inquiryDetailSchema);
}

/**
 * `POST /api/admin/inquiries/:id/resend`: sends the inquiry again.
 *
 * @returns the updated inquiry (its new status, attempts and last error).
 * @throws {AdminApiError} `conflict` for a `received` or `sent` inquiry; see {@link AdminErrorKind}.
 */
export async function resendInquiry(id: string, options: AdminRequestOptions = {}): Promise<Inquiry> {
  const response = await request(`/inquiries/${encodeURIComponent(id)}/resend`, { method: "POST" }, options);
  return parse(response, inquirySchema);
}

/**
 * `DELETE /api/admin/inquiries/:id`: erases the inquiry (204).
 *
 * @throws {AdminApiError} `not-found` when it was already gone; see {@link AdminErrorKind}.
 */
export async function deleteInquiry(id: string, options: AdminRequestOptions = {}): Promise<void> {
  await request(`/inquiries/${encodeURIComponent(id)}`, { method: "DELETE" }, options);
}

/**
 * `POST /api/admin/inquiries/:id/deliveries/:channel/retry`: tries one delivery channel again
 * (`email` or `webhook:<name>`, sent URL-encoded).
 *
 * @returns the updated inquiry with its channels.
 * @throws {AdminApiError} `conflict` (409 `delivery_not_retryable`) unless the channel is
 *   queued, failed, dead, bounced or complained; `not-found`; see {@link AdminErrorKind}.
 */
export async function retryDelivery(
  id: string,
  channel: string,
  options: AdminRequestOptions = {},
): Promise<InquiryDetail> {
  const path = `/inquiries/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(channel)}/retry`;
  const response = await request(path, { method: "POST" }, options);
  return parse(response, inquiryDetailSchema);
}

/**
 * `GET /api/admin/channels`: each delivery channel's health and the notification webhooks'
 * configuration error, if any (the inbox's banner).
 *
 * @throws {AdminApiError} see {@link AdminErrorKind}.
 */
export async function fetchChannelsReport(options: AdminRequestOptions = {}): Promise<ChannelsReport> {
  const response = await request("/channels", {}, options);
  return parse(response, channelsReportSchema);
}

/** An {@link AdminApiError} for anything thrown (a non-admin error becomes `unexpected`). */
export function toAdminApiError(error: unknown): AdminApiError {
  if (error instanceof AdminApiError) return error;
  return new AdminApiError("unexpected", 0, null, error instanceof Error ? error.message : String(error));
}

/**
 * `POST /api/admin/inquiries/:id/not-spam`: delivers a spam inquiry through every channel.
 *
 * @returns the updated inquiry (`received` or `sent`, no spam reason).
 * @throws {AdminApiError} `conflict` (409 `inquiry_not_spam`); see {@link AdminErrorKind}.
 */
export async function markNotSpam(id: string, options: AdminRequestOptions = {}): Promise<Inquiry> {
  const response = await request(
    `/inquiries/${encodeURIComponent(id)}/not-spam`,
    { method: "POST" },
    options,
  );
  return parse(response, inquirySchema);
}

/**
 * `POST /api/admin/inquiries/:id/mark-spam`: moves the inquiry to spam, blocking its sender's
 * `address` or `domain` when asked.
 *
 * @returns the updated inquiry (`spam`, reason `operator`).
 * @throws {AdminApiError} `conflict` (409 `inquiry_already_spam`); `refused` (400
 *   `block_not_allowed`: the sender is at the business's own domain); see {@link AdminErrorKind}.
 */
export async function markSpam(
  id: string,
  block: BlockedSenderKind | "none",
  options: AdminRequestOptions = {},
): Promise<Inquiry> {
  const response = await request(
    `/inquiries/${encodeURIComponent(id)}/mark-spam`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ block }) },
    options,
  );
  return parse(response, inquirySchema);
}

/**
 * `GET /api/admin/blocked-senders`: the block list, newest first.
 *
 * @throws {AdminApiError} see {@link AdminErrorKind}.
 */
export async function fetchBlockedSenders(options: AdminRequestOptions = {}): Promise<BlockedSender[]> {
  const response = await request("/blocked-senders", {}, options);
  return (await parse(response, blockedSenderListSchema)).blocked;
}

/**
 * `POST /api/admin/blocked-senders`: blocks an address or a domain as typed.
 *
 * @returns the entry as stored (normalised).
 * @throws {AdminApiError} `refused` (400 `block_entry_invalid`, `block_not_allowed`; its message
 *   is the worker's sentence); see {@link AdminErrorKind}.
 */
export async function blockSender(value: string, options: AdminRequestOptions = {}): Promise<BlockedSender> {
  const response = await request(
    "/blocked-senders",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ value }) },
    options,
  );
  return parse(response, blockedSenderSchema);
}

/**
 * `DELETE /api/admin/blocked-senders/:value`: unblocks an entry (204).
 *
 * @throws {AdminApiError} `not-found` when it was not on the list; see {@link AdminErrorKind}.
 */
export async function unblockSender(value: string, options: AdminRequestOptions = {}): Promise<void> {
  await request(`/blocked-senders/${encodeURIComponent(value)}`, { method: "DELETE" }, options);
}
