import { FORM_TOKEN_REFRESH_AFTER_MS, formTokenIssuedAt } from "@clearwell/contract";
import { type RefObject, useEffect } from "react";
import { FORM_TOKEN_ENDPOINT } from "../../../config/site.ts";

/** How often an open page checks its token's age, in ms (5 minutes). */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/** Whether the token in `input` is missing, unreadable or older than the refresh age (1 h). */
function needsFreshToken(input: HTMLInputElement, nowMs: number): boolean {
  const issuedAt = input.value ? formTokenIssuedAt(input.value) : null;
  return issuedAt === null || nowMs - issuedAt > FORM_TOKEN_REFRESH_AFTER_MS;
}

/**
 * Keeps the Contact form's form token usable (docs/product.md#abuse-defences):
 * - on mount, when the hidden `formToken` input is empty (the form was reached by client-side
 *   navigation, or the page was served without the worker), asks {@link FORM_TOKEN_ENDPOINT} for
 *   one (`{ formToken }`) and writes it into the input; a token the worker wrote into the page is
 *   kept while it is at most 1 h old;
 * - while the page stays open, every 5 minutes and whenever the tab becomes visible again, replaces
 *   a token older than 1 h (`FORM_TOKEN_REFRESH_AFTER_MS`) with a fresh one, so a tab left open for
 *   a day still sends a token the worker accepts.
 * A failed request keeps the input as it is (the inquiry is then judged by the worker's other rules
 * as well as this one; the operator can correct the verdict); it never shows an error.
 *
 * @param inputRef - the hidden `formToken` input.
 * @param fetchImpl - the `fetch` to use (tests inject one at the network edge); default the global.
 * @param now - the clock, ms since the epoch (tests inject one); default `Date.now`.
 */
export function useFormToken(
  inputRef: RefObject<HTMLInputElement | null>,
  fetchImpl?: typeof fetch,
  now: () => number = Date.now,
): void {
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const controller = new AbortController();
    const request = fetchImpl ?? globalThis.fetch;
    let inFlight = false;
    const refresh = () => {
      if (inFlight || !needsFreshToken(input, now())) return;
      inFlight = true;
      const stale = input.value;
      request(FORM_TOKEN_ENDPOINT, { signal: controller.signal, cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<{ formToken?: unknown }>) : null))
        .then((body) => {
          if (typeof body?.formToken === "string" && input.value === stale) input.value = body.formToken;
        })
        .catch(() => {
          // Offline, aborted or not configured: the form still sends; the worker judges the inquiry.
        })
        .finally(() => {
          inFlight = false;
        });
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    refresh();
    const timer = setInterval(refresh, CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [inputRef, fetchImpl, now]);
}
