import { Icon } from "../../../components/ui/icon.tsx";
import { site } from "../../../config/site.ts";

/** Props of {@link MapEmbed}: the frame's accessible title and the text of the link under it. */
export type MapEmbedProps = { frameTitle: string; linkLabel: string };

/**
 * The embedded map of the Contact page (SPEC 2; SPEC 7 "Other loads"): a lazily loaded frame from
 * the maps service at a fixed aspect ratio (no layout shift), over a drawn placeholder with the
 * address that shows while the frame loads or when the service cannot be reached, and a plain
 * link that opens the map in a new tab.
 */
export function MapEmbed({ frameTitle, linkLabel }: MapEmbedProps) {
  const { address, map } = site;
  return (
    <figure>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-stone-200 shadow-sm ring-1 ring-stone-300 sm:aspect-[16/9] lg:aspect-[21/9]">
        <div
          aria-hidden="true"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[linear-gradient(to_right,rgb(0_0_0/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(0_0_0/0.05)_1px,transparent_1px)] bg-[size:40px_40px] p-6 text-center text-stone-700"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-md">
            <Icon name="map-pin" className="size-7" />
          </span>
          <p className="font-medium">
            {address.street}, {address.city}, {address.region} {address.postalCode}
          </p>
        </div>
        <iframe
          src={map.embedUrl}
          title={frameTitle}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
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
