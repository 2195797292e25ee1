import { worksCopy, worksProcess, worksTestimonials } from "../../content/works.ts";
import { CtaBanner } from "../sections/cta-banner.tsx";
import { PageHero } from "../sections/page-hero.tsx";
import { ProcessSteps } from "../sections/process-steps.tsx";
import { Section } from "../sections/section.tsx";
import { SectionHeading } from "../sections/section-heading.tsx";
import { TestimonialList } from "../sections/testimonial-list.tsx";

/** The Works hero (docs/product.md#works), a static part of the page (docs/decisions.md#hydration-in-pieces). */
export function WorksHero() {
  return <PageHero {...worksCopy.hero} />;
}

/**
 * What follows the portfolio on Works (docs/product.md#works): the design process, three
 * testimonials and the call to action; a static part of the page
 * (docs/decisions.md#hydration-in-pieces).
 */
export function WorksClosing() {
  return (
    <>
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
