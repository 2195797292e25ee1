import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { FaqList } from "../components/sections/faq-list.tsx";
import { FeatureList } from "../components/sections/feature-list.tsx";
import { HeadedSection } from "../components/sections/headed-section.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProcessSteps } from "../components/sections/process-steps.tsx";
import { ServiceCardGrid } from "../components/sections/service-card-grid.tsx";
import { TestimonialList } from "../components/sections/testimonial-list.tsx";
import {
  formaldehydeBenefits,
  formaldehydeBenefitsSection,
  formaldehydeCta,
  formaldehydeFaqs,
  formaldehydeFaqsSection,
  formaldehydeHero,
  formaldehydeMeta,
  formaldehydeProcess,
  formaldehydeProcessSection,
  formaldehydeServiceCards,
  formaldehydeServicesSection,
  formaldehydeTestimonials,
  formaldehydeTestimonialsSection,
  healthEffects,
  healthEffectsSection,
  vocSources,
  vocSourcesSection,
} from "../content/formaldehyde-removal.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/formaldehyde-removal: its own title, description and canonical URL. */
export const meta = () => pageMeta(formaldehydeMeta);

/**
 * Formaldehyde and VOC removal (docs/product.md#service-pages): hero, sources of VOCs,
 * short-term and long-term health effects, six services, five-step process, six benefits, two
 * testimonials, four FAQs and the Schedule an Assessment call to action.
 */
export default function FormaldehydeRemovalPage() {
  return (
    <>
      <PageHero {...formaldehydeHero} />

      <HeadedSection testId="voc-sources" heading={vocSourcesSection}>
        <FeatureList items={vocSources} />
      </HeadedSection>

      <HeadedSection testId="health-effects" tone="stone" heading={healthEffectsSection}>
        <FeatureList items={healthEffects} columns={2} />
      </HeadedSection>

      <HeadedSection testId="service-cards" heading={formaldehydeServicesSection}>
        <ServiceCardGrid cards={formaldehydeServiceCards} />
      </HeadedSection>

      <HeadedSection testId="process-steps" tone="stone" heading={formaldehydeProcessSection}>
        <ProcessSteps steps={formaldehydeProcess} />
      </HeadedSection>

      <HeadedSection testId="benefits" heading={formaldehydeBenefitsSection}>
        <FeatureList items={formaldehydeBenefits} />
      </HeadedSection>

      <HeadedSection testId="testimonials" tone="dark" heading={formaldehydeTestimonialsSection}>
        <TestimonialList testimonials={formaldehydeTestimonials} />
      </HeadedSection>

      <HeadedSection testId="faqs" tone="stone" align="center" heading={formaldehydeFaqsSection}>
        <FaqList faqs={formaldehydeFaqs} />
      </HeadedSection>

      <CtaBanner {...formaldehydeCta} />
    </>
  );
}
