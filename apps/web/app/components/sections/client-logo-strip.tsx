import type { ClientLogo } from "../../content/types.ts";

/** Duration of one full loop of the logo strip, in seconds (docs/product.md#constants: 30 s). */
export const LOGO_LOOP_SECONDS = 30;

const WORDMARK_CLASSES: Record<ClientLogo["style"], string> = {
  serif: "font-display text-2xl",
  sans: "text-xl font-bold tracking-tight",
  caps: "text-base font-semibold tracking-[0.25em] uppercase",
  italic: "font-display text-2xl italic",
};

/** One copy of the logo set; the second copy is `aria-hidden` so screen readers hear it once. */
function LogoSet({ logos, hidden }: { logos: ClientLogo[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-14 pr-14" aria-hidden={hidden ? "true" : undefined}>
      {logos.map((logo) => (
        <li key={logo.name} className={`whitespace-nowrap text-stone-500 ${WORDMARK_CLASSES[logo.style]}`}>
          {logo.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Home strip of client wordmarks (docs/product.md#home: it loops continuously, 30 s a cycle):
 * the set is rendered twice and the track slides by half its width in {@link LOGO_LOOP_SECONDS}
 * (app.css `.logo-marquee-track`), so the loop is seamless. Pauses on hover or with the Pause
 * checkbox (WCAG 2.2.2, works without JS), and stands still under `prefers-reduced-motion`.
 */
export function ClientLogoStrip({ title, logos }: { title: string; logos: ClientLogo[] }) {
  return (
    <section
      aria-labelledby="clients-title"
      className="logo-marquee border-b border-stone-200 bg-white py-10"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <h2 id="clients-title" className="text-sm font-semibold tracking-[0.16em] text-stone-600 uppercase">
          {title}
        </h2>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm text-stone-600 ring-1 ring-stone-300 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
          <input type="checkbox" className="logo-marquee-pause size-4 accent-brand-600" />
          Pause
        </label>
      </div>
      <div className="mt-6 overflow-hidden mask-x-from-90% mask-x-to-100%">
        <div className="logo-marquee-track flex w-max" style={{ animationDuration: `${LOGO_LOOP_SECONDS}s` }}>
          <LogoSet logos={logos} />
          <LogoSet logos={logos} hidden />
        </div>
      </div>
    </section>
  );
}
