import { ClientLogoStrip } from "../components/sections/client-logo-strip.tsx";
import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { ProjectGrid } from "../components/sections/project-grid.tsx";
import { Section } from "../components/sections/section.tsx";
import { SectionHeading } from "../components/sections/section-heading.tsx";
import { ServiceLinkGrid } from "../components/sections/service-link-grid.tsx";
import { SplitFeature } from "../components/sections/split-feature.tsx";
import { StatList } from "../components/sections/stat-list.tsx";
import { TestimonialList } from "../components/sections/testimonial-list.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import {
  clientLogos,
  homeAbout,
  homeCopy,
  homeHeroStats,
  homeRecentProjects,
  homeTestimonials,
} from "../content/home.ts";
import { services } from "../content/shared/services.ts";
import { businessJsonLd } from "../lib/business-json-ld.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL, Open Graph and the business JSON-LD of `/`. */
export function meta() {
  return [...pageMeta(homeCopy.meta), { "script:ld+json": businessJsonLd() }];
}

/**
 * Home (docs/product.md#home): hero with Get a Free Quote and three stats, client logo strip, four service
 * cards, about block, three recent projects, two testimonials, closing call to action.
 */
export default function HomePage() {
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
