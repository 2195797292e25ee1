import { site } from "../../config/site.ts";
import { BrandMark } from "./brand-logo.tsx";

/**
 * How long the splash shows on a visitor's first load, in milliseconds
 * (docs/product.md#splash-and-animations).
 */
export const SPLASH_DURATION_MS = 800;

export { SPLASH_SCRIPT, SPLASH_SEEN_KEY, SplashScript } from "./splash-script.tsx";

/**
 * The branded splash (docs/product.md#splash-and-animations: 800 ms, then the routed site). It is
 * plain prerendered markup faded by a CSS animation (app.css `.splash`) lasting
 * {@link SPLASH_DURATION_MS} and hidden at its end by its frame's one step (`.splash-frame`), so it
 * never depends on JavaScript; it lives in the document shell, so client-side navigation never
 * shows it again; `prefers-reduced-motion` and the `no-splash` class hide it. Decorative
 * (`aria-hidden`) and click-through.
 */
export function Splash() {
  return (
    <div aria-hidden="true" className="splash-frame" style={{ animationDelay: `${SPLASH_DURATION_MS}ms` }}>
      <div
        data-testid="splash"
        className="splash fixed inset-0 z-100 flex flex-col items-center justify-center gap-4 bg-stone-950 px-6 text-center text-white"
        style={{ animationDuration: `${SPLASH_DURATION_MS}ms` }}
      >
        <BrandMark className="size-14" />
        <p className="font-display text-3xl">{site.name}</p>
        <p className="text-sm tracking-[0.2em] text-stone-400 uppercase">{site.tagline}</p>
      </div>
    </div>
  );
}
