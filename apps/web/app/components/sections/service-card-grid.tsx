import type { ServiceCard } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { STAGGER_CLASS, staggerStyle } from "../ui/stagger.ts";
import { useSectionTone } from "./section.tsx";

/**
 * A grid of service cards (`ServiceCard`: title, description, icon), e.g. the six
 * services of each service page or the four values on About. One column on phones, two from
 * 640 px, three (or `columns={4}`: four) from 1024 px; cards enter staggered by 0.1 s.
 */
export function ServiceCardGrid({ cards, columns = 3 }: { cards: ServiceCard[]; columns?: 3 | 4 }) {
  const dark = useSectionTone() === "dark";
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {cards.map((card, index) => (
        <li
          key={card.title}
          style={staggerStyle(index)}
          className={`${STAGGER_CLASS} rounded-2xl p-7 ${
            dark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-sm ring-1 ring-stone-200"
          }`}
        >
          <span
            className={`inline-flex size-12 items-center justify-center rounded-xl ${
              dark ? "bg-brand-300/15 text-brand-300" : "bg-brand-50 text-brand-700"
            }`}
          >
            <Icon name={card.icon} />
          </span>
          <h3 className="mt-5 font-display text-xl">{card.title}</h3>
          <p className={`mt-3 leading-relaxed ${dark ? "text-stone-300" : "text-stone-600"}`}>
            {card.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
