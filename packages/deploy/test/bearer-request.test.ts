import { describe, expect, it } from "vitest";
import { bearerRequest } from "../src/bearer-request.ts";
import { accessApi } from "../src/cloudflare-access.ts";
import { DEFAULT_API_BASE } from "../src/cloudflare-api.ts";
import { CommandError } from "../src/errors.ts";
import { resendApi } from "../src/resend-api.ts";

/** A `fetch` with no network: every call fails the way `fetch` does when nothing answers. */
const offline = async (): Promise<Response> => {
  throw new TypeError("fetch failed");
};

/** The account API requests of `pnpm run setup` (docs/reference.md#the-commands-in-detail), with and without a network. */
describe("bearerRequest", () => {
  it("sends the token as a bearer header and the body as JSON", async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const answer = await bearerRequest(
      async (url, init) => {
        seen.push({ url, init });
        return new Response("{}", { status: 201 });
      },
      {
        method: "POST",
        url: "https://api.example/webhooks",
        token: "re_secret",
        body: { a: 1 },
        unreachable: "x",
      },
    );
    expect(answer.status).toBe(201);
    const headers = new Headers(seen[0]?.init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_secret");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(seen[0]?.init?.body).toBe('{"a":1}');
  });

  it("without a network, Resend's and Cloudflare's clients say which API could not be reached, never the key", async () => {
    const resend = resendApi(offline, "re_secret_key", "https://api.resend.example");
    const resendError = await resend.listDomains().catch((error: unknown) => error);
    expect(resendError).toBeInstanceOf(CommandError);
    expect((resendError as Error).message).toBe(
      "Could not reach Resend at https://api.resend.example (fetch failed). Check the connection and run setup again.",
    );
    const access = accessApi(offline, "cf_secret_token", "account-1", DEFAULT_API_BASE);
    const accessError = await access.teamDomain().catch((error: unknown) => error);
    expect((accessError as Error).message).toBe(
      `Could not reach Cloudflare's API at ${DEFAULT_API_BASE} (fetch failed). Check the connection and run setup again.`,
    );
    expect(`${(resendError as Error).message}${(accessError as Error).message}`).not.toMatch(/secret/);
  });
});

/** `fetch` answering every request with `body` as JSON, status 200. */
function answering(body: unknown) {
  return async (): Promise<Response> => new Response(JSON.stringify(body), { status: 200 });
}

describe("resendApi answers", () => {
  it("reads the domains and the DNS records still to add with the worker's rules", async () => {
    const domains = resendApi(
      answering({ data: [{ id: "d1", name: "example.com", status: "pending", region: "us-east-1" }] }),
      "re_key",
    );
    expect(await domains.listDomains()).toEqual([{ id: "d1", name: "example.com", status: "pending" }]);
    const record = { record: "SPF", type: "TXT", name: "send", value: "v=spf1" };
    const detail = resendApi(
      answering({
        records: [
          { ...record, status: "verified" },
          { ...record, record: "DKIM", status: "pending" },
        ],
      }),
      "re_key",
    );
    expect(await detail.dnsRecordsToShow("d1")).toEqual([{ ...record, record: "DKIM", status: "pending" }]);
  });

  it("refuses an answer of another shape with what to do", async () => {
    const calls = [
      () => resendApi(answering({ domains: [] }), "re_key").listDomains(),
      () => resendApi(answering({ records: [{ record: "SPF" }] }), "re_key").dnsRecordsToShow("d1"),
      () => resendApi(answering({ data: [{ id: "w1" }] }), "re_key").listWebhooks(),
    ];
    for (const call of calls) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CommandError);
      expect((error as Error).message).toMatch(/^Resend answered GET \/\S+ with JSON of another shape/);
    }
  });
});
