import { portfolioHeading } from "./portfolio.ts";
import type { ProcessStep, Testimonial, WorksPageCopy } from "./types.ts";

/**
 * Every word of Works, /works (docs/product.md#works): the filter, the nine projects (Home shows
 * the first three), the headings in {@link worksCopy}, the design process and the testimonials.
 * Rendered by app/routes/works.tsx. The portfolio itself (filter, projects, heading) is in
 * content/portfolio.ts, re-exported here.
 */

export { portfolioProjects, worksFilters } from "./portfolio.ts";

/** Works page hero, section headings and call to action. */
export const worksCopy = {
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
  portfolio: portfolioHeading,
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
