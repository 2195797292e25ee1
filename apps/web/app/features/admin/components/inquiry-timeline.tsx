import { LEAD_STATUS_LABELS, type TimelineEntry } from "@clearwell/contract";
import type { ReactNode } from "react";
import { adminCopy } from "../../../content/admin.ts";
import { answeringCopy, formatUsd } from "../../../content/admin-answering.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import type { InquiryDetailState } from "../hooks/use-inquiry-detail.ts";
import { LocalTime } from "./local-time.tsx";
import { DeliveryStatusBadge } from "./status-badge.tsx";

const { timeline: copy } = answeringCopy;

/** What one timeline entry says, and by whom (`null`: the system). */
function describe(entry: TimelineEntry): { what: ReactNode; by: string | null } {
  switch (entry.kind) {
    case "received":
      return { what: copy.received, by: null };
    case "delivery":
      return {
        what: (
          <>
            {adminCopy.channelLabel(entry.channel)}: <DeliveryStatusBadge status={entry.status} />
            {entry.detail ? <span className="block text-stone-600">{entry.detail}</span> : null}
          </>
        ),
        by: null,
      };
    case "lead_status": {
      const extra = [
        entry.jobValueUsd !== null ? copy.jobValue(formatUsd(entry.jobValueUsd)) : null,
        entry.lostReason ? copy.lostReason(entry.lostReason) : null,
      ].filter(Boolean);
      return {
        what: (
          <>
            {copy.leadStatus(
              entry.from ? LEAD_STATUS_LABELS[entry.from] : null,
              LEAD_STATUS_LABELS[entry.to],
            )}
            {copy.via[entry.via]}
            {extra.length > 0 ? <span className="block text-stone-700">{extra.join(" · ")}</span> : null}
          </>
        ),
        by: entry.by,
      };
    }
    case "reply":
      return {
        what: (
          <>
            {copy.reply(entry.to)} ({copy.replyStatus}: <DeliveryStatusBadge status={entry.status} />)
            <span className="block font-semibold">{entry.subject}</span>
            <span className="block whitespace-pre-wrap text-stone-700">{entry.message}</span>
            {entry.detail ? <span className="block text-red-800">{entry.detail}</span> : null}
          </>
        ),
        by: entry.by,
      };
    case "note":
      return {
        what: (
          <>
            <span className="font-semibold">{copy.note}</span>
            <span className="block whitespace-pre-wrap text-stone-700">{entry.text}</span>
          </>
        ),
        by: entry.by,
      };
    case "reminder":
      return { what: copy.reminder[entry.reminder], by: null };
  }
}

/**
 * The dialog's timeline (docs/product.md#answering-inquiries), oldest first as the API lists it:
 * received, each channel's delivery, each lead-status change, each reply (with its delivery
 * status), each note and reminder, with when (local time) and who (the Access identity). Then the
 * notes form (`children`). While the detail loads it says so; a failure gives its sentence.
 */
export function InquiryTimeline({
  state,
  headingId,
  children,
}: {
  state: InquiryDetailState;
  headingId: string;
  children?: ReactNode;
}) {
  const detail = state.phase === "ready" ? state.detail : null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-xl">
        {copy.title}
      </h3>
      {state.phase === "loading" ? (
        <p className="mt-3 text-stone-600">{copy.loading}</p>
      ) : state.phase === "error" ? (
        <p className="mt-3 text-red-800">{actionErrorText(state.error)}</p>
      ) : detail && detail.timeline.length === 0 ? (
        <p className="mt-3 text-stone-600">{copy.empty}</p>
      ) : detail ? (
        <ol
          data-testid="inquiry-timeline"
          className="mt-3 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
        >
          {detail.timeline.map((entry, index) => {
            const { what, by } = describe(entry);
            return (
              <li
                key={`${entry.at}-${entry.kind}-${index}`}
                data-kind={entry.kind}
                className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_1fr]"
              >
                <span className="text-stone-700">
                  <LocalTime iso={entry.at} />
                  {by ? <span className="block text-xs break-all text-stone-600">{copy.by(by)}</span> : null}
                </span>
                <span className="min-w-0 break-words">{what}</span>
              </li>
            );
          })}
        </ol>
      ) : null}
      {children}
    </section>
  );
}
