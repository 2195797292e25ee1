/**
 * `pnpm bench:worker`: what the worker adds to a request. Starts the Resend stand-in of
 * @clearwell/testing (it checks every request against Resend's OpenAPI schema and answers at once,
 * 200 `{ id }`), starts `wrangler dev --env local` with the Resend provider pointed at it, then
 * runs autocannon with the same connections and duration against `POST /api/send-email` (a valid
 * inquiry from the worker's own origin), the same request with an invalid email (everything up to
 * the contract's 400) and `GET /api/health` (the cheapest route); times the worker's own code per inquiry without the runtime
 * (bench/worker-code.ts); and measures the deploy bundle from `wrangler deploy --dry-run --outdir`.
 * Writes bench/worker-report.md and prints it.
 *
 * Env: BENCH_CONNECTIONS (default 10), BENCH_DURATION (seconds, default 5).
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startResendStandInServer } from "@clearwell/testing/resend/server";
import autocannon from "autocannon";
import { INQUIRY } from "./inquiry.ts";
import { freePort, markdownTable, ROOT, run, startWorker, stopAll, WORKER_DIR } from "./lib.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * Seconds per route. `env.local` rate-limits inquiries to 10,000 per 60 s per client IP, and `wrangler
 * dev` gives every local request the same client IP: 5 s keeps both send-email runs together under
 * that limit on this kind of machine (a run that hits it is reported as 429s and fails).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const API_KEY = "re_bench";

function autocannonRun(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(name, result) {
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    ),
  };
}

/** gzip -9 size of the bundle `wrangler deploy --dry-run --outdir` writes (the worker script). */
async function bundleSize(assets) {
  const outdir = await mkdtemp(path.join(tmpdir(), "clearwell-worker-bundle-"));
  try {
    await run(
      "pnpm",
      ["exec", "wrangler", "deploy", "--dry-run", "--outdir", outdir, "--env", "", "--assets", assets],
      {
        cwd: WORKER_DIR,
      },
    );
    const files = (await readdir(outdir)).filter((file) => /\.(m?js)$/.test(file));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const content = await readFile(path.join(outdir, file));
      raw += (await stat(path.join(outdir, file))).size;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    return { files, raw, gzip };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

/** The worker's own code per inquiry, step by step (bench/worker-code.ts, in this Node). */
async function codeCost() {
  const output = await run(process.execPath, [path.join(ROOT, "bench", "worker-code.ts")]);
  const last = output.at(-1);
  if (!last) throw new Error("bench/worker-code.ts printed nothing");
  return JSON.parse(last);
}

async function main() {
  // Other processes on the machine slow every route: the report says how busy it was.
  const loadBefore = loadavg()[0];
  // The API needs no site: a one-page assets folder, so the benchmark runs before any web build.
  const assets = await mkdtemp(path.join(tmpdir(), "clearwell-worker-assets-"));
  await writeFile(path.join(assets, "index.html"), "<!doctype html><title>bench</title>");
  const providerPort = await freePort();
  const workerPort = await freePort();
  const inspectorPort = await freePort();
  const provider = await startResendStandInServer({ apiKeys: [API_KEY], port: providerPort });
  console.log(`Resend stand-in: ${provider.url}`);
  console.log(`starting wrangler dev --env local on 127.0.0.1:${workerPort} ...`);
  const stateDir = await mkdtemp(path.join(tmpdir(), "clearwell-worker-state-"));
  const worker = await startWorker({
    port: workerPort,
    assets,
    inspectorPort,
    stateDir,
    vars: {
      MAIL_PROVIDER: "resend",
      RESEND_API_URL: provider.url,
      RESEND_API_KEY: API_KEY,
      // Production's default: no confirmation to the visitor (each inquiry is the business email
      // and the webhook).
      AUTORESPONDER: "off",
      // env.local's signed webhook, to this worker's own local receiver: every inquiry has two channels.
      NOTIFY_WEBHOOKS: JSON.stringify([
        {
          name: "local",
          url: `http://127.0.0.1:${workerPort}/api/outbox/webhooks`,
          format: "json",
          secret: "NOTIFY_WEBHOOK_LOCAL_SECRET",
        },
      ]),
    },
  });
  // The form token the Contact page carries, aged past the 3 s `too_fast` rule as a person's would
  // be: without it every inquiry would be judged spam (docs/product.md#abuse-defences).
  const { formToken } = await (await fetch(`${worker.origin}/api/form-token`)).json();
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  const sendEmail = {
    url: `${worker.origin}/api/send-email`,
    method: "POST",
    headers: { "content-type": "application/json", origin: worker.origin },
    // autocannon replaces [<id>] with a new id per request: each request is a new inquiry (a new
    // archive row and a real send); the same submission twice would be answered from the archive.
    body: JSON.stringify({ ...INQUIRY, formToken, message: `${INQUIRY.message} [<id>]` }),
    idReplacement: true,
  };
  // The same request with an email the contract refuses: every step up to validation (origin, CORS,
  // rate limiter, body checks, zod), then the 400 envelope; no email, no provider call.
  const invalidInquiry = { ...sendEmail, body: JSON.stringify({ ...INQUIRY, email: "not-an-email" }) };
  const results = [];
  try {
    // The request must succeed before it is timed (a 4xx would be much cheaper than a real send).
    const check = await fetch(sendEmail.url, {
      method: "POST",
      headers: sendEmail.headers,
      body: sendEmail.body,
    });
    const checkBody = await check.text();
    if (check.status !== 200) throw new Error(`POST /api/send-email answered ${check.status}: ${checkBody}`);
    // Spam gets the same answer as a real inquiry: make sure it was not judged spam.
    const page = await (await fetch(`${worker.origin}/api/admin/inquiries?status=spam`)).json();
    if (page.counts?.spam !== 0)
      throw new Error(`the benchmark's inquiry was judged spam: ${JSON.stringify(page.spamCounts)}`);
    console.log(`POST /api/send-email answers 200 ${checkBody}`);
    // Warm-up: the first requests compile and load the worker.
    await autocannonRun({ url: `${worker.origin}/api/health`, amount: 100 });
    await autocannonRun({ ...invalidInquiry, amount: 50 });
    await autocannonRun({ ...sendEmail, amount: 50 });
    console.log(`autocannon: ${CONNECTIONS} connections x ${DURATION} s per route ...`);
    results.push(summary("GET /api/health", await autocannonRun({ url: `${worker.origin}/api/health` })));
    results.push(summary("POST /api/send-email, invalid", await autocannonRun(invalidInquiry)));
    results.push(summary("POST /api/send-email", await autocannonRun(sendEmail)));
  } finally {
    await stopAll();
    await provider.close();
  }
  // Every provider call must have been one Resend accepts, or the send-email figures time refusals.
  const providerCalls = provider.standIn.requests();
  const refused = providerCalls.filter((call) => call.status !== 200);
  if (refused.length > 0) {
    throw new Error(
      `the stand-in refused ${refused.length} provider calls, e.g. ${JSON.stringify(refused[0]?.answer)}`,
    );
  }
  const bundle = await bundleSize(assets);
  const code = await codeCost();
  await rm(assets, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });

  const limited = results.some((row) => row.statusCodes["429"]);
  const [health, invalid, send] = results;
  const ratio = send.rps / health.rps;
  /** Machine time one request takes, in ms: 1 s / req/s (the machine is busy throughout the run). */
  const costMs = (row) => 1000 / row.rps;
  const table = markdownTable(
    ["route", "requests", "req/s", "p50", "p99", "statuses", "errors"],
    results.map((row) => [
      row.name,
      String(row.requests),
      row.rps.toFixed(0),
      `${row.p50} ms`,
      `${row.p99} ms`,
      Object.entries(row.statusCodes)
        .map(([code, count]) => `${code}: ${count}`)
        .join(", "),
      String(row.errors),
    ]),
  );
  const verdict = (ok) => (ok ? "met" : "NOT met");
  const codeTotal = code.steps.reduce((sum, step) => sum + step.microseconds, 0);
  const codeTable = markdownTable(
    ["step (valid inquiry)", "µs"],
    [...code.steps, { step: "total", microseconds: codeTotal }].map((step) => [
      step.step,
      step.microseconds.toFixed(1),
    ]),
  );
  const markdown = `# Worker benchmark

Generated by \`pnpm bench:worker\` (bench/worker.mjs) on ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} CPUs with a
load average of ${loadBefore.toFixed(1)} when it started and ${loadavg()[0].toFixed(1)} at the end (other processes on the machine
slow every route alike; compare the ratios below, not the rates, between runs on a busy machine).

\`wrangler dev --env local\` (apps/worker, workerd on this machine) with \`MAIL_PROVIDER=resend\` pointed at the Resend
stand-in of @clearwell/testing, which checks every \`POST /emails\` (key, \`Idempotency-Key\`, the body against Resend's
OpenAPI schema) and answers at once with 200 \`{ id }\`. autocannon, ${CONNECTIONS} connections x
${DURATION} s per route, one route after the other, after a warm-up of each (100, 50 and 50 requests). The run stays under
\`env.local\`'s rate limit (10,000 inquiries per 60 s per client IP; wrangler dev gives every local request the same IP):
${limited ? "**this run hit it (429s below): its send-email figures are not valid**" : "no request was limited"}. \`POST /api/send-email\` carries a valid
inquiry, the body the Contact page builds (\`buildContactRequest\`: its config with the footer HTML, the five fields, the empty honeypot and a form token from \`GET /api/form-token\` aged past the 3 s spam rule), with the worker's own \`Origin\`; it validates, applies
the server's policy, renders the HTML and text email, stores the inquiry in the local D1 archive (\`--persist-to\` a
temporary folder; autocannon's \`[<id>]\` makes every request a new inquiry, so a new row), creates its delivery run
(the InquiryDelivery workflow, run by the workflow engine inside the same \`wrangler dev\`) and waits for the run's email
step, which calls the provider (${providerCalls.length} provider calls in all, every one accepted) while the run's other
step posts the signed webhook to the worker's own local receiver.

${table}

- Ratio send-email / health (req/s): **${ratio.toFixed(2)}** (target >= 0.8: ${verdict(ratio >= 0.8)}).
- Where the time goes (machine time per request, 1 s / req/s above): the cheapest
  route ${costMs(health).toFixed(1)} ms (wrangler dev's proxy and workerd); up to the contract's verdict (origin,
  CORS, the simulated rate limiter, body checks, zod) +${(costMs(invalid) - costMs(health)).toFixed(1)} ms; the rest of a real send (email
  HTML and text, the SHA-256 idempotency key, the row, creating the run, and the whole run as the local engine plays
  it - its steps, their D1 records, the HTTP round trips to the stand-in and to the local webhook receiver - all on the
  same ${cpus().length} CPUs, as the request waits for the email step) +${(costMs(send) - costMs(invalid)).toFixed(1)} ms. Ratio invalid / health: ${(invalid.rps / health.rps).toFixed(2)}.
- The worker's own JavaScript on this inquiry, without the runtime around it (\`bench/worker-code.ts\`: each step
  ${code.iterations} times in Node's V8, mean): **${(codeTotal / 1000).toFixed(3)} ms** in all, against the ${(costMs(send) - costMs(health)).toFixed(1)} ms send-email
  costs over health above (target <= 1 ms: ${verdict(codeTotal <= 1000)}); the rest is the runtime: the HTTP exchanges,
  the rate-limiter binding, local D1 (SQLite in workerd), \`console\` output.

${codeTable}

- Deploy bundle (\`wrangler deploy --dry-run --outdir\`, ${bundle.files.join(", ")}): ${(bundle.raw / 1024).toFixed(1)} KB,
  **${(bundle.gzip / 1024).toFixed(1)} KB gzip** (level 9; target <= 60 KB: ${verdict(bundle.gzip <= 60 * 1024)}).
`;
  await writeFile(path.join(ROOT, "bench", "worker-report.md"), markdown);
  console.log(`\n${markdown}`);
  if (limited) process.exitCode = 1;
}

if (import.meta.main)
  main().catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
