import { adminCopy } from "../../../content/admin.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import type { InquiryDetailState } from "../hooks/use-inquiry-detail.ts";
import { LocalTime } from "./local-time.tsx";
import { StatusBadge } from "./status-badge.tsx";

const { detail: copy } = adminCopy;

/**
 * The detail dialog's status history (docs/product.md#operator-inbox, the detail view): a section
 * headed `copy.history.title` (its heading's id is `headingId`), then, as the detail loads, the
 * loading line, the failure's sentence, the empty line, or every status change oldest first with
 * its local time and note.
 */
export function InquiryHistory({ state, headingId }: { state: InquiryDetailState; headingId: string }) {
  const detail = state.phase === "ready" ? state.detail : null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-xl">
        {copy.history.title}
      </h3>
      {state.phase === "loading" ? (
        <p className="mt-3 text-stone-600">{copy.loading}</p>
      ) : state.phase === "error" ? (
        <p className="mt-3 text-red-800">{actionErrorText(state.error)}</p>
      ) : detail && detail.history.length === 0 ? (
        <p className="mt-3 text-stone-600">{copy.history.empty}</p>
      ) : detail ? (
        <ol
          data-testid="inquiry-history"
          className="mt-3 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
        >
          {detail.history.map((event, index) => (
            <li
              key={`${event.at}-${index}`}
              className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm"
            >
              <span className="text-stone-700">
                <LocalTime iso={event.at} />
              </span>
              <StatusBadge status={event.status} />
              {event.detail ? <span className="break-words text-stone-700">{event.detail}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
