import { site } from "../../config/site.ts";
import { contactThankYouPage } from "../../content/contact-thank-you.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { Icon } from "../ui/icon.tsx";

/**
 * The whole thank-you page, a static part (docs/decisions.md#hydration-in-pieces) - see the route
 * (docs/product.md#plain-html-form): where a plain HTML post of the Contact
 * form lands (the worker answers `303 See Other`) once the inquiry is accepted. It confirms with
 * the form's own success title and text, says a confirmation email is on its way when the
 * autoresponder is on (the worker writes that sentence into the empty `data-confirmation-notice`
 * paragraph as it serves the page; React keeps it when it hydrates), says what happens next, and
 * links back to the home page and the Contact page. Laid out like the Not found page; copy in
 * app/content/contact-thank-you.ts. Kept out of the sitemap and search results.
 */
export function ThankYouSection() {
  const page = contactThankYouPage;
  return (
    <section
      aria-labelledby="page-title"
      className="flex min-h-[80svh] items-center justify-center bg-stone-50 px-5 pt-32 pb-20"
    >
      <div className="max-w-xl text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800">
          <Icon name="check" className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">{page.eyebrow}</p>
        <h1 id="page-title" className="mt-3 font-display text-4xl sm:text-5xl">
          {page.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-stone-700">{page.description}</p>
        {/* The worker writes "A confirmation email is on its way to you." here while the autoresponder is on. */}
        <p
          data-confirmation-notice=""
          className="mt-3 leading-relaxed text-stone-700 empty:hidden"
          suppressHydrationWarning
        >
          {""}
        </p>
        <p className="mt-3 leading-relaxed text-stone-600">
          {page.next}{" "}
          <a
            href={site.phone.href}
            className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
          >
            {site.phone.display}
          </a>
        </p>
        <div className="mt-9 flex flex-wrap justify-center gap-4">
          <ButtonLink to={page.home.to}>
            <Icon name="home" className="size-4" />
            {page.home.label}
          </ButtonLink>
          <ButtonLink to={page.contact.to} variant="secondary">
            <Icon name="arrow-left" className="size-4" />
            {page.contact.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
