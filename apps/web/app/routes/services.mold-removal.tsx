import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { FaqList } from "../components/sections/faq-list.tsx";
import { FeatureList } from "../components/sections/feature-list.tsx";
import { HeadedSection } from "../components/sections/headed-section.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProcessSteps } from "../components/sections/process-steps.tsx";
import { ServiceCardGrid } from "../components/sections/service-card-grid.tsx";
import { TestimonialList } from "../components/sections/testimonial-list.tsx";
import {
  moldCta,
  moldDamageSection,
  moldFaqs,
  moldFaqsSection,
  moldHero,
  moldMeta,
  moldProcess,
  moldProcessSection,
  moldPropertyDamage,
  moldReasons,
  moldReasonsSection,
  moldServiceCards,
  moldServicesSection,
  moldSymptoms,
  moldSymptomsSection,
  moldTestimonials,
  moldTestimonialsSection,
  moldVulnerableGroups,
  moldVulnerableSection,
} from "../content/mold-removal.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/mold-removal: its own title, description and canonical URL. */
export const meta = () => pageMeta(moldMeta);

/**
 * Mold removal (docs/product.md#service-pages): hero, health symptoms, vulnerable groups, property
 * damage, six services, six-step process, six reasons to choose the company, two testimonials,
 * four FAQs and the Schedule an Inspection call to action.
 */
export default function MoldRemovalPage() {
  return (
    <>
      <PageHero {...moldHero} />

      <HeadedSection testId="symptoms" heading={moldSymptomsSection}>
        <FeatureList items={moldSymptoms} />
      </HeadedSection>

      <HeadedSection testId="vulnerable-groups" tone="stone" heading={moldVulnerableSection}>
        <FeatureList items={moldVulnerableGroups} columns={2} />
      </HeadedSection>

      <HeadedSection testId="property-damage" heading={moldDamageSection}>
        <FeatureList items={moldPropertyDamage} columns={2} />
      </HeadedSection>

      <HeadedSection testId="service-cards" tone="stone" heading={moldServicesSection}>
        <ServiceCardGrid cards={moldServiceCards} />
      </HeadedSection>

      <HeadedSection testId="process-steps" heading={moldProcessSection}>
        <ProcessSteps steps={moldProcess} />
      </HeadedSection>

      <HeadedSection testId="reasons" tone="stone" heading={moldReasonsSection}>
        <FeatureList items={moldReasons} />
      </HeadedSection>

      <HeadedSection testId="testimonials" tone="dark" heading={moldTestimonialsSection}>
        <TestimonialList testimonials={moldTestimonials} />
      </HeadedSection>

      <HeadedSection testId="faqs" tone="stone" align="center" heading={moldFaqsSection}>
        <FaqList faqs={moldFaqs} />
      </HeadedSection>

      <CtaBanner {...moldCta} />
    </>
  );
}
