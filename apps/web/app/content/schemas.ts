import { WEEKDAYS } from "@clearwell/contract";
import { z } from "zod";
import { ICON_NAMES } from "./icon-names.ts";

/**
 * The rules of every content file in content/ (docs/product.md#page-content), one zod schema per
 * file. The build checks each file against its schema (content-build/content-files.ts) and the CMS
 * gives its fields the same rules (content-build/cms-config.ts), so a mistake shows in the form and
 * a file that reaches the repository anyway fails the build naming the file and the field. Build
 * time only: no page imports this module (the pages read the checked files through the modules
 * beside it). `.meta()` carries what the CMS shows: `title`, `hint`, `widget`.
 */

/** A required text of at most `max` characters, not blank. */
export function text(max: number) {
  return z
    .string({ error: "is required" })
    .refine((value) => value.trim().length > 0, "must not be empty")
    .refine((value) => value.length <= max, `must be at most ${max} characters`)
    .meta({ maxLength: max });
}

/**
 * An optional field: absent, or emptied in the CMS (which saves an emptied text as `""` and an
 * emptied choice or list as `null`), it is left out of the checked data; given, it keeps `schema`'s rules.
 */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
}

/** A paragraph-long text (a multi-line box in the CMS). */
function longText(max: number) {
  return text(max).meta({ widget: "text", maxLength: max });
}

/** A photo id on the stock photo host, e.g. `photo-1618221195710-dd6b41faaea6`. */
export const STOCK_PHOTO_ID = /^photo-[A-Za-z0-9-]+$/;

/**
 * One of the owner's photos as the CMS stores it: `/media/<file>.jpg|jpeg|png|webp` (content/media),
 * the name of ASCII letters, digits, `_`, `~`, `.` and `-` as the CMS's upload names are, not
 * starting with `.` or `-`.
 */
export const OWN_PHOTO_ID = /^\/media\/[\w~][\w.~-]*\.(jpe?g|png|webp)$/i;

/** A photo: a stock photo id or one of the owner's photos, and its alt text. */
export const photoSchema = z
  .object(
    {
      id: z
        .string({ error: "is required" })
        .refine(
          (value) => STOCK_PHOTO_ID.test(value) || OWN_PHOTO_ID.test(value),
          "must be a photo in content/media (/media/<file>.jpg, .png or .webp) or a stock photo id",
        )
        .meta({ title: "Photo", widget: "image" }),
      alt: text(160).meta({ title: "Description of the photo (for screen readers)", maxLength: 160 }),
    },
    { error: "is required" },
  )
  .meta({ title: "Photo" });

/** A link inside the site: its text and a path starting with `/`. */
export const linkSchema = z.object({
  label: text(40),
  to: z
    .string({ error: "is required" })
    .regex(/^\/[a-z0-9/-]*$/, "must be a path of the site, e.g. /contact"),
});

/** A section heading: optional eyebrow, the title and an optional lead paragraph. */
export const sectionSchema = z.object({
  eyebrow: optional(text(60)),
  title: text(120),
  description: optional(longText(400)),
});

/** A hero: eyebrow, the page's one h1, a paragraph and the photo behind it. */
export const heroSchema = z.object({
  eyebrow: text(60),
  title: text(120),
  description: longText(400),
  image: photoSchema,
});

/** A closing call to action: title, a sentence and one link. */
export const ctaSchema = z.object({ title: text(120), description: longText(300), action: linkSchema });

/** An icon of the site's set. */
export const iconSchema = z.enum(ICON_NAMES, {
  error: `must be one of the site's icons (${ICON_NAMES.join(", ")})`,
});

/** A service card: title, one sentence, an icon. */
export const serviceCardSchema = z.object({ title: text(80), description: longText(300), icon: iconSchema });

/** One item of a feature list. */
export const featureSchema = z.object({
  title: text(80),
  description: optional(longText(300)),
  icon: optional(iconSchema),
  points: optional(z.array(text(120))),
});

/** Process steps, in order: a step's number is its place in the list (shown from 1). */
export const processSchema = z
  .array(z.object({ title: text(80), description: longText(300), image: photoSchema }))
  .min(1);

/** A testimonial: who, their role or place, the quote. */
export const testimonialSchema = z.object({ name: text(80), role: text(80), quote: longText(600) });

/** A FAQ entry. */
export const faqSchema = z.object({ question: text(160), answer: longText(900) });

