import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useFormToken } from "./use-form-token.ts";

const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);

/** A token shaped like the worker's, issued at `issuedMs` (the signature is never checked here). */
function tokenIssuedAt(issuedMs: number): string {
  return `v1.${issuedMs.toString(36)}.c2lnbmF0dXJl`;
}

/** A hidden input holding `value`, and a `fetch` answering `{ formToken: fresh }`. */
function setup(value: string, fresh = tokenIssuedAt(NOW)) {
  const input = document.createElement("input");
  input.value = value;
  const fetch = vi.fn(async () => Response.json({ formToken: fresh }));
  return { input, fetch, fresh, ref: { current: input } };
}

describe("useFormToken (docs/product.md#abuse-defences)", () => {
  it("keeps a token the page carried while it is at most 1 h old: no request", async () => {
    const carried = tokenIssuedAt(NOW - 30 * 60 * 1000);
    const { input, fetch, ref } = setup(carried);
    renderHook(() => useFormToken(ref, fetch as unknown as typeof globalThis.fetch, () => NOW));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(input.value).toBe(carried);
  });

  it("replaces a token older than 1 h on mount (a page restored from the cache)", async () => {
    const { input, fetch, fresh, ref } = setup(tokenIssuedAt(NOW - 2 * HOUR_MS));
    renderHook(() => useFormToken(ref, fetch as unknown as typeof globalThis.fetch, () => NOW));
    await waitFor(() => expect(input.value).toBe(fresh));
  });

  it("replaces it when a tab left open comes back into view after more than an hour", async () => {
    let clock = NOW;
    const { input, fetch, fresh, ref } = setup(
      tokenIssuedAt(NOW - 10 * 60 * 1000),
      tokenIssuedAt(NOW + 20 * HOUR_MS),
    );
    renderHook(() => useFormToken(ref, fetch as unknown as typeof globalThis.fetch, () => clock));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    clock = NOW + 20 * HOUR_MS;
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(input.value).toBe(fresh));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the old token when the request fails (the form still sends)", async () => {
    const old = tokenIssuedAt(NOW - 2 * HOUR_MS);
    const { input, ref } = setup(old);
    const failing = vi.fn(async () => new Response("", { status: 503 }));
    renderHook(() => useFormToken(ref, failing as unknown as typeof globalThis.fetch, () => NOW));
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(input.value).toBe(old);
  });
});
