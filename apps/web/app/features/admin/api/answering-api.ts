import {
  type Inquiry,
  inquirySchema,
  type LeadStatusChange,
  type NoteRequest,
  type ReplyRequest,
} from "@clearwell/contract";
import { type AdminRequestOptions, request } from "./admin-api.ts";

/*
 * The inbox's answering writes (docs/product.md#answering-inquiries). Each one is a JSON POST under
 * `/api/admin/inquiries/:id/`; a refused body is 422 `validation_failed` with the contract's
 * messages under `fields` (`AdminApiError.fields`), a spam or test inquiry 409
 * `inquiry_not_answerable`, a gone one 404 `not_found`.
 */

/** `path` under the inquiry `id`, its id URL-encoded. */
const inquiryPath = (id: string, path: string) => `/inquiries/${encodeURIComponent(id)}/${path}`;

/** A JSON POST of `body`. */
const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** The updated inquiry when the answer carries one, else `null` (the caller reads the detail again). */
async function answeredInquiry(response: Response): Promise<Inquiry | null> {
  try {
    const result = inquirySchema.safeParse(await response.json());
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * `POST /inquiries/:id/lead-status`: the Lead status control's change, with Won's job value or
 * Lost's reason. Saved at once; the answered-at time is set on the first change away from New.
 *
 * @returns the updated inquiry, or `null` when the answer does not carry it.
 * @throws {AdminApiError} see the module's note and `AdminErrorKind`.
 */
export async function changeLeadStatus(
  id: string,
  change: LeadStatusChange,
  options: AdminRequestOptions = {},
): Promise<Inquiry | null> {
  return answeredInquiry(await request(inquiryPath(id, "lead-status"), postJson(change), options));
}

/**
 * `POST /inquiries/:id/mark-answered`: Mark as answered (an answer by phone or from the operator's
 * own mailbox) sets Answered from New.
 *
 * @returns the updated inquiry, or `null` when the answer does not carry it.
 * @throws {AdminApiError} `conflict` (409 `inquiry_already_answered`) unless it is New.
 */
export async function markAnswered(id: string, options: AdminRequestOptions = {}): Promise<Inquiry | null> {
  return answeredInquiry(await request(inquiryPath(id, "mark-answered"), postJson({}), options));
}

/**
 * `POST /inquiries/:id/replies`: stores the reply and hands it to the delivery workflow. The same
 * `requestKey` again sends nothing more (a double click sends one email).
 *
 * @throws {AdminApiError} `refused` (422, `fields.subject` / `fields.message`), `limit` (429
 *   `reply_limit_reached`), `conflict` (409 `inquiry_not_answerable`).
 */
export async function sendReply(
  id: string,
  reply: ReplyRequest,
  options: AdminRequestOptions = {},
): Promise<void> {
  await request(inquiryPath(id, "replies"), postJson(reply), options);
}

/**
 * `POST /inquiries/:id/notes`: adds a private note to the timeline.
 *
 * @throws {AdminApiError} `refused` (422, `fields.text`).
 */
export async function addNote(
  id: string,
  note: NoteRequest,
  options: AdminRequestOptions = {},
): Promise<void> {
  await request(inquiryPath(id, "notes"), postJson(note), options);
}