/** A figure such as `100+` / `Successful projects`. */
export const statSchema = z.object({ value: text(12), label: text(40) });

/** The keys of the company's figures (figures.json `stats`), as pages name them. */
export const STAT_KEYS = ["projects", "materials", "customers", "years", "partners", "awards"] as const;

/** A 24-hour `HH:MM` time. */
const clockTime = z
  .string({ error: "is required" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM, e.g. 09:00");

/**
 * Refuses office hours whose slots overlap on a day, or a slot that lists a day twice, at the later
 * slot (`overlaps officeHours[0] on mon`): the response clock counts each office minute once.
 */
function refuseOverlappingHours(
  slots: readonly { days: readonly string[]; opens: string; closes: string }[],
  ctx: z.RefinementCtx,
) {
  slots.forEach((slot, i) => {
    for (const [d, day] of slot.days.entries()) {
      if (slot.days.indexOf(day) < d)
        ctx.addIssue({ code: "custom", path: [i], message: `lists ${day} more than once` });
      const earlier = slots.findIndex(
        (other, j) =>
          j < i && other.days.includes(day) && other.opens < slot.closes && slot.opens < other.closes,
      );
      if (earlier >= 0)
        ctx.addIssue({ code: "custom", path: [i], message: `overlaps officeHours[${earlier}] on ${day}` });
    }
  });
}

/**
 * The number a call link dials must be the one shown: the shown number's digits end the dialled
 * one's. The number shown may leave out the country code, start with a trunk `0` (`020 7946 0958`,
 * `+44 (0)20 …`) or end with an extension (`ext. 12`, `x12`); one written in letters
 * (`1-800-FLOWERS`) is not compared.
 */
function refuseOtherNumberDialled(phone: { display: string; href: string }, ctx: z.RefinementCtx): void {
  const number = phone.display.split(/\s*(?:\bext\b|\bx\b|x(?=\s*\d+\s*$)|#)/i)[0] ?? "";
  if (/[A-Za-z]/.test(number)) return;
  const shown = number.replace("(0)", "").replace(/\D/g, "").replace(/^0/, "");
  const dialled = phone.href.replace(/\D/g, "");
  if (!/^tel:\+\d{6,15}$/.test(phone.href) || dialled.endsWith(shown)) return;
  ctx.addIssue({
    code: "custom",
    path: ["href"],
    message: `must dial the number shown in phone.display (${phone.display}): tel:+, the country code and the number's digits`,
  });
}

/**
 * content/company.json: the facts the pages and the worker share (docs/product.md#constants): the
 * name, phone and email, address, office hours (the worker's response clock) and founding year.
 */
export const companySchema = z.object({
  name: text(80),
  phone: z
    .object({
      display: text(30).meta({ title: "Number shown", maxLength: 30 }),
      href: z
        .string({ error: "is required" })
        .regex(/^tel:\+\d{6,15}$/, "must be tel:+ and the number's digits, e.g. tel:+15035550142")
        .meta({ title: "Number dialled (tel:+, the country code and the digits)" }),
    })
    .superRefine(refuseOtherNumberDialled),
  email: z.email("must be an email address"),
  address: z.object({
    street: text(80),
    city: text(60),
    region: text(40),
    postalCode: text(12),
    country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code, e.g. US"),
  }),
  location: z.object({
    latitude: z.number("must be a number of degrees, e.g. 45.5299").min(-90).max(90).meta({
      title: "Latitude (for the map)",
      hint: "In degrees, e.g. 45.5299: on openstreetmap.org, right-click the studio and choose Show address",
    }),
    longitude: z.number("must be a number of degrees, e.g. -122.6845").min(-180).max(180).meta({
      title: "Longitude (for the map)",
      hint: "In degrees, e.g. -122.6845 (west of Greenwich is negative)",
    }),
  }),
  officeHours: z
    .array(
      z
        .object({
          days: z.array(z.enum(WEEKDAYS)).min(1),
          label: text(20),
          opens: clockTime,
          closes: clockTime,
        })
        .refine((slot) => slot.opens < slot.closes, "must close after it opens"),
    )
    .min(1)
    .superRefine(refuseOverlappingHours),
  foundedYear: z.int().min(1900).max(2100),
  answerWithin: text(40).meta({
    title: "How soon you answer an inquiry",
    hint: 'e.g. "one business day": the Contact page, the thank-you page and the confirmation email say "within" it',
    maxLength: 40,
  }),
});

/** content/figures.json: the company's figures and the durations its FAQs quote (docs/product.md#constants). */
export const figuresSchema = z.object({
  stats: z.object(
    Object.fromEntries(STAT_KEYS.map((key) => [key, statSchema])) as Record<
      (typeof STAT_KEYS)[number],
      typeof statSchema
    >,
  ),
  durations: z.object({
    residentialProject: text(30),
    commercialProject: text(30),
    singleRoom: text(30),
    wholeHome: text(30),
    vocRemediation: text(30),
    smallMoldJob: text(30),
  }),
});

/** A list of company figures by key. */
const statKeys = z.array(z.enum(STAT_KEYS)).min(1).max(6);

/** A portfolio project; `category` is what the Works filter matches. */
export const projectSchema = z.object({
  title: text(80),
  category: z.enum(["residential", "commercial"], { error: "must be Residential or Commercial" }),
  image: photoSchema,
  description: longText(300),
});

/** content/portfolio.json: the Works portfolio's heading and its projects, newest first. */
export const portfolioSchema = z.object({
  heading: sectionSchema,
  projects: z.array(projectSchema).min(1).max(60),
});

/** A page's testimonials. */
const testimonialList = z.array(testimonialSchema).min(1).max(12).meta({ itemLabel: "testimonial" });

/** A page's FAQs. */
const faqList = z.array(faqSchema).min(1).max(20).meta({ itemLabel: "question" });

/** content/testimonials.json: each page's testimonials. */
export const testimonialsSchema = z.object({
  home: testimonialList,
  works: testimonialList,
  residential: testimonialList,
  commercial: testimonialList,
  formaldehydeRemoval: testimonialList,
  moldRemoval: testimonialList,
});

/** content/faqs.json: each page's FAQs. */
export const faqsSchema = z.object({
  services: faqList,
  residential: faqList,
  commercial: faqList,
  formaldehydeRemoval: faqList,
  moldRemoval: faqList,
  contact: faqList,
});

/** content/team.json: the About page's team. */
export const teamSchema = z.object({
  members: z
    .array(z.object({ name: text(80), role: text(80), image: photoSchema }))
    .min(1)
    .max(24),
});

/** content/pages/home.json. */
export const homePageSchema = z.object({
  hero: heroSchema,
  clients: text(120),
  heroStats: statKeys,
  clientLogos: z
    .array(z.object({ name: text(60), style: z.enum(["serif", "sans", "caps", "italic"]) }))
    .min(1)
    .max(16),
  about: z.object({
    eyebrow: text(60),
    title: text(120),
    paragraphs: z.array(longText(600)).min(1).max(4),
    image: photoSchema,
    link: linkSchema,
    foundedLabel: text(40),
    stats: statKeys,
  }),
  services: sectionSchema,
  projects: sectionSchema,
  testimonials: sectionSchema,
  cta: ctaSchema,
});

/** content/pages/about.json. */
export const aboutPageSchema = z.object({
  hero: heroSchema,
  values: sectionSchema,
  team: sectionSchema,
  awards: sectionSchema,
  stats: sectionSchema,
  cta: ctaSchema,
  mission: z.object({
    eyebrow: text(60),
    title: text(120),
    paragraphs: z.array(longText(600)).min(1).max(4),
    image: photoSchema,
  }),
  valueCards: z.array(serviceCardSchema).min(1).max(8),
  awardList: z
    .array(z.object({ title: text(120), issuer: text(80), year: z.int().min(1900).max(2100) }))
    .min(1)
    .max(20),
  statList: statKeys,
});

/** A service's card on Home and the overview. */
const serviceBlock = z.object({ shortDesc: longText(300), image: photoSchema });

/** Three to five highlights of a service. */
const highlights = z.array(text(80)).min(1).max(5);

/** content/pages/services.json: the Services overview and the four services' cards. */
export const servicesPageSchema = z.object({
  hero: heroSchema,
  blocksSection: sectionSchema,
  services: z.object({
    residential: serviceBlock,
    commercial: serviceBlock,
    "formaldehyde-removal": serviceBlock,
    "mold-removal": serviceBlock,
  }),
  highlights: z.object({
    residential: highlights,
    commercial: highlights,
    "formaldehyde-removal": highlights,
    "mold-removal": highlights,
  }),
  whyChooseUsSection: sectionSchema,
  whyChooseUs: z.array(featureSchema).min(1).max(12),
  processSection: sectionSchema,
  process: processSchema,
  faqsSection: sectionSchema,
  cta: ctaSchema,
});

/** A list of features of a service page. */
const features = z.array(featureSchema).min(1).max(12);

/** A service page's parts every one of them has. */
const servicePageBase = {
  hero: heroSchema,
  servicesSection: sectionSchema,
  serviceCards: z.array(serviceCardSchema).min(1).max(12),
  processSection: sectionSchema,
  process: processSchema,
  testimonialsSection: sectionSchema,
  faqsSection: sectionSchema,
  cta: ctaSchema,
};

/** Sample projects of a design service page, with the link under them. */
const sampleProjects = {
  projectsSection: sectionSchema.extend({ link: linkSchema }),
  projects: z
    .array(z.object({ title: text(80), location: text(60), image: photoSchema }))
    .min(1)
    .max(12),
};

/** content/pages/residential.json. */
export const residentialPageSchema = z.object({ ...servicePageBase, ...sampleProjects });

/** content/pages/commercial.json. */
export const commercialPageSchema = z.object({
  ...servicePageBase,
  ...sampleProjects,
  benefitsSection: sectionSchema,
  benefits: features,
});

/** content/pages/formaldehyde-removal.json. */
export const formaldehydePageSchema = z.object({
  ...servicePageBase,
  sourcesSection: sectionSchema,
  sources: features,
  healthEffectsSection: sectionSchema,
  healthEffects: features,
  benefitsSection: sectionSchema,
  benefits: features,
});

/** content/pages/mold-removal.json. */
export const moldPageSchema = z.object({
  ...servicePageBase,
  symptomsSection: sectionSchema,
  symptoms: features,
  vulnerableSection: sectionSchema,
  vulnerableGroups: features,
  damageSection: sectionSchema,
  propertyDamage: features,
  reasonsSection: sectionSchema,
  reasons: features,
});

/** content/pages/works.json (the portfolio itself is content/portfolio.json). */
export const worksPageSchema = z.object({
  hero: heroSchema,
  process: sectionSchema,
  testimonials: sectionSchema,
  cta: ctaSchema,
  processSteps: processSchema,
});

/** content/pages/contact.json (the FAQs are content/faqs.json `contact`). */
export const contactPageSchema = z.object({
  hero: sectionSchema.extend({ eyebrow: text(60), description: longText(400), image: photoSchema }),
  getInTouch: sectionSchema.extend({
    labels: z.object({ address: text(30), phone: text(30), email: text(30), hours: text(30) }),
  }),
  social: z.object({ title: text(60), note: text(160) }),
  form: sectionSchema,
  map: sectionSchema.extend({ frameTitle: text(160), linkLabel: text(60), showLabel: text(30) }),
  faq: sectionSchema,
});

/**
 * Every content file, by its path under content/, with its schema and the CMS's label: one entry
 * per file, the list the build checks and the CMS edits.
 */
export const CONTENT_FILES = {
  "company.json": { label: "Company facts", schema: companySchema },
  "figures.json": { label: "Figures and durations", schema: figuresSchema },
  "pages/home.json": { label: "Home page", schema: homePageSchema },
  "pages/about.json": { label: "About page", schema: aboutPageSchema },
  "pages/services.json": { label: "Services page", schema: servicesPageSchema },
  "pages/residential.json": { label: "Residential design page", schema: residentialPageSchema },
  "pages/commercial.json": { label: "Commercial design page", schema: commercialPageSchema },
  "pages/formaldehyde-removal.json": {
    label: "Formaldehyde & VOC removal page",
    schema: formaldehydePageSchema,
  },
  "pages/mold-removal.json": { label: "Mold removal page", schema: moldPageSchema },
  "pages/works.json": { label: "Our Work page", schema: worksPageSchema },
  "pages/contact.json": { label: "Contact page", schema: contactPageSchema },
  "portfolio.json": { label: "Portfolio", schema: portfolioSchema },
  "testimonials.json": { label: "Testimonials", schema: testimonialsSchema },
  "team.json": { label: "Team", schema: teamSchema },
  "faqs.json": { label: "FAQs", schema: faqsSchema },
} as const;

/** A content file's path under content/, e.g. `pages/home.json`. */
export type ContentFile = keyof typeof CONTENT_FILES;

/** What a content file holds once checked. */
export type ContentOf<File extends ContentFile> = z.output<(typeof CONTENT_FILES)[File]["schema"]>;
