import type { CSSProperties } from "react";

/**
 * Per-item entrance delays, in seconds (docs/product.md#constants): 0.1 s for cards, 0.05 s for
 * dense lists.
 */
export const STAGGER_STEP = { normal: 0.1, fast: 0.05 } as const;

/** The CSS class that plays the entrance animation (app.css `.stagger-item`; off under reduced motion). */
export const STAGGER_CLASS = "stagger-item";

/**
 * Inline style giving the n-th item of a list its entrance delay (docs/product.md#splash-and-animations),
 * through the `--stagger-delay` custom property read by `.stagger-item` in app.css.
 * The animation is pure CSS, so content is visible without JavaScript.
 *
 * @param index - position of the item in its list, from 0.
 * @param step - seconds per item, 0.1 (default) or 0.05.
 * @returns a style object such as `{ "--stagger-delay": "0.3s" }`.
 */
export function staggerStyle(index: number, step: number = STAGGER_STEP.normal): CSSProperties {
  const seconds = Math.round(index * step * 1000) / 1000;
  return { "--stagger-delay": `${seconds}s` } as CSSProperties;
}
