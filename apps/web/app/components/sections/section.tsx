import { createContext, type ReactNode, useContext } from "react";
import type { SectionBackground } from "../../content/types.ts";

/** Background of a {@link Section}: white, warm stone, or dark (white text); the content's `SectionBackground`. */
export type SectionTone = SectionBackground;

const TONE_CLASSES: Record<SectionTone, string> = {
  white: "bg-white text-ink",
  stone: "bg-stone-100 text-ink",
  dark: "bg-stone-900 text-white",
};

const ToneContext = createContext<SectionTone>("white");

/** The tone of the nearest enclosing {@link Section}, so headings and cards pick readable colours. */
export function useSectionTone(): SectionTone {
  return useContext(ToneContext);
}

/**
 * A page section (every screen is a stack of these): full-width background, centred container
 * of at most 80 rem, and the site's vertical rhythm (4 rem on phones, 6 rem from 640 px).
 *
 * @param labelledBy - id of the section's heading (usually {@link SectionHeading}'s `id`), so the
 *   section is a named region for screen readers.
 */
export function Section({
  id,
  tone = "white",
  children,
  className,
  labelledBy,
}: {
  id?: string;
  tone?: SectionTone;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${TONE_CLASSES[tone]} scroll-mt-20 py-16 sm:py-24 ${className ?? ""}`}
    >
      <ToneContext value={tone}>
        <div className="mx-auto max-w-7xl px-5 sm:px-8">{children}</div>
      </ToneContext>
    </section>
  );
}
