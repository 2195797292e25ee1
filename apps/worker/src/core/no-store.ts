import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";

/** `Cache-Control: no-store` on every answer, errors included (docs/reference.md#cloudflare-access). */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
});
