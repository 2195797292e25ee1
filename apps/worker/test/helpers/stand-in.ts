import type { ResendSendEmailBody } from "../../src/providers/resend.ts";
import type { Behaviour, Deliveries, Recorded, RecordedRequest } from "../stand-in-types.ts";
import { STAND_IN_URL } from "../test-bindings.ts";

/** A recorded email whose body is the worker's Resend request. */
export type SentEmail = RecordedRequest & { body: ResendSendEmailBody };

/**
 * Drives the Resend stand-in (test/node/resend-stand-in.ts) from inside workerd: these requests go
 * through the miniflare outbound service to the stand-in's control routes.
 */
export const standIn = {
  /** Forgets recorded requests and answers 200 again. Call before each test. */
  async reset(): Promise<void> {
    await fetch(`${STAND_IN_URL}/__control/reset`, { method: "POST" });
  },
  /** Sets how `POST /emails` answers from now on. */
  async behave(behaviour: Behaviour): Promise<void> {
    await fetch(`${STAND_IN_URL}/__control/behaviour`, { method: "POST", body: JSON.stringify(behaviour) });
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
  /** What the worker sent so far. */
  async recorded(): Promise<Recorded> {
    const response = await fetch(`${STAND_IN_URL}/__control/requests`);
    return (await response.json()) as Recorded;
  },
  /** Prints one line of figures on the test run's output (the stand-in runs in Node). */
  async report(line: string): Promise<void> {
    await fetch(`${STAND_IN_URL}/__control/report`, { method: "POST", body: line });
  },
  /** The emails accepted so far, one per idempotency key, and the siteverify calls. */
  async deliveries(): Promise<Deliveries> {
    const response = await fetch(`${STAND_IN_URL}/__control/deliveries`);
    return (await response.json()) as Deliveries;
  },
};

export type { Behaviour, Deliveries, Delivery, Recorded, RecordedRequest } from "../stand-in-types.ts";
