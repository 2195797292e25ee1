/**
 * `pnpm bench:csv`: the CSV export of a 100,000-inquiry archive (docs/reference.md#retention-and-erasure),
 * and the first page of the inbox's Needs an answer view over it (docs/product.md#answering-inquiries).
 * Starts `wrangler dev --env local` on a fresh local D1, seeds 100,000 inquiries with one SQL
 * statement, downloads `GET /api/admin/inquiries.csv` (the local admin auth admits 127.0.0.1), and
 * reports the rows, bytes, time and the D1 queries the export made (its `csv_export` log line),
 * against the Free plan's 50 queries per invocation; then `GET /api/admin/inquiries?view=needs-answer`
 * (first and median of {@link LIST_RUNS}), the D1 rows its page query and its counts read (its
 * `inquiry_list` log line) and the whole request's time, against 1,000 rows and 50 ms for the whole
 * request. Writes bench/csv-export-report.md and prints it.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT, run, startWorker, stopAll, WORKER_DIR } from "./lib.mjs";

const ROWS = 100_000;
const FREE_PLAN_QUERIES = 50;
/** The Needs an answer list request's budget: an index read, not a scan. */
const PAGE_ROWS_READ_MAX = 1000;
const PAGE_MS_MAX = 50;
/** How many times the list request is timed (the report gives the first and the median). */
const LIST_RUNS = 5;

/**
 * One INSERT that makes `ROWS` inquiries with realistic field lengths: each a New lead due a day
 * after it was received, every fifth answered, the first 1,000 stored before the clock (no due time).
 */
const SEED = `INSERT INTO inquiries (id, received_at, updated_at, status, name, email, phone, subject, message,
  email_json, api_key_env_name, idempotency_key, idempotency_key_at, attempts, lead_status, due_at, answered_at)
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
  SELECT printf('inquiry-%064d', i), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', printf('+%d seconds', i)),
    '2026-01-01T00:00:00.000Z', 'sent', 'Ada Lovelace', printf('ada.%d@example.com', i), '(503) 555-0100',
    'Kitchen remodel and a whole-home air quality assessment',
    'We would like a quote for our kitchen, about 20 square metres, and an assessment of the air in the house.',
    '{}', 'RESEND_API_KEY', printf('inquiry-%064d', i), '2026-01-01T00:00:00.000Z', 1,
    CASE WHEN i % 5 = 0 THEN 'answered' ELSE 'new' END,
    CASE WHEN i > 1000 THEN strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-02', printf('+%d seconds', i)) END,
    CASE WHEN i % 5 = 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', printf('+%d seconds', i + 600)) END
  FROM n`;

