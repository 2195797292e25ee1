import { CONFIRMATION_ON_ITS_WAY, FORM_TOKEN_FIELD_NAME } from "@clearwell/contract";
import type { Context } from "hono";
import type { AppEnv } from "../../core/app-env.ts";
import { confirmationState } from "../../core/server-settings.ts";
import { formTokenSecret, issueFormToken } from "../spam/form-token.ts";
import { CONFIRMATION_QUERY } from "./form-answers.ts";

/** The form token's hidden control in the Contact page's form. */
const TOKEN_SELECTOR = `form[action="/api/send-email"] input[name="${FORM_TOKEN_FIELD_NAME}"]`;

/**
 * `GET /contact` (wrangler.jsonc `run_worker_first`; docs/product.md#abuse-defences): the
 * prerendered Contact page from the `ASSETS` binding, with a form token issued now written into
 * its form's hidden `formToken` control by the platform's `HTMLRewriter`, so the form carries its
 * start time with or without JavaScript. The asset's headers are kept (its security headers),
 * except its validators: the answer is `Cache-Control: no-cache` with no `ETag` or
 * `Last-Modified`, so a browser never shows a stale token. Any other answer of the assets (a
 * redirect, a 404) and a deployment without `FORM_TOKEN_SECRET` pass through unchanged.
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
 * `GET /contact/thank-you` (wrangler.jsonc `run_worker_first`; docs/product.md#the-confirmation):
 * the prerendered thank-you page from the `ASSETS` binding; while the confirmation is on
 * (`confirmationState`) and the form post's redirect asked for it (`?confirmation=1`,
 * `CONFIRMATION_QUERY`: only a clean inquiry's, never spam's), its empty
 * `[data-confirmation-notice]` paragraph gets "A confirmation email is on its way to you." (the
 * contract's `CONFIRMATION_ON_ITS_WAY`) by `HTMLRewriter`, with `Cache-Control: no-cache` and no
 * validators. Otherwise, or for any other answer of the assets, the page passes through unchanged.
 */
export async function serveThankYouPage(c: Context<AppEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(c.req.raw);
  const promised = c.req.query(CONFIRMATION_QUERY.name) === CONFIRMATION_QUERY.value;
  if (!promised || !confirmationState(c.env).on || page.status !== 200) return page;
  if (!page.headers.get("Content-Type")?.includes("text/html")) return page;
  const rewritten = new HTMLRewriter()
    .on("[data-confirmation-notice]", {
      element: (element) => void element.setInnerContent(CONFIRMATION_ON_ITS_WAY),
    })
    .transform(page);
  return new Response(rewritten.body, { status: 200, headers: freshHeaders(rewritten.headers) });
}

/** `headers` for a page rewritten per request: `Cache-Control: no-cache`, no validators, no length. */
function freshHeaders(headers: Headers): Headers {
  const fresh = new Headers(headers);
  fresh.set("Cache-Control", "no-cache");
  fresh.delete("ETag");
  fresh.delete("Last-Modified");
  fresh.delete("Content-Length");
  return fresh;
}
