import { CLICK_ID_PARAMS, type ClickIdParam, type LeadSource } from "@clearwell/contract";

/**
 * The source columns of the `inquiries` table (migrations/0010), in the order
 * {@link leadSourceValues} binds them; each `NULL` when not known (docs/product.md#where-leads-come-from).
 */
export const LEAD_SOURCE_COLUMNS = [
  "first_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "click_ids",
] as const;

/** An inquiry row's source columns as D1 returns them; `click_ids` is space-separated (`gclid fbclid`). */
export type LeadSourceRow = Record<(typeof LEAD_SOURCE_COLUMNS)[number], string | null>;

/** The values of {@link LEAD_SOURCE_COLUMNS} for a clean source (contract `normalizeLeadSource`). */
export function leadSourceValues(source: LeadSource | undefined): (string | null)[] {
  return [
    source?.firstPage ?? null,
    source?.referrerHost ?? null,
    source?.utmSource ?? null,
    source?.utmMedium ?? null,
    source?.utmCampaign ?? null,
    source?.clickIds?.length ? source.clickIds.join(" ") : null,
  ];
}

/** The click ids of a `click_ids` cell, the known ones only, in the contract's order. */
function clickIdsOf(cell: string | null | undefined): ClickIdParam[] {
  const named = new Set((cell ?? "").split(" "));
  return CLICK_ID_PARAMS.filter((id) => named.has(id));
}

/**
 * The source of an inquiry row as the admin API answers it (contract `leadSourceSchema`).
 * @returns the known values, or `null` when none is known ("unknown" in the inbox).
 */
export function leadSourceOfRow(row: Partial<LeadSourceRow>): LeadSource | null {
  const source: LeadSource = {};
  if (row.first_page) source.firstPage = row.first_page;
  if (row.referrer_host) source.referrerHost = row.referrer_host;
  if (row.utm_source) source.utmSource = row.utm_source;
  if (row.utm_medium) source.utmMedium = row.utm_medium;
  if (row.utm_campaign) source.utmCampaign = row.utm_campaign;
  const clickIds = clickIdsOf(row.click_ids);
  if (clickIds.length > 0) source.clickIds = clickIds;
  return Object.keys(source).length > 0 ? source : null;
}
