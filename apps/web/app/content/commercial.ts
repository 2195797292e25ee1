import { typicalDurations } from "./shared/company-facts.ts";
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
 * (docs/product.md#service-pages), in page order: hero, six service cards, six benefits, four-step
 * process, six sample projects with a link to /works, two testimonials, four FAQs and the call to
 * action. Rendered by app/routes/services.commercial.tsx.
 */

/** Hero of the Commercial page; its action is "Get a Quote" to /contact. */
export const commercialHero: HeroCopy = {
  eyebrow: "Commercial Interior Design",
  title: "Workplaces people want to show up to",
  description:
    "From a ten-person studio to a multi-floor headquarters, we plan commercial interiors that support the work, express the brand and open on schedule.",
  image: {
    id: "photo-1497366811353-6870744d04b2",
    alt: "Modern office lounge with soft seating and a long meeting table",
  },
};

/** Heading of the six service cards. */
export const commercialServicesSection: SectionCopy = {
  eyebrow: "What we do",
  title: "Commercial design services",
  description:
    "One team for planning, design and coordination, so decisions do not fall between consultants.",
};

/** The six service cards of the Commercial page. */
export const commercialServiceCards: ServiceCard[] = [
  {
    title: "Workplace Design",
    description:
      "Offices planned around how teams actually work: focus rooms, collaboration zones and hybrid-ready meeting spaces.",
    icon: "building",
  },
  {
    title: "Restaurants & Hospitality",
    description:
      "Dining rooms, bars and boutique hotel spaces with the durability, acoustics and atmosphere guests remember.",
    icon: "star",
  },
  {
    title: "Retail Interiors",
    description:
      "Storefronts and showrooms that guide customers through the space and make the product the centre of attention.",
    icon: "sparkles",
  },
  {
    title: "Healthcare & Wellness",
    description:
      "Clinics, dental offices and studios with calming finishes, cleanable surfaces and careful attention to air quality.",
    icon: "shield",
  },
  {
    title: "Space Planning & Test Fits",
    description:
      "Test fits before you sign a lease, so you know how many people, rooms and workstations a space will really hold.",
    icon: "ruler",
  },
  {
    title: "Tenant Improvement Management",
    description:
      "Permit drawings, contractor bids and weekly site meetings, managed for you from lease signing to move-in day.",
    icon: "clock",
  },
];

/** Heading of the benefits list. */
export const commercialBenefitsSection: SectionCopy = {
  eyebrow: "Why it matters",
  title: "Benefits of a well-designed workspace",
};

/** The six-item benefits list of the Commercial page. */
export const commercialBenefits: Feature[] = [
  {
    title: "Higher productivity",
    description: "Good daylight, acoustics and layouts cut distractions and help people do their best work.",
    icon: "lightbulb",
  },
  {
    title: "A stronger brand",
    description: "Clients and candidates read your values in the space before anyone says a word.",
    icon: "award",
  },
  {
    title: "Healthier air for staff",
    description: "Low-emission finishes and furniture mean fewer headaches and sick days after move-in.",
    icon: "wind",
  },
  {
    title: "Talent attraction and retention",
    description: "A workplace people are proud of is one of the cheapest recruiting tools you have.",
    icon: "users",
  },
  {
    title: "Minimal downtime",
    description: "Phased schedules and after-hours installs keep your business open while the work happens.",
    icon: "clock",
  },
  {
    title: "Code-compliant and accessible",
    description:
      "Plans that meet Oregon and Washington building codes and ADA requirements from the first draft.",
    icon: "check",
  },
];

/** Heading of the four-step process section. */
export const commercialProcessSection: SectionCopy = {
  eyebrow: "How we work",
  title: "Our four-step commercial process",
  description: "Built around your lease dates, your budget and the people who will use the space every day.",
};

/** The four-step process of the Commercial page. */
export const commercialProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Needs Assessment",
    description:
      "Interviews, headcount projections and a tour of your current space define what the new one must do.",
    image: { id: "photo-1552664730-d307ca884978", alt: "Team meeting around a table with laptops" },
  },
  {
    number: 2,
    title: "Space Planning & Design",
    description:
      "Test fits, a design concept and finish boards, priced and reviewed with your leadership team.",
    image: { id: "photo-1503387762-592deb58ef4e", alt: "Floor plans spread across a desk" },
  },
  {
    number: 3,
    title: "Build-Out Coordination",
    description:
      "Permit sets, contractor bids and weekly site meetings keep the build-out on schedule and on budget.",
    image: { id: "photo-1541888946425-d81bb19240f5", alt: "Commercial interior under construction" },
  },
  {
    number: 4,
    title: "Move-In & Handover",
    description:
      "Furniture install, air-quality check and a walkthrough so your team walks into a finished space.",
    image: { id: "photo-1524758631624-e2822e304c36", alt: "Finished office with desks and plants" },
  },
];

/** Heading of the sample-projects section and the link below it (to /works). */
export const commercialProjectsSection: LinkedSectionCopy = {
  eyebrow: "Recent work",
  title: "Commercial spaces we have designed",
  description: "Offices, clinics and restaurants from downtown Portland to the Columbia River.",
  link: { label: "View All Projects", to: "/works" },
};

/** The six sample projects of the Commercial page, each with its location. */
export const commercialProjects: SampleProject[] = [
  {
    title: "Timberline Software Headquarters",
    location: "Portland, OR",
    image: { id: "photo-1497366216548-37526070297c", alt: "Open office with wooden desks and daylight" },
  },
  {
    title: "Willamette Family Dental",
    location: "Salem, OR",
    image: { id: "photo-1519494026892-80bbd2d6fd0d", alt: "Bright clinic reception with a curved desk" },
  },
  {
    title: "Hearth & Vine Restaurant",
    location: "Hood River, OR",
    image: { id: "photo-1517248135467-4c7edcad34c4", alt: "Restaurant dining room with warm pendant lights" },
  },
  {
    title: "Columbia Law Group Offices",
    location: "Vancouver, WA",
    image: { id: "photo-1524758631624-e2822e304c36", alt: "Private offices behind glass walls" },
  },
  {
    title: "Fernhill Coffee Roasters",
    location: "Beaverton, OR",
    image: { id: "photo-1559329007-40df8a9345d8", alt: "Coffee shop counter with tiled walls" },
  },
  {
    title: "Cascade Yoga Studio",
    location: "Bend, OR",
    image: { id: "photo-1545205597-3d9d02c29597", alt: "Calm studio with wooden floors and large windows" },
  },
];

/** Heading of the Commercial testimonials. */
export const commercialTestimonialsSection: SectionCopy = {
  eyebrow: "Client stories",
  title: "What business owners say",
};

/** The two testimonials of the Commercial page. */
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

/** The four FAQs of the Commercial page; durations from `typicalDurations`
 * (docs/product.md#constants). */
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

/** Closing call to action to /contact. */
export const commercialCta: CallToAction = {
  title: "Planning a move or a refresh?",
  description: "Tell us your square footage, headcount and target date, and we will come back with a plan.",
  action: { label: "Schedule a Consultation", to: "/contact" },
};

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
