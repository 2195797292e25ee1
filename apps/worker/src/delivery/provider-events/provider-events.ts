import type { DeliveryStatus } from "@clearwell/contract";
import type { RecordedEventType } from "@clearwell/rules";
import { nowIso } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import type { AlertCause } from "../alerts/alerts.ts";
import type { DeliveryChange } from "../records/deliveries.ts";
import { findEmailDelivery } from "../records/delivery-reads.ts";
import { recordProviderEvent } from "./provider-event-records.ts";

/** What one recorded event does to the email channel's delivery. */
type EventEffect = { status: DeliveryStatus | null; from: readonly DeliveryStatus[] };

/**
 * The mail provider's delivery events the worker records (docs/reference.md#resend-delivery-events),
 * by Resend event type: the email channel status each moves to (`null`: a history entry only), and
 * the statuses it may move from, so a late `delivered` never hides a bounce. One entry per type of
 * `RECORDED_EVENT_TYPES` (`@clearwell/rules`), the events `pnpm run setup` subscribes the webhook to.
 */
const EVENT_EFFECTS: Record<RecordedEventType, EventEffect> = {
  "email.delivered": { status: "delivered", from: ["sent", "queued", "pending"] },
  "email.bounced": { status: "bounced", from: ["sent", "queued", "pending", "delivered"] },
  "email.complained": { status: "complained", from: ["sent", "queued", "pending", "delivered"] },
  "email.delivery_delayed": { status: null, from: ["sent", "queued", "pending"] },
};

/** One verified event: its id (`svix-id`), type and the provider's message id (`data.email_id`). */
export type ProviderEvent = { id: string; type: string; emailId: string | null; bounce: string | null };

/** What recording an event did. */
export type ProviderEventResult =
  | { outcome: "replayed" }
  | { outcome: "ignored"; reason: string }
  | { outcome: "recorded"; inquiryId: string | null; alert: AlertCause | null };

/**
 * Reads the parts of a Resend event body the worker uses: `type`, `data.email_id` and the bounce's
 * short type (`data.bounce.type`, ASCII only).
 *
 * @returns the event, or `null` when the body is not an object with a string `type`.
 */
export function readProviderEvent(id: string, body: unknown): ProviderEvent | null {
  if (!body || typeof body !== "object") return null;
  const { type, data } = body as { type?: unknown; data?: unknown };
  if (typeof type !== "string" || type.length > 100) return null;
  const fields = (data && typeof data === "object" ? data : {}) as { email_id?: unknown; bounce?: unknown };
  const emailId =
    typeof fields.email_id === "string" && fields.email_id.length <= 200 ? fields.email_id : null;
  const bounceType = (fields.bounce as { type?: unknown } | undefined)?.type;
  const bounce = typeof bounceType === "string" && /^[\w -]{1,40}$/.test(bounceType) ? bounceType : null;
  return { id, type, emailId, bounce };
}

/**
 * Records one verified Resend event once per event id on the email or reply channel it names, as
 * `EVENT_EFFECTS` says (the table: docs/reference.md#resend-delivery-events); an unknown type or
 * message is remembered and ignored. Logs `provider_event`.
 *
 * @returns `replayed` for an event id seen before; a bounce or complaint with the alert to raise.
 * @throws whatever D1 throws (the caller answers 503 and Resend retries).
 */
export async function recordResendEvent(db: D1Database, event: ProviderEvent): Promise<ProviderEventResult> {
  // An own property only: a type such as `constructor` is unknown, not an inherited function.
  const effect = Object.hasOwn(EVENT_EFFECTS, event.type)
    ? (EVENT_EFFECTS as Partial<Record<string, EventEffect>>)[event.type]
    : undefined;
  const at = nowIso();
  const delivery = effect && event.emailId ? await findEmailDelivery(db, event.emailId) : null;
  const detail = `${event.type}${event.bounce ? ` (${event.bounce})` : ""}`;
  const change: DeliveryChange | null =
    effect && delivery
      ? { status: effect.status ?? delivery.status, at, detail, onlyFrom: effect.from }
      : null;
  const inquiryId = delivery?.inquiry_id ?? null;
  const recorded = { id: event.id, type: event.type, at };
  const { fresh, changed } = await recordProviderEvent(db, recorded, inquiryId, change, delivery?.channel);
  if (!fresh) return { outcome: "replayed" };
  if (!effect) return { outcome: "ignored", reason: "event type not recorded" };
  if (!delivery) return { outcome: "ignored", reason: "no inquiry has this message id" };
  const serious = effect.status === "bounced" || effect.status === "complained";
  logEvent(serious ? "warn" : "info", "provider_event", { id: inquiryId, type: event.type });
  return {
    outcome: "recorded",
    inquiryId,
    // Only an event that changed the record alerts: a complaint after a bounce, or a bounce on a
    // channel already settled, names nothing new.
    alert:
      serious && changed && inquiryId
        ? { inquiryId, channel: delivery.channel, cause: effect.status ?? event.type }
        : null,
  };
}
