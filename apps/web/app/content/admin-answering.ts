import type { LeadStatus } from "@clearwell/contract";

/** A whole number of dollars as people read it: `$12,500`. */
export const formatUsd = (value: number) =>
  value.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * Every word of answering inquiries in the inbox (docs/product.md#answering-inquiries): the lead
 * filter and column, the dialog's Lead status control, Mark as answered, the reply form, the notes
 * and the timeline. The lead statuses' names, the view names, the clock's words and the refusals'
 * messages come from the contract (`LEAD_STATUS_LABELS`, `answerClockWords`, `ANSWERING_MESSAGES`).
 */
export const answeringCopy = {
  filter: { label: "Filter by lead status" },
  /** The table's column of the lead status and the clock. */
  column: "Lead",
  /** A row with no lead status (spam, a Setup test). */
  noLead: "None",
  lead: {
    title: "Lead",
    control: "Lead status",
    saving: "Saving…",
    jobValue: "Job value (USD)",
    jobValueHint: "Optional: whole dollars, 0 to 10,000,000.",
    lostReason: "Why it was lost (optional)",
    lostReasonHint: "At most 200 characters.",
    save: "Save",
    saveJobValue: "Save the job value",
    saveLostReason: "Save the reason",
    markAnswered: "Mark as answered",
    markAnsweredHint: "For an answer by phone or from your own mailbox.",
    markingAnswered: "Marking…",
    clock: "Response",
    answeredAt: "Answered",
    due: "Due",
  },
  reply: {
    open: "Reply",
    title: "Reply by email",
    to: "To",
    subject: "Subject",
    message: "Message",
    messageHint: "Your name, phone and site and the visitor's message follow it, quoted.",
    send: "Send reply",
    sending: "Sending…",
    cancel: "Cancel",
  },
  notes: {
    title: "Notes",
    label: "Add a private note",
    hint: "Only you see notes; at most 2,000 characters.",
    add: "Add note",
    adding: "Saving…",
  },
  timeline: {
    title: "Timeline",
    loading: "Loading the timeline…",
    empty: "Nothing has happened yet.",
    by: (who: string) => `by ${who}`,
    received: "Received",
    delivery: (channel: string, status: string) => `${channel}: ${status}`,
    leadStatus: (from: string | null, to: string) =>
      from ? `Lead status ${from} → ${to}` : `Lead status set to ${to}`,
    via: { change: "", mark_answered: " (marked as answered)", reply: " (by a reply)" },
    jobValue: (value: string) => `Job value ${value}`,
    lostReason: (reason: string) => `Reason: ${reason}`,
    reply: (to: string) => `Reply sent to ${to}`,
    replyStatus: "Delivery",
    note: "Note",
    reminder: { due_soon: "Reminder sent: due soon", overdue: "Reminder sent: overdue" },
  },
  announce: {
    leadStatus: (label: string) => `Lead status saved: ${label}.`,
    jobValue: (value: string) => `Job value saved: ${value}.`,
    lostReason: "Reason saved.",
    markedAnswered: "Marked as answered.",
    replySent: (to: string) => `Reply sent to ${to}. Its delivery shows in the timeline.`,
    noteAdded: "Note added.",
  },
  errors: {
    notAnswerable: "Spam and Setup test inquiries have no lead status and cannot be answered from here.",
    alreadyAnswered: "This inquiry is already answered.",
  },
} as const;

/** A lead status's pill colours (text carries the meaning; every pairing is above 4.5:1). */
export const LEAD_STATUS_CLASSES: Record<LeadStatus, string> = {
  new: "bg-sky-50 text-sky-900 ring-sky-300",
  answered: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  quoted: "bg-amber-50 text-amber-900 ring-amber-300",
  won: "bg-green-100 text-green-900 ring-green-400",
  lost: "bg-stone-100 text-stone-800 ring-stone-300",
};
