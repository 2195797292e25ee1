import home from "../../../../content/pages/home.json";
import testimonials from "../../../../content/testimonials.json";
import { portfolioProjects } from "./portfolio.ts";
import type { ContentOf } from "./schemas.ts";
import { companyStats, FOUNDED_YEAR } from "./shared/company-facts.ts";
import type { ClientLogo, HomeAboutCopy, HomePageCopy, Stat, Testimonial } from "./types.ts";

/**
 * Every word of Home, / (docs/product.md#home), from content/pages/home.json: headings and links
 * in {@link homeCopy}, then the lists in page order: hero stats, client logos, about block, recent
 * projects, testimonials. The four service cards are the shared list (content/shared/services.ts).
 * Rendered by app/routes/home.tsx.
 */
const page = home as ContentOf<"pages/home.json">;

/** Home's headings and links, section by section. */
export const homeCopy: HomePageCopy = {
  hero: page.hero,
  heroActions: [
    { label: "Get a Free Quote", to: "/contact" },
    { label: "Explore Services", to: "/services" },
  ],
  clients: page.clients,
  services: page.services,
  projects: page.projects,
  projectsLink: { label: "View All Projects", to: "/works" },
  testimonials: page.testimonials,
  cta: page.cta,
};

/** The hero stats, figures of content/figures.json by key. */
export const homeHeroStats: Stat[] = page.heroStats.map((key) => companyStats[key]);

/** The clients of the logo strip, in display order. */
export const clientLogos: ClientLogo[] = page.clientLogos;

/** The Home about block: the founding year, then figures by key. */
export const homeAbout: HomeAboutCopy = {
  eyebrow: page.about.eyebrow,
  title: page.about.title,
  paragraphs: page.about.paragraphs,
  stats: [
    { value: String(FOUNDED_YEAR), label: page.about.foundedLabel },
    ...page.about.stats.map((key) => companyStats[key]),
  ],
  image: page.about.image,
  link: page.about.link,
};

/** The three recent projects on Home: the newest three of the Works portfolio. */
export const homeRecentProjects = portfolioProjects.slice(0, 3);

/** The testimonials on Home. */
export const homeTestimonials: Testimonial[] = (testimonials as ContentOf<"testimonials.json">).home;
