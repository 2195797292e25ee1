/**
 * The content entities of SPEC 3, as the types of the typed content modules in `app/content/`.
 * Images are stock photo ids resolved by `stockImage()` (app/lib/stock-image.ts).
 */

/** An image from the stock photo host: its photo id and the alt text that describes it. */
export type StockPhoto = { id: string; alt: string };

/** Portfolio project (SPEC 3, Works page). */
export type PortfolioProject = {
  title: string;
  category: "residential" | "commercial";
  image: StockPhoto;
  description: string;
};

/** Sample project on a service page (SPEC 3). */
export type SampleProject = { title: string; location: string; image: StockPhoto };

/** Testimonial (SPEC 3). */
export type Testimonial = { name: string; role: string; quote: string };

/** Team member (SPEC 3, About page). */
export type TeamMember = { name: string; role: string; image: StockPhoto };

/** Service in the overview (SPEC 3): `path` is its detail route. */
export type Service = {
  id: "residential" | "commercial" | "formaldehyde-removal" | "mold-removal";
  title: string;
  shortDesc: string;
  path: string;
  image: StockPhoto;
};

/** Names of the icons the site ships: a union of `ICON_NAMES` (inline SVG, components/ui/icon.tsx). */
export type IconName = import("../components/ui/icon.tsx").IconName;

/** Service card (SPEC 3). */
export type ServiceCard = { title: string; description: string; icon: IconName };

/** Process step (SPEC 3); `number` counts from 1. */
export type ProcessStep = { number: number; title: string; description: string; image: StockPhoto };

/** FAQ entry (SPEC 3). */
export type Faq = { question: string; answer: string };

/** A stat such as "100+ / Successful projects" (SPEC 9). */
export type Stat = { value: string; label: string };
