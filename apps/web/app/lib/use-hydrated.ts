import { useSyncExternalStore } from "react";

/** Nothing to subscribe to: whether the page is hydrated never changes after the first render. */
const subscribe = () => () => {};

/**
 * Whether React owns this part of the page yet (docs/product.md#plain-html-form).
 *
 * - In the prerendered HTML (server render) and during hydration it is `false`, so the first
 *   client render matches the prerendered markup exactly;
 * - right after hydration React renders again with `true`;
 * - a plain client render (no prerendered markup, e.g. a component test) is `true` at once.
 *
 * The Contact form uses it to stay a plain HTML form (browser constraint validation, a real
 * `POST`) until its script runs, the map facade to show its "Show map" button only when the
 * button can work, and the operator inbox to read its view from the URL's query, which the
 * prerendered shell never had (docs/product.md#operator-inbox).
 *
 * @returns `true` once the component runs with JavaScript in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
