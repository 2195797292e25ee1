import faqs from "../../../../content/faqs.json";
import pageFormaldehyde from "../../../../content/pages/formaldehyde-removal.json";
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
 * Every word of the Formaldehyde and VOC removal page, /services/formaldehyde-removal
 * (docs/product.md#service-pages), from content/pages/formaldehyde-removal.json, in page order: hero, sources of VOCs, short- and long-term
 * health effects, six services, five-step process, six benefits, two testimonials, four FAQs and
 * the Schedule an Assessment call to action. Rendered by
 * app/routes/services.formaldehyde-removal.tsx.
 */
const page = pageFormaldehyde as ContentOf<"pages/formaldehyde-removal.json">;

/** Its testimonials and FAQs (content/testimonials.json, content/faqs.json `formaldehydeRemoval`). */
const lists = {
  testimonials: (testimonials as ContentOf<"testimonials.json">).formaldehydeRemoval,
  faqs: (faqs as ContentOf<"faqs.json">).formaldehydeRemoval,
};

/** Hero of the Formaldehyde removal page. */
export const formaldehydeHero: HeroCopy = page.hero;

/** Heading of the VOC sources list. */
export const vocSourcesSection: SectionCopy = page.sourcesSection;

/** Sources of VOCs. */
export const vocSources: Feature[] = page.sources;

/** Heading of the health-effects section. */
export const healthEffectsSection: SectionCopy = page.healthEffectsSection;

/** Short-term and long-term health effects, each with its symptoms as bullet points. */
export const healthEffects: Feature[] = page.healthEffects;

/** Heading of the six services. */
export const formaldehydeServicesSection: SectionCopy = page.servicesSection;

/** The six services of the Formaldehyde removal page. */
export const formaldehydeServiceCards: ServiceCard[] = page.serviceCards;

/** Heading of the five-step process. */
export const formaldehydeProcessSection: SectionCopy = page.processSection;

/** The five-step process of the Formaldehyde removal page. */
export const formaldehydeProcess: ProcessStep[] = page.process;

/** Heading of the six benefits. */
export const formaldehydeBenefitsSection: SectionCopy = page.benefitsSection;

/** The six benefits of the Formaldehyde removal page. */
export const formaldehydeBenefits: Feature[] = page.benefits;

/** Heading of the testimonials. */
export const formaldehydeTestimonialsSection: SectionCopy = page.testimonialsSection;

/** The two testimonials of the Formaldehyde removal page. */
export const formaldehydeTestimonials: Testimonial[] = lists.testimonials;

/** Heading of the FAQs. */
export const formaldehydeFaqsSection: SectionCopy = page.faqsSection;

/** The four FAQs of the Formaldehyde removal page; durations from `typicalDurations`
 * (docs/product.md#constants). */
export const formaldehydeFaqs: Faq[] = lists.faqs;

/** Closing call to action: "Schedule an Assessment" to /contact. */
export const formaldehydeCta: CallToAction = page.cta;

/**
 * The whole page (docs/product.md#service-pages), rendered by `ServicePage`: its sections in
 * order, each on its background.
 */
export const formaldehydePage: ServicePageContent = {
  hero: formaldehydeHero,
  sections: [
    { kind: "features", testId: "voc-sources", heading: vocSourcesSection, items: vocSources },
    {
      kind: "features",
      testId: "health-effects",
      tone: "stone",
      heading: healthEffectsSection,
      items: healthEffects,
      columns: 2,
    },
    {
      kind: "service-cards",
      testId: "service-cards",
      heading: formaldehydeServicesSection,
      cards: formaldehydeServiceCards,
    },
    {
      kind: "process",
      testId: "process-steps",
      tone: "stone",
      heading: formaldehydeProcessSection,
      steps: formaldehydeProcess,
    },
    {
      kind: "features",
      testId: "benefits",
      heading: formaldehydeBenefitsSection,
      items: formaldehydeBenefits,
    },
    {
      kind: "testimonials",
      testId: "testimonials",
      tone: "dark",
      heading: formaldehydeTestimonialsSection,
      testimonials: formaldehydeTestimonials,
    },
    { kind: "faqs", testId: "faqs", tone: "stone", heading: formaldehydeFaqsSection, faqs: formaldehydeFaqs },
  ],
  cta: formaldehydeCta,
};
