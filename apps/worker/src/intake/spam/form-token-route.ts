import { Hono } from "hono/tiny";
import { apiError } from "../../core/api-error.ts";
import type { AppEnv } from "../../core/app-env.ts";
import { noStore } from "../../core/no-store.ts";
import { formTokenSecret, issueFormToken } from "./form-token.ts";

/**
 * `GET /api/form-token` (docs/product.md#abuse-defences): 200 `{ "formToken": "..." }`, a form
 * token issued now, for a Contact form the visitor reached by client-side navigation (a page
 * served by the worker already carries one). `Cache-Control: no-store`. 503
 * `form_token_not_configured` while `FORM_TOKEN_SECRET` is not set (the token rules are off then).
 */
export const formTokenRoute = new Hono<AppEnv>().use("/", noStore).get("/", async (c) => {
  const secret = formTokenSecret(c.env);
  if (!secret) {
    throw apiError(503, "form_token_not_configured", "Form tokens are not configured on this server.");
  }
  return c.json({ formToken: await issueFormToken(secret, Date.now()) }, 200);
});
