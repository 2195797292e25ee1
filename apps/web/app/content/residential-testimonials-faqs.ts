import { typicalDurations } from "./company-facts.ts";
import type { SectionCopy } from "./services.ts";
import type { Faq, Testimonial } from "./types.ts";

/** Heading of the Residential testimonials. */
export const residentialTestimonialsSection: SectionCopy = {
  eyebrow: "Client stories",
  title: "What homeowners say",
};

/** The two testimonials of the Residential page (SPEC 2). */
export const residentialTestimonials: Testimonial[] = [
  {
    name: "Megan Alvarez",
    role: "Homeowner, Alameda, Portland",
    quote:
      "They kept everything we loved about our 1920s house and fixed everything we didn't. The kitchen finally works, and the whole place smells like wood instead of new paint.",
  },
  {
    name: "David and Priya Raman",
    role: "Homeowners, Lake Oswego",
    quote:
      "We were nervous about a remodel with a toddler at home. Clearwell chose low-emission materials for every room and the schedule they gave us on day one is the one they kept.",
  },
];

/** Heading of the Residential FAQs. */
export const residentialFaqsSection: SectionCopy = {
  eyebrow: "FAQ",
  title: "Residential design questions",
};

/** The four FAQs of the Residential page; durations come from SPEC 9 (`typicalDurations`). */
export const residentialFaqs: Faq[] = [
  {
    question: "How long does a residential design project take?",
    answer: `Most residential projects take ${typicalDurations.residentialProject} from the first consultation to the final walkthrough. A single room usually takes ${typicalDurations.singleRoom}, and a whole home ${typicalDurations.wholeHome}, depending on construction and furniture lead times.`,
  },
  {
    question: "How much does interior design cost?",
    answer:
      "We quote a fixed design fee once we have seen the space and agreed the scope, so you know the cost before any work starts. Furniture and construction are budgeted separately, and we show you prices before anything is ordered.",
  },
  {
    question: "Can you work with the furniture we already own?",
    answer:
      "Yes. We start with an inventory of what you have and keep the pieces you love; new furniture fills the gaps rather than replacing everything.",
  },
  {
    question: "Do you only use low-VOC and formaldehyde-free materials?",
    answer:
      "They are our default. We specify low-VOC paints and adhesives, formaldehyde-free cabinetry and solid-wood or certified furniture, and we flag any product that does not meet that standard before you choose it.",
  },
];
