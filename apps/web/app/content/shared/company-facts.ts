import { site } from "../../config/site.ts";
import type { Stat } from "../types.ts";

/**
 * The company's figures and the durations its FAQs quote (docs/product.md#constants), kept in one
 * place so every page says the same thing.
 */
export const companyStats = {
  projects: { value: "100+", label: "Successful projects" },
  materials: { value: "300+", label: "Materials sourced" },
  customers: { value: "100+", label: "Happy customers" },
  years: { value: "15+", label: "Years of experience" },
  partners: { value: "50+", label: "Trusted partners" },
  awards: { value: "12", label: "Design awards" },
} as const satisfies Record<string, Stat>;

/** The year the company was founded (Home says "since 2010"). */
export const FOUNDED_YEAR = site.foundedYear;

/** Typical durations quoted in FAQs (docs/product.md#constants). */
export const typicalDurations = {
  residentialProject: "2-6 months",
  commercialProject: "3-12 months",
  singleRoom: "6-8 weeks",
  wholeHome: "3-6 months",
  vocRemediation: "2-5 days",
  smallMoldJob: "1-2 days",
} as const;
