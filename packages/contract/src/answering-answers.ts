import * as z from "zod/mini";
import { DELIVERY_STATUSES } from "./admin.ts";
import { ANSWER_CLOCK_STATES, LEAD_STATUSES } from "./answering.ts";

/* The admin API's answers about answering (docs/product.md#answering-inquiries); parsed as admin-answers.ts's are. */

const count = z.number().check(z.int(), z.nonnegative());
const leadStatus = z.enum(LEAD_STATUSES);

/** See `AnswerClock` (answering.ts): `minutes` office minutes, `null` only for `no_target`. */
export const answerClockSchema = z.object({
  state: z.enum(ANSWER_CLOCK_STATES),
  minutes: z.nullable(count),
});

/**
 * Every row's lead fields (all `null` for spam and Setup tests): `dueAt` (`null`: No target) and
 * `answeredAt` ISO 8601 UTC, `firstAnswerMinutes` office minutes, `jobValueUsd` Won's value in whole USD.
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
 * One timeline entry (`at` ISO 8601 UTC): `received`, `delivery` (one channel's status; replies show in
 * their `reply` entry), `lead_status`, `reply` (`status` its delivery now), `note`, `reminder`.
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
 * The Leads panel's outcomes for the period's clean inquiries (docs/product.md#answering-inquiries): no
 * target counts as not within it; shares 0 to 1 and medians `null` with none; per source as `top`.
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
