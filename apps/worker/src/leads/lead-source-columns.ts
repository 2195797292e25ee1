import { CLICK_ID_PARAMS, type ClickIdParam, type LeadSource } from "@clearwell/contract";
import type { LeadSourceRow } from "../core/inquiry-row.ts";

/** The values of the contract's `LEAD_SOURCE_COLUMNS`, in order, for a clean source (`normalizeLeadSource`). */
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
