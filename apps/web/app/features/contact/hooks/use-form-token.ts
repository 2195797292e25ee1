import { FORM_TOKEN_MIN_AGE_MS, FORM_TOKEN_REFRESH_AFTER_MS, formTokenIssuedAt } from "@clearwell/contract";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import { FORM_TOKEN_ENDPOINT } from "../../../config/site.ts";

/** How often an open page checks its token's age, in ms (5 minutes). */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * What the page adds to the worker's minimum token age before it sends, in ms (500 ms). The page
 * measures from the moment it got its token, which is after the worker issued it, and the worker's
 * clock and the request's travel are not the page's: the margin keeps an early Send on the safe
 * side of `too_fast`.
 */
export const FORM_TOKEN_WAIT_MARGIN_MS = 500;

/**
 * How long after the page got its form token a Send may go out, in ms: the worker's
 * `FORM_TOKEN_MIN_AGE_MS` (3 s) plus {@link FORM_TOKEN_WAIT_MARGIN_MS} (docs/product.md#contact-form).
 */
export const FORM_TOKEN_SEND_AFTER_MS = FORM_TOKEN_MIN_AGE_MS + FORM_TOKEN_WAIT_MARGIN_MS;

/**
 * The page's monotonic clock, in ms: `now()` as `performance.now()` measures, and when the page's
 * own HTML (which carries the token the worker wrote into it) began to arrive on that clock, or
 * `null` when the browser does not say.
 */
export type PageClock = { now: () => number; pageArrivedAt: () => number | null };

/**
 * When the page's HTML began to arrive (the navigation's `responseStart`, on the
 * `performance.now()` clock): after the worker issued the token it wrote into the page.
 */
function navigationResponseStart(): number | null {
  const [entry] = globalThis.performance?.getEntriesByType?.("navigation") ?? [];
  const start = (entry as PerformanceNavigationTiming | undefined)?.responseStart;
  return typeof start === "number" && start > 0 ? start : null;
}

/** The browser's clock: `performance.now()` and the navigation's `responseStart`. */
const BROWSER_CLOCK: PageClock = {
  now: () => performance.now(),
  pageArrivedAt: navigationResponseStart,
};

/** Options of {@link useFormToken}; all optional (tests inject them). */
export type FormTokenOptions = {
  /** The `fetch` to use (tests inject one at the network edge); default the global. */
  fetch?: typeof fetch;
  /** The wall clock, ms since the epoch, to read a token's issue time; default `Date.now`. */
  now?: () => number;
  /** The clock the wait is measured on; default the browser's ({@link PageClock}). */
  clock?: PageClock;
  /** How long after the page got its token a Send may go out, in ms; default {@link FORM_TOKEN_SEND_AFTER_MS}. */
  sendAfterMs?: number;
};

/**
 * Resolves once the form token in the input is old enough to send (see {@link useFormToken}), at
 * once when there is none and none is on its way, or as soon as `signal` aborts. Never rejects.
 */
export type FormTokenReady = (signal?: AbortSignal) => Promise<void>;

/** Whether the token in `input` is missing, unreadable or older than the refresh age (1 h). */
function needsFreshToken(input: HTMLInputElement, nowMs: number): boolean {
  const issuedAt = input.value ? formTokenIssuedAt(input.value) : null;
  return issuedAt === null || nowMs - issuedAt > FORM_TOKEN_REFRESH_AFTER_MS;
}

/** Resolves after `ms`, or as soon as `signal` aborts; never rejects. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** What the hook knows about the token in the input between renders. */
type TokenTiming = {
  /** When the page got the token now in the input, on the {@link PageClock}; `null` while it has none. */
  gotAt: number | null;
  /** The request for a fresh token while one is under way. */
  pending: Promise<void> | null;
};

/**
 * Keeps the Contact form's token usable (docs/product.md#abuse-defences) and says when it is old
 * enough to send (docs/product.md#contact-form, Early Send): fetches one from
 * {@link FORM_TOKEN_ENDPOINT} when the input is empty, replaces one older than
 * `FORM_TOKEN_REFRESH_AFTER_MS` (1 h) on mount, every 5 minutes and when the tab is shown again, and
 * waits until `sendAfterMs` (3.5 s) after the page got its token, measured on the monotonic
 * {@link PageClock}, never the wall clock. A failed request leaves the input as it is, silently.
 *
 * @param inputRef - the hidden `formToken` input.
 * @param options - see {@link FormTokenOptions}.
 * @returns a stable {@link FormTokenReady}.
 */
export function useFormToken(
  inputRef: RefObject<HTMLInputElement | null>,
  {
    fetch: fetchImpl,
    now = Date.now,
    clock = BROWSER_CLOCK,
    sendAfterMs = FORM_TOKEN_SEND_AFTER_MS,
  }: FormTokenOptions = {},
): FormTokenReady {
  const timing = useRef<TokenTiming>({ gotAt: null, pending: null });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const state = timing.current;
    if (input.value && state.gotAt === null) state.gotAt = clock.pageArrivedAt() ?? clock.now();
    const controller = new AbortController();
    const request = fetchImpl ?? globalThis.fetch;
    const refresh = () => {
      if (state.pending || !needsFreshToken(input, now())) return;
      const stale = input.value;
      const pending: Promise<void> = request(FORM_TOKEN_ENDPOINT, {
        signal: controller.signal,
        cache: "no-store",
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ formToken?: unknown }>) : null))
        .then((body) => {
          if (typeof body?.formToken === "string" && input.value === stale) {
            input.value = body.formToken;
            state.gotAt = clock.now();
          }
        })
        .catch(() => {
          // Offline, aborted or not configured: the form still sends; the worker judges the inquiry.
        })
        .finally(() => {
          if (state.pending === pending) state.pending = null;
        });
      state.pending = pending;
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    refresh();
    const timer = setInterval(refresh, CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      // The request this effect started is over for it: a remount (React's StrictMode in
      // development) asks again instead of waiting on an aborted answer.
      controller.abort();
      state.pending = null;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [inputRef, fetchImpl, now, clock]);

  return useCallback<FormTokenReady>(
    async (signal) => {
      const state = timing.current;
      if (state.pending) {
        const controller = new AbortController();
        const stop = () => controller.abort();
        signal?.addEventListener("abort", stop, { once: true });
        await Promise.race([state.pending, pause(sendAfterMs, controller.signal)]);
        controller.abort();
        signal?.removeEventListener("abort", stop);
      }
      if (signal?.aborted || !inputRef.current?.value || state.gotAt === null) return;
      await pause(state.gotAt + sendAfterMs - clock.now(), signal);
    },
    [inputRef, clock, sendAfterMs],
  );
}
