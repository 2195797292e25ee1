/**
 * A fake wrangler executable for the tests that run the real setup and deploy commands in a child
 * process (setup-process.test.ts, deploy-process.test.ts): the real seams run it through
 * `CLEARWELL_WRANGLER` (a small shell script that starts this file with the tests' Node). It answers
 * the calls the commands make the way wrangler 4.164 does, its Turnstile widget with a `secret` and
 * its login's OAuth token in `auth token --json`, and behaves as the environment says:
 *
 * - `FAKE_WRANGLER_MODE`: `ok` (default); `broken-json` (`turnstile widget create` prints JSON cut
 *   off after the widget's secret); `fail` (every call exits 1 with `FAKE_WRANGLER_STDERR` on stderr);
 *   `hang` (every call waits a minute, then answers as `ok`: time to press Ctrl-C).
 * - `FAKE_WRANGLER_SECRET`: the widget's secret (default below).
 * - `FAKE_WRANGLER_OAUTH_TOKEN`: the login's OAuth token (default below).
 * - `FAKE_WRANGLER_LOG`: a file that gets one JSON line per call: its args, whether its stdin was a
 *   terminal, and the names of the secret variables its environment held.
 */
import { appendFileSync } from "node:fs";

const args = process.argv.slice(2);
const line = args.join(" ");
const mode = process.env.FAKE_WRANGLER_MODE ?? "ok";
const secret = process.env.FAKE_WRANGLER_SECRET ?? "0x4AAAAfakeWidgetSecret0000";
const oauthToken = process.env.FAKE_WRANGLER_OAUTH_TOKEN ?? "fakeWranglerOauthToken0000";
const sitekey = "0x4AAAAfakeSitekey";
const widget = { sitekey, secret, name: args[3] ?? "clearwell", domains: [args[5] ?? ""], mode: "managed" };

if (process.env.FAKE_WRANGLER_LOG) {
  const secretNames = [
    "RESEND_API_KEY",
    "RESEND_WEBHOOK_SECRET",
    "CLOUDFLARE_ACCESS_API_TOKEN",
    "CHAT_WEBHOOK_URL",
  ].filter((name) => process.env[name] !== undefined);
  appendFileSync(
    process.env.FAKE_WRANGLER_LOG,
    `${JSON.stringify({ args, stdinIsTTY: Boolean(process.stdin.isTTY), secretNames })}\n`,
  );
}

if (mode === "hang") await new Promise((resolve) => setTimeout(resolve, 60_000));
if (mode === "fail") {
  process.stderr.write(process.env.FAKE_WRANGLER_STDERR ?? "✘ [ERROR] failed");
  process.exit(1);
}
if (line.startsWith("turnstile widget list")) {
  process.stdout.write("[]\n");
} else if (line.startsWith("turnstile widget create")) {
  const json = JSON.stringify(widget, null, 2);
  process.stdout.write(
    mode === "broken-json" ? json.slice(0, json.indexOf(secret) + secret.length + 2) : `${json}\n`,
  );
} else if (line.startsWith("turnstile widget get")) {
  process.stdout.write(`${JSON.stringify(widget, null, 2)}\n`);
} else if (line.startsWith("whoami")) {
  process.stdout.write(
    `${JSON.stringify({ loggedIn: true, accounts: [{ id: "acc0123456789", name: "Clearwell" }] })}\n`,
  );
} else if (line === "auth token --json") {
  process.stdout.write(`${JSON.stringify({ type: "oauth", token: oauthToken }, null, 2)}\n`);
} else {
  process.stdout.write("done\n");
}
