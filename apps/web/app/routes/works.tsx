import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { PortfolioFilter } from "../components/sections/portfolio-filter.tsx";
import { ProcessSteps } from "../components/sections/process-steps.tsx";
import { Section } from "../components/sections/section.tsx";
import { SectionHeading } from "../components/sections/section-heading.tsx";
import { TestimonialList } from "../components/sections/testimonial-list.tsx";
import {
  portfolioProjects,
  worksCopy,
  worksFilters,
  worksProcess,
  worksTestimonials,
} from "../content/works.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL and Open Graph of `/works`. */
export function meta() {
  return pageMeta(worksCopy.meta);
}

/**
 * Works (docs/product.md#works): hero, nine projects with the All Projects / Residential / Commercial
 * filter, the design process, three testimonials, call to action.
 */
export default function WorksPage() {
  return (
    <>
      <PageHero {...worksCopy.hero} />
      <Section labelledBy="portfolio-title">
        <SectionHeading id="portfolio-title" {...worksCopy.portfolio} />
        <PortfolioFilter projects={portfolioProjects} filters={worksFilters} />
      </Section>
      <Section tone="stone" labelledBy="process-title">
        <SectionHeading id="process-title" {...worksCopy.process} />
        <ProcessSteps steps={worksProcess} />
      </Section>
      <Section labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" align="center" {...worksCopy.testimonials} />
        <TestimonialList testimonials={worksTestimonials} />
      </Section>
      <CtaBanner {...worksCopy.cta} />
    </>
  );
}
