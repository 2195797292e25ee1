import type { Stat } from "../../content/types.ts";
import { STAGGER_CLASS, STAGGER_STEP, staggerStyle } from "../ui/stagger.ts";
import { useSectionTone } from "./section.tsx";

/**
 * Company figures (docs/product.md#constants, e.g. "100+ / Successful projects") as a description
 * list: each value large in the display face, its label beneath. Pass values from `companyStats`,
 * never literals.
 *
 * @param onImage - light text for use inside a hero photo.
 */
export function StatList({ stats, onImage = false }: { stats: Stat[]; onImage?: boolean }) {
  const tone = useSectionTone();
  const dark = onImage || tone === "dark";
  const columns =
    stats.length === 4 ? "grid-cols-2 lg:grid-cols-4" : stats.length === 2 ? "grid-cols-2" : "grid-cols-3";
  return (
    <dl className={`grid gap-6 sm:gap-10 ${columns}`}>
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          style={staggerStyle(index, STAGGER_STEP.normal)}
          className={`${STAGGER_CLASS} flex flex-col-reverse border-l-2 pl-4 ${dark ? "border-brand-300" : "border-brand-600"}`}
        >
          <dt className={`mt-1 text-sm sm:text-base ${dark ? "text-stone-300" : "text-stone-600"}`}>
            {stat.label}
          </dt>
          <dd className="font-display text-3xl sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
