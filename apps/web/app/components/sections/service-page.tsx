import type { ServicePageContent, ServiceSection } from "../../content/types.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { CtaBanner } from "./cta-banner.tsx";
import { FaqList } from "./faq-list.tsx";
import { FeatureList } from "./feature-list.tsx";
import { HeadedSection } from "./headed-section.tsx";
import { PageHero } from "./page-hero.tsx";
import { ProcessSteps } from "./process-steps.tsx";
import { SampleProjectGrid } from "./sample-project-grid.tsx";
import { ServiceCardGrid } from "./service-card-grid.tsx";
import { TestimonialList } from "./testimonial-list.tsx";

/** The body of one section of a service page, by its kind. */
function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "service-cards":
      return <ServiceCardGrid cards={section.cards} />;
    case "features":
      return <FeatureList items={section.items} columns={section.columns} />;
    case "process":
      return <ProcessSteps steps={section.steps} />;
    case "projects":
      return <SampleProjectGrid projects={section.projects} />;
    case "testimonials":
      return <TestimonialList testimonials={section.testimonials} />;
    case "faqs":
      return <FaqList faqs={section.faqs} />;
  }
}

/**
 * A service page from its content (docs/product.md#service-pages): the hero (with its buttons),
 * then each section of `page.sections` in order under its heading and on its background (the
 * sample projects with their link below, the FAQs centred), then the call to action.
 */
export function ServicePage({ page }: { page: ServicePageContent }) {
  return (
    <>
      <PageHero {...page.hero} actions={page.heroActions} />
      {page.sections.map((section) => {
        const { link, ...heading } =
          section.kind === "projects" ? section.heading : { ...section.heading, link: null };
        return (
          <HeadedSection
            key={section.testId}
            testId={section.testId}
            tone={section.tone}
            align={section.kind === "faqs" ? "center" : undefined}
            heading={heading}
            footer={
              link ? (
                <ButtonLink to={link.to} variant="secondary">
                  {link.label}
                </ButtonLink>
              ) : undefined
            }
          >
            <SectionBody section={section} />
          </HeadedSection>
        );
      })}
      <CtaBanner {...page.cta} />
    </>
  );
}
