#!/usr/bin/env node
/**
 * `pnpm dev`'s worker (apps/worker's `dev` script, docs/reference.md#local-development):
 *
 * 1. applies the local D1 migrations (`wrangler d1 migrations apply DB --local --env local`) and
 *    keeps their tables to itself: on success one line says what was applied, on failure the
 *    whole output is printed and the script exits with wrangler's code;
 * 2. runs `wrangler dev --env local` with nothing fetched from the network (no `Request.cf`
 *    download: `CLOUDFLARE_CF_FETCH_ENABLED=false`; no banner and its update check:
 *    `WRANGLER_HIDE_BANNER=true`; no metrics: `WRANGLER_SEND_METRICS=false`), and with
 *    `DEV_SITE_URL` set to the site's dev server, so a plain form post's answer is the site's own
 *    Contact page (apps/worker/src/form-post/contact-page.ts);
 * 3. leaves out wrangler's start-up noise (scripts/dev-output.mjs) and, once wrangler says it is
 *    ready and the site's dev server accepts connections, prints one block saying what runs where. Every
 *    line after that (the outbox's emails, the worker's log lines, reloads) passes unchanged.
 *
 * Env: `WORKER_DEV_PORT` (default 8787) and `WEB_DEV_PORT` (default 5173) move the ports (the web
 * dev server reads the same two); when either moves, env.local's `ALLOWED_ORIGINS` and
 * `NOTIFY_WEBHOOKS` are passed with the moved ports. Arguments go on to `wrangler dev`. Ctrl-C
 * stops wrangler; the script exits with its code.
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createStartupFilter, devBanner, isReadyLine, migrationSummary } from "./dev-output.mjs";

const WORKER_DIR = fileURLToPath(new URL("../apps/worker/", import.meta.url));
const DEFAULT_WORKER_PORT = 8787;
const DEFAULT_WEB_PORT = 5173;
const workerPort = Number(process.env.WORKER_DEV_PORT ?? DEFAULT_WORKER_PORT);
const webPort = Number(process.env.WEB_DEV_PORT ?? DEFAULT_WEB_PORT);
/** How long to wait for both servers before printing the block anyway, in ms. */
const READY_TIMEOUT_MS = 120_000;

const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** Runs wrangler with `args` in apps/worker, collecting its output; resolves with the exit code. */
function runCollected(args, env) {
  return new Promise((resolve) => {
    const child = spawn("wrangler", args, { cwd: WORKER_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Whether something accepts connections on localhost:`port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "localhost" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Resolves once wrangler said it is ready (`workerReady`) and the site's dev server accepts
 * connections, or after {@link READY_TIMEOUT_MS}.
 */
async function waitForBoth(workerReady) {
  const until = Date.now() + READY_TIMEOUT_MS;
  await Promise.race([workerReady, new Promise((resolve) => setTimeout(resolve, READY_TIMEOUT_MS).unref())]);
  while (Date.now() < until) {
    if (await listening(webPort)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** env.local's port-bound vars with the moved ports (only called when a port moved). */
function movedPortVars() {
  const require = createRequire(new URL("../apps/worker/package.json", import.meta.url));
  const { unstable_readConfig } = require("wrangler");
  const { vars } = unstable_readConfig({ config: `${WORKER_DIR}wrangler.jsonc`, env: "local" });
  const moved = (value) =>
    String(value)
      .replaceAll(`:${DEFAULT_WORKER_PORT}`, `:${workerPort}`)
      .replaceAll(`:${DEFAULT_WEB_PORT}`, `:${webPort}`);
  return ["ALLOWED_ORIGINS", "NOTIFY_WEBHOOKS"].flatMap((name) =>
    name in vars ? ["--var", `${name}:${moved(vars[name])}`] : [],
  );
}

// wrangler wants the assets folder to exist; the site's build fills it (`pnpm build`).
mkdirSync(new URL("../apps/web/build/client/", import.meta.url), { recursive: true });

const migrated = await runCollected(["d1", "migrations", "apply", "DB", "--local", "--env", "local"], {
  ...quietEnv,
  CI: "true",
});
if (migrated.code !== 0) {
  process.stderr.write(migrated.output);
  process.stderr.write("Applying the local D1 migrations failed (see above).\n");
  process.exit(migrated.code);
}
const migrations = migrationSummary(migrated.output);

const moved = workerPort !== DEFAULT_WORKER_PORT || webPort !== DEFAULT_WEB_PORT;
const wrangler = spawn(
  "wrangler",
  [
    "dev",
    "--env",
    "local",
    "--port",
    String(workerPort),
    "--show-interactive-dev-session=false",
    "--var",
    `DEV_SITE_URL:http://localhost:${webPort}`,
    ...(moved ? movedPortVars() : []),
    ...process.argv.slice(2),
  ],
  { cwd: WORKER_DIR, env: quietEnv, stdio: ["inherit", "pipe", "pipe"] },
);

let started = false;
let markReady = () => {};
const workerReady = new Promise((resolve) => {
  markReady = resolve;
});
const keep = createStartupFilter();
for (const [from, to] of [
  [wrangler.stdout, process.stdout],
  [wrangler.stderr, process.stderr],
]) {
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    if (started) {
      to.write(`${line}\n`);
      return;
    }
    if (isReadyLine(line)) markReady();
    if (keep(line)) to.write(`${line}\n`);
  });
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => wrangler.kill(signal));
}
wrangler.on("error", (error) => {
  process.stderr.write(`Could not start wrangler dev: ${error.message}\n`);
  process.exit(1);
});
wrangler.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

await waitForBoth(workerReady);
started = true;
process.stdout.write(devBanner({ webPort, workerPort, migrations }));
