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

/** The status Resend gives a domain, and each of its DNS records, once verified. */
export const RESEND_VERIFIED = "verified";

/** The part of Resend's `ListDomainsResponse` read here. */
const domainListSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
});

/** The part of Resend's `Domain` (with its DNS records) read here; no `records`: none. */
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
  const domain = at < 0 ? "" : address.slice(at + 1).toLowerCase();
  return domain === "" ? null : domain;
}

/**
 * The account's domains from a `GET /domains` answer body (`{ data: [{ id, name, status }] }`).
 *
 * @returns the domains with those three fields only, or `null` when the body has another shape.
 */
export function readResendDomains(body: unknown): ResendDomain[] | null {
  const parsed = domainListSchema.safeParse(body);
  return parsed.success ? parsed.data.data.map(({ id, name, status }) => ({ id, name, status })) : null;
}

/** The entry of `domains` named `senderDomain` (names compared case-insensitively), or `null`. */
export function findSenderDomain(
  domains: readonly ResendDomain[],
  senderDomain: string,
): ResendDomain | null {
  const wanted = senderDomain.toLowerCase();
  return domains.find((entry) => entry.name.toLowerCase() === wanted) ?? null;
}

/** Whether Resend sends from `domain`: its status is `verified` (anything else: not yet). */
export function isDomainVerified(domain: Pick<ResendDomain, "status">): boolean {
  return domain.status === RESEND_VERIFIED;
}

/**
 * The DNS records to show for a domain not verified yet, from a `GET /domains/{id}` answer body:
 * the records whose status is not `verified`, in Resend's order (no `records`: none).
 *
 * @returns the records with the five fields shown, or `null` when the body has another shape.
 */
export function readDnsRecordsToShow(body: unknown): ResendDnsRecord[] | null {
  const parsed = domainSchema.safeParse(body);
  if (!parsed.success) return null;
  return (parsed.data.records ?? [])
    .filter((record) => record.status !== RESEND_VERIFIED)
    .map(({ record, type, name, value, status }) => ({ record, type, name, value, status }));
}

/** Resend's error `name` of an error answer body (e.g. `restricted_api_key`), or `null` when it has none. */
export function resendErrorName(body: unknown): string | null {
  const name = (body as { name?: unknown } | null | undefined)?.name;
  return typeof name === "string" ? name : null;
}
