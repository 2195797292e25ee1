import { fieldErrorsFromZod, inquiryQuerySchema } from "@clearwell/contract";
import { apiError } from "../core/api-error.ts";
import { decodeCursor, type InquiryCursor } from "./cursor.ts";
import type { InquiryFilter } from "./list-inquiries.ts";

/** The list's and the export's query, read: the filters, where the page starts, and its size. */
export type ReadInquiryQuery = { filter: InquiryFilter; after: InquiryCursor | undefined; limit: number };

/**
 * Reads the list's and the export's query, `c.req.query()`, with the contract's `inquiryQuerySchema`.
 * @throws HTTPException 400 `invalid_query` with a message per bad parameter in `fields`.
 */
export function readInquiryQuery(params: Record<string, string>): ReadInquiryQuery {
  const parsed = inquiryQuerySchema.safeParse(params);
  if (!parsed.success) throw invalidQuery(fieldErrorsFromZod(parsed.error));
  const { view, status, lead, q, cursor, limit } = parsed.data;
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (after === null || (after && "dueKey" in after !== (view === "needs-answer")))
    throw invalidQuery({ cursor: "Not a cursor of this list; start again without it." });
  return { filter: { view, status, lead, q }, after, limit };
}

/** 400 `invalid_query` naming each bad parameter. */
function invalidQuery(fields: Record<string, string>) {
  const parts = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  return apiError(400, "invalid_query", `The inquiry query is not valid (${parts.join("; ")}).`, fields);
}
