import { type InquiryPage, SPAM_REASONS } from "@clearwell/contract";
import { adminCopy } from "../../../content/admin.ts";

/**
 * How many spam inquiries each spam rule caught (docs/product.md#operator-inbox), shown under the
 * status filter while Spam is chosen: one entry per reason that caught any, in the rules' order,
 * named as the inbox names them (`adminCopy.spamReasonLabels`).
 *
 * @param counts - the list page's `spamCounts`.
 */
export function SpamReasonCounts({ counts }: { counts: InquiryPage["spamCounts"] }) {
  const shown = SPAM_REASONS.filter((reason) => (counts[reason] ?? 0) > 0);
  return (
    <section
      aria-labelledby="spam-reason-counts"
      className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <h3 id="spam-reason-counts" className="text-sm font-semibold text-stone-700">
        {adminCopy.spamCounts.title}
      </h3>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{adminCopy.spamCounts.none}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm" data-testid="spam-reason-counts">
          {shown.map((reason) => (
            <li key={reason}>
              {adminCopy.spamReasonLabels[reason]}:{" "}
              <span className="font-semibold tabular-nums">{counts[reason]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
