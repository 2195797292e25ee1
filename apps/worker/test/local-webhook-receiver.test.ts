import { describe, expect, it } from "vitest";
import { listReceivedWebhooks } from "../src/channels/received-webhooks.ts";
import { signWebhook } from "../src/channels/standard-webhooks.ts";
import { outboxWebhooksRoute } from "../src/routes/outbox-webhooks.ts";

/**
 * The local webhook receiver (docs/operations.md#local-development): under `ENVIRONMENT=local` it
 * verifies a `json` webhook with `NOTIFY_WEBHOOK_LOCAL_SECRET` (read like every secret: trimmed,
 * unset when blank) and keeps what arrived, verified or not. The test bindings are production
 * ones, so the route is called with a local env of its own.
 */

const SECRET = "whsec_dGVzdC1sb2NhbC1yZWNlaXZlci1zZWNyZXQtMDE=";

/** POSTs `body` to the receiver as message `id`, signed with `signedWith`, under `env`. */
async function deliver(id: string, env: Record<string, string>, signedWith = SECRET): Promise<Response> {
  const body = JSON.stringify({ kind: "inquiry", id });
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

  it("answers 404 outside ENVIRONMENT=local", async () => {
    const response = await deliver("local-prod", {
      ENVIRONMENT: "production",
      NOTIFY_WEBHOOK_LOCAL_SECRET: SECRET,
    });
    expect(response.status).toBe(404);
    expect(kept("local-prod")).toBeUndefined();
  });
});
