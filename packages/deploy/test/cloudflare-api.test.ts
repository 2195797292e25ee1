import { describe, expect, it } from "vitest";
import { apiBase, CloudflareApiError, cloudflareGet, readCredentials } from "../src/cloudflare-api.ts";
import { CommandError } from "../src/errors.ts";
import type { CommandResult, Wrangler } from "../src/seams.ts";

const SECRET = "oauth-token-never-printed-77";

/** A quiet wrangler answering `auth token --json` with `result`, and its calls. */
function authToken(result: CommandResult): Wrangler & { calls: string[] } {
  const calls: string[] = [];
  return Object.assign(
    async (args: readonly string[]) => {
      calls.push(args.join(" "));
      return result;
    },
    { calls },
  );
}

describe("the credentials deploy reads Cloudflare's API with", () => {
  it("CLOUDFLARE_API_TOKEN when set, without asking wrangler", async () => {
    const wrangler = authToken({ code: 0, stdout: "{}", stderr: "" });
    expect(await readCredentials(wrangler, { CLOUDFLARE_API_TOKEN: " env-token " })).toEqual({
      kind: "token",
      token: "env-token",
      source: "CLOUDFLARE_API_TOKEN",
    });
    expect(wrangler.calls).toEqual([]);
  });

  it("else wrangler's login (auth token --json), or the global key wrangler was given", async () => {
    const oauth = authToken({
      code: 0,
      stdout: JSON.stringify({ type: "oauth", token: SECRET }),
      stderr: "",
    });
    expect(await readCredentials(oauth, {})).toEqual({
      kind: "token",
      token: SECRET,
      source: "wrangler login",
    });
    expect(oauth.calls).toEqual(["auth token --json"]);
    const key = authToken({
      code: 0,
      stdout: JSON.stringify({ type: "api_key", key: "k", email: "ops@clearwell.example" }),
      stderr: "",
    });
    expect(await readCredentials(key, {})).toEqual({
      kind: "key",
      key: "k",
      email: "ops@clearwell.example",
      source: "CLOUDFLARE_API_KEY",
    });
  });

  it("not signed in, or an answer that is not JSON: a message that never quotes wrangler's output", async () => {
    const out = authToken({ code: 1, stdout: SECRET, stderr: "Not logged in." });
    await expect(readCredentials(out, {})).rejects.toThrow(
      "wrangler is not signed in to Cloudflare. Sign in with `cd apps/worker && pnpm exec wrangler login`",
    );
    const garbled = authToken({ code: 0, stdout: `token: ${SECRET}`, stderr: "" });
    const error = await readCredentials(garbled, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandError);
    expect((error as Error).message).toContain("did not answer JSON");
    expect((error as Error).message).not.toContain(SECRET);
  });
});

describe("the API client", () => {
  it("honours CLOUDFLARE_API_BASE_URL like wrangler, with the default otherwise", () => {
    expect(apiBase({})).toBe("https://api.cloudflare.com/client/v4");
    expect(apiBase({ CLOUDFLARE_API_BASE_URL: "http://127.0.0.1:8830/client/v4/" })).toBe(
      "http://127.0.0.1:8830/client/v4",
    );
  });

  it("sends the token or the key in headers only, and reads the envelope's result", async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const fetcher = async (url: string, init?: RequestInit) => {
      seen.push({ url, headers: new Headers(init?.headers) });
      return Response.json({ success: true, errors: [], result: [{ id: "z" }] });
    };
    const get = cloudflareGet(
      fetcher,
      { kind: "token", token: SECRET, source: "wrangler login" },
      "http://cf.test",
    );
    expect(await get("/zones", { name: "clearwell.example" })).toEqual([{ id: "z" }]);
    expect(seen[0]?.url).toBe("http://cf.test/zones?name=clearwell.example");
    expect(seen[0]?.headers.get("authorization")).toBe(`Bearer ${SECRET}`);
    const byKey = cloudflareGet(
      fetcher,
      { kind: "key", key: "k", email: "e@x", source: "CLOUDFLARE_API_KEY" },
      "http://cf.test",
    );
    await byKey("/zones");
    expect(seen[1]?.headers.get("x-auth-key")).toBe("k");
    expect(seen[1]?.headers.get("x-auth-email")).toBe("e@x");
  });

  it("refused credentials, an unreachable API and any other error, each said without the token", async () => {
    const answer = (status: number, code: number) => async () =>
      Response.json({ success: false, errors: [{ code, message: "nope" }], result: null }, { status });
    const credentials = { kind: "token", token: SECRET, source: "wrangler login" } as const;
    const refused = await cloudflareGet(
      answer(403, 9109),
      credentials,
      "http://cf.test",
    )("/zones").catch((e: unknown) => e);
    expect((refused as Error).message).toBe(
      "Cloudflare refused deploy's credentials (wrangler login) for GET /zones (403: 9109 nope). Sign in again with `cd apps/worker && pnpm exec wrangler login`. Then run deploy again.",
    );
    const other = await cloudflareGet(
      answer(404, 10007),
      credentials,
      "http://cf.test",
    )("/x").catch((e: unknown) => e);
    expect(other).toBeInstanceOf(CloudflareApiError);
    expect(other).toMatchObject({ status: 404, codes: [10007], said: "404: 10007 nope" });
    const down = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    const unreachable = await cloudflareGet(
      down,
      credentials,
      "http://cf.test",
    )("/x").catch((e: unknown) => e);
    expect((unreachable as Error).message).toBe(
      "Could not reach Cloudflare's API at http://cf.test (connect ECONNREFUSED). Check the connection and run deploy again.",
    );
    for (const error of [refused, other, unreachable])
      expect(String((error as Error).message)).not.toContain(SECRET);
  });
});
