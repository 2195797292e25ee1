import { typicalDurations } from "./company-facts.ts";
import type { Feature, SectionCopy } from "./services.ts";
import type { Faq, ProcessStep, Testimonial } from "./types.ts";

/** Heading of the six-step process. */
export const moldProcessSection: SectionCopy = {
  eyebrow: "How we work",
  title: "Our six-step mold removal process",
};

/** The six-step process of the Mold removal page (SPEC 2). */
export const moldProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Inspection",
    description: "We find visible and hidden mold with moisture meters and thermal imaging.",
    image: { id: "photo-1581578731548-c64695cc6952", alt: "Technician inspecting a wall" },
  },
  {
    number: 2,
    title: "Testing",
    description: "Air and surface samples confirm the extent and type of mold before work begins.",
    image: { id: "photo-1532187863486-abf9dbad1b69", alt: "Sample vials in a laboratory" },
  },
  {
    number: 3,
    title: "Containment",
    description: "The work area is sealed off under negative air pressure to keep spores out of clean rooms.",
    image: { id: "photo-1504307651254-35680f356dfd", alt: "Plastic sheeting sealing off a work area" },
  },
  {
    number: 4,
    title: "Removal",
    description: "Affected materials are removed and bagged; salvageable surfaces are cleaned and treated.",
    image: { id: "photo-1503387762-592deb58ef4e", alt: "Renovation work on an interior wall" },
  },
  {
    number: 5,
    title: "Cleaning & Drying",
    description:
      "HEPA vacuuming, air scrubbing and dehumidifiers bring the space back to dry, clean conditions.",
    image: { id: "photo-1527515637462-cff94eecc1ac", alt: "Cleaning equipment in a bright room" },
  },
  {
    number: 6,
    title: "Clearance & Prevention",
    description:
      "A clearance test confirms the result, and we fix the moisture source so mold does not return.",
    image: { id: "photo-1586023492125-27b2c045efd7", alt: "Clean, dry living room with plants" },
  },
];

/** Heading of the six reasons. */
export const moldReasonsSection: SectionCopy = {
  eyebrow: "Why Clearwell",
  title: "Six reasons to choose us for mold removal",
};

/** Six reasons to choose the company (SPEC 2 Mold removal page). */
export const moldReasons: Feature[] = [
  {
    title: "Certified technicians",
    description: "Trained in industry remediation standards.",
    icon: "award",
  },
  {
    title: "Independent testing",
    description: "Laboratory clearance, not just a visual check.",
    icon: "search",
  },
  { title: "Root-cause fixes", description: "We stop the moisture, not only the stain.", icon: "droplet" },
  {
    title: "Safe for your family",
    description: "Containment and HEPA filtration protect clean rooms.",
    icon: "shield",
  },
  { title: "Fast response", description: "Inspections usually within two business days.", icon: "clock" },
  {
    title: "Design-led rebuild",
    description: "Rooms rebuilt better than before, by our designers.",
    icon: "palette",
  },
];

/** Heading of the testimonials. */
export const moldTestimonialsSection: SectionCopy = {
  eyebrow: "Client stories",
  title: "What our clients say",
};

/** The two testimonials of the Mold removal page (SPEC 2). */
export const moldTestimonials: Testimonial[] = [
  {
    name: "Linda Ferreira",
    role: "Homeowner, Beaverton, OR",
    quote:
      "They found mold behind the bathroom wall that two other companies had missed, fixed the leaking vent fan that caused it and rebuilt the room nicer than it was.",
  },
  {
    name: "Kevin Tran",
    role: "Property Manager, Northgate Apartments, Vancouver, WA",
    quote:
      "Clearwell handles mold calls across our three buildings. Tenants are kept informed, the clearance reports are clear, and small jobs are done in a day or two.",
  },
];

/** Heading of the FAQs. */
export const moldFaqsSection: SectionCopy = {
  eyebrow: "FAQ",
  title: "Mold removal questions",
};

/** The four FAQs of the Mold removal page; durations come from SPEC 9 (`typicalDurations`). */
export const moldFaqs: Faq[] = [
  {
    question: "How long does mold removal take?",
    answer: `Small mold jobs, such as a bathroom or a section of wall, typically take ${typicalDurations.smallMoldJob}. Larger jobs depend on how far the mold has spread; we give you a schedule after the inspection.`,
  },
  {
    question: "Can we stay at home during remediation?",
    answer:
      "For most jobs, yes. The work area is sealed and kept under negative pressure, so the rest of the house stays usable. We will tell you in advance if a larger job means staying elsewhere.",
  },
  {
    question: "Does homeowners insurance cover mold removal?",
    answer:
      "It depends on the cause. Mold from a sudden event such as a burst pipe is often covered; mold from long-term leaks usually is not. We provide the photos and reports your insurer asks for.",
  },
  {
    question: "Will the mold come back?",
    answer:
      "Not if the moisture is fixed. Every job includes finding the source of the moisture and a plan to control it, and we test again before we call the job finished.",
  },
];
