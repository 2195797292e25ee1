import * as z from "zod/mini";

/**
 * What Resend's domain answers mean for the sender's domain (docs/product.md#setup-panel,
 * docs/operations.md#deploying): the worker's Setup panel and `pnpm run setup` read `GET /domains`
 * and `GET /domains/{id}` with these, so both say the same about whether the domain is verified
 * and which DNS records are still to be added.
 */

/** One domain of the account, as `GET /domains` lists it (the fields read here). */
export type ResendDomain = { id: string; name: string; status: string };

/** One DNS record of a domain, as `GET /domains/{id}` gives it (the fields read here). */
export type ResendDnsRecord = { record: string; name: string; type: string; value: string; status: string };

/** The part of Resend's `ListDomainsResponse` read here (zod drops every other key). */
const domainListSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
});

/** The part of Resend's `Domain` read here (other keys dropped); no `records`: none. */
const domainSchema = z.object({
  records: z.optional(
    z.array(
      z.object({
        record: z.string(),
        type: z.string(),
        name: z.string(),
        value: z.string(),
        status: z.string(),
      }),
    ),
  ),
});

/**
 * The domain of a sender address, lower-cased: what follows its last `@`.
 *
 * @returns e.g. `example.com` for `Inquiries@Example.com`; `null` when there is no `@` or nothing
 *   after it.
 */
export function senderDomainOf(address: string): string | null {
  const at = address.lastIndexOf("@");
  return at < 0 ? null : address.slice(at + 1).toLowerCase() || null;
}

/**
 * The account's domains from a `GET /domains` answer body (`{ data: [{ id, name, status }] }`).
 *
 * @returns the domains with those three fields only, or `null` when the body has another shape.
 */
export function readResendDomains(body: unknown): ResendDomain[] | null {
  return domainListSchema.safeParse(body).data?.data ?? null;
}

/**
 * The entry of `domains` for the sender's domain, or `undefined` when the account has none.
 *
 * @param senderDomain - lower-cased, as {@link senderDomainOf} gives it; Resend's names are
 *   compared lower-cased.
 */
export function findSenderDomain(
  domains: readonly ResendDomain[],
  senderDomain: string,
): ResendDomain | undefined {
  return domains.find((entry) => entry.name.toLowerCase() === senderDomain);
}

/**
 * Whether Resend counts a domain, or one of its DNS records, as verified: its status is `verified`
 * (anything else: not yet). Resend sends from a domain only once it is.
 */
export function isVerified(entry: { status: string }): boolean {
  return entry.status === "verified";
}

/**
 * The DNS records to show for a domain not verified yet, from a `GET /domains/{id}` answer body:
 * the records whose status is not `verified`, in Resend's order (no `records`: none).
 *
 * @returns the records with the five fields shown, or `null` when the body has another shape.
 */
export function readDnsRecordsToShow(body: unknown): ResendDnsRecord[] | null {
  const domain = domainSchema.safeParse(body).data;
  return domain ? (domain.records ?? []).filter((record) => !isVerified(record)) : null;
}

/** Resend's error `name` of an error answer body (e.g. `restricted_api_key`), or `null` when it has none. */
export function resendErrorName(body: unknown): string | null {
  const name = (body as { name?: unknown } | null | undefined)?.name;
  return typeof name === "string" ? name : null;
}