async function main() {
  const loadAtStart = loadavg();
  const assets = await mkdtemp(path.join(tmpdir(), "clearwell-csv-assets-"));
  await writeFile(path.join(assets, "index.html"), "<!doctype html><title>bench</title>");
  const stateDir = await mkdtemp(path.join(tmpdir(), "clearwell-csv-state-"));
  const port = await freePort();
  const worker = await startWorker({ port, inspectorPort: await freePort(), assets, stateDir });
  console.log(`seeding ${ROWS} inquiries ...`);
  await run(
    "pnpm",
    [
      "exec",
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--env",
      "local",
      "--persist-to",
      stateDir,
      "--command",
      SEED,
    ],
    { cwd: WORKER_DIR, env: { CI: "true", WRANGLER_SEND_METRICS: "false" } },
  );
  console.log("downloading the export ...");
  const started = performance.now();
  const response = await fetch(`${worker.origin}/api/admin/inquiries.csv`);
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const records = text.split("\r\n").length - 2;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const line = worker.log.find((entry) => entry.includes('"event":"csv_export"'));
  const logged = line ? JSON.parse(line.slice(line.indexOf("{"))) : null;
  const queries = logged?.queries ?? Number.NaN;
  console.log("reading the first page of Needs an answer ...");
  const requests = [];
  let pageBody = {};
  for (let i = 0; i < LIST_RUNS; i++) {
    const pageStarted = performance.now();
    const page = await fetch(`${worker.origin}/api/admin/inquiries?view=needs-answer`);
    pageBody = await page.json();
    requests.push(performance.now() - pageStarted);
  }
  const oneRow = [];
  for (let i = 0; i < LIST_RUNS; i++) {
    const oneStarted = performance.now();
    await (await fetch(`${worker.origin}/api/admin/inquiries?view=needs-answer&limit=1`)).json();
    oneRow.push(performance.now() - oneStarted);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const lists = worker.log
    .filter((entry) => entry.includes('"event":"inquiry_list"'))
    .map((entry) => JSON.parse(entry.slice(entry.indexOf("{"))));
  const list = lists.find((entry) => entry.rows > 2) ?? {};
  const pageRowsRead = list.pageRowsRead ?? Number.NaN;
  const requestRowsRead = pageRowsRead + (list.countRowsRead ?? Number.NaN);
  const firstMs = requests[0];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const medianMs = median(requests);
  const d1Ms = Math.max(
    ...lists.map((entry) => (entry.pageMs ?? Number.NaN) + (entry.countMs ?? Number.NaN)),
  );
  const pageOk = requestRowsRead <= PAGE_ROWS_READ_MAX && medianMs <= PAGE_MS_MAX;
  const load = (values) => values.map((value) => value.toFixed(2)).join(" ");
  const report = `# CSV export benchmark

Generated by \`pnpm bench:csv\` (bench/csv-export.mjs) on ${new Date().toISOString().slice(0, 10)}.

\`wrangler dev --env local\` on this machine (${cpus().length} CPUs), a fresh local D1 seeded with ${ROWS} inquiries
(realistic field lengths), then one \`GET /api/admin/inquiries.csv\`.

- Answer: ${response.status}, ${records} records (expected ${ROWS}: ${records === ROWS ? "complete" : "**SHORT**"}),
  ${(text.length / 1024 / 1024).toFixed(1)} MB, in ${seconds.toFixed(1)} s.
- D1 queries in the invocation (the \`csv_export\` log line: the count, then one per page): **${queries}**
  (Free plan limit ${FREE_PLAN_QUERIES}: ${queries <= FREE_PLAN_QUERIES ? "met" : "NOT met"}).
- Past the largest export one invocation can read (\`MAX_EXPORT_ROWS\` in apps/worker/src/inbox/csv-export.ts), the
  route refuses with \`400 export_too_large\` before the first byte, with a hint to filter.

## First page of Needs an answer

\`GET /api/admin/inquiries?view=needs-answer\` over the same archive (${pageBody.needsAnswer} New inquiries not
answered; every fifth one answered, the first 1,000 with no due time), ${LIST_RUNS} times; the D1 figures from
its \`inquiry_list\` log line, as one request is one D1 batch (the page and the counts):

- The whole request: **${requestRowsRead} D1 rows read**, **${medianMs.toFixed(0)} ms** median
  (first ${firstMs.toFixed(0)} ms) through \`wrangler dev\` (budget ${PAGE_ROWS_READ_MAX} rows, ${PAGE_MS_MAX} ms:
  ${pageOk ? "met" : "NOT met"}); D1's own time for the batch at most ${d1Ms} ms.
- Of those rows: the page query ${pageRowsRead} (${list.rows} rows answered: a page of 50 and one to know there is
  more), the counts ${list.countRowsRead} (per status, spam reason and lead status and Needs an answer, from the
  \`inquiry_counts\` table its triggers keep).
- The same request for a page of 1 (\`&limit=1\`): ${median(oneRow).toFixed(0)} ms median; the difference is the
  worker's own work per row (each row's response clock in office time, and the JSON).
- Load average (1, 5, 15 min) at the start: ${load(loadAtStart)}; at the end: ${load(loadavg())}. Other work shares
  the machine's ${cpus().length} CPUs, so the times are upper bounds.
`;
  await writeFile(path.join(ROOT, "bench", "csv-export-report.md"), report);
  console.log(`\n${report}`);
  if (records !== ROWS || !(queries <= FREE_PLAN_QUERIES) || !pageOk) process.exitCode = 1;
}

try {
  await main();
} finally {
  await stopAll();
}
