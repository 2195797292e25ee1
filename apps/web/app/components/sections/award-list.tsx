import type { Award } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { STAGGER_CLASS, STAGGER_STEP, staggerStyle } from "../ui/stagger.ts";

/** The About awards list: year, title and issuer per row, 0.05 s stagger. */
export function AwardList({ awards }: { awards: Award[] }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {awards.map((award, index) => (
        <li
          key={award.title}
          style={staggerStyle(index, STAGGER_STEP.fast)}
          className={`${STAGGER_CLASS} flex items-start gap-5 px-6 py-5 sm:items-center`}
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="award" className="size-5" />
          </span>
          <div className="flex-1 sm:flex sm:items-baseline sm:justify-between sm:gap-6">
            <div>
              <p className="font-semibold">{award.title}</p>
              <p className="text-stone-600">{award.issuer}</p>
            </div>
            <p className="mt-1 font-display text-lg text-brand-700 sm:mt-0">{award.year}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
