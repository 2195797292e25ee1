import type {
  PortfolioProject,
  ProcessStep,
  Testimonial,
  WorksFilterButton,
  WorksPageCopy,
} from "./types.ts";

/**
 * Every word of Works, /works (docs/product.md#works): the filter, the nine projects (Home shows
 * the first three), the headings in {@link worksCopy}, the design process and the testimonials.
 * Rendered by app/routes/works.tsx.
 */

/** The filter buttons, in order: All Projects, Residential, Commercial. */
export const worksFilters: WorksFilterButton[] = [
  { value: "all", label: "All Projects" },
  { value: "residential", label: "Residential" },
  { value: "commercial", label: "Commercial" },
];

/** The nine portfolio projects, newest first; Home shows the first three. */
export const portfolioProjects: PortfolioProject[] = [
  {
    title: "Laurelhurst Bungalow Renewal",
    category: "residential",
    image: {
      id: "photo-1586023492125-27b2c045efd7",
      alt: "Warm living room with a green sofa and built-in shelves",
    },
    description:
      "A whole-home refresh of a 1924 craftsman: opened kitchen, restored fir trim and zero-VOC finishes throughout.",
  },
  {
    title: "Hawthorne Family Dental",
    category: "commercial",
    image: { id: "photo-1629909613654-28e377c37b09", alt: "Calm dental treatment room with wood accents" },
    description:
      "A 3,200 sq ft clinic designed to lower patient anxiety, with quiet materials, daylight and HEPA-filtered air.",
  },
  {
    title: "Pearl District Loft",
    category: "residential",
    image: {
      id: "photo-1600210492486-724fe5c67fb0",
      alt: "Open loft with exposed brick, concrete floor and pendant lights",
    },
    description:
      "An industrial loft softened with textured textiles, a custom walnut bookcase and low-emission furniture.",
  },
  {
    title: "Bridgetown Coworking",
    category: "commercial",
    image: {
      id: "photo-1497366216548-37526070297c",
      alt: "Bright coworking floor with long shared desks and plants",
    },
    description:
      "Eighty desks, focus booths and a café counter across two floors of a converted Central Eastside warehouse.",
  },
  {
    title: "Sellwood Basement Family Room",
    category: "residential",
    image: {
      id: "photo-1560448204-e02f11c3d0e2",
      alt: "Cozy family room with a sectional sofa and soft lighting",
    },
    description:
      "Mold remediation and moisture control first, then a family room with a reading nook and guest suite.",
  },
  {
    title: "Alder & Pine Café",
    category: "commercial",
    image: {
      id: "photo-1554118811-1e0d58224f24",
      alt: "Café interior with wooden tables and a tiled counter",
    },
    description:
      "A neighbourhood café on Alberta Street with reclaimed timber, durable tile and seating for forty-two.",
  },
  {
    title: "West Hills Primary Suite",
    category: "residential",
    image: {
      id: "photo-1505693416388-ac5ce068fe85",
      alt: "Serene bedroom with linen bedding and a view of trees",
    },
    description:
      "A quiet primary suite with solid-wood furniture, wool rugs and a spa bathroom facing Forest Park.",
  },
  {
    title: "Willamette Law Group Offices",
    category: "commercial",
    image: {
      id: "photo-1497366811353-6870744d04b2",
      alt: "Modern office reception with a wooden desk and glass walls",
    },
    description:
      "Downtown offices for twenty-five attorneys: acoustic privacy, a welcoming reception and flexible meeting rooms.",
  },
  {
    title: "Lake Oswego Kitchen",
    category: "residential",
    image: {
      id: "photo-1556911220-bff31c812dba",
      alt: "White kitchen with an oak island and brass fixtures",
    },
    description:
      "A family kitchen with formaldehyde-free cabinetry, a walk-in pantry and an island built for homework.",
  },
];

/** Works page head tags, hero, section headings and call to action. */
export const worksCopy = {
  meta: {
    title: "Our Work",
    description:
      "Nine recent Portland-area projects by Clearwell Interiors: homes, clinics, offices and cafés designed with healthy materials.",
    path: "/works",
  },
  hero: {
    eyebrow: "Our Work",
    title: "Spaces we've designed, and the people living in them",
    description:
      "From craftsman bungalows to downtown offices, every project pairs considered design with materials tested for clean indoor air.",
    image: {
      id: "photo-1600607687939-ce8a6c25118c",
      alt: "Modern open kitchen and dining room with large windows",
    },
  },
  portfolio: {
    eyebrow: "Portfolio",
    title: "Recent projects",
    description: "Filter by residential or commercial work.",
  },
  process: {
    eyebrow: "How we work",
    title: "Our design process",
    description: "Four stages, one point of contact, and an air-quality check before we hand over the keys.",
  },
  testimonials: { eyebrow: "Client stories", title: "What our clients say" },
  cta: {
    title: "Have a space in mind?",
    description:
      "Tell us about your home or business and we'll set up a free consultation, in person or online.",
    action: { label: "Start Your Project", to: "/contact" },
  },
} satisfies WorksPageCopy;

/** The design process shown on Works (four steps). */
export const worksProcess: ProcessStep[] = [
  {
    number: 1,
    title: "Listen & Measure",
    description: "We walk the space with you, measure, photograph and take a baseline air-quality reading.",
    image: { id: "photo-1503387762-592deb58ef4e", alt: "Designer measuring a room and taking notes" },
  },
  {
    number: 2,
    title: "Concept & Materials",
    description:
      "Layouts, mood boards and a material schedule of low-emission finishes, with a clear budget.",
    image: {
      id: "photo-1513694203232-719a280e022f",
      alt: "Fabric swatches and colour samples on a design table",
    },
  },
  {
    number: 3,
    title: "Build & Install",
    description: "We manage contractors, orders and deliveries, and keep you updated every week.",
    image: { id: "photo-1581858726788-75bc0f6a952d", alt: "Carpenter installing custom cabinetry" },
  },
  {
    number: 4,
    title: "Test & Reveal",
    description: "A final walkthrough and a post-project air test, so the space is as healthy as it looks.",
    image: { id: "photo-1616486338812-3dadae4b4ace", alt: "Finished living room styled with plants and art" },
  },
];

/** The three testimonials on Works. */
export const worksTestimonials: Testimonial[] = [
  {
    name: "Elena Vasquez",
    role: "Condo owner, Pearl District",
    quote:
      "We had a headache-inducing new-furniture smell for months. Clearwell found the formaldehyde source in two days, fixed it, and then helped us refresh the whole living space. Worth every penny.",
  },
  {
    name: "Marcus Lindqvist",
    role: "Founder, Bridgetown Coworking",
    quote:
      "Eighty desks, two phone-booth rows and a café on a tight budget. They listened, they planned around our members, and the space has been fully booked since opening week.",
  },
  {
    name: "Janet and Tom Whitaker",
    role: "Homeowners, Sellwood",
    quote:
      "After the mold in our basement was cleared they turned it into the family room we'd always wanted. Clear communication, tidy crews and a follow-up air test six months later.",
  },
];
