import {
  type AcceptedEmail,
  createResendStandInClient,
  type RecordedRequest,
} from "@clearwell/testing/resend/client";
import type { ResendSendEmailBody } from "../../src/delivery/email/resend.ts";
import {
  OUTBOUND_CONTROL,
  type SiteverifyCall,
  type SiteverifyMode,
  type WebhookCall,
  type WebhookStep,
} from "../stand-in-types.ts";
import { STAND_IN_URL } from "../test-bindings.ts";

/** A recorded email whose body is the worker's Resend request. */
export type SentEmail = RecordedRequest & { body: ResendSendEmailBody };

/** The Resend stand-in's client; its requests go through miniflare's outbound service. */
const resend = createResendStandInClient(STAND_IN_URL);

async function outbound<T>(path: string, body?: string): Promise<T> {
  const response = await fetch(`${STAND_IN_URL}${path}`, body === undefined ? {} : { method: "POST", body });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Drives the stand-ins behind every outbound request (test/node/outbound.ts) from inside workerd:
 * Resend's through its client (@clearwell/testing), Turnstile's and Access's through
 * `/__outbound/*`.
 */
export const standIn = {
  /** Forgets every recorded request, email, mode and counter. Call before each test. */
  async reset(): Promise<void> {
    await Promise.all([resend.reset(), outbound(OUTBOUND_CONTROL.reset, "")]);
  },
  /** Sets how Resend's `POST /emails` answers from now on (the newest mode wins). */
  setMode: resend.setMode,
  /** Sets how Turnstile's siteverify answers from now on. */
  async setSiteverifyMode(mode: SiteverifyMode): Promise<void> {
    await outbound(OUTBOUND_CONTROL.siteverifyMode, JSON.stringify(mode));
  },
  /** Every `POST /emails` the worker sent, and every outbound request no stand-in answers. */
  async recorded(): Promise<{ emails: RecordedRequest[]; unexpected: string[] }> {
    const [emails, unexpected] = await Promise.all([
      resend.requests(),
      outbound<string[]>(OUTBOUND_CONTROL.unexpected),
    ]);
    return { emails, unexpected };
  },
  /**
   * The one email the worker sent, with its body typed as the Resend request; throws unless
   * exactly one email and no other outbound request were recorded.
   */
  async onlyEmail(): Promise<SentEmail> {
    const { emails, unexpected } = await standIn.recorded();
    const [email] = emails;
    if (!email || emails.length !== 1 || unexpected.length > 0) {
      throw new Error(`expected exactly one email, got ${emails.length} (+${unexpected.length} unexpected)`);
    }
    return email as SentEmail;
  },
  /** The emails Resend accepted, one per idempotency key, and the siteverify calls. */
  async deliveries(): Promise<{ delivered: AcceptedEmail[]; siteverify: SiteverifyCall[] }> {
    const [delivered, siteverify] = await Promise.all([
      resend.emails(),
      outbound<SiteverifyCall[]>(OUTBOUND_CONTROL.siteverify),
    ]);
    return { delivered, siteverify };
  },
  /** Every request the notification webhooks' stand-in received, oldest first. */
  async webhooks(): Promise<WebhookCall[]> {
    return outbound<WebhookCall[]>(OUTBOUND_CONTROL.webhooks);
  },
  /** Sets how the webhook stand-in answers `path` next (then 204). */
  async scriptWebhook(path: string, steps: WebhookStep[]): Promise<void> {
    await outbound(OUTBOUND_CONTROL.webhookScript, JSON.stringify({ path, steps }));
  },
  /** Prints one line of figures on the test run's output (the stand-ins run in Node). */
  async report(line: string): Promise<void> {
    await outbound(OUTBOUND_CONTROL.report, line);
  },
};

export type {
  AcceptedEmail,
  RecordedRequest,
  ResendMode,
  ResendStep,
} from "@clearwell/testing/resend/client";
