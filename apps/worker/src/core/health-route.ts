import { Hono } from "hono/tiny";
import type { AppEnv } from "./app-env.ts";

/** `GET /api/health`: 200 `{ ok: true }`, no work at all (liveness, benchmarks). */
export const healthRoute = new Hono<AppEnv>().get("/", (c) => c.json({ ok: true }, 200));
