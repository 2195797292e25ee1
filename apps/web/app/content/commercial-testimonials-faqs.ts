import { typicalDurations } from "./company-facts.ts";
import type { SectionCopy } from "./services.ts";
import type { Faq, Testimonial } from "./types.ts";

/** Heading of the Commercial testimonials. */
export const commercialTestimonialsSection: SectionCopy = {
  eyebrow: "Client stories",
  title: "What business owners say",
};

/** The two testimonials of the Commercial page (SPEC 2). */
export const commercialTestimonials: Testimonial[] = [
  {
    name: "Rachel Kim",
    role: "COO, Timberline Software",
    quote:
      "We moved 140 people into a new floor without losing a single working day. Six months on, people still book the focus rooms more than anything else in the building.",
  },
  {
    name: "Dr. Marcus Bell",
    role: "Owner, Willamette Family Dental",
    quote:
      "Patients tell us the office feels calm, and that matters in a dental chair. Clearwell handled the permits and the contractor so I could keep seeing patients.",
  },
];

/** Heading of the Commercial FAQs. */
export const commercialFaqsSection: SectionCopy = {
  eyebrow: "FAQ",
  title: "Commercial design questions",
};

/** The four FAQs of the Commercial page; durations come from SPEC 9 (`typicalDurations`). */
export const commercialFaqs: Faq[] = [
  {
    question: "How long does a commercial project take?",
    answer: `Most commercial projects take ${typicalDurations.commercialProject}, depending on size, permits and furniture lead times. We build the schedule backwards from your lease or opening date at the first meeting.`,
  },
  {
    question: "Can you work around our business hours?",
    answer:
      "Yes. We phase the work and schedule noisy or disruptive tasks for evenings and weekends so your team and customers can stay in the space.",
  },
  {
    question: "Do you handle permits and contractors?",
    answer:
      "We prepare the drawings for permit, collect and compare contractor bids, and run weekly site meetings. You sign the contracts; we manage the day-to-day.",
  },
  {
    question: "Can you check the air quality before we move in?",
    answer: `Yes. New furniture and finishes release formaldehyde and other VOCs, so we test before handover. If levels are high, remediation typically takes ${typicalDurations.vocRemediation}.`,
  },
];
