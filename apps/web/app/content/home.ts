import { companyStats, FOUNDED_YEAR } from "./company-facts.ts";
import type { CallToAction, HeroCopy, PageMetaCopy, SectionCopy } from "./services.ts";
import { testimonials } from "./testimonials.ts";
import type { Stat, StockPhoto, Testimonial } from "./types.ts";
import { portfolioProjects } from "./works.ts";

/** The Home page's copy (SPEC 2 Home), section by section. */
export const homeCopy = {
  meta: {
    title: "Home",
    description:
      "Clearwell Interiors designs homes and workplaces in Portland, Oregon, and removes the formaldehyde, VOCs and mold that make them unhealthy.",
    path: "/",
  },
  hero: {
    eyebrow: "Portland interior design & healthy air",
    title: "Beautiful rooms, with clean air to breathe in them",
    description:
      "We design homes and workplaces around the people in them, and we test and remediate formaldehyde, VOCs and mold so they feel as good as they look.",
    image: {
      id: "photo-1618221195710-dd6b41faaea6",
      alt: "Sunlit living room with a cream sofa, oak floor and houseplants",
    },
  },
  heroActions: [
    { label: "Get a Free Quote", to: "/contact" },
    { label: "Explore Services", to: "/services" },
  ],
  clients: "Trusted by Portland homeowners, clinics and businesses",
  services: {
    eyebrow: "What we do",
    title: "Design and environmental health, under one roof",
    description:
      "Four services, one team: we can make a space beautiful and make sure it is safe to live and work in.",
  },
  projects: {
    eyebrow: "Recent work",
    title: "Recent projects",
    description: "A few of the homes and workplaces we've finished lately.",
  },
  projectsLink: { label: "View All Projects", to: "/works" },
  testimonials: { eyebrow: "Kind words", title: "What our clients say" },
  cta: {
    title: "Ready for a healthier, more beautiful space?",
    description:
      "Book a free consultation. We'll visit, listen, and send you a clear proposal within a week.",
    action: { label: "Get a Free Quote", to: "/contact" },
  },
} satisfies {
  meta: PageMetaCopy;
  hero: HeroCopy;
  heroActions: { label: string; to: string }[];
  clients: string;
  services: SectionCopy;
  projects: SectionCopy;
  projectsLink: { label: string; to: string };
  testimonials: SectionCopy;
  cta: CallToAction;
};

/** The three hero stats (SPEC 2 Home: projects, materials, happy customers), from company-facts. */
export const homeHeroStats: Stat[] = [companyStats.projects, companyStats.materials, companyStats.customers];

/** The Home about block (SPEC 2: since 2010, 15+ years experience). */
export const homeAbout: {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  stats: Stat[];
  image: StockPhoto;
  link: { label: string; to: string };
} = {
  eyebrow: "About us",
  title: `Designing healthier Portland spaces since ${FOUNDED_YEAR}`,
  paragraphs: [
    "Clearwell began as a two-person design studio in Northwest Portland. After too many beautiful rooms that smelled of fresh glue and new carpet, we trained as indoor-air specialists and made clean air part of every project.",
    "Today our designers, certified remediators and project managers work as one team, from the first sketch to the final air test.",
  ],
  stats: [{ value: String(FOUNDED_YEAR), label: "Founded in Portland" }, companyStats.years],
  image: {
    id: "photo-1600585154340-be6161a56a0c",
    alt: "Designers reviewing material samples at a studio table",
  },
  link: { label: "More About Us", to: "/about" },
};

/** The three recent projects on Home: the newest of the portfolio (SPEC 2). */
export const homeRecentProjects = portfolioProjects.slice(0, 3);

/** The two static testimonials on Home (SPEC 2). */
export const homeTestimonials: Testimonial[] = [testimonials.laurelhurst, testimonials.dental];
