/**
 * Fixed ports and secrets of the end-to-end stack (docs/architecture.md#testing), shared by
 * playwright.config.ts, the Resend stand-in and the tests, and the tests' client of the stand-in.
 * Each port can be moved with an environment variable when it is taken (`PW_*` passes through turbo).
 */
import { createResendStandInClient } from "@clearwell/testing/resend/client";

/** Port of `wrangler dev` serving the built site and the API on one origin. */
export const WORKER_PORT = Number(process.env.PW_WORKER_PORT ?? 8788);

/** Port of the local Resend stand-in (@clearwell/testing, started by e2e/support/resend-stand-in-server.ts). */
export const STAND_IN_PORT = Number(process.env.PW_STAND_IN_PORT ?? 8789);

/**
 * Port of a second `wrangler dev --env local` with `pnpm dev`'s setup as it is (outbox provider, the
 * local webhook receiver), for e2e/dev-setup.spec.ts.
 */
export const DEV_WORKER_PORT = Number(process.env.PW_DEV_WORKER_PORT ?? 8790);

/** The origin of the worker on {@link DEV_WORKER_PORT}. */
export const DEV_ORIGIN = `http://127.0.0.1:${DEV_WORKER_PORT}`;

/**
 * Port of the site's dev server (`react-router dev`, as `pnpm dev` runs it) forwarding `/api/*` to
 * the worker on {@link DEV_WORKER_PORT}, which gets it as `DEV_SITE_URL`; for e2e/dev-setup.spec.ts.
 * Default: {@link DEV_WORKER_PORT} + 1000 (9790), so a run that moves the dev worker moves this too.
 */
export const DEV_SITE_PORT = Number(process.env.PW_DEV_SITE_PORT ?? DEV_WORKER_PORT + 1000);

/** The origin of the site's dev server on {@link DEV_SITE_PORT} (it listens on `localhost`). */
export const DEV_SITE_ORIGIN = `http://localhost:${DEV_SITE_PORT}`;

/** The site's origin: the worker's own, which the worker always allows (no CORS involved). */
export const SITE_ORIGIN = `http://127.0.0.1:${WORKER_PORT}`;

/** Base URL of the stand-in: the worker's `RESEND_API_URL` and the tests' control API. */
export const STAND_IN_URL = `http://127.0.0.1:${STAND_IN_PORT}`;

/** The Resend key the worker is started with and the stand-in expects as `Bearer <key>`. */
export const TEST_RESEND_KEY = "re_test_key";

/** The recipient the worker is started with (`CONTACT_RECIPIENTS`); every inquiry goes there. */
export const TEST_RECIPIENT = "hello@clearwell-interiors.example";

/**
 * The tests' handle on the Resend stand-in's control routes. Pass a `match` unique to the test
 * (e.g. the token in the visitor's email) so parallel tests never see or steer each other's emails.
 */
export const standIn = createResendStandInClient(STAND_IN_URL);
