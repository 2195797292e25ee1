import faqs from "../../../../content/faqs.json";
import pageCommercial from "../../../../content/pages/commercial.json";
import testimonials from "../../../../content/testimonials.json";
import type { ContentOf } from "./schemas.ts";
import type {
  CallToAction,
  Faq,
  Feature,
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
 * Every word of the Commercial interior design page, /services/commercial
 * (docs/product.md#service-pages), from content/pages/commercial.json, in page order: hero, six service cards, six benefits, four-step
 * process, six sample projects with a link to /works, two testimonials, four FAQs and the call to
 * action. Rendered by app/routes/services.commercial.tsx.
 */
const page = pageCommercial as ContentOf<"pages/commercial.json">;

/** Its testimonials and FAQs (content/testimonials.json, content/faqs.json `commercial`). */
const lists = {
  testimonials: (testimonials as ContentOf<"testimonials.json">).commercial,
  faqs: (faqs as ContentOf<"faqs.json">).commercial,
};

/** Hero of the Commercial page; its action is "Get a Quote" to /contact. */
export const commercialHero: HeroCopy = page.hero;

/** Heading of the six service cards. */
export const commercialServicesSection: SectionCopy = page.servicesSection;

/** The six service cards of the Commercial page. */
export const commercialServiceCards: ServiceCard[] = page.serviceCards;

/** Heading of the benefits list. */
export const commercialBenefitsSection: SectionCopy = page.benefitsSection;

/** The six-item benefits list of the Commercial page. */
export const commercialBenefits: Feature[] = page.benefits;

/** Heading of the four-step process section. */
export const commercialProcessSection: SectionCopy = page.processSection;

/** The four-step process of the Commercial page. */
export const commercialProcess: ProcessStep[] = page.process;

/** Heading of the sample-projects section and the link below it (to /works). */
export const commercialProjectsSection: LinkedSectionCopy = page.projectsSection;

/** The six sample projects of the Commercial page, each with its location. */
export const commercialProjects: SampleProject[] = page.projects;

/** Heading of the Commercial testimonials. */
export const commercialTestimonialsSection: SectionCopy = page.testimonialsSection;

/** The two testimonials of the Commercial page. */
export const commercialTestimonials: Testimonial[] = lists.testimonials;

/** Heading of the Commercial FAQs. */
export const commercialFaqsSection: SectionCopy = page.faqsSection;

/** The four FAQs of the Commercial page; durations from `typicalDurations`
 * (docs/product.md#constants). */
export const commercialFaqs: Faq[] = lists.faqs;

/** Closing call to action to /contact. */
export const commercialCta: CallToAction = page.cta;

/**
 * The whole page (docs/product.md#service-pages), rendered by `ServicePage`: its sections in
 * order, each on its background.
 */
export const commercialPage: ServicePageContent = {
  hero: commercialHero,
  heroActions: [{ label: "Get a Quote", to: "/contact" }],
  sections: [
    {
      kind: "service-cards",
      testId: "service-cards",
      heading: commercialServicesSection,
      cards: commercialServiceCards,
    },
    {
      kind: "features",
      testId: "benefits",
      tone: "stone",
      heading: commercialBenefitsSection,
      items: commercialBenefits,
    },
    { kind: "process", testId: "process-steps", heading: commercialProcessSection, steps: commercialProcess },
    {
      kind: "projects",
      testId: "sample-projects",
      tone: "stone",
      heading: commercialProjectsSection,
      projects: commercialProjects,
    },
    {
      kind: "testimonials",
      testId: "testimonials",
      tone: "dark",
      heading: commercialTestimonialsSection,
      testimonials: commercialTestimonials,
    },
    { kind: "faqs", testId: "faqs", heading: commercialFaqsSection, faqs: commercialFaqs },
  ],
  cta: commercialCta,
};
