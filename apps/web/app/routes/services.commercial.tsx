import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { FaqList } from "../components/sections/faq-list.tsx";
import { FeatureList } from "../components/sections/feature-list.tsx";
import { HeadedSection } from "../components/sections/headed-section.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProcessSteps } from "../components/sections/process-steps.tsx";
import { SampleProjectGrid } from "../components/sections/sample-project-grid.tsx";
import { ServiceCardGrid } from "../components/sections/service-card-grid.tsx";
import { TestimonialList } from "../components/sections/testimonial-list.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import {
  commercialBenefits,
  commercialBenefitsSection,
  commercialCta,
  commercialFaqs,
  commercialFaqsSection,
  commercialHero,
  commercialMeta,
  commercialProcess,
  commercialProcessSection,
  commercialProjects,
  commercialProjectsSection,
  commercialServiceCards,
  commercialServicesSection,
  commercialTestimonials,
  commercialTestimonialsSection,
} from "../content/commercial.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/commercial: its own title, description and canonical URL. */
export const meta = () => pageMeta(commercialMeta);

/**
 * Commercial interior design (docs/product.md#service-pages): hero with Get a Quote, six service cards,
 * six benefits, four-step process, six sample projects with a link to /works, two testimonials,
 * four FAQs and a call to action to /contact.
 */
export default function CommercialPage() {
  const { link, ...projectsHeading } = commercialProjectsSection;
  return (
    <>
      <PageHero {...commercialHero} actions={[{ label: "Get a Quote", to: "/contact" }]} />

      <HeadedSection testId="service-cards" heading={commercialServicesSection}>
        <ServiceCardGrid cards={commercialServiceCards} />
      </HeadedSection>

      <HeadedSection testId="benefits" tone="stone" heading={commercialBenefitsSection}>
        <FeatureList items={commercialBenefits} />
      </HeadedSection>

      <HeadedSection testId="process-steps" heading={commercialProcessSection}>
        <ProcessSteps steps={commercialProcess} />
      </HeadedSection>

      <HeadedSection
        testId="sample-projects"
        tone="stone"
        heading={projectsHeading}
        footer={
          <ButtonLink to={link.to} variant="secondary">
            {link.label}
          </ButtonLink>
        }
      >
        <SampleProjectGrid projects={commercialProjects} />
      </HeadedSection>

      <HeadedSection testId="testimonials" tone="dark" heading={commercialTestimonialsSection}>
        <TestimonialList testimonials={commercialTestimonials} />
      </HeadedSection>

      <HeadedSection testId="faqs" align="center" heading={commercialFaqsSection}>
        <FaqList faqs={commercialFaqs} />
      </HeadedSection>

      <CtaBanner {...commercialCta} />
    </>
  );
}
