import { ButtonLink } from "../ui/button-link.tsx";
import { Icon } from "../ui/icon.tsx";

/**
 * The closing call to action of a page (every screen ends by pointing at /contact): a dark
 * rounded panel with an `<h2>` title, a sentence and one orange button.
 *
 * @param action.label - the button text, e.g. "Schedule a Consultation".
 * @param action.to - route path, usually `/contact`.
 */
export function CtaBanner({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: { label: string; to: string };
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-5 py-16 sm:px-8 sm:py-24">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-stone-900 px-6 py-14 text-center text-white sm:px-16 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-brand-600/25 blur-3xl"
        />
        <h2 id="cta-title" className="mx-auto max-w-2xl font-display text-3xl text-balance sm:text-5xl">
          {title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-stone-300">{description}</p>
        <ButtonLink to={action.to} className="mt-9">
          {action.label}
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
