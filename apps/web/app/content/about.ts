import about from "../../../../content/pages/about.json";
import team from "../../../../content/team.json";
import type { ContentOf } from "./schemas.ts";
import { companyStats } from "./shared/company-facts.ts";
import type { AboutPageCopy, Award, ServiceCard, Stat, StoryCopy, TeamMember } from "./types.ts";

/**
 * Every word of About, /about (docs/product.md#about), from content/pages/about.json: headings in
 * {@link aboutCopy}, then the mission, values, team (content/team.json), awards and stats.
 * Rendered by app/routes/about.tsx.
 */
const page = about as ContentOf<"pages/about.json">;

/** About's hero, section headings and call to action. */
export const aboutCopy: AboutPageCopy = {
  hero: page.hero,
  values: page.values,
  team: page.team,
  awards: page.awards,
  stats: page.stats,
  cta: page.cta,
};

/** Our mission block. */
export const aboutMission: StoryCopy = page.mission;

/** The values: Client-Centered, Excellence, Innovation, Timeliness. */
export const aboutValues: ServiceCard[] = page.valueCards;

/** The team members. */
export const aboutTeam: TeamMember[] = (team as ContentOf<"team.json">).members;

/** Awards and certifications, newest first. */
export const aboutAwards: Award[] = page.awardList;

/** The About stats: figures of content/figures.json by key. */
export const aboutStats: Stat[] = page.statList.map((key) => companyStats[key]);
