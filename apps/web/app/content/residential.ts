import faqs from "../../../../content/faqs.json";
import pageResidential from "../../../../content/pages/residential.json";
import testimonials from "../../../../content/testimonials.json";
import type { ContentOf } from "./schemas.ts";
import type {
  CallToAction,
  Faq,
  HeroCopy,
  LinkedSectionCopy,
  ProcessStep,
  SampleProject,
  SectionCopy,
  ServiceCard,
  ServicePageContent,
  Testimonial,
} from "./types.ts";

/**
 * Every word of the Residential interior design page, /services/residential
 * (docs/product.md#service-pages), from content/pages/residential.json, in page order: hero, six service cards, five-step process, six
 * sample projects with a link to /works, two testimonials, four FAQs and the Schedule a
 * Consultation call to action. Rendered by app/routes/services.residential.tsx.
 */
const page = pageResidential as ContentOf<"pages/residential.json">;

/** Its testimonials and FAQs (content/testimonials.json, content/faqs.json `residential`). */
const lists = {
  testimonials: (testimonials as ContentOf<"testimonials.json">).residential,
  faqs: (faqs as ContentOf<"faqs.json">).residential,
};

/** Hero of the Residential page; its action is "Get a Quote" to /contact. */
export const residentialHero: HeroCopy = page.hero;

/** Heading of the six service cards. */
export const residentialServicesSection: SectionCopy = page.servicesSection;

/** The six service cards of the Residential page. */
export const residentialServiceCards: ServiceCard[] = page.serviceCards;

/** Heading of the five-step process section. */
export const residentialProcessSection: SectionCopy = page.processSection;

/** The five-step process of the Residential page. */
export const residentialProcess: ProcessStep[] = page.process;

/** Heading of the sample-projects section and the link below it (to /works). */
export const residentialProjectsSection: LinkedSectionCopy = page.projectsSection;

/** The six sample projects of the Residential page, each with its location. */
export const residentialProjects: SampleProject[] = page.projects;

/** Heading of the Residential testimonials. */
export const residentialTestimonialsSection: SectionCopy = page.testimonialsSection;

/** The two testimonials of the Residential page. */
export const residentialTestimonials: Testimonial[] = lists.testimonials;

/** Heading of the Residential FAQs. */
export const residentialFaqsSection: SectionCopy = page.faqsSection;

/** The four FAQs of the Residential page; durations from `typicalDurations`
 * (docs/product.md#constants). */
export const residentialFaqs: Faq[] = lists.faqs;

/** Closing call to action: "Schedule a Consultation" to /contact. */
export const residentialCta: CallToAction = page.cta;

/**
 * The whole page (docs/product.md#service-pages), rendered by `ServicePage`: its sections in
 * order, each on its background.
 */
export const residentialPage: ServicePageContent = {
  hero: residentialHero,
  heroActions: [{ label: "Get a Quote", to: "/contact" }],
  sections: [
    {
      kind: "service-cards",
      testId: "service-cards",
      heading: residentialServicesSection,
      cards: residentialServiceCards,
    },
    {
      kind: "process",
      testId: "process-steps",
      tone: "stone",
      heading: residentialProcessSection,
      steps: residentialProcess,
    },
    {
      kind: "projects",
      testId: "sample-projects",
      heading: residentialProjectsSection,
      projects: residentialProjects,
    },
    {
      kind: "testimonials",
      testId: "testimonials",
      tone: "dark",
      heading: residentialTestimonialsSection,
      testimonials: residentialTestimonials,
    },
    { kind: "faqs", testId: "faqs", tone: "stone", heading: residentialFaqsSection, faqs: residentialFaqs },
  ],
  cta: residentialCta,
};
