import { describe, expect, it } from "vitest";
import { LOCAL_WEBHOOK_MAX_BODY_BYTES } from "../../src/core/body-limit.ts";
import { signWebhook } from "../../src/delivery/webhook/standard-webhooks.ts";
import { listReceivedWebhooks, outboxWebhooksRoute } from "../../src/local/outbox-webhooks-route.ts";

/**
 * The local webhook receiver (docs/reference.md#local-development): under `ENVIRONMENT=local` it
 * verifies a `json` webhook with `NOTIFY_WEBHOOK_LOCAL_SECRET` (read like every secret: trimmed,
 * unset when blank) and keeps what arrived, verified or not. The test bindings are production
 * ones, so the route is called with a local env of its own.
 */

const SECRET = "whsec_dGVzdC1sb2NhbC1yZWNlaXZlci1zZWNyZXQtMDE=";

/**
 * POSTs a `json` webhook to the receiver as message `id`, signed with `signedWith`, under `env`;
 * `padding` characters of blank text make its body bigger.
 */
async function deliver(
  id: string,
  env: Record<string, string>,
  signedWith = SECRET,
  padding = 0,
): Promise<Response> {
  const body = JSON.stringify({ kind: "inquiry", id, padding: " ".repeat(padding) });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = await signWebhook(signedWith, id, timestamp, body);
  return outboxWebhooksRoute.request(
    "/",
    {
      method: "POST",
      body,
      headers: { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": signature },
    },
    { ENVIRONMENT: "local", ...env },
  );
}

/** What the receiver keeps of message `id`. */
function kept(id: string) {
  return listReceivedWebhooks().find((webhook) => webhook.id === id);
}

describe("the local webhook receiver", () => {
  it("verifies with the secret as every secret is read (trimmed): 204, kept as verified", async () => {
    const response = await deliver("local-ok", { NOTIFY_WEBHOOK_LOCAL_SECRET: ` ${SECRET}\n` });
    expect(response.status).toBe(204);
    expect(kept("local-ok")).toMatchObject({ verified: true, body: { kind: "inquiry", id: "local-ok" } });
  });

  it("a blank secret or another signer: 401 webhook_signature_invalid, kept as not verified", async () => {
    for (const [id, env, signer] of [
      ["local-blank", { NOTIFY_WEBHOOK_LOCAL_SECRET: "  " }, SECRET],
      ["local-forged", { NOTIFY_WEBHOOK_LOCAL_SECRET: SECRET }, "whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldA=="],
    ] as const) {
      const response = await deliver(id, env, signer);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "webhook_signature_invalid" });
      expect(kept(id)).toMatchObject({ verified: false });
    }
  });

  it("refuses a body over 64 KiB with 413 payload_too_large before reading or keeping it", async () => {
    const env = { NOTIFY_WEBHOOK_LOCAL_SECRET: SECRET };
    const over = await deliver("local-big", env, SECRET, LOCAL_WEBHOOK_MAX_BODY_BYTES);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      code: "payload_too_large",
      error: "The request body is larger than 64 KiB.",
    });
    expect(kept("local-big")).toBeUndefined();
    // Just under the limit is read and verified as usual.
    const under = await deliver("local-under", env, SECRET, LOCAL_WEBHOOK_MAX_BODY_BYTES - 100);
    expect(under.status).toBe(204);
    expect(kept("local-under")).toMatchObject({ verified: true });
  });

  it("answers 404 outside ENVIRONMENT=local", async () => {
    const response = await deliver("local-prod", {
      ENVIRONMENT: "production",
      NOTIFY_WEBHOOK_LOCAL_SECRET: SECRET,
    });
    expect(response.status).toBe(404);
    expect(kept("local-prod")).toBeUndefined();
  });
});
