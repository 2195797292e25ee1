import portfolio from "../../../../content/portfolio.json";
import type { ContentOf } from "./schemas.ts";
import type { PortfolioProject, SectionCopy, WorksFilterButton } from "./types.ts";

/**
 * The Works portfolio (docs/product.md#works): its heading and projects from
 * content/portfolio.json, and the filter. A module of its own because the filter is the one part
 * of Works that hydrates on a first visit: its words come with it, the rest of the page's
 * (content/works.ts) stay with the static parts (docs/decisions.md#hydration-in-pieces).
 */
const checked = portfolio as ContentOf<"portfolio.json">;

/** The portfolio section's heading. */
export const portfolioHeading: SectionCopy = checked.heading;

/** The filter buttons, in order: All Projects, Residential, Commercial. */
export const worksFilters: WorksFilterButton[] = [
  { value: "all", label: "All Projects" },
  { value: "residential", label: "Residential" },
  { value: "commercial", label: "Commercial" },
];

/** The portfolio projects, newest first; Home shows the first three. */
export const portfolioProjects: PortfolioProject[] = checked.projects;
