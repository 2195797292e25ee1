import faqs from "../../../../content/faqs.json";
import pageMold from "../../../../content/pages/mold-removal.json";
import testimonials from "../../../../content/testimonials.json";
import type { ContentOf } from "./schemas.ts";
import type {
  CallToAction,
  Faq,
  Feature,
  HeroCopy,
  ProcessStep,
  SectionCopy,
  ServiceCard,
  ServicePageContent,
  Testimonial,
} from "./types.ts";

/**
 * Every word of the Mold removal page, /services/mold-removal (docs/product.md#service-pages), from
 * content/pages/mold-removal.json, in page order: hero, health symptoms, vulnerable groups, property damage, six services, six-step
 * process, six reasons to choose us, two testimonials, four FAQs and the Schedule an Inspection
 * call to action. Rendered by app/routes/services.mold-removal.tsx.
 */
const page = pageMold as ContentOf<"pages/mold-removal.json">;

/** Its testimonials and FAQs (content/testimonials.json, content/faqs.json `moldRemoval`). */
const lists = {
  testimonials: (testimonials as ContentOf<"testimonials.json">).moldRemoval,
  faqs: (faqs as ContentOf<"faqs.json">).moldRemoval,
};

/** Hero of the Mold removal page. */
export const moldHero: HeroCopy = page.hero;

/** Heading of the health symptoms list. */
export const moldSymptomsSection: SectionCopy = page.symptomsSection;

/** Health symptoms of mold exposure. */
export const moldSymptoms: Feature[] = page.symptoms;

/** Heading of the vulnerable groups list. */
export const moldVulnerableSection: SectionCopy = page.vulnerableSection;

/** Groups most affected by mold. */
export const moldVulnerableGroups: Feature[] = page.vulnerableGroups;

/** Heading of the property damage list. */
export const moldDamageSection: SectionCopy = page.damageSection;

/** Damage mold causes to property. */
export const moldPropertyDamage: Feature[] = page.propertyDamage;

/** Heading of the six services. */
export const moldServicesSection: SectionCopy = page.servicesSection;

/** The six services of the Mold removal page. */
export const moldServiceCards: ServiceCard[] = page.serviceCards;

/** Heading of the six-step process. */
export const moldProcessSection: SectionCopy = page.processSection;

/** The six-step process of the Mold removal page. */
export const moldProcess: ProcessStep[] = page.process;

/** Heading of the six reasons. */
export const moldReasonsSection: SectionCopy = page.reasonsSection;

/** Six reasons to choose the company. */
export const moldReasons: Feature[] = page.reasons;

/** Heading of the testimonials. */
export const moldTestimonialsSection: SectionCopy = page.testimonialsSection;

/** The two testimonials of the Mold removal page. */
export const moldTestimonials: Testimonial[] = lists.testimonials;

/** Heading of the FAQs. */
export const moldFaqsSection: SectionCopy = page.faqsSection;

/** The four FAQs of the Mold removal page; durations from `typicalDurations`
 * (docs/product.md#constants). */
export const moldFaqs: Faq[] = lists.faqs;

/** Closing call to action: "Schedule an Inspection" to /contact. */
export const moldCta: CallToAction = page.cta;

/**
 * The whole page (docs/product.md#service-pages), rendered by `ServicePage`: its sections in
 * order, each on its background.
 */
export const moldPage: ServicePageContent = {
  hero: moldHero,
  sections: [
    { kind: "features", testId: "symptoms", heading: moldSymptomsSection, items: moldSymptoms },
    {
      kind: "features",
      testId: "vulnerable-groups",
      tone: "stone",
      heading: moldVulnerableSection,
      items: moldVulnerableGroups,
      columns: 2,
    },
    {
      kind: "features",
      testId: "property-damage",
      heading: moldDamageSection,
      items: moldPropertyDamage,
      columns: 2,
    },
    {
      kind: "service-cards",
      testId: "service-cards",
      tone: "stone",
      heading: moldServicesSection,
      cards: moldServiceCards,
    },
    { kind: "process", testId: "process-steps", heading: moldProcessSection, steps: moldProcess },
    { kind: "features", testId: "reasons", tone: "stone", heading: moldReasonsSection, items: moldReasons },
    {
      kind: "testimonials",
      testId: "testimonials",
      tone: "dark",
      heading: moldTestimonialsSection,
      testimonials: moldTestimonials,
    },
    { kind: "faqs", testId: "faqs", tone: "stone", heading: moldFaqsSection, faqs: moldFaqs },
  ],
  cta: moldCta,
};
