import { useSyncExternalStore } from "react";

/** Nothing to subscribe to: whether the page is hydrated never changes after the first render. */
const subscribe = () => () => {};

/**
 * Whether React owns this part of the page yet (docs/product.md#plain-html-form): `false` in the
 * prerendered HTML and during hydration, so the first client render matches the markup; `true`
 * from the render right after hydration, and at once in a plain client render (a component test).
 * The Contact form stays a plain HTML form until then, the map facade shows "Show map" only once
 * it can work, and the operator inbox reads its view from the URL's query only then
 * (docs/product.md#operator-inbox).
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
