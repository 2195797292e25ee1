/**
 * The shapes of every page's copy (docs/product.md#page-content): the entities the pages list
 * (project, testimonial, team member, FAQ, process step, ...) and the blocks a page is built from
 * (head tags, hero, section heading, call to action). The content modules in `app/content/` hold
 * the data (each page's head tags in `app/content/<page>.meta.ts`); this module holds all of their types.
 * The words and photos themselves are the data files of content/ (docs/product.md#page-content).
 */

export type { PageMetaCopy, SharePhoto } from "../lib/meta.ts";

import type { ICON_NAMES } from "./icon-names.ts";

// ---------------------------------------------------------------------------------------------
// Entities (docs/product.md#page-content)
// ---------------------------------------------------------------------------------------------

/**
 * The files the build made of one of the owner's photos (docs/product.md#the-owners-photos): `srcset`
 * strings of AVIF and WebP at the widths the pages use, the largest WebP as `src`, the photo's own
 * size as `width` x `height` in pixels, and `og`, its 1200 x 630 JPEG for shared links.
 */
export type PhotoSet = { avif: string; webp: string; src: string; width: number; height: number; og: string };

/**
 * A photo and the alt text that describes it: `id` is a photo id on the stock photo host
 * (`photo-...`) or one of the owner's photos in content/media (`/media/<file>`), for which the
 * build adds its {@link PhotoSet} as `set`.
 */
export type StockPhoto = { id: string; alt: string; set?: PhotoSet };

/** Portfolio project of the Works page; `category` is what the Works filter matches. */
export type PortfolioProject = {
  title: string;
  category: "residential" | "commercial";
  image: StockPhoto;
  description: string;
};

/** Sample project on a service page: title, location (e.g. "Portland, OR") and photo. */
export type SampleProject = { title: string; location: string; image: StockPhoto };

/** Client testimonial: who said it, their role or place, and the quote. */
export type Testimonial = { name: string; role: string; quote: string };

/** Team member of the About page: name, role and portrait. */
export type TeamMember = { name: string; role: string; image: StockPhoto };

/** One of the four services, as the overview, Home and the navigation list it: `path` is its detail route. */
export type Service = {
  id: "residential" | "commercial" | "formaldehyde-removal" | "mold-removal";
  title: string;
  shortDesc: string;
  path: string;
  image: StockPhoto;
};

/**
 * Names of the icons the site ships. Content names an icon; components/ui/icon-paths.tsx draws one
 * for each name (its `satisfies` makes the two lists agree), so content needs nothing from components.
 */
export type IconName = (typeof ICON_NAMES)[number];

/** Service card: title, one sentence and an icon. */
export type ServiceCard = { title: string; description: string; icon: IconName };

/** Process step; its number is its place in the list, shown from 1 as "Step n". */
export type ProcessStep = { title: string; description: string; image: StockPhoto };

/** FAQ entry: the question (shown as the disclosure's summary) and its answer. */
export type Faq = { question: string; answer: string };

/** A figure such as "100+ / Successful projects" (docs/product.md#constants). */
export type Stat = { value: string; label: string };

/** An award or certification on the About page: what, from whom, and the year. */
export type Award = { title: string; issuer: string; year: number };

/**
 * A client of the Home logo strip: the name and the wordmark style it is drawn in (text
 * wordmarks, so the strip makes no image requests).
 */
export type ClientLogo = { name: string; style: "serif" | "sans" | "caps" | "italic" };

/** The Works filter's values (docs/product.md#works): every project, or one category. */
export type WorksFilter = "all" | PortfolioProject["category"];

/** One button of the Works filter: the value it selects and its label ("All Projects", ...). */
export type WorksFilterButton = { value: WorksFilter; label: string };

// ---------------------------------------------------------------------------------------------
// Blocks every page is built from
// ---------------------------------------------------------------------------------------------

/** A link: its text and route path, e.g. `{ label: "Get a Quote", to: "/contact" }`. */
export type LinkCopy = { label: string; to: string };

/** The wording of a page's hero (its one h1) and the photo behind it. */
export type HeroCopy = { eyebrow: string; title: string; description: string; image: StockPhoto };

/** The heading of one page section: an h2 with an optional eyebrow above and lead paragraph below. */
export type SectionCopy = { eyebrow?: string; title: string; description?: string };

/** A section heading with one link under the section, e.g. the sample projects' "View All Projects". */
export type LinkedSectionCopy = SectionCopy & { link: LinkCopy };

/** A page's closing call to action: a title, a sentence and one link (usually to /contact). */
export type CallToAction = { title: string; description: string; action: LinkCopy };

