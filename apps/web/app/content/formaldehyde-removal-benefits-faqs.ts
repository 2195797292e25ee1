import { typicalDurations } from "./company-facts.ts";
import type { Feature, SectionCopy } from "./services.ts";
import type { Faq, Testimonial } from "./types.ts";

/** Heading of the six benefits. */
export const formaldehydeBenefitsSection: SectionCopy = {
  eyebrow: "The result",
  title: "Benefits of professional VOC removal",
};

/** The six benefits of the Formaldehyde removal page (SPEC 2). */
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

/** The two testimonials of the Formaldehyde removal page (SPEC 2). */
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

/** The four FAQs of the Formaldehyde removal page; durations come from SPEC 9. */
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
