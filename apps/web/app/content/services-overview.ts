import faqs from "../../../../content/faqs.json";
import services from "../../../../content/pages/services.json";
import type { ContentOf } from "./schemas.ts";
import type { CallToAction, Faq, Feature, HeroCopy, ProcessStep, SectionCopy, Service } from "./types.ts";

/**
 * Every word of the Services overview, /services (docs/product.md#services), from
 * content/pages/services.json, in page order: hero, highlights of the four service blocks (the
 * blocks themselves are content/shared/services.ts), why choose us, the process, the FAQs
 * (content/faqs.json `services`) and the call to action. Rendered by app/routes/services.tsx.
 */
const page = services as ContentOf<"pages/services.json">;

/** Hero of the Services overview. */
export const servicesOverviewHero: HeroCopy = page.hero;

/** Heading of the four service blocks. */
export const serviceBlocksSection: SectionCopy = page.blocksSection;

/** The highlights shown under each service block of the overview, keyed by service id. */
export const serviceHighlights: Record<Service["id"], string[]> = page.highlights;

/** Heading of the why-choose-us list. */
export const whyChooseUsSection: SectionCopy = page.whyChooseUsSection;

/** The why-choose-us list of the Services overview. */
export const whyChooseUs: Feature[] = page.whyChooseUs;

/** Heading of the process. */
export const overviewProcessSection: SectionCopy = page.processSection;

/** The process: Consultation, Design Concept, Implementation, Final Walkthrough. */
export const overviewProcess: ProcessStep[] = page.process;

/** Heading of the FAQs. */
export const overviewFaqsSection: SectionCopy = page.faqsSection;

/** The FAQ entries of the Services overview; durations from content/figures.json (docs/product.md#constants). */
export const overviewFaqs: Faq[] = (faqs as ContentOf<"faqs.json">).services;

/** Closing call to action of the Services overview (to /contact). */
export const servicesOverviewCta: CallToAction = page.cta;
