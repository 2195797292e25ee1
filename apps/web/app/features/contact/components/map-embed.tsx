import { useEffect, useRef, useState } from "react";
import { Icon } from "../../../components/ui/icon.tsx";
import { site } from "../../../config/site.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/** Props of {@link MapEmbed}: the texts of the map, from the page content (app/content/contact.ts). */
export type MapEmbedProps = {
  /** Accessible title of the map frame once it is shown. */
  frameTitle: string;
  /** Text of the link that opens the map in a new tab (the path without JavaScript). */
  linkLabel: string;
  /** Text of the button that loads the map frame, e.g. `Show map`. */
  showLabel: string;
};

const frameClass =
  "absolute inset-0 size-full border-0 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-brand-600";

/**
 * The Contact page's map as a click-to-load facade (docs/product.md#contact-form): a drawn
 * placeholder (CSS grid lines, streets and a pin; no image is downloaded) with the studio's
 * address from the site config, at the map's fixed aspect ratio so nothing shifts. Nothing from
 * the maps service is requested until the visitor presses the "Show map" button; the frame then
 * replaces the placeholder and takes focus (the button it replaces is gone), so keyboard and
 * screen-reader users land on the map they asked for.
 *
 * The button is rendered only once the page is hydrated (it does nothing without its script), in a
 * place held for it until then, so nothing moves when it appears; without JavaScript, and always,
 * the link under the map opens it in a new tab.
 */
export function MapEmbed({ frameTitle, linkLabel, showLabel }: MapEmbedProps) {
  const { address, map } = site;
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <figure>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-stone-200 shadow-sm ring-1 ring-stone-300 sm:aspect-[16/9] lg:aspect-[21/9]">
        {shown ? (
          <iframe
            ref={frameRef}
            src={map.embedUrl}
            title={frameTitle}
            referrerPolicy="no-referrer-when-downgrade"
            className={frameClass}
          />
        ) : (
          <div
            data-testid="map-placeholder"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[#ece9e2] p-6 text-center text-stone-800"
          >
            <svg
              aria-hidden="true"
              focusable="false"
              className="absolute inset-0 size-full"
              preserveAspectRatio="xMidYMid slice"
              viewBox="0 0 800 450"
            >
              <defs>
                <pattern id="map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
                  <path d="M40 0H0V40" fill="none" stroke="rgb(0 0 0 / 0.05)" strokeWidth="1" />
                </pattern>
              </defs>
              <rect width="800" height="450" fill="url(#map-grid)" />
              <path
                d="M0 300 C200 280 320 340 520 310 S760 250 800 260"
                fill="none"
                stroke="#b9d3e6"
                strokeWidth="26"
              />
              <g fill="none" stroke="#ffffff" strokeLinecap="round">
                <path d="M-10 120 L810 170" strokeWidth="14" />
                <path d="M120 -10 L180 460" strokeWidth="10" />
                <path d="M430 -10 L400 460" strokeWidth="14" />
                <path d="M640 -10 L700 460" strokeWidth="10" />
                <path d="M-10 220 L810 240" strokeWidth="8" />
              </g>
              <rect x="470" y="40" width="120" height="60" rx="6" fill="#d6e4c9" />
              <rect x="210" y="260" width="150" height="30" rx="6" fill="#d6e4c9" />
            </svg>
            <span className="relative flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-md">
              <Icon name="map-pin" className="size-7" />
            </span>
            <p className="relative rounded-lg bg-white/85 px-3 py-1.5 font-medium shadow-xs">
              {address.street}, {address.city}, {address.region} {address.postalCode}
            </p>
            {/* Before hydration a blank of the button's height holds its place, so the pin and the
                address do not move when the button appears. */}
            {!hydrated && <span aria-hidden="true" className="block h-11" />}
            {hydrated && (
              <button
                type="button"
                onClick={() => setShown(true)}
                className="relative inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-ink shadow-sm ring-1 ring-stone-300 transition-colors hover:text-brand-700 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon name="map-pin" className="size-4" />
                {showLabel}
              </button>
            )}
          </div>
        )}
      </div>
      <figcaption className="mt-4">
        <a
          href={map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline decoration-brand-600/40 underline-offset-4 hover:decoration-brand-700"
        >
          {linkLabel}
          <Icon name="arrow-right" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
