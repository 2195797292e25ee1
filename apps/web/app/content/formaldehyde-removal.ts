import { typicalDurations } from "./shared/company-facts.ts";
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
 * (docs/product.md#service-pages), in page order: hero, sources of VOCs, short- and long-term
 * health effects, six services, five-step process, six benefits, two testimonials, four FAQs and
 * the Schedule an Assessment call to action. Rendered by
 * app/routes/services.formaldehyde-removal.tsx.
 */

/** Hero of the Formaldehyde removal page. */
export const formaldehydeHero: HeroCopy = {
  eyebrow: "Formaldehyde & VOC Removal",
  title: "Clean air in the rooms you just made beautiful",
  description:
    "New cabinets, flooring and furniture can release formaldehyde and other volatile organic compounds for months. We measure what is in your air, remove the sources and verify the result.",
  image: {
    id: "photo-1585771724684-38269d6639fd",
    alt: "Air purifier beside a sofa in a bright living room",
  },
};

/** Heading of the VOC sources list. */
export const vocSourcesSection: SectionCopy = {
  eyebrow: "Where it comes from",
  title: "Common sources of VOCs at home and at work",
  description: "Most indoor formaldehyde comes from products brought in during a remodel or a move.",
};

/** Sources of VOCs. */
export const vocSources: Feature[] = [
  {
    title: "Pressed-wood furniture & cabinetry",
    description: "Particleboard, MDF and plywood bonded with urea-formaldehyde resins.",
    icon: "home",
  },
  {
    title: "New flooring & adhesives",
    description: "Laminate, vinyl plank and carpet, plus the glues and pads installed under them.",
    icon: "ruler",
  },
  {
    title: "Paints, stains & sealants",
    description: "Solvent-based coatings and varnishes keep off-gassing long after they feel dry.",
    icon: "palette",
  },
  {
    title: "Fabrics & upholstery",
    description: "Wrinkle-resistant and flame-retardant treatments on curtains, sofas and mattresses.",
    icon: "sparkles",
  },
  {
    title: "Cleaning & fragrance products",
    description: "Air fresheners, aerosol sprays and some cleaners add VOCs every time they are used.",
    icon: "droplet",
  },
  {
    title: "Combustion & smoking",
    description: "Gas stoves, unvented heaters, fireplaces and tobacco smoke release formaldehyde directly.",
    icon: "wind",
  },
];

/** Heading of the health-effects section. */
export const healthEffectsSection: SectionCopy = {
  eyebrow: "Why it matters",
  title: "How formaldehyde and VOCs affect your health",
  description:
    "Sensitivity varies from person to person; children, older adults and people with asthma are often affected first.",
};

/** Short-term and long-term health effects, each with its symptoms as bullet points. */
export const healthEffects: Feature[] = [
  {
    title: "Short-term effects",
    description: "Usually appear within hours of exposure and ease once the air is cleaned:",
    icon: "clock",
    points: [
      "Burning or watery eyes",
      "Irritated nose and throat",
      "Headaches and dizziness",
      "Coughing and wheezing",
      "Nausea and fatigue",
    ],
  },
  {
    title: "Long-term effects",
    description: "Linked to repeated exposure over months or years:",
    icon: "shield",
    points: [
      "Worsening asthma and allergies",
      "Chronic respiratory irritation",
      "Skin sensitisation and rashes",
      "Formaldehyde is classified as a known human carcinogen",
    ],
  },
];

/** Heading of the six services. */
export const formaldehydeServicesSection: SectionCopy = {
  eyebrow: "What we do",
  title: "Formaldehyde and VOC services",
};

/** The six services of the Formaldehyde removal page. */
export const formaldehydeServiceCards: ServiceCard[] = [
  {
    title: "Air Quality Testing",
    description: "Laboratory-analysed air samples for formaldehyde and total VOCs, room by room.",
    icon: "search",
  },
  {
    title: "Source Identification",
    description:
      "We trace high readings to the cabinet, floor or sofa responsible, so you only replace what matters.",
    icon: "lightbulb",
  },
  {
    title: "Source Removal & Sealing",
    description:
      "Removal of the worst materials and low-emission sealants on the edges and panels that stay.",
    icon: "shield",
  },
  {
    title: "Air Purification",
    description: "HEPA and activated-carbon air cleaning sized to the room, during and after remediation.",
    icon: "wind",
  },
  {
    title: "Ventilation Improvements",
    description: "Advice and coordination on fresh-air ventilation, bath and kitchen fans and HVAC filters.",
    icon: "home",
  },
  {
    title: "Low-Emission Replacements",
    description:
      "Formaldehyde-free cabinetry, solid-wood furniture and low-VOC finishes chosen by our designers.",
    icon: "leaf",
  },
];

/** Heading of the five-step process. */
export const formaldehydeProcessSection: SectionCopy = {
  eyebrow: "How we work",
  title: "Our five-step remediation process",
};

/** The five-step process of the Formaldehyde removal page. */
export const formaldehydeProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Assessment",
    description:
      "A walkthrough of your home or office and a conversation about symptoms, new products and ventilation.",
    image: { id: "photo-1600585154340-be6161a56a0c", alt: "Specialist walking through a bright living room" },
  },
  {
    number: 2,
    title: "Air Testing",
    description: "Air samples from each affected room, analysed by an accredited laboratory.",
    image: { id: "photo-1532187863486-abf9dbad1b69", alt: "Laboratory sample vials on a bench" },
  },
  {
    number: 3,
    title: "Remediation Plan",
    description: "A written report of the results, the sources we found and a priced plan to fix them.",
    image: { id: "photo-1454165804606-c3d57bc86b40", alt: "Report and charts on a desk" },
  },
  {
    number: 4,
    title: "Remediation",
    description:
      "Source removal, sealing, air cleaning and ventilation work, with the least disruption we can manage.",
    image: { id: "photo-1585771724684-38269d6639fd", alt: "Air purifier running in a living room" },
  },
  {
    number: 5,
    title: "Verification Testing",
    description: "A second round of laboratory tests confirms the air is clean, with the results in writing.",
    image: { id: "photo-1586023492125-27b2c045efd7", alt: "Calm, clean living room with plants" },
  },
];

