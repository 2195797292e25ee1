import type { Faq } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * Frequently asked questions (docs/product.md#page-content) as native `<details>`/`<summary>`
 * disclosures: keyboard-operable and working without JavaScript. The question is an `<h3>` inside
 * the summary so the page outline lists it.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-stone-200 rounded-2xl bg-white px-6 shadow-sm ring-1 ring-stone-200 sm:px-8">
      {faqs.map((faq) => (
        <details key={faq.question} className="group py-2">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-4 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold text-ink">{faq.question}</h3>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-stone-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
