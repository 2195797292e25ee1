import type { Feature } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { STAGGER_CLASS, STAGGER_STEP, staggerStyle } from "../ui/stagger.ts";
import { useSectionTone } from "./section.tsx";

const COLUMN_CLASSES = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" } as const;

/**
 * A grid of short titled points for the service pages: benefits, why choose us, sources
 * of VOCs, health effects, symptoms, vulnerable groups, property damage, reasons to choose us.
 * An unordered list; items enter staggered by 0.05 s. Colours follow the enclosing
 * Section's tone.
 *
 * @param columns - columns from 1024 px (default 3); always one on phones, two from 640 px.
 */
export function FeatureList({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 }) {
  const dark = useSectionTone() === "dark";
  const muted = dark ? "text-stone-300" : "text-stone-600";
  return (
    <ul className={`grid gap-5 ${COLUMN_CLASSES[columns]}`}>
      {items.map((item, index) => (
        <li
          key={item.title}
          style={staggerStyle(index, STAGGER_STEP.fast)}
          className={`${STAGGER_CLASS} flex gap-4 rounded-2xl p-6 ${
            dark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-sm ring-1 ring-stone-200"
          }`}
        >
          {item.icon ? (
            <span
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${
                dark ? "bg-brand-300/15 text-brand-300" : "bg-brand-50 text-brand-700"
              }`}
            >
              <Icon name={item.icon} className="size-5" />
            </span>
          ) : null}
          <div className="min-w-0">
            <h3 className="text-lg leading-snug font-semibold">{item.title}</h3>
            {item.description ? (
              <p className={`mt-1.5 leading-relaxed ${muted}`}>{item.description}</p>
            ) : null}
            {item.points && item.points.length > 0 ? (
              <ul className="mt-4 space-y-2.5">
                {item.points.map((point) => (
                  <li key={point} className="flex items-start gap-2.5">
                    <Icon
                      name="check"
                      className={`mt-0.5 size-5 shrink-0 ${dark ? "text-brand-300" : "text-brand-700"}`}
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
