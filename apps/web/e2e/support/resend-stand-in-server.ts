/**
 * Starts the Resend stand-in (./resend-stand-in.ts) on 127.0.0.1:{@link STAND_IN_PORT} until the
 * process is stopped. Playwright runs it as a `webServer` (playwright.config.ts) with the Node that
 * runs the tests (Node 24 strips the types of this file).
 */
import { fileURLToPath } from "node:url";
import { STAND_IN_PORT, TEST_RESEND_KEY } from "./e2e-env.ts";
import { createResendStandIn } from "./resend-stand-in.ts";

const schemaPath = fileURLToPath(
  new URL("../../../worker/test/fixtures/resend-send-email-request.schema.json", import.meta.url),
);
const server = createResendStandIn({ apiKey: TEST_RESEND_KEY, schemaPath });
server.listen(STAND_IN_PORT, "127.0.0.1", () => {
  console.log(`Resend stand-in listening on http://127.0.0.1:${STAND_IN_PORT}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
