import { type RefObject, useEffect } from "react";
import { FORM_TOKEN_ENDPOINT } from "../../../config/site.ts";

/**
 * Gives the Contact form a form token when its page carried none (docs/product.md#abuse-defences):
 * on mount, when the hidden `formToken` input is empty (the form was reached by client-side
 * navigation, or the page was served without the worker), asks {@link FORM_TOKEN_ENDPOINT} for
 * one (`{ formToken }`) and writes it into the input. A token the worker wrote into the page is
 * kept. A failed request leaves the input empty (the inquiry is then judged by the worker's
 * other rules as well as this one; the operator can correct the verdict); it never shows an error.
 *
 * @param inputRef - the hidden `formToken` input.
 * @param fetchImpl - the `fetch` to use (tests inject one at the network edge); default the global.
 */
export function useFormToken(inputRef: RefObject<HTMLInputElement | null>, fetchImpl?: typeof fetch): void {
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value) return;
    const controller = new AbortController();
    const request = fetchImpl ?? globalThis.fetch;
    request(FORM_TOKEN_ENDPOINT, { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ formToken?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.formToken === "string" && !input.value) input.value = body.formToken;
      })
      .catch(() => {
        // Offline, aborted or not configured: the form still sends; the worker judges the inquiry.
      });
    return () => controller.abort();
  }, [inputRef, fetchImpl]);
}
