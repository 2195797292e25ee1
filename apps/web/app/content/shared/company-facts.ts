import figures from "../../../../../content/figures.json";
import { site } from "../../config/site.ts";
import type { ContentOf } from "../schemas.ts";
import type { Stat } from "../types.ts";

/**
 * The company's figures and the durations its FAQs quote (docs/product.md#constants), read from
 * content/figures.json, so every page says the same thing.
 */
const checked = figures as ContentOf<"figures.json">;

/** The company's figures by key: projects, materials, customers, years, partners, awards. */
export const companyStats: ContentOf<"figures.json">["stats"] = checked.stats satisfies Record<string, Stat>;

/** The year the company was founded (Home says "since 2010"). */
export const FOUNDED_YEAR = site.foundedYear;

/** Typical durations quoted in FAQs (docs/product.md#constants). */
export const typicalDurations: ContentOf<"figures.json">["durations"] = checked.durations;
