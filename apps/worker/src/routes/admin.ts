import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * The operator API under `/api/admin/` (docs/product.md#operator-inbox), behind Cloudflare Access.
 * Routes are added by the admin work; until then every path answers the app's 404 envelope.
 */
export const adminRoute = new Hono<AppEnv>();
