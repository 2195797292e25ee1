import type { ReactNode } from "react";
import type { StockPhoto } from "../../content/types.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { useSectionTone } from "./section.tsx";

/**
 * Text beside a photo (Home "about block", About "mission"): eyebrow, `<h2>`, paragraphs and any
 * extra content (stats, a link) on one side, a 4:5 photo on the other. Stacks on phones.
 *
 * @param titleId - id of the `<h2>`, for the enclosing section's `labelledBy`.
 * @param reverse - photo on the right from 1024 px (default left).
 */
export function SplitFeature({
  eyebrow,
  title,
  titleId,
  paragraphs,
  image,
  reverse = false,
  children,
}: {
  eyebrow: string;
  title: string;
  titleId?: string;
  paragraphs: string[];
  image: StockPhoto;
  reverse?: boolean;
  children?: ReactNode;
}) {
  const dark = useSectionTone() === "dark";
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <ResponsiveImage
        photo={image}
        width={1000}
        height={800}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className={`aspect-5/4 w-full rounded-3xl object-cover ${reverse ? "lg:order-last" : ""}`}
      />
      <div>
        <p
          className={`mb-3 text-sm font-semibold tracking-[0.18em] uppercase ${dark ? "text-brand-300" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
        <h2 id={titleId} className="font-display text-3xl leading-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p
            key={paragraph}
            className={`mt-5 text-lg leading-relaxed ${dark ? "text-stone-300" : "text-stone-600"}`}
          >
            {paragraph}
          </p>
        ))}
        {children}
      </div>
    </div>
  );
}
