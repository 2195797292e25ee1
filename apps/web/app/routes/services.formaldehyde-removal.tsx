import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { FaqList } from "../components/sections/faq-list.tsx";
import { FeatureList } from "../components/sections/feature-list.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProcessSteps } from "../components/sections/process-steps.tsx";
import { Section } from "../components/sections/section.tsx";
import { SectionHeading } from "../components/sections/section-heading.tsx";
import { ServiceCardGrid } from "../components/sections/service-card-grid.tsx";
import { TestimonialList } from "../components/sections/testimonial-list.tsx";
import {
  formaldehydeCta,
  formaldehydeHero,
  formaldehydeMeta,
  formaldehydeProcess,
  formaldehydeProcessSection,
  formaldehydeServiceCards,
  formaldehydeServicesSection,
  healthEffects,
  healthEffectsSection,
  vocSources,
  vocSourcesSection,
} from "../content/formaldehyde-removal.ts";
import {
  formaldehydeBenefits,
  formaldehydeBenefitsSection,
  formaldehydeFaqs,
  formaldehydeFaqsSection,
  formaldehydeTestimonials,
  formaldehydeTestimonialsSection,
} from "../content/formaldehyde-removal-benefits-faqs.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/formaldehyde-removal (issue 3 "Prerendered and findable"). */
export const meta = () => pageMeta(formaldehydeMeta);

/**
 * Formaldehyde and VOC removal (SPEC 2 Formaldehyde removal page): hero, sources of VOCs,
 * short-term and long-term health effects, six services, five-step process, six benefits, two
 * testimonials, four FAQs and the Schedule an Assessment call to action.
 */
export default function FormaldehydeRemovalPage() {
  return (
    <>
      <PageHero {...formaldehydeHero} />

      <Section labelledBy="voc-sources-title">
        <SectionHeading id="voc-sources-title" {...vocSourcesSection} />
        <div data-testid="voc-sources">
          <FeatureList items={vocSources} />
        </div>
      </Section>

      <Section tone="stone" labelledBy="health-effects-title">
        <SectionHeading id="health-effects-title" {...healthEffectsSection} />
        <div data-testid="health-effects">
          <FeatureList items={healthEffects} columns={2} />
        </div>
      </Section>

      <Section labelledBy="services-title">
        <SectionHeading id="services-title" {...formaldehydeServicesSection} />
        <div data-testid="service-cards">
          <ServiceCardGrid cards={formaldehydeServiceCards} />
        </div>
      </Section>

      <Section tone="stone" labelledBy="process-title">
        <SectionHeading id="process-title" {...formaldehydeProcessSection} />
        <div data-testid="process-steps">
          <ProcessSteps steps={formaldehydeProcess} />
        </div>
      </Section>

      <Section labelledBy="benefits-title">
        <SectionHeading id="benefits-title" {...formaldehydeBenefitsSection} />
        <div data-testid="benefits">
          <FeatureList items={formaldehydeBenefits} />
        </div>
      </Section>

      <Section tone="dark" labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" {...formaldehydeTestimonialsSection} />
        <div data-testid="testimonials">
          <TestimonialList testimonials={formaldehydeTestimonials} />
        </div>
      </Section>

      <Section tone="stone" labelledBy="faqs-title">
        <SectionHeading id="faqs-title" align="center" {...formaldehydeFaqsSection} />
        <div data-testid="faqs">
          <FaqList faqs={formaldehydeFaqs} />
        </div>
      </Section>

      <CtaBanner {...formaldehydeCta} />
    </>
  );
}
