import { AwardList } from "../components/sections/award-list.tsx";
import { CtaBanner } from "../components/sections/cta-banner.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { Section } from "../components/sections/section.tsx";
import { SectionHeading } from "../components/sections/section-heading.tsx";
import { ServiceCardGrid } from "../components/sections/service-card-grid.tsx";
import { SplitFeature } from "../components/sections/split-feature.tsx";
import { StatList } from "../components/sections/stat-list.tsx";
import { TeamGrid } from "../components/sections/team-grid.tsx";
import {
  aboutAwards,
  aboutCopy,
  aboutMission,
  aboutStats,
  aboutTeam,
  aboutValues,
} from "../content/about.ts";
import { pageMeta } from "../lib/meta.ts";

/** Title, description, canonical URL and Open Graph of `/about`. */
export function meta() {
  return pageMeta(aboutCopy.meta);
}

/**
 * About (docs/product.md#about): hero, mission, four values, team of four, awards list, four stats,
 * call to action.
 */
export default function AboutPage() {
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
