import type { LeadSource, UtmField } from "@clearwell/contract";
import { inquirySourceCopy as copy } from "../../../content/admin-leads.ts";
import type { InquiryDetailState } from "../hooks/use-inquiry-detail.ts";

const UTM_FIELDS: UtmField[] = ["utmSource", "utmMedium", "utmCampaign"];

/** The campaign tags present, each named: `source: google, medium: cpc`; `null` when there are none. */
function campaignText(source: LeadSource): string | null {
  const parts = UTM_FIELDS.filter((field) => source[field]).map(
    (field) => `${copy.utm[field]}: ${source[field]}`,
  );
  return parts.length > 0 ? parts.join(", ") : null;
}

/**
 * Where an inquiry came from, in its detail dialog (docs/product.md#where-leads-come-from): a
 * section headed "Source" with the first page of the visit, the referring site, the campaign tags
 * and which ad click ids were present, each "unknown" when not known, or one "unknown" line when
 * nothing is (an inquiry without a source, or from before sources were kept). While the detail
 * loads it says so; a failed load leaves the section out (the dialog's history says why).
 *
 * @param state - the dialog's detail as loaded (`useInquiryDetail`); its `source` is `null` when
 *   nothing is known.
 * @param headingId - the id of the section's heading.
 */
export function InquirySource({ state, headingId }: { state: InquiryDetailState; headingId: string }) {
  if (state.phase === "error" || state.phase === "idle") return null;
  const source = state.phase === "ready" ? state.detail.source : undefined;
  const rows: [string, string | null][] = source
    ? [
        [copy.firstPage, source.firstPage ?? null],
        [copy.referrerHost, source.referrerHost ?? null],
        [copy.campaign, campaignText(source)],
        [copy.clickIds, source.clickIds?.length ? source.clickIds.join(", ") : null],
      ]
    : [];
  return (
    <section aria-labelledby={headingId} data-testid="inquiry-source">
      <h3 id={headingId} className="font-display text-xl">
        {copy.title}
      </h3>
      {source === undefined ? (
        <p className="mt-3 text-stone-600">{copy.loading}</p>
      ) : source === null ? (
        <p className="mt-3 text-stone-600">{copy.unknown}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
              <dd className={`mt-1 break-words ${value === null ? "text-stone-600" : ""}`}>
                {value ?? copy.unknown}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
