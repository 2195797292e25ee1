import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createResendStandInClient } from "../src/resend/client.ts";
import { checkResendSchema } from "../src/resend/schema.ts";
import { startResendStandInServer } from "../src/resend/server.ts";
import { createResendStandIn, DEFAULT_DOMAINS, RESEND_WEBHOOK_EVENTS } from "../src/resend/stand-in.ts";

const KEY = "re_test_key";
const SENDING_KEY = "re_sending_only";
const standIn = createResendStandIn({ apiKeys: [KEY], sendingOnlyKeys: [SENDING_KEY] });
beforeEach(() => standIn.reset());

/** A request to the in-process handler with the full-access key unless `key` says otherwise. */
async function call(method: string, path: string, body?: unknown, key: string | null = KEY) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  const response = await standIn.handle(
    new Request(`http://resend.test${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /domains", () => {
  it("lists the default domain, verified, in Resend's ListDomainsResponse shape", async () => {
    const answer = await call("GET", "/domains");
    expect(answer.status).toBe(200);
    expect(checkResendSchema("ListDomainsResponse", answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({
      object: "list",
      has_more: false,
      data: [{ name: "clearwell-interiors.example", status: "verified", region: "us-east-1" }],
    });
    const [item] = answer.body.data as Record<string, unknown>[];
    expect(item?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item?.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+\+00$/);
    expect(item).not.toHaveProperty("records");
    expect(DEFAULT_DOMAINS).toEqual([{ name: "clearwell-interiors.example", status: "verified" }]);
  });

  it("lists the domains a test sets, and none after setDomains([])", async () => {
    standIn.setDomains([
      { name: "a.example", status: "pending", id: "d-1" },
      { name: "b.example", status: "failed", region: "eu-west-1" },
    ]);
    const answer = await call("GET", "/domains");
    expect(checkResendSchema("ListDomainsResponse", answer.body)).toEqual([]);
    expect(answer.body.data).toMatchObject([
      { id: "d-1", name: "a.example", status: "pending" },
      { name: "b.example", status: "failed", region: "eu-west-1" },
    ]);
    standIn.setDomains([]);
    expect((await call("GET", "/domains")).body.data).toEqual([]);
  });

  it("reset puts back the domains the stand-in was created with", async () => {
    const custom = createResendStandIn({
      apiKeys: [KEY],
      domains: [{ name: "c.example", status: "pending" }],
    });
    custom.setDomains([]);
    custom.reset();
    const response = await custom.handle(
      new Request("http://resend.test/domains", { headers: { Authorization: `Bearer ${KEY}` } }),
    );
    expect(((await response.json()) as { data: { name: string }[] }).data.map((d) => d.name)).toEqual([
      "c.example",
    ]);
  });
});

describe("GET /domains/{domain_id}", () => {
  it("answers the Domain with its sending records, all verified for a verified domain", async () => {
    const [listed] = (await call("GET", "/domains")).body.data as { id: string }[];
    const answer = await call("GET", `/domains/${listed?.id}`);
    expect(answer.status).toBe(200);
    expect(checkResendSchema("Domain", answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({
      object: "domain",
      id: listed?.id,
      name: "clearwell-interiors.example",
    });
    const records = answer.body.records as { record: string; name: string; type: string; status: string }[];
    expect(records.map(({ record, name, type, status }) => [record, type, name, status])).toEqual([
      ["SPF", "MX", "send.clearwell-interiors.example", "verified"],
      ["SPF", "TXT", "send.clearwell-interiors.example", "verified"],
      ["DKIM", "TXT", "resend._domainkey.clearwell-interiors.example", "verified"],
    ]);
  });

  it("gives the records statuses that fit the domain's, or the records the test set", async () => {
    standIn.setDomains([
      { name: "p.example", status: "pending", id: "p" },
      { name: "half.example", status: "partially_verified", id: "half" },
      {
        name: "own.example",
        status: "failed",
        id: "own",
        records: [{ record: "DKIM", name: "x", type: "TXT", value: "p=1", status: "failed", ttl: "Auto" }],
      },
    ]);
    const statuses = async (id: string) =>
      ((await call("GET", `/domains/${id}`)).body.records as { status: string }[]).map((r) => r.status);
    expect(await statuses("p")).toEqual(["pending", "pending", "pending"]);
    expect(await statuses("half")).toEqual(["verified", "verified", "pending"]);
    expect(await statuses("own")).toEqual(["failed"]);
  });

  it("answers 404 not_found for an id not on the account", async () => {
    expect(await call("GET", "/domains/nope")).toEqual({
      status: 404,
      body: { statusCode: 404, name: "not_found", message: "Domain not found" },
    });
  });
});

describe("POST /webhooks and GET /webhooks", () => {
  const endpoint = "https://clearwell-interiors.example/api/webhooks/resend";

  it("creates a webhook: 201 { object, id, signing_secret: whsec_... }, then lists it without the secret", async () => {
    const created = await call("POST", "/webhooks", {
      endpoint,
      events: ["email.delivered", "email.bounced"],
    });
    expect(created.status).toBe(201);
    expect(checkResendSchema("CreateWebhookResponse", created.body)).toEqual([]);
    expect(Object.keys(created.body)).toEqual(["object", "id", "signing_secret"]);
    expect(created.body.object).toBe("webhook");
    expect(created.body.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const listed = await call("GET", "/webhooks");
    expect(listed.status).toBe(200);
    expect(checkResendSchema("ListWebhooksResponse", listed.body)).toEqual([]);
    expect(listed.body).toMatchObject({
      object: "list",
      has_more: false,
      data: [
        { id: created.body.id, endpoint, events: ["email.delivered", "email.bounced"], status: "enabled" },
      ],
    });
    expect(JSON.stringify(listed.body)).not.toContain("whsec_");
    expect(standIn.webhooks()).toMatchObject([
      { id: created.body.id, signing_secret: created.body.signing_secret },
    ]);
  });

  it("refuses a body without events (missing_required_field), with no events, an unknown event or a bad URL", async () => {
    const refused = async (body: unknown) => {
      const answer = await call("POST", "/webhooks", body);
      return [answer.status, answer.body.name];
    };
    expect(await refused({ endpoint })).toEqual([422, "missing_required_field"]);
    expect(await refused({ endpoint, events: [] })).toEqual([422, "validation_error"]);
    expect(await refused({ endpoint, events: ["email.nope"] })).toEqual([422, "validation_error"]);
    expect(await refused({ endpoint: "not a url", events: ["email.sent"] })).toEqual([
      422,
      "validation_error",
    ]);
    expect(standIn.webhooks()).toEqual([]);
  });

  it("knows the event names of Resend's document, delivery events included", () => {
    expect(RESEND_WEBHOOK_EVENTS).toEqual(
      expect.arrayContaining([
        "email.delivered",
        "email.bounced",
        "email.complained",
        "email.delivery_delayed",
      ]),
    );
  });
});

describe("the bearer key on the account routes", () => {
  it.each([
    ["GET", "/domains"],
    ["GET", "/domains/x"],
    ["GET", "/webhooks"],
    ["POST", "/webhooks"],
  ])("%s %s: 401 missing_api_key, 403 invalid_api_key, 401 restricted_api_key", async (method, path) => {
    const body = method === "POST" ? { endpoint: "https://a.example/h", events: ["email.sent"] } : undefined;
    expect(await call(method, path, body, null)).toMatchObject({
      status: 401,
      body: { name: "missing_api_key" },
    });
    expect(await call(method, path, body, "re_wrong")).toMatchObject({
      status: 403,
      body: { name: "invalid_api_key" },
    });
    expect(await call(method, path, body, SENDING_KEY)).toMatchObject({
      status: 401,
      body: { name: "restricted_api_key" },
    });
    expect(standIn.webhooks()).toEqual([]);
  });

  it("a sending-only key still sends (POST /emails)", async () => {
    const response = await standIn.handle(
      new Request("http://resend.test/emails", {
        method: "POST",
        headers: {
          Authorization: `Bearer ${SENDING_KEY}`,
          "Content-Type": "application/json",
          "Idempotency-Key": "k-1",
        },
        body: JSON.stringify({
          from: "a@clearwell-interiors.example",
          to: "b@example.com",
          subject: "s",
          text: "t",
        }),
      }),
    );
    expect(response.status).toBe(200);
  });

  it("answers 405 method_not_allowed for a method the stand-in does not serve", async () => {
    expect(await call("DELETE", "/webhooks")).toMatchObject({
      status: 405,
      body: { name: "method_not_allowed" },
    });
  });
});

describe("over HTTP, through the client", () => {
  let server: Awaited<ReturnType<typeof startResendStandInServer>>;
  let client: ReturnType<typeof createResendStandInClient>;
  beforeAll(async () => {
    server = await startResendStandInServer({ apiKeys: [KEY] });
    client = createResendStandInClient(server.url);
  });
  afterAll(() => server.close());
  beforeEach(() => client.reset());

  it("setDomains changes GET /domains; webhooks() reads the created ones; reset restores both", async () => {
    await client.setDomains([{ name: "shop.example", status: "not_started" }]);
    const auth = { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" };
    const domains = (await (await fetch(`${server.url}/domains`, { headers: auth })).json()) as {
      data: { name: string; status: string }[];
    };
    expect(domains.data.map(({ name, status }) => [name, status])).toEqual([["shop.example", "not_started"]]);
    await fetch(`${server.url}/webhooks`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ endpoint: "https://shop.example/h", events: ["email.sent"] }),
    });
    expect((await client.webhooks()).map((webhook) => webhook.endpoint)).toEqual(["https://shop.example/h"]);
    await client.reset();
    expect(await client.webhooks()).toEqual([]);
    const after = (await (await fetch(`${server.url}/domains`, { headers: auth })).json()) as {
      data: { name: string }[];
    };
    expect(after.data.map((domain) => domain.name)).toEqual(["clearwell-interiors.example"]);
  });

  it("refuses a domain with an unknown status or field (400 naming it)", async () => {
    await expect(client.setDomains([{ name: "a.example", status: "done" } as never])).rejects.toThrow(
      /domains\[0\]\.status is not one of/,
    );
    await expect(
      client.setDomains([{ name: "a.example", status: "verified", dns: [] } as never]),
    ).rejects.toThrow(/domains\[0\]\.dns is not a domain field/);
  });
});
