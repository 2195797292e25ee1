/**
 * The Contact page's parts loaded apart from its route module (docs/decisions.md#hydration-in-pieces):
 * here beside the route rather than in components/, since they put sections and the contact
 * feature together, as routes do.
 */

import { FaqList } from "../components/sections/faq-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { SectionHeading } from "../components/sections/section-heading.tsx";
import { contactPage } from "../content/contact.ts";
import { ContactDetails } from "../features/contact/components/contact-details.tsx";
import { MapEmbed } from "../features/contact/components/map-embed.tsx";
import { SocialPlaceholders } from "../features/contact/components/social-placeholders.tsx";

/** The Contact hero (docs/product.md#contact-form), a static part of the page (docs/decisions.md#hydration-in-pieces). */
export function ContactHero() {
  const { hero } = contactPage;
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} image={hero.image} />
  );
}

/**
 * Get in Touch, beside the form: heading, the company's details and the social placeholders; a
 * static part of the page (docs/decisions.md#hydration-in-pieces).
 */
export function ContactIntro() {
  const { getInTouch, social } = contactPage;
  return (
    <div>
      <SectionHeading
        id="get-in-touch-title"
        eyebrow={getInTouch.eyebrow}
        title={getInTouch.title}
        description={getInTouch.description}
      />
      <ContactDetails labels={getInTouch.labels} />
      <div className="mt-10 border-t border-stone-300 pt-8">
        <SocialPlaceholders title={social.title} note={social.note} />
      </div>
    </div>
  );
}

/** The heading and lead of the Send Us a Message card, a static part above the form. */
export function ContactFormHeading() {
  const { form } = contactPage;
  return (
    <>
      <h2 id="send-message-title" className="font-display text-3xl leading-tight sm:text-4xl">
        {form.title}
      </h2>
      {form.description ? <p className="mt-3 mb-8 text-stone-600">{form.description}</p> : null}
    </>
  );
}

/**
 * The map section (docs/product.md#contact-form): heading and the map's click-to-load facade. The
 * route hydrates it when it comes near the viewport (docs/decisions.md#hydration-in-pieces).
 */
export function ContactMap() {
  const { map } = contactPage;
  return (
    <Section labelledBy="map-title">
      <SectionHeading id="map-title" eyebrow={map.eyebrow} title={map.title} description={map.description} />
      <MapEmbed frameTitle={map.frameTitle} linkLabel={map.linkLabel} showLabel={map.showLabel} />
    </Section>
  );
}

/** The Contact page's four FAQs, a static part of the page (docs/decisions.md#hydration-in-pieces). */
export function ContactFaq() {
  const { faq } = contactPage;
  return (
    <Section tone="stone" labelledBy="faq-title">
      <SectionHeading
        id="faq-title"
        align="center"
        eyebrow={faq.eyebrow}
        title={faq.title}
        description={faq.description}
      />
      <FaqList faqs={faq.items} />
    </Section>
  );
}
