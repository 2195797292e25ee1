import { describe, expect, it, vi } from "vitest";
import { AdminApiError, deleteInquiry, errorKindOf, filterQuery, inquiryCsvUrl } from "./admin-api.ts";

/** The admin API client (docs/product.md#operator-inbox): queries, error kinds, request options. */
describe("admin API client", () => {
  it("leaves empty filters out of the query and trims the search", () => {
    expect(filterQuery({ status: null, q: "   " })).toBe("");
    expect(filterQuery({ status: "dead", q: " ada " }, { cursor: "abc", limit: null })).toBe(
      "?status=dead&q=ada&cursor=abc",
    );
    expect(inquiryCsvUrl({ status: "failed", q: "" })).toBe("/api/admin/inquiries.csv?status=failed");
  });

  it.each([
    [401, "access_token_missing", "sign-in"],
    [403, "access_token_invalid", "sign-in"],
    [403, "origin_not_allowed", "origin-not-allowed"],
    [503, "admin_not_configured", "not-configured"],
    [503, "archive_unavailable", "unavailable"],
    [503, "access_unavailable", "unavailable"],
    [404, "not_found", "not-found"],
    [409, "inquiry_not_resendable", "conflict"],
    [429, "reply_limit_reached", "limit"],
    [429, "rate_limited", "limit"],
    [400, "invalid_query", "unexpected"],
  ] as const)("%i %s is %s", (status, code, kind) => {
    expect(errorKindOf(status, code)).toBe(kind);
  });

  it("sends DELETE to the inquiry's URL without following redirects, and throws the worker's code", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ error: "gone", code: "not_found" }), { status: 404 }),
    );
    const failure = await deleteInquiry("a/b", { fetch }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AdminApiError);
    expect(failure).toMatchObject({ kind: "not-found", status: 404, code: "not_found", message: "gone" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/inquiries/a%2Fb");
    expect(init).toMatchObject({ method: "DELETE", redirect: "manual", credentials: "same-origin" });
  });
});
