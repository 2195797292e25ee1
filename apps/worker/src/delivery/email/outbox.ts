import type { OutgoingEmail } from "../../core/outgoing-email.ts";
import type { SendOutcome } from "../channel/send-outcome.ts";

/** How many emails the outbox keeps (the newest first). */
export const OUTBOX_CAPACITY = 20;

/** One email in the outbox: the email, its id (the idempotency key) and when it was stored. */
export type OutboxEntry = { id: string; storedAt: string; email: OutgoingEmail };

/** In this isolate's memory: `wrangler dev` runs one isolate; empty after a restart. */
const entries: OutboxEntry[] = [];

/** A readable summary of an email for the terminal of `wrangler dev`. */
function summary(entry: OutboxEntry): string {
  const { email } = entry;
  return [
    `[outbox] ${entry.id} - open /api/outbox/${entry.id} to see the HTML email`,
    `  From:     ${email.from}`,
    `  To:       ${email.to}`,
    `  Reply-To: ${email.replyTo}`,
    `  Subject:  ${email.subject}`,
    ...email.text.split("\n").map((line) => `  | ${line}`),
  ].join("\n");
}

/**
 * The local outbox provider (docs/reference.md#local-development); an id replaces its earlier entry.
 * @param printWhole - print the email (only where `ENVIRONMENT` is `local`), else only its id, so a
 *   deploy on the outbox by mistake logs no visitor's email.
 */
export async function sendToOutbox(
  email: OutgoingEmail,
  id: string,
  { printWhole }: { printWhole: boolean },
): Promise<SendOutcome> {
  const existing = entries.findIndex((entry) => entry.id === id);
  if (existing !== -1) entries.splice(existing, 1);
  const entry: OutboxEntry = { id, storedAt: new Date().toISOString(), email };
  entries.unshift(entry);
  entries.length = Math.min(entries.length, OUTBOX_CAPACITY);
  console.log(printWhole ? summary(entry) : `[outbox] ${id} kept (ENVIRONMENT is not local: not printed)`);
  return { ok: true, providerId: id };
}

/** The stored emails, newest first (a copy). */
export function listOutbox(): OutboxEntry[] {
  return [...entries];
}

/** The stored email with this id, if any. */
export function findInOutbox(id: string): OutboxEntry | undefined {
  return entries.find((entry) => entry.id === id);
}
