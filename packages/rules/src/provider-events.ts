/**
 * The mail provider's (Resend's) delivery event types the worker records
 * (docs/reference.md#resend-delivery-events): the worker moves a delivery's status on each, and
 * `pnpm run setup` creates the Resend webhook subscribed to exactly these.
 */
export const RECORDED_EVENT_TYPES = [
  "email.delivered",
  "email.bounced",
  "email.complained",
  "email.delivery_delayed",
] as const;

/** One of {@link RECORDED_EVENT_TYPES}. */
export type RecordedEventType = (typeof RECORDED_EVENT_TYPES)[number];
