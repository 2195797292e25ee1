import type { Testimonial } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { STAGGER_CLASS, staggerStyle } from "../ui/stagger.ts";
import { useSectionTone } from "./section.tsx";

/**
 * Client testimonials (`Testimonial`: name, role, quote) as quote cards: two side by side from 768 px,
 * three from 1024 px when there are three.
 */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  const dark = useSectionTone() === "dark";
  const columns = testimonials.length >= 3 ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2";
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {testimonials.map((testimonial, index) => (
        <li
          key={testimonial.name}
          style={staggerStyle(index)}
          className={`${STAGGER_CLASS} flex rounded-2xl p-8 ${
            dark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-sm ring-1 ring-stone-200"
          }`}
        >
          <figure className="flex flex-col">
            <Icon name="quote" className={`size-8 ${dark ? "text-brand-300" : "text-brand-600"}`} />
            <blockquote className="mt-5 flex-1 text-lg leading-relaxed">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-current/10 pt-5">
              <span className="block font-semibold">{testimonial.name}</span>
              <span className={`block text-sm ${dark ? "text-stone-300" : "text-stone-600"}`}>
                {testimonial.role}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
