import { Island, staticPart } from "../components/hydration/static-part.tsx";
import { PortfolioFilter } from "../components/sections/portfolio-filter.tsx";
import { Section } from "../components/sections/section.tsx";
import { SectionHeading } from "../components/sections/section-heading.tsx";
import { portfolioHeading, portfolioProjects, worksFilters } from "../content/portfolio.ts";
import { worksMeta } from "../content/works.meta.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL and Open Graph of `/works`. */
export function meta() {
  return pageMeta(worksMeta);
}

/** The hero and the sections after the portfolio: static parts (docs/decisions.md#hydration-in-pieces). */
const WorksHero = staticPart(() =>
  import("../components/pages/works-page.tsx").then((module) => module.WorksHero),
);
const WorksClosing = staticPart(() =>
  import("../components/pages/works-page.tsx").then((module) => module.WorksClosing),
);

/**
 * Works (docs/product.md#works): hero, nine projects with the All Projects / Residential / Commercial
 * filter (an island: the one part of the page that hydrates), the design process, three
 * testimonials, call to action (components/pages/works-page.tsx).
 */
export default function WorksPage() {
  return (
    <>
      <WorksHero />
      <Section labelledBy="portfolio-title">
        <SectionHeading id="portfolio-title" {...portfolioHeading} />
        <Island>
          <PortfolioFilter projects={portfolioProjects} filters={worksFilters} />
        </Island>
      </Section>
      <WorksClosing />
    </>
  );
}
