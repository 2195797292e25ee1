import { Hono } from "hono/tiny";
import { apiError } from "../../core/api-error.ts";
import type { AppEnv } from "../../core/app-env.ts";
import { noStore } from "../../core/no-store.ts";
import { formTokenSecret, issueFormToken } from "./form-token.ts";

/** `GET /api/form-token`: `{ formToken }`, or 503 without the secret (docs/product.md#abuse-defences). */
export const formTokenRoute = new Hono<AppEnv>().use("/", noStore).get("/", async (c) => {
  const secret = formTokenSecret(c.env);
  if (!secret) {
    throw apiError(503, "form_token_not_configured", "Form tokens are not configured on this server.");
  }
  return c.json({ formToken: await issueFormToken(secret, Date.now()) }, 200);
});
