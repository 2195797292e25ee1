import { FORM_TOKEN_FIELD_NAME } from "@clearwell/contract";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { formTokenSecret, issueFormToken } from "../policy/form-token.ts";

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
  const headers = new Headers(rewritten.headers);
  headers.set("Cache-Control", "no-cache");
  headers.delete("ETag");
  headers.delete("Last-Modified");
  headers.delete("Content-Length");
  return new Response(rewritten.body, { status: 200, headers });
}
