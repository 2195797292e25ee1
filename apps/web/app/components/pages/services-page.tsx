import { Link } from "react-router";
import {
  overviewFaqs,
  overviewFaqsSection,
  overviewProcess,
  overviewProcessSection,
  serviceBlocksSection,
  serviceHighlights,
  servicesOverviewCta,
  servicesOverviewHero,
  whyChooseUs,
  whyChooseUsSection,
} from "../../content/services-overview.ts";
import { services } from "../../content/shared/services.ts";
import { CtaBanner } from "../sections/cta-banner.tsx";
import { FaqList } from "../sections/faq-list.tsx";
import { FeatureList } from "../sections/feature-list.tsx";
import { HeadedSection } from "../sections/headed-section.tsx";
import { PageHero } from "../sections/page-hero.tsx";
import { ProcessSteps } from "../sections/process-steps.tsx";
import { Section } from "../sections/section.tsx";
import { SectionHeading } from "../sections/section-heading.tsx";
import { Icon } from "../ui/icon.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

/**
 * Every section of the Services overview (docs/product.md#services), a static part of the page
 * (docs/decisions.md#hydration-in-pieces): hero, four service blocks each with a Learn more link
 * to its detail page, why choose us, the four-step process, four FAQs and a call to action.
 */
export function ServicesSections() {
  return (
    <>
      <PageHero {...servicesOverviewHero} />

      <Section id="services" labelledBy="service-blocks-title">
        <SectionHeading id="service-blocks-title" {...serviceBlocksSection} />
        <ul data-testid="service-blocks" className="space-y-16 sm:space-y-24">
          {services.map((service, index) => (
            <li key={service.id} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <ResponsiveImage
                photo={service.image}
                width={800}
                height={600}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className={`aspect-4/3 w-full rounded-3xl object-cover ${index % 2 === 1 ? "lg:order-2" : ""}`}
              />
              <div>
                <p className="font-display text-lg text-brand-700">0{index + 1}</p>
                <h3 className="mt-2 font-display text-3xl">{service.title}</h3>
                <p className="mt-4 text-lg leading-relaxed text-stone-600">{service.shortDesc}</p>
                <ul className="mt-6 space-y-2.5">
                  {serviceHighlights[service.id].map((highlight) => (
                    <li key={highlight} className="flex items-start gap-2.5">
                      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      {highlight}
                    </li>
                  ))}
                </ul>
                <Link
                  to={service.path}
                  className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Learn more<span className="sr-only"> about {service.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <HeadedSection testId="why-choose-us" tone="stone" heading={whyChooseUsSection}>
        <FeatureList items={whyChooseUs} />
      </HeadedSection>

      <HeadedSection testId="process-steps" heading={overviewProcessSection}>
        <ProcessSteps steps={overviewProcess} />
      </HeadedSection>

      <HeadedSection testId="faqs" tone="stone" align="center" heading={overviewFaqsSection}>
        <FaqList faqs={overviewFaqs} />
      </HeadedSection>

      <CtaBanner {...servicesOverviewCta} />
    </>
  );
}
