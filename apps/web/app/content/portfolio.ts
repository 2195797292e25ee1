import type { PortfolioProject, SectionCopy, WorksFilterButton } from "./types.ts";

/**
 * The Works portfolio (docs/product.md#works): its heading, the filter and the nine projects. A
 * module of its own because the filter is the one part of Works that hydrates on a first visit:
 * its words come with it, the rest of the page's (content/works.ts) stay with the static parts
 * (docs/decisions.md#hydration-in-pieces).
 */

/** The portfolio section's heading. */
export const portfolioHeading: SectionCopy = {
  eyebrow: "Portfolio",
  title: "Recent projects",
  description: "Filter by residential or commercial work.",
};

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
