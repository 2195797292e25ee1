import type { ReactNode } from "react";
import type { LinkCopy, StockPhoto } from "../../content/types.ts";
import { ButtonLink, type ButtonVariant } from "../ui/button-link.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

/** A call-to-action button in a hero: label, route path, optional variant (default primary). */
export type HeroAction = LinkCopy & { variant?: ButtonVariant };

/**
 * The top of every screen: the page's single `<h1>`, an optional eyebrow and lead, buttons, and an
 * optional full-bleed photo (loaded with priority: it is the largest image above the fold) under a
 * dark gradient so white text stays readable even when the photo fails (stone-900 shows instead).
 * Leaves room for the fixed header. `size="large"` is the taller home hero.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  image,
  actions = [],
  children,
  size = "default",
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  image?: StockPhoto;
  actions?: HeroAction[];
  children?: ReactNode;
  size?: "default" | "large";
}) {
  const large = size === "large";
  return (
    <section
      className="relative isolate overflow-hidden bg-stone-900 text-white"
      aria-labelledby="page-title"
    >
      {image ? (
        <ResponsiveImage
          photo={image}
          width={1600}
          height={900}
          sizes="100vw"
          priority
          placeholder="dark"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-stone-950/90 via-stone-950/70 to-stone-950/35"
      />
      <div
        className={`mx-auto flex max-w-7xl flex-col justify-end px-5 sm:px-8 ${
          large ? "min-h-[92svh] pt-36 pb-16 sm:pb-24" : "pt-36 pb-16 sm:pt-44 sm:pb-24"
        }`}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-brand-300 uppercase">{eyebrow}</p>
          ) : null}
          <h1
            id="page-title"
            className={`font-display leading-[1.05] text-balance ${large ? "text-5xl sm:text-7xl" : "text-4xl sm:text-6xl"}`}
          >
            {title}
          </h1>
          {description ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-200 sm:text-xl">{description}</p>
          ) : null}
          {actions.length > 0 ? (
            <div className="mt-9 flex flex-wrap gap-4">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.to + action.label}
                  to={action.to}
                  variant={action.variant ?? (index === 0 ? "primary" : "light")}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
