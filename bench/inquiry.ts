/**
 * The inquiry both worker benchmarks send: exactly the body the Contact page posts, built by the
 * contract's `buildContactRequest` (the page's and the form post's one builder,
 * docs/product.md#plain-html-form) from five valid field values, so the benchmark follows the
 * page's config (subject prefix, footer HTML, required fields) instead of a copy of it.
 */
import { buildContactRequest } from "../packages/contract/src/index.ts";

/**
 * A valid inquiry as the Contact page sends it: `{ config, name, email, phone, subject, message,
 * honeypot }` (the honeypot empty, as a person leaves it). The form token is added by the
 * benchmark that needs one (bench/worker.mjs asks the worker for it).
 */
export const INQUIRY = buildContactRequest(
  {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+1 503 555 0100",
    subject: "Kitchen remodel",
    message: "We would like a quote for a kitchen remodel with low-VOC materials, please.",
  },
  { honeypot: "" },
);
