import { FORM_TOKEN_MIN_AGE_MS } from "@clearwell/contract";
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FORM_TOKEN_SEND_AFTER_MS,
  type FormTokenReady,
  type PageClock,
  useFormToken,
} from "./use-form-token.ts";

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
    renderHook(() =>
      useFormToken(ref, { fetch: fetch as unknown as typeof globalThis.fetch, now: () => NOW }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(input.value).toBe(carried);
  });

  it("asks again after a remount aborted the first request (React's StrictMode in development)", async () => {
    const input = document.createElement("input");
    const fresh = tokenIssuedAt(NOW);
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (init?.signal?.aborted) throw new DOMException("The request was aborted.", "AbortError");
      return Response.json({ formToken: fresh });
    });
    renderHook(
      () =>
        useFormToken(
          { current: input },
          { fetch: fetch as unknown as typeof globalThis.fetch, now: () => NOW },
        ),
      { reactStrictMode: true },
    );
    await waitFor(() => expect(input.value).toBe(fresh));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("replaces a token older than 1 h on mount (a page restored from the cache)", async () => {
    const { input, fetch, fresh, ref } = setup(tokenIssuedAt(NOW - 2 * HOUR_MS));
    renderHook(() =>
      useFormToken(ref, { fetch: fetch as unknown as typeof globalThis.fetch, now: () => NOW }),
    );
    await waitFor(() => expect(input.value).toBe(fresh));
  });

  it("replaces it when a tab left open comes back into view after more than an hour", async () => {
    let clock = NOW;
    const { input, fetch, fresh, ref } = setup(
      tokenIssuedAt(NOW - 10 * 60 * 1000),
      tokenIssuedAt(NOW + 20 * HOUR_MS),
    );
    renderHook(() =>
      useFormToken(ref, { fetch: fetch as unknown as typeof globalThis.fetch, now: () => clock }),
    );
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
    renderHook(() =>
      useFormToken(ref, { fetch: failing as unknown as typeof globalThis.fetch, now: () => NOW }),
    );
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(input.value).toBe(old);
  });
});

describe("useFormToken's wait before an early Send (docs/product.md#contact-form)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The fake clock (ms, `Date.now()` under fake timers) as the page's monotonic clock. */
  const fakeClock = (pageArrivedAt: number | null): PageClock => ({
    now: () => Date.now(),
    pageArrivedAt: () => pageArrivedAt,
  });

  /** Calls `ready` and reports whether it has resolved yet. */
  function track(ready: FormTokenReady, signal?: AbortSignal) {
    let done = false;
    void ready(signal).then(() => {
      done = true;
    });
    return () => done;
  }

  it("waits the worker's minimum age plus a margin: more than 3 s, at most 3.5 s", () => {
    expect(FORM_TOKEN_SEND_AFTER_MS).toBeGreaterThan(FORM_TOKEN_MIN_AGE_MS);
    expect(FORM_TOKEN_SEND_AFTER_MS).toBeLessThanOrEqual(FORM_TOKEN_MIN_AGE_MS + 500);
  });

  it("holds a Send until 3.5 s after the page's HTML (which carried the token) arrived", async () => {
    vi.useFakeTimers({ now: NOW });
    const { ref, fetch } = setup(tokenIssuedAt(NOW));
    // The HTML arrived 1 s before the scripts ran; the Send comes 0.5 s after they did.
    const clock = fakeClock(NOW - 1_000);
    const { result } = renderHook(() =>
      useFormToken(ref, { fetch: fetch as unknown as typeof globalThis.fetch, now: Date.now, clock }),
    );
    await vi.advanceTimersByTimeAsync(500);
    const done = track(result.current);
    await vi.advanceTimersByTimeAsync(FORM_TOKEN_SEND_AFTER_MS - 1_500 - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("measures a fetched token from when its answer arrived, not from the page's arrival", async () => {
    vi.useFakeTimers({ now: NOW });
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const input = document.createElement("input");
    const clock = fakeClock(NOW - 60_000);
    const { result } = renderHook(() =>
      useFormToken({ current: input }, { fetch: fetch as unknown as typeof globalThis.fetch, clock }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    answer(Response.json({ formToken: tokenIssuedAt(NOW) }));
    await vi.advanceTimersByTimeAsync(0);
    expect(input.value).toBe(tokenIssuedAt(NOW));
    const done = track(result.current);
    await vi.advanceTimersByTimeAsync(FORM_TOKEN_SEND_AFTER_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it("waits for a token request still under way at the press, then for that token's age", async () => {
    vi.useFakeTimers({ now: NOW });
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const input = document.createElement("input");
    const { result } = renderHook(() =>
      useFormToken(
        { current: input },
        { fetch: fetch as unknown as typeof globalThis.fetch, clock: fakeClock(null) },
      ),
    );
    const done = track(result.current);
    await vi.advanceTimersByTimeAsync(200);
    answer(Response.json({ formToken: tokenIssuedAt(NOW) }));
    await vi.advanceTimersByTimeAsync(FORM_TOKEN_SEND_AFTER_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it("does not hold a Send once the token is old enough, nor when there is no token at all", async () => {
    vi.useFakeTimers({ now: NOW });
    const { ref, fetch } = setup(tokenIssuedAt(NOW - 10_000));
    const old = renderHook(() =>
      useFormToken(ref, {
        fetch: fetch as unknown as typeof globalThis.fetch,
        clock: fakeClock(NOW - 10_000),
      }),
    );
    const oldDone = track(old.result.current);
    await vi.advanceTimersByTimeAsync(0);
    expect(oldDone()).toBe(true);

    const failing = vi.fn(async () => new Response("", { status: 503 }));
    const empty = renderHook(() =>
      useFormToken(
        { current: document.createElement("input") },
        { fetch: failing as unknown as typeof globalThis.fetch, clock: fakeClock(null) },
      ),
    );
    await vi.advanceTimersByTimeAsync(0);
    const emptyDone = track(empty.result.current);
    await vi.advanceTimersByTimeAsync(0);
    expect(emptyDone()).toBe(true);
  });

  it("lets go at once when the submit is abandoned (the form unmounts)", async () => {
    vi.useFakeTimers({ now: NOW });
    const { ref, fetch } = setup(tokenIssuedAt(NOW));
    const { result } = renderHook(() =>
      useFormToken(ref, { fetch: fetch as unknown as typeof globalThis.fetch, clock: fakeClock(NOW) }),
    );
    const controller = new AbortController();
    const done = track(result.current, controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});
