/**
 * A client shown in the Home logo strip (SPEC 2 "Scrolling strip of client logos"): the name and
 * the wordmark style it is drawn in (text wordmarks, no image requests).
 */
export type ClientLogo = { name: string; style: "serif" | "sans" | "caps" | "italic" };

/** Duration of one full loop of the logo strip, in seconds (SPEC 9: 30 s). */
export const LOGO_LOOP_SECONDS = 30;

/** The clients of the logo strip, in display order. */
export const clientLogos: ClientLogo[] = [
  { name: "Hawthorne Family Dental", style: "sans" },
  { name: "Bridgetown Coworking", style: "caps" },
  { name: "Alder & Pine", style: "serif" },
  { name: "Willamette Law Group", style: "caps" },
  { name: "Cascade Pediatrics", style: "italic" },
  { name: "Nob Hill Residences", style: "serif" },
  { name: "Foundry Coffee Co.", style: "sans" },
  { name: "Rose City Yoga", style: "italic" },
];
