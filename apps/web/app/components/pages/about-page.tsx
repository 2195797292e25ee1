import {
  aboutAwards,
  aboutCopy,
  aboutMission,
  aboutStats,
  aboutTeam,
  aboutValues,
} from "../../content/about.ts";
import { AwardList } from "../sections/award-list.tsx";
import { CtaBanner } from "../sections/cta-banner.tsx";
import { PageHero } from "../sections/page-hero.tsx";
import { Section } from "../sections/section.tsx";
import { SectionHeading } from "../sections/section-heading.tsx";
import { ServiceCardGrid } from "../sections/service-card-grid.tsx";
import { SplitFeature } from "../sections/split-feature.tsx";
import { StatList } from "../sections/stat-list.tsx";
import { TeamGrid } from "../sections/team-grid.tsx";

/**
 * Every section of About (docs/product.md#about), a static part of the page
 * (docs/decisions.md#hydration-in-pieces): hero, mission, four values, team of four, awards list, four stats,
 * call to action.
 */
export function AboutSections() {
  return (
    <>
      <PageHero {...aboutCopy.hero} />
      <Section labelledBy="mission-title">
        <SplitFeature titleId="mission-title" {...aboutMission} />
      </Section>
      <Section tone="stone" labelledBy="values-title">
        <SectionHeading id="values-title" {...aboutCopy.values} />
        <ServiceCardGrid cards={aboutValues} columns={4} />
      </Section>
      <Section labelledBy="team-title">
        <SectionHeading id="team-title" {...aboutCopy.team} />
        <TeamGrid members={aboutTeam} />
      </Section>
      <Section tone="stone" labelledBy="awards-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <SectionHeading id="awards-title" {...aboutCopy.awards} />
          <AwardList awards={aboutAwards} />
        </div>
      </Section>
      <Section tone="dark" labelledBy="stats-title">
        <SectionHeading id="stats-title" align="center" {...aboutCopy.stats} />
        <StatList stats={aboutStats} />
      </Section>
      <CtaBanner {...aboutCopy.cta} />
    </>
  );
}
