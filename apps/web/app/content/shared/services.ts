import type { Service } from "../types.ts";

/**
 * The four services in their fixed order (docs/product.md#services): residential, commercial,
 * formaldehyde and VOC removal, mold removal. Shared by the Home service cards, the Services
 * overview, the header dropdown, the mobile menu and the footer; `path` is the detail route of each
 * (`/services/<id>`).
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
