import { fieldErrorsFromZod, leadsQuerySchema } from "@clearwell/contract";
import { Hono } from "hono/tiny";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { answerArchiveFailure } from "../core/archive.ts";
import { readLeadsReport } from "./leads-report.ts";

/**
 * `GET /api/admin/leads?days=7|30|90` (docs/product.md#where-leads-come-from), mounted by the
 * admin API behind Access: the contract's `LeadsReport`. A `days` other than 7, 30 or 90 (absent
 * or empty is 30) is 400 `invalid_query` with `fields.days`; a failing archive 503 `archive_unavailable`.
 */
export const leadsRoute = new Hono<AppEnv>().onError(answerArchiveFailure).get("/", async (c) => {
  const parsed = leadsQuerySchema.safeParse({ days: c.req.query("days") });
  if (!parsed.success) {
    const fields = fieldErrorsFromZod(parsed.error);
    const parts = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
    throw apiError(400, "invalid_query", `The leads query is not valid (${parts.join("; ")}).`, fields);
  }
  return c.json(await readLeadsReport(c.env.DB, parsed.data.days, Date.now()));
});
