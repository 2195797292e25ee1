import { describe, expect, it } from "vitest";
import { DEFAULT_INBOX_VIEW, inboxSearch, parseInboxView } from "./inbox-url.ts";

/** The inbox's view in its URL (docs/product.md#operator-inbox). */
describe("parseInboxView / inboxSearch", () => {
  it("reads status, search and the open inquiry, and writes them back", () => {
    const view = parseInboxView(new URLSearchParams("status=failed&q=turing+%26+co&inquiry=a1"));
    expect(view).toEqual({ status: "failed", q: "turing & co", inquiry: "a1" });
    expect(inboxSearch(view)).toBe("?status=failed&q=turing+%26+co&inquiry=a1");
    expect(parseInboxView(new URLSearchParams(inboxSearch(view)))).toEqual(view);
  });

  it("the default view has an empty query", () => {
    expect(parseInboxView(new URLSearchParams(""))).toEqual(DEFAULT_INBOX_VIEW);
    expect(inboxSearch(DEFAULT_INBOX_VIEW)).toBe("");
  });

  it("ignores what it cannot use: an unknown status, blank or over-long values, other parameters", () => {
    expect(
      parseInboxView(new URLSearchParams(`status=FAILED&q=%20%20&inquiry=${"x".repeat(201)}&cursor=abc`)),
    ).toEqual(DEFAULT_INBOX_VIEW);
    expect(parseInboxView(new URLSearchParams("status=nonsense&q=ok")).status).toBeNull();
    expect(parseInboxView(new URLSearchParams(`inquiry=${"x".repeat(200)}`)).inquiry).toHaveLength(200);
  });
});
