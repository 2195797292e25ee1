import * as z from "zod/mini";
import { toAsciiEmail } from "./contact-form.ts";

/** The block list's entries and the inbox's spam actions (docs/product.md#operator-inbox). */

/** What a block-list entry matches: one `address`, or every address at a `domain`. */
export const BLOCKED_SENDER_KINDS = ["address", "domain"] as const;

/** One of {@link BLOCKED_SENDER_KINDS}. */
export type BlockedSenderKind = (typeof BLOCKED_SENDER_KINDS)[number];

/** A domain name in ASCII: dot-separated labels of letters, digits and inner hyphens, at least two. */
const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The messages of a refused block-list entry: the worker's `400` and the inbox field's. */
export const BLOCK_ENTRY_MESSAGES = {
  invalid: "Enter an email address (name@example.com) or a domain (example.com).",
  notAllowed: "The business's own domain cannot be blocked.",
} as const;

/** A normalised block-list entry: the lower-cased ASCII address or domain and its kind. */
export type BlockEntry = { kind: BlockedSenderKind; value: string };

/** A typed block-list entry (address, domain or `@domain`) in canonical form; `null` when neither or over 254 long. */
export function blockEntryOf(text: string): BlockEntry | null {
  const value = text.trim().toLowerCase().replace(/^@/, "");
  if (value === "" || value.length > 254) return null;
  if (value.includes("@")) {
    const address = canonicalAddress(value);
    return address ? { kind: "address", value: address } : null;
  }
  const domain = toAsciiEmail(`x@${value}`)?.slice(2).toLowerCase();
  return domain && DOMAIN_PATTERN.test(domain) ? { kind: "domain", value: canonicalDomain(domain) } : null;
}

/** Gmail's two domains: one mailbox provider, which also ignores dots in the local part. */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(["gmail.com", "googlemail.com"]);

/** An ASCII, lower-case domain's canonical form: `googlemail.com` is `gmail.com`, others themselves. */
function canonicalDomain(domain: string): string {
  return GMAIL_DOMAINS.has(domain) ? "gmail.com" : domain;
}

/**
 * The key of every per-address limit and the block list (docs/product.md#abuse-defences):
 * `J.ane+news@GoogleMail.com` -> `jane@gmail.com`. `null` for an invalid address; never throws.
 */
export function canonicalAddress(address: string): string | null {
  const ascii = toAsciiEmail(address.trim())?.toLowerCase();
  if (!ascii) return null;
  const at = ascii.lastIndexOf("@");
  const domain = canonicalDomain(ascii.slice(at + 1));
  const untagged = ascii.slice(0, at).replace(/\+.*$/, "");
  const local = domain === "gmail.com" ? untagged.replaceAll(".", "") : untagged;
  return local === "" ? null : `${local}@${domain}`;
}

/** The domain of an email address, lower-cased (`""` when it has no `@`). */
export function domainOf(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : address.slice(at + 1).toLowerCase();
}

/** `POST /api/admin/blocked-senders`: `value` is an address or a domain ({@link blockEntryOf}). */
export const blockSenderRequestSchema = z.strictObject({ value: z.string() });

/** See {@link blockSenderRequestSchema}. */
export type BlockSenderRequest = z.infer<typeof blockSenderRequestSchema>;

/** `POST /api/admin/inquiries/:id/mark-spam`: `block` also blocks the sender's `address` or `domain` (default none). */
export const markSpamRequestSchema = z.strictObject({
  block: z.optional(z.enum(["none", ...BLOCKED_SENDER_KINDS])),
});

/** See {@link markSpamRequestSchema}. */
export type MarkSpamRequest = z.infer<typeof markSpamRequestSchema>;
