import { type LeadsReport, leadsReportSchema } from "@clearwell/contract";
import { type AdminRequestOptions, parse, request } from "./admin-api.ts";

/**
 * `GET /api/admin/leads?days=<days>`: the Leads panel's figures for the last `days` days
 * (docs/product.md#where-leads-come-from), read with the contract's `leadsReportSchema`.
 *
 * @param days - 7, 30 or 90 (the contract's `LEADS_PERIODS`), as the panel's load key (a string).
 * @throws {AdminApiError} as every admin request (an answer of another shape is `unavailable`); an
 *   abort rethrows the `AbortError` unchanged.
 */
export async function fetchLeadsReport(
  days: string,
  options: AdminRequestOptions = {},
): Promise<LeadsReport> {
  const response = await request(`/leads?days=${encodeURIComponent(days)}`, {}, options);
  return parse(response, leadsReportSchema);
}
