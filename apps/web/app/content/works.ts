import works from "../../../../content/pages/works.json";
import testimonials from "../../../../content/testimonials.json";
import { portfolioHeading } from "./portfolio.ts";
import type { ContentOf } from "./schemas.ts";
import type { ProcessStep, Testimonial, WorksPageCopy } from "./types.ts";

/**
 * Every word of Works, /works (docs/product.md#works), from content/pages/works.json: the headings
 * in {@link worksCopy}, the design process and the testimonials (content/testimonials.json
 * `works`). Rendered by app/routes/works.tsx. The portfolio itself (filter, projects, heading) is
 * content/portfolio.ts, re-exported here.
 */
const page = works as ContentOf<"pages/works.json">;

export { portfolioProjects, worksFilters } from "./portfolio.ts";

/** Works page hero, section headings and call to action. */
export const worksCopy: WorksPageCopy = {
  hero: page.hero,
  portfolio: portfolioHeading,
  process: page.process,
  testimonials: page.testimonials,
  cta: page.cta,
};

/** The design process shown on Works. */
export const worksProcess: ProcessStep[] = page.processSteps;

/** The testimonials on Works. */
export const worksTestimonials: Testimonial[] = (testimonials as ContentOf<"testimonials.json">).works;
