import {
  type AnswerClock,
  answerClockWords,
  type Inquiry,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from "@clearwell/contract";
import { LEAD_STATUS_CLASSES } from "../../../content/admin-answering.ts";

/**
 * A lead status as a small pill (docs/product.md#answering-inquiries): its name as text, colour
 * only reinforcing it.
 */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      data-lead-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${LEAD_STATUS_CLASSES[status]}`}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

const CLOCK_CLASSES: Record<AnswerClock["state"], string> = {
  due: "text-amber-900",
  overdue: "font-semibold text-red-800",
  answered: "text-emerald-900",
  no_target: "text-stone-600",
};

/** An inquiry's response clock (`answerClock`, or `No target` without one), in words. */
export function clockOf(inquiry: Pick<Inquiry, "answerClock">): AnswerClock {
  return inquiry.answerClock ?? { state: "no_target", minutes: null };
}

/**
 * The response clock in words (the contract's `answerClockWords`: `Due in 3 h 20 min`, `Overdue by
 * 45 min`, `Answered in 1 h 10 min`, `No target`), coloured by its state but never by colour alone.
 */
export function AnswerClockText({
  inquiry,
  className = "",
}: {
  inquiry: Pick<Inquiry, "answerClock">;
  className?: string;
}) {
  const clock = clockOf(inquiry);
  return (
    <span data-clock={clock.state} className={`${className} ${CLOCK_CLASSES[clock.state]}`}>
      {answerClockWords(clock)}
    </span>
  );
}
