import * as z from "zod/mini";
import { CONTROL_CHARS } from "./contact-form.ts";

/*
 * Answering inquiries (docs/product.md#answering-inquiries): lead statuses, the operator's writes with
 * their limits and messages, the response clock's words. The worker validates; the inbox shows.
 */

/** The business's side of a clean inquiry; spam and Setup test inquiries have none (`null`). */
export const LEAD_STATUSES = ["new", "answered", "quoted", "won", "lost"] as const;

/** One of {@link LEAD_STATUSES}. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Each lead status as the inbox names it. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  answered: "Answered",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

/** The lead statuses that set an inquiry's answered-at time (once) when it changes to them. */
export const ANSWERING_LEAD_STATUSES = [
  "answered",
  "quoted",
  "won",
  "lost",
] as const satisfies readonly LeadStatus[];

/** Limits of the operator's writes, in `String.length` characters, and the job value in whole USD. */
export const ANSWERING_LIMITS = {
  jobValueUsdMax: 10_000_000,
  lostReason: 200,
  note: 2000,
  replySubject: 200,
  replyMessage: 5000,
  requestKey: 100,
} as const;

/** The messages of refused writes, letter for letter: the worker's 422 `fields` and the dialog's. */
export const ANSWERING_MESSAGES = {
  leadStatus: "Choose a lead status: New, Answered, Quoted, Won or Lost",
  jobValue: "Enter the job value as a whole number of dollars from 0 to 10,000,000",
  jobValueNotWon: "A job value goes only with Won",
  lostReason: "A reason must be 200 characters or fewer",
  lostReasonNotLost: "A reason goes only with Lost",
  replyEmpty: "Write a reply before sending",
  replyTooLong: "A reply must be 5,000 characters or fewer",
  subjectRequired: "Subject is required",
  subjectTooLong: "A subject must be 200 characters or fewer",
  noteEmpty: "Write a note before saving",
  noteTooLong: "A note must be 2,000 characters or fewer",
  requestKey: "Send the reply again from the form",
} as const;

const M = ANSWERING_MESSAGES;
const L = ANSWERING_LIMITS;

/** Whether `value` has a character that shows: not only spaces and control characters. */
function hasVisibleText(value: string): boolean {
  return [...value].some((char) => char.trim() !== "" && !CONTROL_CHARS.test(char));
}

/**
 * Text that is not blank (only spaces and control characters, which an email's subject drops) after
 * trimming, at most `max` `String.length` characters (trimmed).
 */
function text(max: number, empty: string, tooLong: string) {
  return z.pipe(
    z.string(empty),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(
        z.refine(hasVisibleText, empty),
        z.refine((value) => value.length <= max, tooLong),
      ),
    ),
  );
}

/**
 * `POST /api/admin/inquiries/:id/lead-status`: `jobValueUsd` only with `won`, `lostReason` (trimmed, `""`
 * none) only with `lost`; refused: 422 `validation_failed` with these messages under `fields`.
 */
export const leadStatusChangeSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, M.leadStatus),
    jobValueUsd: z.optional(
      z.nullable(
        z
          .number(M.jobValue)
          .check(z.int(M.jobValue), z.minimum(0, M.jobValue), z.maximum(L.jobValueUsdMax, M.jobValue)),
      ),
    ),
    lostReason: z.optional(
      z.pipe(
        z.string(M.lostReason),
        z.pipe(
          z.transform((value: string) => value.trim()),
          z.string().check(z.refine((value) => value.length <= L.lostReason, M.lostReason)),
        ),
      ),
    ),
  })
  .check(
    z.refine((body) => body.jobValueUsd == null || body.status === "won", {
      message: M.jobValueNotWon,
      path: ["jobValueUsd"],
    }),
    z.refine((body) => !body.lostReason || body.status === "lost", {
      message: M.lostReasonNotLost,
      path: ["lostReason"],
    }),
  );

/** See {@link leadStatusChangeSchema}. */
export type LeadStatusChange = z.input<typeof leadStatusChangeSchema>;

/**
 * `POST /api/admin/inquiries/:id/replies`: trimmed `subject` and `message`, and `requestKey`, made once per
 * reply (`crypto.randomUUID()`): a repeat answers the reply already made and sends nothing more.
 */
export const replyRequestSchema = z.strictObject({
  subject: text(L.replySubject, M.subjectRequired, M.subjectTooLong),
  message: text(L.replyMessage, M.replyEmpty, M.replyTooLong),
  requestKey: z
    .string(M.requestKey)
    .check(
      z.minLength(8, M.requestKey),
      z.maxLength(L.requestKey, M.requestKey),
      z.regex(/^[A-Za-z0-9_-]+$/, M.requestKey),
    ),
});

/** See {@link replyRequestSchema}. */
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** `POST /api/admin/inquiries/:id/notes`: a private note, trimmed, 1 to 2,000 characters. */
export const noteRequestSchema = z.strictObject({ text: text(L.note, M.noteEmpty, M.noteTooLong) });

/** See {@link noteRequestSchema}. */
export type NoteRequest = z.input<typeof noteRequestSchema>;

/** The subject a reply form starts with: `Re: ` + the inquiry's subject (cut to the 200 allowed). */
export function replySubjectFor(subject: string): string {
  return `Re: ${subject}`.slice(0, L.replySubject);
}

/**
 * Against the response target, in office minutes as of the answer: `due` (left), `overdue` (past due),
 * `answered` (received to first answer), `no_target` (stored before the clock; `minutes` `null`).
 */
export const ANSWER_CLOCK_STATES = ["due", "overdue", "answered", "no_target"] as const;

/** One of {@link ANSWER_CLOCK_STATES}. */
export type AnswerClockState = (typeof ANSWER_CLOCK_STATES)[number];

/** See {@link ANSWER_CLOCK_STATES}. */
export type AnswerClock = { state: AnswerClockState; minutes: number | null };

/** A number of minutes in words: `45 min`, `3 h`, `3 h 20 min` (negative counts as 0). */
export function durationWords(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The clock in words: `Due in 3 h 20 min`, `Overdue by 45 min`, `Answered in 1 h 10 min`, `No target`. */
export function answerClockWords(clock: AnswerClock): string {
  if (clock.state === "no_target" || clock.minutes === null) return "No target";
  const duration = durationWords(clock.minutes);
  if (clock.state === "due") return `Due in ${duration}`;
  if (clock.state === "overdue") return `Overdue by ${duration}`;
  return `Answered in ${duration}`;
}

/** The inbox's `view`: `needs-answer` (New, unanswered, soonest due first), `all` (the API's default, newest first). */
export const INQUIRY_LIST_VIEWS = ["needs-answer", "all"] as const;

/** One of {@link INQUIRY_LIST_VIEWS}. */
export type InquiryListView = (typeof INQUIRY_LIST_VIEWS)[number];

/** The view's name as the inbox shows it. */
export const INQUIRY_LIST_VIEW_LABELS: Record<InquiryListView, string> = {
  "needs-answer": "Needs an answer",
  all: "All inquiries",
};
