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
 * Every word of the Mold removal page, /services/mold-removal (docs/product.md#service-pages), in
 * page order: hero, health symptoms, vulnerable groups, property damage, six services, six-step
 * process, six reasons to choose us, two testimonials, four FAQs and the Schedule an Inspection
 * call to action. Rendered by app/routes/services.mold-removal.tsx.
 */

/** Hero of the Mold removal page. */
export const moldHero: HeroCopy = {
  eyebrow: "Mold Removal",
  title: "Mold out, moisture under control",
  description:
    "Nine months of Northwest rain find every leak. We locate the mold, remove it safely and fix the moisture behind it, so your home or business stays healthy after the next wet season.",
  image: {
    id: "photo-1581578731548-c64695cc6952",
    alt: "Technician in protective gear inspecting a wall for mold",
  },
};

/** Heading of the health symptoms list. */
export const moldSymptomsSection: SectionCopy = {
  eyebrow: "Health",
  title: "Symptoms of mold exposure",
  description:
    "If these ease when you leave the building and return when you come back, mold may be the cause.",
};

/** Health symptoms of mold exposure. */
export const moldSymptoms: Feature[] = [
  {
    title: "Sneezing and congestion",
    description: "A stuffy or runny nose that never quite clears.",
    icon: "wind",
  },
  {
    title: "Coughing and wheezing",
    description: "Worse at night or in basements and bathrooms.",
    icon: "users",
  },
  {
    title: "Itchy eyes and skin",
    description: "Red, watery eyes and skin rashes without another cause.",
    icon: "droplet",
  },
  {
    title: "Headaches and fatigue",
    description: "Persistent tiredness and trouble concentrating indoors.",
    icon: "clock",
  },
  {
    title: "Asthma flare-ups",
    description: "More frequent attacks and more use of rescue inhalers.",
    icon: "shield",
  },
  {
    title: "Sinus infections",
    description: "Repeated sinus trouble through the rainy months.",
    icon: "search",
  },
];

/** Heading of the vulnerable groups list. */
export const moldVulnerableSection: SectionCopy = {
  eyebrow: "Who is at risk",
  title: "People most vulnerable to mold",
};

/** Groups most affected by mold. */
export const moldVulnerableGroups: Feature[] = [
  {
    title: "Infants and young children",
    description: "Developing lungs and more time spent near floors.",
    icon: "home",
  },
  { title: "Older adults", description: "Less resilient airways and immune systems.", icon: "users" },
  {
    title: "People with asthma or allergies",
    description: "Mold spores are a common trigger for attacks.",
    icon: "wind",
  },
  {
    title: "People with weakened immune systems",
    description: "Including people in cancer treatment or after a transplant.",
    icon: "shield",
  },
];

/** Heading of the property damage list. */
export const moldDamageSection: SectionCopy = {
  eyebrow: "Your property",
  title: "What mold does to a building",
};

/** Damage mold causes to property. */
export const moldPropertyDamage: Feature[] = [
  {
    title: "Drywall and insulation",
    description: "Mold feeds on paper facing and soaks into insulation, which then has to be removed.",
    icon: "home",
  },
  {
    title: "Wood framing and subfloors",
    description: "Long-term moisture and mold lead to rot in studs, joists and sheathing.",
    icon: "ruler",
  },
  {
    title: "Finishes and belongings",
    description: "Stained paint, lifting floors and ruined fabrics, books and furniture.",
    icon: "palette",
  },
  {
    title: "Property value",
    description: "Untreated mold must be disclosed when you sell and can stall a sale or a lease.",
    icon: "building",
  },
];

/** Heading of the six services. */
export const moldServicesSection: SectionCopy = {
  eyebrow: "What we do",
  title: "Mold removal services",
};

/** The six services of the Mold removal page. */
export const moldServiceCards: ServiceCard[] = [
  {
    title: "Mold Inspection",
    description: "A visual inspection with moisture meters and thermal imaging to find hidden growth.",
    icon: "search",
  },
  {
    title: "Air & Surface Testing",
    description: "Samples analysed by an accredited laboratory to identify mold types and spore levels.",
    icon: "wind",
  },
  {
    title: "Containment & Removal",
    description: "Sealed work areas under negative air pressure, and safe removal of affected materials.",
    icon: "shield",
  },
  {
    title: "HEPA Cleaning",
    description: "HEPA vacuuming, air scrubbing and cleaning of surfaces and contents in the affected area.",
    icon: "sparkles",
  },
  {
    title: "Moisture Control",
    description: "Drying, dehumidification and coordination of leak, gutter and ventilation repairs.",
    icon: "droplet",
  },
  {
    title: "Restoration & Redesign",
    description: "Our designers rebuild the room with mold-resistant, low-emission materials.",
    icon: "palette",
  },
];

/** Heading of the six-step process. */
export const moldProcessSection: SectionCopy = {
  eyebrow: "How we work",
  title: "Our six-step mold removal process",
};

/** The six-step process of the Mold removal page. */
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

/** Six reasons to choose the company. */
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

/** The two testimonials of the Mold removal page. */
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

/** The four FAQs of the Mold removal page; durations from `typicalDurations`
 * (docs/product.md#constants). */
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

/** Closing call to action: "Schedule an Inspection" to /contact. */
export const moldCta: CallToAction = {
  title: "Seen a spot, smelled something musty?",
  description:
    "The sooner mold is found, the smaller the job. Book an inspection and we will tell you what we find.",
  action: { label: "Schedule an Inspection", to: "/contact" },
};

/**
 * The whole page (docs/product.md#service-pages), rendered by `ServicePage`: its sections in
 * order, each on its background.
 */
export const moldPage: ServicePageContent = {
  hero: moldHero,
  sections: [
    { kind: "features", testId: "symptoms", heading: moldSymptomsSection, items: moldSymptoms },
    {
      kind: "features",
      testId: "vulnerable-groups",
      tone: "stone",
      heading: moldVulnerableSection,
      items: moldVulnerableGroups,
      columns: 2,
    },
    {
      kind: "features",
      testId: "property-damage",
      heading: moldDamageSection,
      items: moldPropertyDamage,
      columns: 2,
    },
    {
      kind: "service-cards",
      testId: "service-cards",
      tone: "stone",
      heading: moldServicesSection,
      cards: moldServiceCards,
    },
    { kind: "process", testId: "process-steps", heading: moldProcessSection, steps: moldProcess },
    { kind: "features", testId: "reasons", tone: "stone", heading: moldReasonsSection, items: moldReasons },
    {
      kind: "testimonials",
      testId: "testimonials",
      tone: "dark",
      heading: moldTestimonialsSection,
      testimonials: moldTestimonials,
    },
    { kind: "faqs", testId: "faqs", tone: "stone", heading: moldFaqsSection, faqs: moldFaqs },
  ],
  cta: moldCta,
};
