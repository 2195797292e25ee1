import { useSectionTone } from "./section.tsx";

/**
 * The heading block of a section: optional eyebrow, the `<h2>` title, optional lead paragraph.
 * Colours follow the enclosing {@link Section}'s tone (orange eyebrow is brand-700 on light,
 * brand-300 on dark, both above 4.5:1).
 *
 * @param id - id of the `<h2>`, to pass as the section's `labelledBy`.
 */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "left",
  id,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "left" | "center";
  id?: string;
}) {
  const dark = useSectionTone() === "dark";
  const centered = align === "center";
  return (
    <div className={`max-w-3xl ${centered ? "mx-auto text-center" : ""} mb-10 sm:mb-14`}>
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-semibold tracking-[0.18em] uppercase ${dark ? "text-brand-300" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="font-display text-3xl leading-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-stone-300" : "text-stone-600"}`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
