import { Island, nearViewportPart, staticPart } from "../components/hydration/static-part.tsx";
import { Section } from "../components/sections/section.tsx";
import { contactMeta } from "../content/contact.meta.ts";
import { ContactForm } from "../features/contact/components/contact-form.tsx";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL and Open Graph tags of /contact (docs/product.md#contact-form). */
export const meta = () => pageMeta(contactMeta);

/** Everything but the form is loaded apart (docs/decisions.md#hydration-in-pieces). */
const contactPage = () => import("./contact.parts.tsx");
const ContactHero = staticPart(() => contactPage().then((module) => module.ContactHero));
const ContactIntro = staticPart(() => contactPage().then((module) => module.ContactIntro));
const ContactFormHeading = staticPart(() => contactPage().then((module) => module.ContactFormHeading));
const ContactMap = nearViewportPart(() => contactPage().then((module) => module.ContactMap));
const ContactFaq = staticPart(() => contactPage().then((module) => module.ContactFaq));

/**
 * The Contact screen (docs/product.md#contact-form): hero, Get in Touch details with social placeholders beside
 * the Send Us a Message form, the map, and four FAQs. Copy lives in app/content/contact.ts. The
 * form is an island, hydrated first; the map's Show map button hydrates when the map comes near
 * the viewport; the rest is static (contact.parts.tsx).
 */
export default function ContactRoute() {
  return (
    <>
      <ContactHero />

      <Section tone="stone" labelledBy="get-in-touch-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <ContactIntro />
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 lg:self-start">
            <ContactFormHeading />
            <Island>
              <ContactForm labelledBy="send-message-title" />
            </Island>
          </div>
        </div>
      </Section>

      <ContactMap />

      <ContactFaq />
    </>
  );
}
