import { typicalDurations } from "./shared/company-facts.ts";
import type { CallToAction, Faq, Feature, HeroCopy, ProcessStep, SectionCopy, Service } from "./types.ts";

/**
 * Every word of the Services overview, /services (docs/product.md#services), in page order: hero,
 * highlights of the four service blocks (the blocks themselves are content/shared/services.ts),
 * why choose us, the four-step process, four FAQs and the call to action. Rendered by
 * app/routes/services.tsx.
 */

/** Hero of the Services overview. */
export const servicesOverviewHero: HeroCopy = {
  eyebrow: "Our Services",
  title: "Beautiful interiors, healthy indoor air",
  description:
    "Since 2010 we have designed homes and workplaces across Oregon and SW Washington, and cleaned up the air inside them. Four services, one team that understands both.",
  image: {
    id: "photo-1600607687939-ce8a6c25118c",
    alt: "Open living and dining room with oak floors and large windows",
  },
};

/** Heading of the four service blocks. */
export const serviceBlocksSection: SectionCopy = {
  eyebrow: "What we do",
  title: "Four services, one standard of care",
};

/** Three highlights shown under each service block of the overview, keyed by service id. */
export const serviceHighlights: Record<Service["id"], string[]> = {
  residential: [
    "Whole homes or single rooms",
    "Kitchens, baths and living spaces",
    "Low-VOC materials as standard",
  ],
  commercial: [
    "Offices, clinics and restaurants",
    "Space planning and test fits",
    "Tenant improvement management",
  ],
  "formaldehyde-removal": [
    "Laboratory air testing",
    "Source removal and sealing",
    "Verification test included",
  ],
  "mold-removal": ["Inspection and testing", "Containment and HEPA cleaning", "Moisture control and rebuild"],
};

/** Heading of the why-choose-us list. */
export const whyChooseUsSection: SectionCopy = {
  eyebrow: "Why Clearwell",
  title: "Why clients choose us",
  description:
    "Designers and indoor-air specialists on the same team, accountable for how a room looks and how it feels to breathe in.",
};

/** The why-choose-us list of the Services overview. */
export const whyChooseUs: Feature[] = [
  {
    title: "Design and air quality together",
    description:
      "Every design is specified for low emissions, and every remediation ends in a room worth living in.",
    icon: "leaf",
  },
  {
    title: "15+ years in the Northwest",
    description: "We know local homes, local contractors and what a wet winter does to a building.",
    icon: "award",
  },
  {
    title: "Laboratory-verified results",
    description: "Air testing before and after, from an accredited lab, with the reports in your hands.",
    icon: "search",
  },
  {
    title: "Fixed, transparent fees",
    description: "A written scope and price before work begins, and no surprise invoices.",
    icon: "check",
  },
  {
    title: "Schedules we keep",
    description: "A realistic timeline on day one and a weekly update until the final walkthrough.",
    icon: "clock",
  },
  {
    title: "One point of contact",
    description: "The same project lead from the first call to handover, for homes and businesses alike.",
    icon: "users",
  },
];

/** Heading of the four-step process. */
export const overviewProcessSection: SectionCopy = {
  eyebrow: "How we work",
  title: "Our process",
  description: "Every project, large or small, follows the same four steps.",
};

/** The four-step process: Consultation, Design Concept, Implementation, Final Walkthrough. */
export const overviewProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Consultation",
    description: "A free conversation, on site or by video, about your space, your goals and your budget.",
    image: { id: "photo-1600585154340-be6161a56a0c", alt: "Designer meeting clients in a living room" },
  },
  {
    number: 2,
    title: "Design Concept",
    description:
      "Plans, materials and a fixed quote, or for air and mold work, test results and a remediation plan.",
    image: { id: "photo-1615529182904-14819c35db37", alt: "Material samples and sketches on a table" },
  },
  {
    number: 3,
    title: "Implementation",
    description:
      "We coordinate the trades, deliveries and remediation crews and keep you updated every week.",
    image: { id: "photo-1581858726788-75bc0f6a952d", alt: "Installer at work in a kitchen" },
  },
  {
    number: 4,
    title: "Final Walkthrough",
    description:
      "We walk through the finished space with you, hand over test reports and close every open item.",
    image: { id: "photo-1631679706909-1844bbd07221", alt: "Finished bedroom with soft natural light" },
  },
];

/** Heading of the FAQs. */
export const overviewFaqsSection: SectionCopy = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
};

/** The four FAQ entries of the Services overview; durations from `typicalDurations` (docs/product.md#constants). */
export const overviewFaqs: Faq[] = [
  {
    question: "How long does a typical project take?",
    answer: `Residential design projects typically take ${typicalDurations.residentialProject} and commercial projects ${typicalDurations.commercialProject}. Air-quality work is much faster: VOC remediation takes ${typicalDurations.vocRemediation} and small mold jobs ${typicalDurations.smallMoldJob}.`,
  },
  {
    question: "Which areas do you serve?",
    answer:
      "The Portland metro area, including Beaverton, Lake Oswego, West Linn and Vancouver, WA. We also take projects in Salem, Hood River and Bend.",
  },
  {
    question: "Can you combine design with air-quality work?",
    answer:
      "Yes, and it is what we do best. Many clients test and remediate first, then redesign the room with low-emission materials so the problem does not return.",
  },
  {
    question: "Is the first consultation free?",
    answer:
      "Yes. The first consultation is free and without obligation. After it you receive a written scope and a fixed quote for the work.",
  },
];

/** Closing call to action of the Services overview (to /contact). */
export const servicesOverviewCta: CallToAction = {
  title: "Not sure which service you need?",
  description:
    "Tell us about your space and what is bothering you. We will point you to the right next step.",
  action: { label: "Get a Quote", to: "/contact" },
};
