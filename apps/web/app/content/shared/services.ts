import servicesPage from "../../../../../content/pages/services.json";
import type { ContentOf } from "../schemas.ts";
import type { Service } from "../types.ts";
import { servicePages } from "./service-pages.ts";

/** Each service's card words and photo, by id (content/pages/services.json `services`). */
const serviceDetails: Record<Service["id"], Pick<Service, "shortDesc" | "image">> = (
  servicesPage as ContentOf<"pages/services.json">
).services;

/**
 * The four services in their fixed order (docs/product.md#services): residential, commercial,
 * formaldehyde and VOC removal, mold removal; their ids, titles and paths are
 * content/shared/service-pages.ts. Shared by the Home service cards, the Services overview and the
 * footer (the header's menus read service-pages.ts only); `path` is the detail route of each
 * (`/services/<id>`).
 */
export const services: Service[] = servicePages.map((page) => ({ ...page, ...serviceDetails[page.id] }));
