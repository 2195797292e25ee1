import { FaqList } from "../components/sections/faq-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { SectionHeading } from "../components/sections/section-heading.tsx";
import { contactPage } from "../content/contact.ts";
import { ContactDetails } from "../features/contact/components/contact-details.tsx";
import { ContactForm } from "../features/contact/components/contact-form.tsx";
import { MapEmbed } from "../features/contact/components/map-embed.tsx";
import { SocialPlaceholders } from "../features/contact/components/social-placeholders.tsx";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL and Open Graph tags of /contact (docs/product.md#contact-form). */
export const meta = () => pageMeta(contactPage.meta);

/**
 * The Contact screen (docs/product.md#contact-form): hero, Get in Touch details with social placeholders beside
 * the Send Us a Message form, the map, and four FAQs. Copy lives in app/content/contact.ts.
 */
export default function ContactRoute() {
  const { hero, getInTouch, social, form, map, faq } = contactPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} image={hero.image} />

      <Section tone="stone" labelledBy="get-in-touch-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
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
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 lg:self-start">
            <h2 id="send-message-title" className="font-display text-3xl leading-tight sm:text-4xl">
              {form.title}
            </h2>
            {form.description ? <p className="mt-3 mb-8 text-stone-600">{form.description}</p> : null}
            <ContactForm labelledBy="send-message-title" />
          </div>
        </div>
      </Section>

      <Section labelledBy="map-title">
        <SectionHeading
          id="map-title"
          eyebrow={map.eyebrow}
          title={map.title}
          description={map.description}
        />
        <MapEmbed frameTitle={map.frameTitle} linkLabel={map.linkLabel} showLabel={map.showLabel} />
      </Section>

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
    </>
  );
}
