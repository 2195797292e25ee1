import * as z from "zod/mini";
import { DELIVERY_STATUSES } from "./admin.ts";
import { ANSWER_CLOCK_STATES, LEAD_STATUSES } from "./answering.ts";

/*
 * What the admin API answers about answering inquiries (docs/product.md#answering-inquiries): an
 * inquiry's lead fields and clock, its timeline, and the Leads panel's outcomes. Like
 * admin-answers.ts, the worker builds these without parsing them; the inbox and the tests parse.
 */

const count = z.number().check(z.int(), z.nonnegative());
const leadStatus = z.enum(LEAD_STATUSES);

/** See `AnswerClock` (answering.ts): `minutes` office minutes, `null` only for `no_target`. */
export const answerClockSchema = z.object({
  state: z.enum(ANSWER_CLOCK_STATES),
  minutes: z.nullable(count),
});

/**
 * The lead fields every inquiry row carries (all `null` for spam and Setup test inquiries): its
 * `leadStatus`; `dueAt` (ISO 8601 UTC, `null` when stored before the clock: "No target");
 * `answeredAt` (the first answer, ISO 8601 UTC); `firstAnswerMinutes` (office minutes from
 * received to answered); `jobValueUsd` (Won's value, whole USD); `lostReason`; and `answerClock`,
 * the clock as of the answer.
 */
export const inquiryLeadFieldsSchema = z.object({
  leadStatus: z.nullable(leadStatus),
  dueAt: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  firstAnswerMinutes: z.nullable(count),
  jobValueUsd: z.nullable(count),
  lostReason: z.nullable(z.string()),
  answerClock: z.nullable(answerClockSchema),
});

/** See {@link inquiryLeadFieldsSchema}. */
export type InquiryLeadFields = z.infer<typeof inquiryLeadFieldsSchema>;

/** Who did it: the Cloudflare Access identity's email, `local` under `pnpm dev`. */
const by = z.string();

/**
 * One entry of an inquiry's timeline, oldest first; `at` ISO 8601 UTC.
 * - `received`: stored. `delivery`: one status of one channel (the business email, a webhook, the
 *   confirmation; replies show in their `reply` entry).
 * - `lead_status`: a change, `via` the Lead status control, Mark as answered, or a first reply.
 * - `reply`: a reply sent to `to`, `status` its delivery's status now (`detail` the last error).
 * - `note`: a private note. `reminder`: a reminder sent to the alert channels.
 */
export const timelineEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("received"), at: z.string() }),
  z.object({
    kind: z.literal("delivery"),
    at: z.string(),
    channel: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    detail: z.nullable(z.string()),
  }),
  z.object({
    kind: z.literal("lead_status"),
    at: z.string(),
    by,
    from: z.nullable(leadStatus),
    to: leadStatus,
    via: z.enum(["change", "mark_answered", "reply"]),
    jobValueUsd: z.nullable(count),
    lostReason: z.nullable(z.string()),
  }),
  z.object({
    kind: z.literal("reply"),
    at: z.string(),
    by,
    replyId: z.string(),
    to: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    detail: z.nullable(z.string()),
  }),
  z.object({ kind: z.literal("note"), at: z.string(), by, text: z.string() }),
  z.object({ kind: z.literal("reminder"), at: z.string(), reminder: z.enum(["due_soon", "overdue"]) }),
]);

/** See {@link timelineEntrySchema}. */
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** One source's outcomes: its value (`null`: not known), inquiries, won and their total value (USD). */
export const leadsOutcomeEntrySchema = z.object({
  value: z.nullable(z.string()),
  inquiries: count,
  won: count,
  wonValueUsd: count,
});

/** See {@link leadsOutcomeEntrySchema}. */
export type LeadsOutcomeEntry = z.infer<typeof leadsOutcomeEntrySchema>;

/**
 * The Leads panel's outcomes for the period (clean inquiries received in it, Setup tests left out):
 * `answered` (an answered-at time), `answeredWithinTarget` (answered by their due time; those with
 * no target count as not within) and `withinTargetShare` (of all `inquiries`, 0 to 1, `null` with
 * none), `medianFirstAnswerMinutes` (office minutes, `null` when none answered), `won` and
 * `wonValueUsd`. Per source (most inquiries first, at most `LEADS_TOP_LIMIT`): first pages,
 * referring hosts, campaigns, as `top` counts them.
 */
export const leadsOutcomesSchema = z.object({
  inquiries: count,
  answered: count,
  answeredWithinTarget: count,
  withinTargetShare: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  medianFirstAnswerMinutes: z.nullable(z.number().check(z.nonnegative())),
  won: count,
  wonValueUsd: count,
  firstPages: z.array(leadsOutcomeEntrySchema),
  referrerHosts: z.array(leadsOutcomeEntrySchema),
  campaigns: z.array(leadsOutcomeEntrySchema),
});

/** See {@link leadsOutcomesSchema}. */
export type LeadsOutcomes = z.infer<typeof leadsOutcomesSchema>;