/**
 * One item of a feature list (benefits, why choose us, VOC sources, symptoms, ...): a title, an
 * optional sentence, an optional icon and optional bullet points.
 */
export type Feature = { title: string; description?: string; icon?: IconName; points?: string[] };

/** A text block beside a photo (About's mission): eyebrow, h2 title, paragraphs and the photo. */
export type StoryCopy = { eyebrow: string; title: string; paragraphs: string[]; image: StockPhoto };

/** Home's about block: a {@link StoryCopy} with two figures and a link to /about. */
export type HomeAboutCopy = StoryCopy & { stats: Stat[]; link: LinkCopy };

// ---------------------------------------------------------------------------------------------
// Pages whose copy is one object
// ---------------------------------------------------------------------------------------------

/** Home's headings and links (docs/product.md#home); lists are separate exports of content/home.ts. */
export type HomePageCopy = {
  hero: HeroCopy;
  heroActions: LinkCopy[];
  /** Title of the client logo strip. */
  clients: string;
  services: SectionCopy;
  projects: SectionCopy;
  projectsLink: LinkCopy;
  testimonials: SectionCopy;
  cta: CallToAction;
};

/** About's headings (docs/product.md#about); lists are separate exports of content/about.ts. */
export type AboutPageCopy = {
  hero: HeroCopy;
  values: SectionCopy;
  team: SectionCopy;
  awards: SectionCopy;
  stats: SectionCopy;
  cta: CallToAction;
};

/** Works' headings (docs/product.md#works); lists are separate exports of content/works.ts. */
export type WorksPageCopy = {
  hero: HeroCopy;
  portfolio: SectionCopy;
  process: SectionCopy;
  testimonials: SectionCopy;
  cta: CallToAction;
};

/** Labels of the four contact details of the Contact page's Get in Touch block. */
export type ContactDetailLabels = { address: string; phone: string; email: string; hours: string };

/** Everything the Contact page says (docs/product.md#contact), rendered by app/routes/contact.tsx. */
export type ContactPageCopy = {
  hero: SectionCopy & { image: StockPhoto };
  getInTouch: SectionCopy & { labels: ContactDetailLabels };
  social: { title: string; note: string };
  form: SectionCopy;
  map: SectionCopy & { frameTitle: string; linkLabel: string; showLabel: string };
  faq: SectionCopy & { items: Faq[] };
};

/**
 * Everything the thank-you page says (docs/product.md#plain-html-form), rendered by
 * app/routes/contact.thank-you.tsx.
 */
export type ContactThankYouCopy = {
  /** Small label above the heading. */
  eyebrow: string;
  /** The heading: "Message sent successfully!". */
  title: string;
  /** The text under it: "Thank you for contacting us. We'll get back to you as soon as possible." */
  description: string;
  /** What happens next, under the text; followed by the phone number from the site config. */
  next: string;
  /** The main way back: the home page. */
  home: LinkCopy;
  /** Back to the Contact page. */
  contact: LinkCopy;
};

// ---------------------------------------------------------------------------------------------
// Service pages: a typed list of sections
// ---------------------------------------------------------------------------------------------

/** A section's background (white, light stone, dark), as `HeadedSection`'s `tone`. */
export type SectionBackground = "white" | "stone" | "dark";

/** What every section of a service page has: its test id and background. */
type ServiceSectionBase = { testId: string; tone?: SectionBackground };

/**
 * One section of a service page (docs/product.md#service-pages), by kind, with its heading:
 * service cards, a feature list (two or three columns), the process steps, sample projects (their
 * heading carries the link shown under them), testimonials, or the FAQs (always centred).
 */
export type ServiceSection = ServiceSectionBase &
  (
    | { kind: "service-cards"; heading: SectionCopy; cards: ServiceCard[] }
    | { kind: "features"; heading: SectionCopy; items: Feature[]; columns?: 2 | 3 }
    | { kind: "process"; heading: SectionCopy; steps: ProcessStep[] }
    | { kind: "projects"; heading: LinkedSectionCopy; projects: SampleProject[] }
    | { kind: "testimonials"; heading: SectionCopy; testimonials: Testimonial[] }
    | { kind: "faqs"; heading: SectionCopy; faqs: Faq[] }
  );

/**
 * A whole service page (docs/product.md#service-pages): the hero (with optional buttons), its
 * sections in order, and the closing call to action (its `<head>` is in content/<page>.meta.ts).
 */
export type ServicePageContent = {
  hero: HeroCopy;
  heroActions?: LinkCopy[];
  sections: ServiceSection[];
  cta: CallToAction;
};
