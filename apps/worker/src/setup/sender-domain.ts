import type { SetupCheckOf } from "@clearwell/contract";
import {
  findSenderDomain,
  isVerified,
  readDnsRecordsToShow,
  readResendDomains,
  resendErrorName,
  senderDomainOf,
} from "@clearwell/rules";
import type { ServerSettings } from "../core/server-settings.ts";
import { readSecret } from "../core/server-settings.ts";
import { RESEND_KEY_NAME } from "./secret-checks.ts";

/** The sender's domain check. */
type SenderDomainCheck = SetupCheckOf<"sender_domain">;

/** One GET of Resend's API: its status and JSON body, or `null` when no answer came (timeout, network). */
async function getResend(
  url: string,
  apiKey: string,
  timeoutMs: number,
): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(url, {
      headers: {
        Authorization: `Bearer ${apiKey}`,
        Accept: "application/json",
        "User-Agent": "clearwell-worker",
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

/**
 * Whether the sender's domain (of `MAIL_FROM_ADDRESS`) is verified at Resend
 * (docs/product.md#setup-panel), the answers read with `@clearwell/rules` as `pnpm run setup` reads
 * them: `GET ${RESEND_API_URL}/domains` with the `RESEND_API_KEY` secret, each request aborted after
 * `PROVIDER_TIMEOUT_MS`; for a domain not yet verified, also `GET /domains/{id}` for the DNS records
 * Resend still waits for (those not `verified`; none when that request fails). The reasons and
 * their states are the contract's `SENDER_DOMAIN_REASONS`: `off` with the local outbox; `missing`
 * without a sender, a key, or the domain on the account; `failing` for a domain not verified, a key
 * refused (401/403) or Resend unreachable (no answer, another status, an answer of another shape);
 * `off` for a sending-only key (401 `restricted_api_key`: it cannot read domains). Never throws;
 * the key is never answered or logged.
 */
export async function senderDomainCheck(env: Env, settings: ServerSettings): Promise<SenderDomainCheck> {
  const domain = senderDomainOf(settings.fromAddress);
  const result = (
    state: SenderDomainCheck["state"],
    reason: SenderDomainCheck["reason"],
    facts?: Partial<Pick<SenderDomainCheck, "domainStatus" | "records" | "httpStatus">>,
  ): SenderDomainCheck => ({
    kind: "sender_domain",
    id: "sender-domain",
    state,
    reason,
    domain,
    domainStatus: null,
    records: [],
    httpStatus: null,
    ...facts,
  });
  if (settings.provider === "outbox") return result("off", "outbox");
  if (!domain) return result("missing", "no_sender");
  const apiKey = readSecret(env, RESEND_KEY_NAME);
  if (!apiKey) return result("missing", "no_key");
  const { resendApiUrl, providerTimeoutMs } = settings;
  const list = await getResend(`${resendApiUrl}/domains`, apiKey, providerTimeoutMs);
  if (!list) return result("failing", "unreachable");
  const httpStatus = list.status;
  if (httpStatus === 401 && resendErrorName(list.body) === "restricted_api_key") {
    return result("off", "key_restricted", { httpStatus });
  }
  if (httpStatus === 401 || httpStatus === 403) return result("failing", "key_refused", { httpStatus });
  const domains = httpStatus === 200 ? readResendDomains(list.body) : null;
  if (!domains) return result("failing", "unreachable", { httpStatus });
  const found = findSenderDomain(domains, domain);
  if (!found) return result("missing", "not_on_account");
  if (isVerified(found)) return result("ok", "verified", { domainStatus: found.status });
  const detail = await getResend(
    `${resendApiUrl}/domains/${encodeURIComponent(found.id)}`,
    apiKey,
    providerTimeoutMs,
  );
  return result("failing", "not_verified", {
    domainStatus: found.status,
    records: readDnsRecordsToShow(detail?.body) ?? [],
  });
}
