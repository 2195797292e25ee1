import type { Service } from "../types.ts";
import { servicePages } from "./service-pages.ts";

/** Each service's card words and photo, by id. */
const serviceDetails: Record<Service["id"], Pick<Service, "shortDesc" | "image">> = {
  residential: {
    shortDesc:
      "Homes designed around how you actually live: layouts, finishes and furnishings chosen for comfort, light and low-emission materials.",
    image: {
      id: "photo-1618221195710-dd6b41faaea6",
      alt: "Bright living room with a linen sofa, oak floors and large windows",
    },
  },
  commercial: {
    shortDesc:
      "Offices, clinics, restaurants and retail spaces planned for the people who use them, delivered on schedule and to code.",
    image: {
      id: "photo-1497366216548-37526070297c",
      alt: "Open-plan office with long wooden desks, plants and daylight",
    },
  },
  "formaldehyde-removal": {
    shortDesc:
      "Testing and remediation of formaldehyde and other volatile organic compounds released by furniture, flooring, paint and cabinetry.",
    image: {
      id: "photo-1585771724684-38269d6639fd",
      alt: "Air purifier running beside a sofa in a living room",
    },
  },
  "mold-removal": {
    shortDesc:
      "Inspection, containment and removal of mold, with moisture control so it does not come back after the next rainy season.",
    image: {
      id: "photo-1581578731548-c64695cc6952",
      alt: "Remediation technician in protective gear inspecting a wall",
    },
  },
};

/**
 * The four services in their fixed order (docs/product.md#services): residential, commercial,
 * formaldehyde and VOC removal, mold removal; their ids, titles and paths are
 * content/shared/service-pages.ts. Shared by the Home service cards, the Services overview and the
 * footer (the header's menus read service-pages.ts only); `path` is the detail route of each
 * (`/services/<id>`).
 */
export const services: Service[] = servicePages.map((page) => ({ ...page, ...serviceDetails[page.id] }));
