/**
 * Starts the Resend stand-in (@clearwell/testing) on 127.0.0.1:{@link STAND_IN_PORT}, accepting
 * {@link TEST_RESEND_KEY}, until the process is stopped. Playwright runs it as a `webServer`
 * (playwright.config.ts) with the Node that runs the tests (Node 24 strips the types).
 */
import { startResendStandInServer } from "@clearwell/testing/resend/server";
import { STAND_IN_PORT, TEST_RESEND_KEY } from "./e2e-env.ts";

const server = await startResendStandInServer({ apiKeys: [TEST_RESEND_KEY], port: STAND_IN_PORT });
console.log(`Resend stand-in listening on ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
