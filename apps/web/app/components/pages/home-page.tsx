import {
  clientLogos,
  homeAbout,
  homeCopy,
  homeHeroStats,
  homeRecentProjects,
  homeTestimonials,
} from "../../content/home.ts";
import { services } from "../../content/shared/services.ts";
import { ClientLogoStrip } from "../sections/client-logo-strip.tsx";
import { CtaBanner } from "../sections/cta-banner.tsx";
import { PageHero } from "../sections/page-hero.tsx";
import { ProjectGrid } from "../sections/project-grid.tsx";
import { Section } from "../sections/section.tsx";
import { SectionHeading } from "../sections/section-heading.tsx";
import { ServiceLinkGrid } from "../sections/service-link-grid.tsx";
import { SplitFeature } from "../sections/split-feature.tsx";
import { StatList } from "../sections/stat-list.tsx";
import { TestimonialList } from "../sections/testimonial-list.tsx";
import { ButtonLink } from "../ui/button-link.tsx";

/**
 * Every section of Home (docs/product.md#home), a static part of the page
 * (docs/decisions.md#hydration-in-pieces): hero with Get a Free Quote and three stats, client logo strip, four service
 * cards, about block, three recent projects, two testimonials, closing call to action.
 */
export function HomeSections() {
  return (
    <>
      <PageHero {...homeCopy.hero} actions={homeCopy.heroActions} size="large">
        <div className="mt-14 max-w-2xl border-t border-white/20 pt-8">
          <StatList stats={homeHeroStats} onImage />
        </div>
      </PageHero>
      <ClientLogoStrip title={homeCopy.clients} logos={clientLogos} />
      <Section tone="stone" labelledBy="services-title">
        <SectionHeading id="services-title" {...homeCopy.services} />
        <ServiceLinkGrid services={services} />
      </Section>
      <Section labelledBy="about-title">
        <SplitFeature titleId="about-title" {...homeAbout}>
          <div className="mt-8">
            <StatList stats={homeAbout.stats} />
          </div>
          <ButtonLink to={homeAbout.link.to} variant="secondary" className="mt-9">
            {homeAbout.link.label}
          </ButtonLink>
        </SplitFeature>
      </Section>
      <Section tone="stone" labelledBy="projects-title">
        <SectionHeading id="projects-title" {...homeCopy.projects} />
        <ProjectGrid projects={homeRecentProjects} />
        <div className="mt-12 text-center">
          <ButtonLink to={homeCopy.projectsLink.to} variant="secondary">
            {homeCopy.projectsLink.label}
          </ButtonLink>
        </div>
      </Section>
      <Section labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" align="center" {...homeCopy.testimonials} />
        <TestimonialList testimonials={homeTestimonials} />
      </Section>
      <CtaBanner {...homeCopy.cta} />
    </>
  );
}
