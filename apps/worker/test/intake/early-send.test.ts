import { env } from "cloudflare:workers";
import { FORM_TOKEN_MIN_AGE_MS } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { issueFormToken } from "../../src/intake/spam/form-token.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import { postInquiry, typedValues, validInquiry } from "../helpers/api.ts";
import { postForm } from "../helpers/form-post.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";
import { TEST_BINDINGS } from "../test-bindings.ts";

/**
 * An inquiry sent before its form token is 3 s old (docs/product.md#abuse-defences): with
 * JavaScript the page waits that out itself; what still arrives early (a plain form post pressed
 * at once, or a script) is filed as `too_fast` spam and answered with the decoy, which never
 * promises the visitor's confirmation (docs/product.md#the-confirmation), so nobody is told an
 * email is on its way that will not come. The operator learns of it from the daily spam notice.
 */

/** The confirmation on: `AUTORESPONDER` with Turnstile configured (its always-pass secret). */
const CONFIRMATION_ON = { AUTORESPONDER: "on", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" };
/** A Turnstile token the always-pass secret accepts. */
const TURNSTILE_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** A form token issued `ageMs` ago, signed with the tests' secret. */
function tokenAged(ageMs: number): Promise<string> {
  return issueFormToken(TEST_BINDINGS.FORM_TOKEN_SECRET, Date.now() - ageMs);
}

/** The spam rows stored with `message`, by reason. */
async function spamReasonsOf(message: string): Promise<(string | null)[]> {
  const { results } = await env.DB.prepare(
    "SELECT spam_reason FROM inquiries WHERE status = 'spam' AND message = ?",
  )
    .bind(message)
    .all<{ spam_reason: string | null }>();
  return results.map((row) => row.spam_reason);
}

beforeEach(() => standIn.reset());

describe("a Send before the form token is 3 s old", () => {
  it("the worker's minimum age is the contract's FORM_TOKEN_MIN_AGE_MS (3 s): one just past it is delivered", async () => {
    expect(FORM_TOKEN_MIN_AGE_MS).toBe(3_000);
    const message = "Sent just after the minimum fill time.";
    const response = await postInquiry(
      {
        ...validInquiry({ message }),
        formToken: await tokenAged(FORM_TOKEN_MIN_AGE_MS + 1_000),
        turnstileToken: TURNSTILE_TOKEN,
      },
      { env: CONFIRMATION_ON },
    );
    expect(await expectAccepted(response)).toMatchObject({ confirmation: true });
    expect(await spamReasonsOf(message)).toEqual([]);
  });

  it("JSON: filed as too_fast spam; the decoy looks like a success but promises no confirmation", async () => {
    const message = "Autofilled and pasted, sent at once.";
    const response = await postInquiry(
      { ...validInquiry({ message }), formToken: await tokenAged(500), turnstileToken: TURNSTILE_TOKEN },
      { env: CONFIRMATION_ON },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^inquiry-[0-9a-f]{64}$/), status: "sent" });
    expect(await spamReasonsOf(message)).toEqual(["too_fast"]);
    await settleAllRuns();
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  it("without JavaScript: filed as too_fast spam, and the thank-you page it lands on promises no confirmation", async () => {
    const message = "Posted without JavaScript right after the page loaded.";
    const early = await postForm(
      {
        ...typedValues({ message }),
        formToken: await tokenAged(500),
        "cf-turnstile-response": TURNSTILE_TOKEN,
      },
      "urlencoded",
      { env: CONFIRMATION_ON },
    );
    expect(early.status).toBe(303);
    expect(early.headers.get("Location")).toBe("/contact/thank-you");
    expect(await spamReasonsOf(message)).toEqual(["too_fast"]);

    // The same post once the token is old enough: delivered, and the thank-you page says so.
    const later = await postForm(
      { ...typedValues({ message: `${message} Again.` }), "cf-turnstile-response": TURNSTILE_TOKEN },
      "urlencoded",
      { env: CONFIRMATION_ON },
    );
    expect(later.status).toBe(303);
    expect(later.headers.get("Location")).toBe("/contact/thank-you?confirmation=1");
  });
});
