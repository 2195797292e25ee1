import {
  buildContactRequest as buildRequest,
  type ContactAntiAbuseFields,
  type ContactFormData,
  type SendEmailRequest,
} from "@clearwell/contract";
import { readVisitSource } from "../../../lib/visit-source.ts";

export type { ContactAntiAbuseFields };

/**
 * The Contact page's request builder lives in the contract, so the page's JSON request and the
 * worker's plain form post path build the very same request and thus the identical email
 * (docs/product.md#plain-html-form). The page adds where the lead came from: the tab's visit
 * source as the root kept it (`readVisitSource`, docs/product.md#where-leads-come-from), left out
 * when none was kept or the storage is unavailable.
 *
 * @param values - the five form values.
 * @param antiAbuse - the honeypot value, Turnstile token and form token.
 * @returns the `POST /api/send-email` body; never throws.
 */
export function buildContactRequest(
  values: ContactFormData,
  antiAbuse: ContactAntiAbuseFields = {},
): SendEmailRequest {
  return buildRequest(values, antiAbuse, readVisitSource());
}
