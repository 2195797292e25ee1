import { typicalDurations } from "./shared/company-facts.ts";
import type {
  CallToAction,
  Faq,
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
 * Every word of the Residential interior design page, /services/residential
 * (docs/product.md#service-pages), in page order: hero, six service cards, five-step process, six
 * sample projects with a link to /works, two testimonials, four FAQs and the Schedule a
 * Consultation call to action. Rendered by app/routes/services.residential.tsx.
 */

/** Hero of the Residential page; its action is "Get a Quote" to /contact. */
export const residentialHero: HeroCopy = {
  eyebrow: "Residential Interior Design",
  title: "Homes that look beautiful and breathe easy",
  description:
    "We design Portland-area homes around the way you live: calm layouts, honest materials and finishes that keep the air inside as clean as the lines.",
  image: {
    id: "photo-1600210492486-724fe5c67fb0",
    alt: "Living room with a cream sofa, wooden coffee table and tall windows",
  },
};

/** Heading of the six service cards. */
export const residentialServicesSection: SectionCopy = {
  eyebrow: "What we do",
  title: "Residential design services",
  description: "Take one service or all six: every project gets the same designer from start to finish.",
};

/** The six service cards of the Residential page. */
export const residentialServiceCards: ServiceCard[] = [
  {
    title: "Whole-Home Design",
    description:
      "A single plan for every room, so colours, materials and furniture work together from the front door to the back deck.",
    icon: "home",
  },
  {
    title: "Kitchen & Bath Remodels",
    description:
      "Layouts, cabinetry, tile and lighting for the rooms that work hardest, coordinated with your contractor down to the outlet heights.",
    icon: "droplet",
  },
  {
    title: "Space Planning",
    description:
      "Measured floor plans and furniture layouts that fix awkward rooms, open up circulation and make small spaces feel generous.",
    icon: "ruler",
  },
  {
    title: "Colour & Material Selection",
    description:
      "Paint, flooring, fabrics and finishes chosen in your own light, with physical samples you can live with before you decide.",
    icon: "palette",
  },
  {
    title: "Furniture & Lighting",
    description:
      "Sourcing from trade showrooms and Northwest makers, plus layered lighting plans for grey winter afternoons.",
    icon: "lightbulb",
  },
  {
    title: "Healthy-Home Materials",
    description:
      "Low-VOC paints, formaldehyde-free cabinetry and solid-wood furniture specified as standard, not as an upgrade.",
    icon: "leaf",
  },
];

/** Heading of the five-step process section. */
export const residentialProcessSection: SectionCopy = {
  eyebrow: "How we work",
  title: "Our five-step design process",
  description: "A clear path from the first conversation to the day you move back into your finished rooms.",
};

/** The five-step process of the Residential page. */
export const residentialProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Discovery Consultation",
    description:
      "We walk through your home, listen to how you use each room and agree on goals, budget and timing.",
    image: { id: "photo-1600585154340-be6161a56a0c", alt: "Designer and homeowner talking in a living room" },
  },
  {
    number: 2,
    title: "Concept & Mood Boards",
    description:
      "Floor plans, mood boards and material samples show the direction before any money is spent on goods.",
    image: { id: "photo-1615529182904-14819c35db37", alt: "Fabric swatches and paint chips on a table" },
  },
  {
    number: 3,
    title: "Design Development",
    description:
      "Detailed drawings, lighting plans and a priced furniture list, refined with you until it is right.",
    image: { id: "photo-1503387762-592deb58ef4e", alt: "Architectural drawings and a ruler on a desk" },
  },
  {
    number: 4,
    title: "Installation",
    description:
      "We coordinate trades, deliveries and finishes, and visit the site every week so nothing slips.",
    image: { id: "photo-1581858726788-75bc0f6a952d", alt: "Installer fitting cabinetry in a kitchen" },
  },
  {
    number: 5,
    title: "Reveal & Walkthrough",
    description:
      "We style the finished rooms, walk through every detail with you and fix anything on the punch list.",
    image: { id: "photo-1631679706909-1844bbd07221", alt: "Finished bedroom styled with pillows and plants" },
  },
];

/** Heading of the sample-projects section and the link below it (to /works). */
export const residentialProjectsSection: LinkedSectionCopy = {
  eyebrow: "Recent work",
  title: "Homes we have designed",
  description: "A few of the houses, condos and cabins we have worked on across Oregon and SW Washington.",
  link: { label: "View All Projects", to: "/works" },
};

/** The six sample projects of the Residential page, each with its location. */
export const residentialProjects: SampleProject[] = [
  {
    title: "Alameda Craftsman Refresh",
    location: "Portland, OR",
    image: { id: "photo-1586023492125-27b2c045efd7", alt: "Craftsman living room with built-in shelves" },
  },
  {
    title: "Lakeside Kitchen Remodel",
    location: "Lake Oswego, OR",
    image: { id: "photo-1556911220-bff31c812dba", alt: "White kitchen with an island and pendant lights" },
  },
  {
    title: "Pearl District Loft",
    location: "Portland, OR",
    image: { id: "photo-1560448204-e02f11c3d0e2", alt: "Open loft with exposed beams and a grey sectional" },
  },
  {
    title: "Hillside Primary Suite",
    location: "West Linn, OR",
    image: { id: "photo-1616594039964-ae9021a400a0", alt: "Bedroom with a linen headboard and soft lamps" },
  },
  {
    title: "Modern Farmhouse Family Room",
    location: "Vancouver, WA",
    image: {
      id: "photo-1600607687939-ce8a6c25118c",
      alt: "Family room with a stone fireplace and oak floors",
    },
  },
  {
    title: "High-Desert Guest Bath",
    location: "Bend, OR",
    image: { id: "photo-1604014237800-1c9102c219da", alt: "Bathroom with a freestanding tub and warm tile" },
  },
];

/** Heading of the Residential testimonials. */
export const residentialTestimonialsSection: SectionCopy = {
  eyebrow: "Client stories",
  title: "What homeowners say",
};

/** The two testimonials of the Residential page. */
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

/** The four FAQs of the Residential page; durations from `typicalDurations`
 * (docs/product.md#constants). */
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

/** Closing call to action: "Schedule a Consultation" to /contact. */
export const residentialCta: CallToAction = {
  title: "Ready to love coming home?",
  description: "Tell us about your home and what you would like to change. The first consultation is free.",
  action: { label: "Schedule a Consultation", to: "/contact" },
};

/**
 * The whole page (docs/product.md#service-pages), rendered by `ServicePage`: its sections in
 * order, each on its background.
 */
export const residentialPage: ServicePageContent = {
  hero: residentialHero,
  heroActions: [{ label: "Get a Quote", to: "/contact" }],
  sections: [
    {
      kind: "service-cards",
      testId: "service-cards",
      heading: residentialServicesSection,
      cards: residentialServiceCards,
    },
    {
      kind: "process",
      testId: "process-steps",
      tone: "stone",
      heading: residentialProcessSection,
      steps: residentialProcess,
    },
    {
      kind: "projects",
      testId: "sample-projects",
      heading: residentialProjectsSection,
      projects: residentialProjects,
    },
    {
      kind: "testimonials",
      testId: "testimonials",
      tone: "dark",
      heading: residentialTestimonialsSection,
      testimonials: residentialTestimonials,
    },
    { kind: "faqs", testId: "faqs", tone: "stone", heading: residentialFaqsSection, faqs: residentialFaqs },
  ],
  cta: residentialCta,
};
