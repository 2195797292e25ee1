import type { IconName, Service, StockPhoto } from "./types.ts";

/**
 * The four services of SPEC 2 in the spec's order (residential, commercial, formaldehyde and VOC
 * removal, mold removal). Shared by the Home service cards, the Services overview, the header
 * dropdown and the footer links; `path` is the detail route of each (`/services/<id>`).
 */
export const services: Service[] = [
  {
    id: "residential",
    title: "Residential Interior Design",
    shortDesc:
      "Homes designed around how you actually live: layouts, finishes and furnishings chosen for comfort, light and low-emission materials.",
    path: "/services/residential",
    image: {
      id: "photo-1618221195710-dd6b41faaea6",
      alt: "Bright living room with a linen sofa, oak floors and large windows",
    },
  },
  {
    id: "commercial",
    title: "Commercial Interior Design",
    shortDesc:
      "Offices, clinics, restaurants and retail spaces planned for the people who use them, delivered on schedule and to code.",
    path: "/services/commercial",
    image: {
      id: "photo-1497366216548-37526070297c",
      alt: "Open-plan office with long wooden desks, plants and daylight",
    },
  },
  {
    id: "formaldehyde-removal",
    title: "Formaldehyde & VOC Removal",
    shortDesc:
      "Testing and remediation of formaldehyde and other volatile organic compounds released by furniture, flooring, paint and cabinetry.",
    path: "/services/formaldehyde-removal",
    image: {
      id: "photo-1585771724684-38269d6639fd",
      alt: "Air purifier running beside a sofa in a living room",
    },
  },
  {
    id: "mold-removal",
    title: "Mold Removal",
    shortDesc:
      "Inspection, containment and removal of mold, with moisture control so it does not come back after the next rainy season.",
    path: "/services/mold-removal",
    image: {
      id: "photo-1581578731548-c64695cc6952",
      alt: "Remediation technician in protective gear inspecting a wall",
    },
  },
];

/** Title, description and path of a page's `<head>` (passed to `pageMeta`, app/lib/meta.ts). */
export type PageMetaCopy = { title: string; description: string; path: string };

/** The wording of a service page's hero (its one h1) and the photo beside it. */
export type HeroCopy = { eyebrow: string; title: string; description: string; image: StockPhoto };

/** The heading of one page section (an h2 with optional eyebrow and lead paragraph). */
export type SectionCopy = { eyebrow?: string; title: string; description?: string };

/** A call to action: a title, a sentence and one link (SPEC 2 "call to action to /contact"). */
export type CallToAction = { title: string; description: string; action: { label: string; to: string } };

/**
 * One item of a feature list (benefits, why choose us, VOC sources, symptoms, ...): a title, an
 * optional sentence, an optional icon and optional bullet points.
 */
export type Feature = { title: string; description?: string; icon?: IconName; points?: string[] };
