import { companyStats, FOUNDED_YEAR } from "./shared/company-facts.ts";
import type { AboutPageCopy, Award, ServiceCard, Stat, StoryCopy, TeamMember } from "./types.ts";

/**
 * Every word of About, /about (docs/product.md#about): headings in {@link aboutCopy}, then the
 * mission, four values, team of four, awards and four stats. Rendered by app/routes/about.tsx.
 */

/** About's hero, section headings and call to action. */
export const aboutCopy = {
  hero: {
    eyebrow: "About Clearwell",
    title: "Designers who care what's in the air",
    description:
      "We're a Portland studio of interior designers and certified indoor-air specialists, making homes and workplaces that look good and are good for you.",
    image: {
      id: "photo-1600566753190-17f0baa2a6c3",
      alt: "Light-filled dining room with a long wooden table",
    },
  },
  values: {
    eyebrow: "What guides us",
    title: "Our values",
    description: "Four commitments every project is measured against.",
  },
  team: {
    eyebrow: "Our people",
    title: "Meet the team",
    description: "The designers and specialists you'll work with, from first visit to final walkthrough.",
  },
  awards: {
    eyebrow: "Recognition",
    title: "Awards and certifications",
    description: `${companyStats.awards.value} design awards since ${FOUNDED_YEAR}, and the credentials behind our air-quality work.`,
  },
  stats: { eyebrow: "By the numbers", title: "Fifteen years of healthier spaces" },
  cta: {
    title: "Let's talk about your space",
    description: "Whether it's one room or a whole office, we'd love to hear what you have in mind.",
    action: { label: "Schedule a Consultation", to: "/contact" },
  },
} satisfies AboutPageCopy;

/** Our mission block. */
export const aboutMission: StoryCopy = {
  eyebrow: "Our mission",
  title: "Every space should be beautiful, and safe to breathe in",
  paragraphs: [
    "Most of us spend ninety percent of our lives indoors, yet the glue in new cabinets, the finish on a floor or a damp corner behind the drywall can quietly make a home or office unhealthy.",
    "Our mission is to design interiors people love and to stand behind the air inside them: we choose low-emission materials, test before and after, and fix what we find, from formaldehyde to mold.",
  ],
  image: {
    id: "photo-1522708323590-d24dbb6b0267",
    alt: "Airy living room with large windows and indoor plants",
  },
};

/** The four values: Client-Centered, Excellence, Innovation, Timeliness. */
export const aboutValues: ServiceCard[] = [
  {
    title: "Client-Centered",
    description:
      "Your routines, budget and health come first. We listen before we sketch and keep you in every decision.",
    icon: "users",
  },
  {
    title: "Excellence",
    description:
      "Careful detailing, trusted trades and finishes we've tested ourselves, down to the last cabinet pull.",
    icon: "award",
  },
  {
    title: "Innovation",
    description:
      "Real-time air monitoring, new low-emission materials and smarter layouts, adopted when they earn it.",
    icon: "lightbulb",
  },
  {
    title: "Timeliness",
    description: "Clear schedules, weekly updates and no surprises. We finish when we said we would.",
    icon: "clock",
  },
];

/** The four team members. */
export const aboutTeam: TeamMember[] = [
  {
    name: "Sarah Whitfield",
    role: "Founder & Principal Designer",
    image: {
      id: "photo-1573496359142-b8d87734a5a2",
      alt: "Portrait of Sarah Whitfield, smiling, in a studio",
    },
  },
  {
    name: "Daniel Kim",
    role: "Lead Commercial Designer",
    image: { id: "photo-1560250097-0b93528c311a", alt: "Portrait of Daniel Kim in a grey blazer" },
  },
  {
    name: "Priya Raman",
    role: "Indoor Air Quality Specialist, CIEC",
    image: { id: "photo-1580489944761-15a19d654956", alt: "Portrait of Priya Raman outdoors" },
  },
  {
    name: "Luis Herrera",
    role: "Remediation Project Manager",
    image: { id: "photo-1507003211169-0a1dd7228f2d", alt: "Portrait of Luis Herrera with a short beard" },
  },
];

/** Awards and certifications, newest first. */
export const aboutAwards: Award[] = [
  {
    title: "Best Residential Interior, Whole-Home Renovation",
    issuer: "Oregon Home Design Awards",
    year: 2024,
  },
  { title: "Healthy Workplace Design Award", issuer: "Portland Business Journal", year: 2023 },
  { title: "Top Interior Design Firm, Pacific Northwest", issuer: "NW Living Magazine", year: 2022 },
  { title: "Green Remodel of the Year", issuer: "Earth Advantage Institute", year: 2020 },
  { title: "IICRC Certified Firm: Mold Remediation (AMRT)", issuer: "IICRC", year: 2015 },
];

/** The About stats: 100+ projects, 15+ years, 50+ partners, 12 awards (from company-facts). */
export const aboutStats: Stat[] = [
  companyStats.projects,
  companyStats.years,
  companyStats.partners,
  companyStats.awards,
];
