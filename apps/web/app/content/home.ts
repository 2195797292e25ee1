import { portfolioProjects } from "./portfolio.ts";
import { companyStats, FOUNDED_YEAR } from "./shared/company-facts.ts";
import type { ClientLogo, HomeAboutCopy, HomePageCopy, Stat, Testimonial } from "./types.ts";

/**
 * Every word of Home, / (docs/product.md#home): headings and links in {@link homeCopy}, then the
 * lists in page order: hero stats, client logos, about block, recent projects, testimonials. The
 * four service cards are the shared list (content/shared/services.ts). Rendered by
 * app/routes/home.tsx.
 */

/** Home's headings and links, section by section. */
export const homeCopy = {
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
} satisfies HomePageCopy;

/** The three hero stats: successful projects, materials, happy customers (from company-facts). */
export const homeHeroStats: Stat[] = [companyStats.projects, companyStats.materials, companyStats.customers];

/** The clients of the logo strip, in display order. */
export const clientLogos: ClientLogo[] = [
  { name: "Hawthorne Family Dental", style: "sans" },
  { name: "Bridgetown Coworking", style: "caps" },
  { name: "Alder & Pine", style: "serif" },
  { name: "Willamette Law Group", style: "caps" },
  { name: "Cascade Pediatrics", style: "italic" },
  { name: "Nob Hill Residences", style: "serif" },
  { name: "Foundry Coffee Co.", style: "sans" },
  { name: "Rose City Yoga", style: "italic" },
];

/** The Home about block: since 2010, 15+ years of experience. */
export const homeAbout: HomeAboutCopy = {
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

/** The three recent projects on Home: the newest three of the Works portfolio. */
export const homeRecentProjects = portfolioProjects.slice(0, 3);

/** The two testimonials on Home. */
export const homeTestimonials: Testimonial[] = [
  {
    name: "Megan Okafor",
    role: "Homeowner, Laurelhurst",
    quote:
      "They redesigned our 1920s bungalow from the kitchen to the kids' rooms and tested the air before we moved back in. The house finally feels like us, and my son's morning cough is gone.",
  },
  {
    name: "Dr. Raj Patel",
    role: "Owner, Hawthorne Family Dental",
    quote:
      "Our new clinic was finished a week early, and patients keep telling us it doesn't feel like a dentist's office. The team handled permits, contractors and low-VOC finishes without us chasing anyone.",
  },
];
