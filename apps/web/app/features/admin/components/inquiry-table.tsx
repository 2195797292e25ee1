import type { Inquiry } from "@clearwell/contract";
import { useId } from "react";
import { adminCopy } from "../../../content/admin.ts";
import { answeringCopy } from "../../../content/admin-answering.ts";
import { AnswerClockText, LeadStatusBadge } from "./lead-status-badge.tsx";
import { LocalTime } from "./local-time.tsx";
import { StatusBadge } from "./status-badge.tsx";

const { columns } = adminCopy.table;
const CELL = "px-4 py-3 align-top";

/** The table's columns, left to right. */
const COLUMN_ORDER = ["received", "name", "lead", "email", "subject", "status"] as const;

/**
 * The inquiry list as a table (docs/product.md#operator-inbox): Received (local time), Name, Lead
 * (the lead status and the response clock in words: `Due in 3 h 20 min`, `Overdue by 45 min`,
 * `Answered in 1 h 10 min`, `No target`; `None` for spam and tests), Email, Subject (with how many
 * photos came, when any), Status (the delivery status, a badge with text). Each row opens its inquiry: the Name cell is a button
 * (`data-inquiry-open="<id>"`, reached with Tab, Enter/Space), and a click anywhere on the row does
 * the same. Under 48 rem the table scrolls sideways inside a focusable, labelled region.
 *
 * @param onOpen - called with the inquiry chosen.
 */
export function InquiryTable({
  inquiries,
  onOpen,
}: {
  inquiries: Inquiry[];
  onOpen: (inquiry: Inquiry) => void;
}) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {adminCopy.table.caption}
        </caption>
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-700 uppercase">
          <tr>
            {COLUMN_ORDER.map((column) => (
              <th key={column} scope="col" className={CELL}>
                {column === "lead" ? answeringCopy.column : columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {inquiries.map((inquiry) => (
            <tr
              key={inquiry.id}
              data-inquiry-id={inquiry.id}
              onClick={() => onOpen(inquiry)}
              className="cursor-pointer hover:bg-brand-50"
            >
              <td className={`${CELL} text-stone-700`}>
                <LocalTime iso={inquiry.receivedAt} />
              </td>
              <td className={CELL}>
                <button
                  type="button"
                  data-inquiry-open={inquiry.id}
                  aria-label={adminCopy.table.open(inquiry.fields.name)}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(inquiry);
                  }}
                  className="text-left font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
                >
                  {inquiry.fields.name}
                </button>
              </td>
              <td className={CELL} data-testid="inquiry-lead">
                {inquiry.leadStatus ? (
                  <>
                    <LeadStatusBadge status={inquiry.leadStatus} />
                    <AnswerClockText inquiry={inquiry} className="mt-1 block text-xs whitespace-nowrap" />
                  </>
                ) : (
                  <span className="text-stone-600">{answeringCopy.noLead}</span>
                )}
              </td>
              <td className={`${CELL} break-all text-stone-700`}>{inquiry.fields.email}</td>
              <td className={`${CELL} max-w-xs truncate`} title={inquiry.fields.subject}>
                {inquiry.fields.subject}
                {inquiry.photoCount > 0 ? (
                  <span data-testid="inquiry-photo-count" className="mt-1 block text-xs text-stone-600">
                    {adminCopy.table.photoCount(inquiry.photoCount)}
                  </span>
                ) : null}
              </td>
              <td className={CELL}>
                <StatusBadge status={inquiry.status} />
                {inquiry.status === "spam" && inquiry.spamReason ? (
                  <span className="mt-1 block text-xs text-stone-600">
                    {adminCopy.spamReasonLabels[inquiry.spamReason]}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
