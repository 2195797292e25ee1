import { CONTACT_FIELDS } from "@clearwell/contract";
import { PHOTO_FIELD } from "@clearwell/contract/photos";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { limitBody } from "../../core/body-limit.ts";
import { logEvent } from "../../core/log-event.ts";
import { formBodyKind } from "../request-body/form-body.ts";
import { decodeInquiryBody, type InquiryEnv } from "../request-body/inquiry-body.ts";
import { formTokenForPage } from "../spam/form-token.ts";
import { type ContactPageAnswer, fetchContactPage, rewriteContactPage } from "./contact-page.ts";
import { fallbackPage } from "./fallback-page.ts";
import { type NoticeField, noticeFor, photosMessage } from "./notice.ts";
import { formPostOutcome } from "./outcome.ts";

/** Where an accepted form post is sent: the prerendered thank-you page. */
export const THANK_YOU_PATH = "/contact/thank-you";

/** The query that makes the thank-you page promise a confirmation (docs/product.md#plain-html-form). */
export const CONFIRMATION_QUERY = { name: "confirmation", value: "1" } as const;

/** The query that makes the thank-you page say the photos were not kept (docs/product.md#photos). */
export const PHOTOS_NOT_KEPT_QUERY = { name: "photos", value: "not-kept" } as const;

/** Headers of the JSON answer worth keeping on the HTML one. */
const KEPT_HEADERS = ["Retry-After", "Access-Control-Allow-Origin", "Vary"];

/** Headers of every HTML answer (docs/product.md#plain-html-form, docs/reference.md#security-headers). */
const HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Content-Security-Policy":
    "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

/**
 * Reads a form post's values when no step has (the visitor was refused before the body was read,
 * e.g. rate limited), within the same body limit, so the answer can show them. Never throws.
 */
async function readValuesLate(c: Context<InquiryEnv>): Promise<void> {
  if (c.get("body")?.formValues || c.req.raw.bodyUsed) return;
  try {
    await limitBody(c, async () => {
      await decodeInquiryBody(c);
    });
  } catch {
    // Unreadable or too large: the answer says the values are unknown.
  }
  // Only the text was wanted: the photos of a refused post are never read.
  await c.get("body")?.photos?.discard();
}

/** The HTML answer for a form post that was not accepted. */
async function refusalPage(c: Context<InquiryEnv>, response: Response, error: unknown): Promise<Response> {
  const outcome = await formPostOutcome(response, error);
  if (outcome.kind === "accepted") return seeOther(outcome);
  if (outcome.kind === "refused" && outcome.code !== "origin_not_allowed") await readValuesLate(c);
  const read = c.get("body");
  const values = read?.formValues;
  const photosChosen = read?.photos?.chosen ?? false;
  const notice = noticeFor(outcome, values !== undefined, photosChosen);
  const fieldErrors: Partial<Record<NoticeField, string>> = {};
  if (outcome.kind === "invalid") {
    for (const field of CONTACT_FIELDS) {
      const message = outcome.fields[field];
      if (message) fieldErrors[field] = message;
    }
    const photos = photosMessage(outcome.fields[PHOTO_FIELD], photosChosen);
    if (photos) fieldErrors[PHOTO_FIELD] = photos;
  }
  const posted = read?.raw as { formToken?: unknown } | undefined;
  const answer: ContactPageAnswer = {
    notice,
    values: notice.values === "kept" ? values : undefined,
    fieldErrors,
    formToken: await formTokenForPage(c.env, posted?.formToken, Date.now()),
  };
  // A cross-site post is answered at once with the small page: no asset fetch and rewrite for it.
  const crossSite = outcome.kind === "refused" && outcome.code === "origin_not_allowed";
  const page = crossSite ? undefined : await fetchContactPage(c.env, c.req.url);
  let body = page === undefined ? undefined : await rewriteContactPage(page, answer).catch(() => undefined);
  if (body === undefined) {
    if (!crossSite) logEvent("warn", "form_post_fallback_page", { assets: page !== undefined });
    body = fallbackPage(answer);
  }
  const status = outcome.kind === "invalid" ? 422 : outcome.status;
  const headers = new Headers(HTML_HEADERS);
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(body, { status, headers });
}

/**
 * `303 See Other` to the thank-you page, with {@link CONFIRMATION_QUERY} when `confirmation` and
 * {@link PHOTOS_NOT_KEPT_QUERY} when `photosNotKept`.
 */
function seeOther({
  confirmation,
  photosNotKept,
}: {
  confirmation: boolean;
  photosNotKept: boolean;
}): Response {
  const query = [
    ...(confirmation ? [`${CONFIRMATION_QUERY.name}=${CONFIRMATION_QUERY.value}`] : []),
    ...(photosNotKept ? [`${PHOTOS_NOT_KEPT_QUERY.name}=${PHOTOS_NOT_KEPT_QUERY.value}`] : []),
  ].join("&");
  const location = query ? `${THANK_YOU_PATH}?${query}` : THANK_YOU_PATH;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/** `application/json` in `Accept`, and no `text/html`. */
const JSON_ACCEPT = /\bapplication\/json\b/i;

/**
 * Whether a multipart post asks for JSON (`Accept: application/json`, no `text/html`): the page's
 * script sending photos (docs/product.md#photos), answered exactly as its JSON request is.
 */
function wantsJson(c: Context<InquiryEnv>): boolean {
  const accept = c.req.header("Accept") ?? "";
  return (
    formBodyKind(c.req.header("Content-Type")) === "multipart" &&
    JSON_ACCEPT.test(accept) &&
    !/\btext\/html\b/i.test(accept)
  );
}

/**
 * Turns a form post's answer into HTML (303, 422 or the refusal's status, as
 * docs/product.md#plain-html-form says); JSON, and a multipart post asking for JSON, pass through. Put it before every check: Hono's
 * `compose` catches a thrown refusal into `c.error` and `c.res`, which this then replaces.
 */
export const formAnswers = createMiddleware<InquiryEnv>(async (c, next) => {
  if (c.req.method !== "POST" || !formBodyKind(c.req.header("Content-Type")) || wantsJson(c)) return next();
  await next();
  const response = c.res;
  let answer: Response;
  try {
    answer = await refusalPage(c, response, c.error);
  } catch (error) {
    logEvent("error", "form_post_answer_failed", { name: error instanceof Error ? error.name : "unknown" });
    answer = new Response(
      fallbackPage({
        notice: noticeFor({ kind: "refused", status: 500, code: "internal_error" }, false),
        values: undefined,
        fieldErrors: {},
      }),
      { status: response.status >= 400 ? response.status : 500, headers: HTML_HEADERS },
    );
  }
  c.res = undefined;
  c.res = answer;
});
