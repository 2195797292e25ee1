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
