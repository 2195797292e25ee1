import { CONFIRMATION_ON_ITS_WAY, FORM_TOKEN_FIELD_NAME } from "@clearwell/contract";
import { PHOTOS_NOT_TAKEN_TODAY } from "@clearwell/contract/photos";
import type { Context } from "hono";
import type { AppEnv } from "../../core/app-env.ts";
import { confirmationState } from "../../core/server-settings.ts";
import { formTokenSecret, issueFormToken } from "../spam/form-token.ts";
import { CONFIRMATION_QUERY, PHOTOS_NOT_KEPT_QUERY } from "./form-answers.ts";

/** The form token's hidden control in the Contact page's form. */
const TOKEN_SELECTOR = `form[action="/api/send-email"] input[name="${FORM_TOKEN_FIELD_NAME}"]`;

/**
 * `GET /contact`: the prerendered page with a form token issued now in its hidden `formToken`
 * (docs/product.md#abuse-defences), headers per {@link freshHeaders}; another answer of the assets,
 * or no `FORM_TOKEN_SECRET`, passes through.
 */
export async function serveContactPage(c: Context<AppEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(c.req.raw);
  const secret = formTokenSecret(c.env);
  if (!secret || page.status !== 200 || !page.headers.get("Content-Type")?.includes("text/html")) return page;
  const token = await issueFormToken(secret, Date.now());
  const rewritten = new HTMLRewriter()
    .on(TOKEN_SELECTOR, { element: (element) => void element.setAttribute("value", token) })
    .transform(page);
  return new Response(rewritten.body, { status: 200, headers: freshHeaders(rewritten.headers) });
}

/**
 * `GET /contact/thank-you`: the page's `[data-confirmation-notice]` gets `CONFIRMATION_ON_ITS_WAY`
 * with `?confirmation=1` while the confirmation is on (docs/product.md#the-confirmation), then
 * `PHOTOS_NOT_TAKEN_TODAY` with `?photos=not-kept` (docs/product.md#photos), headers per
 * {@link freshHeaders}; otherwise the page passes through.
 */
export async function serveThankYouPage(c: Context<AppEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(c.req.raw);
  const promised = c.req.query(CONFIRMATION_QUERY.name) === CONFIRMATION_QUERY.value;
  const notKept = c.req.query(PHOTOS_NOT_KEPT_QUERY.name) === PHOTOS_NOT_KEPT_QUERY.value;
  const sentences = [
    ...(promised && confirmationState(c.env).on ? [CONFIRMATION_ON_ITS_WAY] : []),
    ...(notKept ? [PHOTOS_NOT_TAKEN_TODAY] : []),
  ];
  if (sentences.length === 0 || page.status !== 200) return page;
  if (!page.headers.get("Content-Type")?.includes("text/html")) return page;
  const rewritten = new HTMLRewriter()
    .on("[data-confirmation-notice]", {
      element: (element) => void element.setInnerContent(sentences.join(" ")),
    })
    .transform(page);
  return new Response(rewritten.body, { status: 200, headers: freshHeaders(rewritten.headers) });
}

/**
 * `headers` for a page rewritten per request: `Cache-Control: no-cache` and no `ETag`,
 * `Last-Modified` or length, so a browser never shows a stale token or notice.
 */
function freshHeaders(headers: Headers): Headers {
  const fresh = new Headers(headers);
  fresh.set("Cache-Control", "no-cache");
  fresh.delete("ETag");
  fresh.delete("Last-Modified");
  fresh.delete("Content-Length");
  return fresh;
}