/** Heading of the six benefits. */
export const formaldehydeBenefitsSection: SectionCopy = {
  eyebrow: "The result",
  title: "Benefits of professional VOC removal",
};

/** The six benefits of the Formaldehyde removal page. */
export const formaldehydeBenefits: Feature[] = [
  {
    title: "Easier breathing",
    description: "Less irritation of eyes, nose and throat, and fewer asthma flare-ups.",
    icon: "wind",
  },
  {
    title: "Better sleep",
    description: "Bedrooms free of off-gassing furniture are where most clients notice the change first.",
    icon: "home",
  },
  {
    title: "Measured, not guessed",
    description: "Laboratory results before and after, so you know the work made a difference.",
    icon: "check",
  },
  {
    title: "Targeted spending",
    description: "You replace only the materials that test high, not every new thing in the house.",
    icon: "search",
  },
  {
    title: "Safer for children and pets",
    description: "Those who spend the most time close to floors and furniture breathe the cleanest air.",
    icon: "users",
  },
  {
    title: "Design that stays healthy",
    description: "Our designers choose low-emission replacements that look as good as what they replace.",
    icon: "leaf",
  },
];

/** Heading of the testimonials. */
export const formaldehydeTestimonialsSection: SectionCopy = {
  eyebrow: "Client stories",
  title: "Breathing easier",
};

/** The two testimonials of the Formaldehyde removal page. */
export const formaldehydeTestimonials: Testimonial[] = [
  {
    name: "Jenna Whitaker",
    role: "Homeowner, Sellwood, Portland",
    quote:
      "After our kitchen remodel my daughter had headaches every evening. Clearwell found the culprit in the new cabinets, sealed and replaced what was needed, and the follow-up test proved it.",
  },
  {
    name: "Tom Okafor",
    role: "Office Manager, Riverside Architects, Vancouver, WA",
    quote:
      "Staff complained about the smell in our new office for weeks. Two days of work and a clear lab report later, the complaints stopped.",
  },
];

/** Heading of the FAQs. */
export const formaldehydeFaqsSection: SectionCopy = {
  eyebrow: "FAQ",
  title: "Formaldehyde and VOC questions",
};

/** The four FAQs of the Formaldehyde removal page; durations from `typicalDurations`
 * (docs/product.md#constants). */
export const formaldehydeFaqs: Faq[] = [
  {
    question: "How long does VOC remediation take?",
    answer: `Most formaldehyde and VOC remediation takes ${typicalDurations.vocRemediation} on site, after the initial assessment and air testing. Laboratory results for the verification test follow within a few days.`,
  },
  {
    question: "Do we need to move out during the work?",
    answer:
      "Usually not. We work room by room and keep the rooms you use ventilated. If a bedroom is being treated, we plan the work so you can sleep elsewhere in the house that night.",
  },
  {
    question: "How do you test for formaldehyde?",
    answer:
      "We draw measured volumes of air through sampling media in each room and send them to an accredited laboratory. You get the readings, how they compare with health-based guidelines, and what we recommend.",
  },
  {
    question: "Will an air purifier alone fix the problem?",
    answer:
      "A purifier with activated carbon helps, but it cannot keep up with a strong source. Removing or sealing the source first and then cleaning the air is what brings levels down for good.",
  },
];

/** Closing call to action: "Schedule an Assessment" to /contact. */
export const formaldehydeCta: CallToAction = {
  title: "Wondering what is in your air?",
  description:
    "Book an assessment and get laboratory results, not guesses, about the air in your home or office.",
  action: { label: "Schedule an Assessment", to: "/contact" },
};

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
