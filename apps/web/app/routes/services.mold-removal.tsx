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
  moldCta,
  moldDamageSection,
  moldHero,
  moldMeta,
  moldPropertyDamage,
  moldServiceCards,
  moldServicesSection,
  moldSymptoms,
  moldSymptomsSection,
  moldVulnerableGroups,
  moldVulnerableSection,
} from "../content/mold-removal.ts";
import {
  moldFaqs,
  moldFaqsSection,
  moldProcess,
  moldProcessSection,
  moldReasons,
  moldReasonsSection,
  moldTestimonials,
  moldTestimonialsSection,
} from "../content/mold-removal-process-faqs.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/mold-removal (issue 3 "Prerendered and findable"). */
export const meta = () => pageMeta(moldMeta);

/**
 * Mold removal (SPEC 2 Mold removal page): hero, health symptoms, vulnerable groups, property
 * damage, six services, six-step process, six reasons to choose the company, two testimonials,
 * four FAQs and the Schedule an Inspection call to action.
 */
export default function MoldRemovalPage() {
  return (
    <>
      <PageHero {...moldHero} />

      <Section labelledBy="symptoms-title">
        <SectionHeading id="symptoms-title" {...moldSymptomsSection} />
        <div data-testid="symptoms">
          <FeatureList items={moldSymptoms} />
        </div>
      </Section>

      <Section tone="stone" labelledBy="vulnerable-title">
        <SectionHeading id="vulnerable-title" {...moldVulnerableSection} />
        <div data-testid="vulnerable-groups">
          <FeatureList items={moldVulnerableGroups} columns={2} />
        </div>
      </Section>

      <Section labelledBy="damage-title">
        <SectionHeading id="damage-title" {...moldDamageSection} />
        <div data-testid="property-damage">
          <FeatureList items={moldPropertyDamage} columns={2} />
        </div>
      </Section>

      <Section tone="stone" labelledBy="services-title">
        <SectionHeading id="services-title" {...moldServicesSection} />
        <div data-testid="service-cards">
          <ServiceCardGrid cards={moldServiceCards} />
        </div>
      </Section>

      <Section labelledBy="process-title">
        <SectionHeading id="process-title" {...moldProcessSection} />
        <div data-testid="process-steps">
          <ProcessSteps steps={moldProcess} />
        </div>
      </Section>

      <Section tone="stone" labelledBy="reasons-title">
        <SectionHeading id="reasons-title" {...moldReasonsSection} />
        <div data-testid="reasons">
          <FeatureList items={moldReasons} />
        </div>
      </Section>

      <Section tone="dark" labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" {...moldTestimonialsSection} />
        <div data-testid="testimonials">
          <TestimonialList testimonials={moldTestimonials} />
        </div>
      </Section>

      <Section tone="stone" labelledBy="faqs-title">
        <SectionHeading id="faqs-title" align="center" {...moldFaqsSection} />
        <div data-testid="faqs">
          <FaqList faqs={moldFaqs} />
        </div>
      </Section>

      <CtaBanner {...moldCta} />
    </>
  );
}
