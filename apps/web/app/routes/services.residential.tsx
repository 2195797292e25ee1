import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { FaqList } from "../components/sections/faq-list.tsx";
import { HeadedSection } from "../components/sections/headed-section.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProcessSteps } from "../components/sections/process-steps.tsx";
import { SampleProjectGrid } from "../components/sections/sample-project-grid.tsx";
import { ServiceCardGrid } from "../components/sections/service-card-grid.tsx";
import { TestimonialList } from "../components/sections/testimonial-list.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import {
  residentialCta,
  residentialFaqs,
  residentialFaqsSection,
  residentialHero,
  residentialMeta,
  residentialProcess,
  residentialProcessSection,
  residentialProjects,
  residentialProjectsSection,
  residentialServiceCards,
  residentialServicesSection,
  residentialTestimonials,
  residentialTestimonialsSection,
} from "../content/residential.ts";
import { pageMeta } from "../lib/meta.ts";

/** `<head>` of /services/residential: its own title, description and canonical URL. */
export const meta = () => pageMeta(residentialMeta);

/**
 * Residential interior design (docs/product.md#service-pages): hero with Get a Quote, six service cards,
 * five-step process, six sample projects with View All Projects, two testimonials, four FAQs and
 * the Schedule a Consultation call to action.
 */
export default function ResidentialPage() {
  const { link, ...projectsHeading } = residentialProjectsSection;
  return (
    <>
      <PageHero {...residentialHero} actions={[{ label: "Get a Quote", to: "/contact" }]} />

      <HeadedSection testId="service-cards" heading={residentialServicesSection}>
        <ServiceCardGrid cards={residentialServiceCards} />
      </HeadedSection>

      <HeadedSection testId="process-steps" tone="stone" heading={residentialProcessSection}>
        <ProcessSteps steps={residentialProcess} />
      </HeadedSection>

      <HeadedSection
        testId="sample-projects"
        heading={projectsHeading}
        footer={
          <ButtonLink to={link.to} variant="secondary">
            {link.label}
          </ButtonLink>
        }
      >
        <SampleProjectGrid projects={residentialProjects} />
      </HeadedSection>

      <HeadedSection testId="testimonials" tone="dark" heading={residentialTestimonialsSection}>
        <TestimonialList testimonials={residentialTestimonials} />
      </HeadedSection>

      <HeadedSection testId="faqs" tone="stone" align="center" heading={residentialFaqsSection}>
        <FaqList faqs={residentialFaqs} />
      </HeadedSection>

      <CtaBanner {...residentialCta} />
    </>
  );
}
