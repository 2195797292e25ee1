import {
  buildContactRequest,
  type ContactFormData,
  FORM_TOKEN_MIN_AGE_MS,
  formTokenIssuedAt,
} from "@clearwell/contract";
import type { APIRequestContext } from "@playwright/test";
import { SITE_ORIGIN } from "./e2e-env.ts";

/** How much older than the minimum age a seeded inquiry's form token is, in ms (clock rounding). */
const TOKEN_AGE_MARGIN_MS = 250;

/** Per worker origin: the form token the next seed takes, fetched ahead so it ages meanwhile. */
const nextTokens = new Map<string, Promise<string>>();

/** A fresh form token from `GET <origin>/api/form-token`; throws on any other answer than 200. */
async function fetchFormToken(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/form-token`);
  if (!answer.ok) throw new Error(`GET ${origin}/api/form-token answered ${answer.status}`);
  return ((await answer.json()) as { formToken: string }).formToken;
}

/**
 * A form token of `origin`'s worker that is past the `too_fast` age (docs/product.md#abuse-defences),
 * used once. Taking one fetches the next, which ages while the test runs, so only a Playwright
 * worker's first seed waits (up to 3 s).
 */
async function agedFormToken(origin: string): Promise<string> {
  const token = await (nextTokens.get(origin) ?? fetchFormToken(origin)).catch(() => fetchFormToken(origin));
  const next = fetchFormToken(origin);
  next.catch(() => undefined);
  nextTokens.set(origin, next);
  const wait = (formTokenIssuedAt(token) ?? 0) + FORM_TOKEN_MIN_AGE_MS + TOKEN_AGE_MARGIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return token;
}

/**
 * Puts `values` in the run's archive through the API, as the Contact page's request would (its
 * JSON body, an empty honeypot, a form token old enough): for tests whose subject is the inbox, not
 * the form, so they skip the page and a person's 3.5 s pace. The worker judges and delivers it as
 * any inquiry (docs/architecture.md#the-inquiry-archive).
 *
 * @param origin - the worker that takes it (default the main worker, `SITE_ORIGIN`).
 * @returns the HTTP status the worker answered.
 */
export async function seedInquiry(
  request: APIRequestContext,
  values: ContactFormData,
  origin = SITE_ORIGIN,
): Promise<number> {
  const formToken = await agedFormToken(origin);
  const answer = await request.post(`${origin}/api/send-email`, {
    data: buildContactRequest(values, { honeypot: "", formToken }),
    headers: { Origin: origin },
  });
  return answer.status();
}
