import {
  COMPANY_ADDRESS,
  COMPANY_ANSWER_WITHIN,
  COMPANY_CONTACT,
  COMPANY_NAME,
  OFFICE_HOURS,
  officeHoursTime,
  type Weekday,
} from "@clearwell/contract";
import { BRAND_COLOR } from "@clearwell/contract/page-style";
import company from "../../../../content/company.json" with { type: "json" };
import { mapUrlsOf } from "./map-urls.ts";

/** Each weekday as schema.org names it (opening hours). */
const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/**
 * Where the studio works, as the texts name it: `<city>, <region>` of an address (content/company.json),
 * e.g. `Portland, OR`.
 */
export function placeOf(address: { city: string; region: string }): string {
  return `${address.city}, ${address.region}`;
}

/**
 * The brand and the company's contact details: one place for everything the header, footer, Contact
 * page and metadata show (docs/architecture.md#where-things-live). Addresses use the reserved
 * `.example` domain until the operator sets real ones.
 */
export const site = {
  name: COMPANY_NAME,
  tagline: "Interior design and healthy indoor air",
  description: `Residential and commercial interior design, formaldehyde and VOC removal, and mold remediation in ${placeOf(COMPANY_ADDRESS)}.`,
  url: "https://clearwell-interiors.example",
  /** The founding year, from content/company.json (the owner edits it in the CMS). */
  foundedYear: company.foundedYear,
  /** How soon the company answers an inquiry (`COMPANY_ANSWER_WITHIN`, shared with the confirmation email). */
  answerWithin: COMPANY_ANSWER_WITHIN,
  brandColor: BRAND_COLOR,
  /** The postal address lives in the contract (`COMPANY_ADDRESS`), shared with the worker's confirmation email. */
  address: COMPANY_ADDRESS,
  /** The phone number and email address live in the contract (`COMPANY_CONTACT`), shared with the worker. */
  phone: COMPANY_CONTACT.phone,
  email: COMPANY_CONTACT.email,
  /** Office hours (docs/product.md#constants) live in the contract (`OFFICE_HOURS`), shared with the worker's response clock. */
  hours: OFFICE_HOURS.map((slot) => ({
    days: slot.label,
    time: officeHoursTime(slot),
    schemaDays: slot.days.map((day) => SCHEMA_DAYS[day]),
    opens: slot.opens,
    closes: slot.closes,
  })),
  /** Social links are placeholders pointing nowhere (footer and Contact page). */
  social: [
    { label: "Facebook", href: "#" },
    { label: "Instagram", href: "#" },
    { label: "LinkedIn", href: "#" },
    { label: "Pinterest", href: "#" },
  ],
  /**
   * The map embed on the Contact page (docs/product.md#contact): a frame from OpenStreetMap around
   * the studio's `location` in content/company.json (the owner edits it in the CMS).
   */
  map: mapUrlsOf(company.location),
} as const;

/**
 * Same-origin path of the worker's send-email route (docs/product.md#request-and-response; the site
 * and the worker share one origin, docs/architecture.md#the-parts).
 */
export const CONTACT_ENDPOINT = "/api/send-email";

/**
 * The worker's route that issues a form token (docs/product.md#abuse-defences): the Contact form
 * asks it for one when the page it was rendered in carries none (it was reached by client-side
 * navigation, or served without the worker, as under `pnpm dev`).
 */
export const FORM_TOKEN_ENDPOINT = "/api/form-token";

/**
 * The email configuration the Contact form sends lives in the contract, shared with the worker's
 * plain form post path (docs/product.md#plain-html-form); re-exported here for the page.
 */
export { contactEmailConfig } from "@clearwell/contract";
