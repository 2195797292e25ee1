/**
 * `pnpm bench:site` (docs/architecture.md#testing, budgets in the report): builds the site with its images pointed at a local
 * placeholder server, serves the build the way it is deployed (the worker with static assets,
 * `wrangler dev --env local`), runs Lighthouse (mobile emulation, simulated throttling: the
 * defaults) three times on every route and keeps the medians, runs each route as often again with
 * the site's JavaScript blocked (median LCP: the page as plain HTML), and writes
 * bench/site-report.md and bench/site-report.json.
 *
 * Env: CHROME_PATH (default /usr/bin/chromium; apps/web/e2e/support/chromium.ts); BENCH_RUNS
 * (default 3); BENCH_ROUTES (comma list, default every page the sitemap lists, from
 * apps/web/prerender/routes.ts); BENCH_SKIP_BUILD=1 reuses the last benchmark build; BENCH_SAVE_LHR=<dir>
 * keeps every Lighthouse report there.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import jpegJs from "jpeg-js";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../apps/web/e2e/support/chromium.ts";
import { LISTED_PATHS } from "../apps/web/prerender/routes.ts";
import { freePort, markdownTable, median, ROOT, run, startWorker, stopAll, WEB_DIR } from "./lib.mjs";

/** The indexable pages (the ones in sitemap.xml), unless `BENCH_ROUTES` names others. */
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : [...LISTED_PATHS];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = CHROMIUM_PATH;
/** The browser tests' Chromium flags, headless (chrome-launcher starts a headed browser otherwise). */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
/** The map frame's host (app/config/site.ts) and the real stock photo host: never reached. */
const THIRD_PARTY_BLOCKS = ["*openstreetmap.org*", "*images.unsplash.com*"];
/** The site's own scripts, blocked for the "plain prerendered HTML" run. */
const SITE_JS_BLOCK = "*/assets/*.js";
/** Inside apps/web, so the prerender's server bundle resolves react & co.; ignored by git. */
const BUILD_DIR = path.join(WEB_DIR, "node_modules", ".bench-build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");
/** Bytes per pixel of the placeholder photos: about what the host's `auto=format` (AVIF/WebP) photo at q=70 weighs. */
const BYTES_PER_PIXEL = Number(process.env.BENCH_IMAGE_BYTES_PER_PIXEL ?? 0.05);

/**
 * A real JPEG placeholder "photo" (a stone gradient with soft light noise) of `width` x `height`
 * pixels, padded with JPEG comment segments to `targetBytes` so it downloads like the real photo.
 * Decoded like any photo (off the main thread), unlike an SVG.
 */
function placeholderJpeg(width, height, targetBytes) {
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 9;
      const shade = 214 - Math.round((86 * (x / width + y / height)) / 2) + noise;
      const offset = (y * width + x) * 4;
      data[offset] = shade;
      data[offset + 1] = shade - 3;
      data[offset + 2] = shade - 5;
      data[offset + 3] = 255;
    }
  }
  const jpeg = jpegJs.encode({ data, width, height }, 70).data;
  const segments = [];
  let missing = targetBytes - jpeg.length;
  while (missing > 4) {
    const length = Math.min(missing - 2, 65535);
    const segment = Buffer.alloc(length + 2, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe; // COM
    segment.writeUInt16BE(length, 2);
    segments.push(segment);
    missing -= length + 2;
  }
  // Comments go right after SOI (FFD8).
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** Placeholder photos made so far, by width in pixels. */
const photoCache = new Map();

/** The placeholder photo `width` pixels wide (16-2400, 800 when not a number), made once. */
function placeholderPhoto(requestedWidth) {
  const width = Math.min(Math.max(requestedWidth || 800, 16), 2400);
  let body = photoCache.get(width);
  if (!body) {
    const height = Math.round((width * 2) / 3);
    body = placeholderJpeg(width, height, Math.round(width * height * BYTES_PER_PIXEL));
    photoCache.set(width, body);
  }
  return body;
}

/**
 * Makes every photo width the built pages ask for (`w=` in their `src` and `srcset` URLs) before
 * Lighthouse runs, so encoding placeholders never competes with Chromium for the CPU mid-run.
 *
 * @returns how many widths were made.
 */
async function prewarmPhotos(imageBase) {
  const widths = new Set();
  for (const file of await readdir(CLIENT_DIR, { recursive: true })) {
    if (!file.endsWith(".html")) continue;
    const html = await readFile(path.join(CLIENT_DIR, file), "utf8");
    for (const url of html.split(imageBase).slice(1)) {
      const width = /^[^"' ,]*?[?&;]w=(\d+)/.exec(url)?.[1];
      if (width) widths.add(Number(width));
    }
  }
  for (const width of widths) placeholderPhoto(width);
  return widths.size;
}

/**
 * The stock photo host's stand-in: `GET /<photo id>?...&w=<width>` answers a JPEG of exactly that
 * width (3:2, like the stock photos) weighing {@link BYTES_PER_PIXEL} per pixel, so both the pixel
 * size and the download time are those of the real photo.
 */
function startImageServer(port) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://images");
    const body = placeholderPhoto(Number(url.searchParams.get("w")));
    response.writeHead(200, {
      "Content-Type": "image/jpeg",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Access-Control-Allow-Origin": "*",
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** gzip -9 size of a file of the build, by its URL path (`/assets/x.js`); 0 when not ours. */
function gzipSizeOf(urlPath) {
  const file = path.join(CLIENT_DIR, decodeURIComponent(urlPath));
  if (!file.startsWith(CLIENT_DIR) || !existsSync(file)) return 0;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** What a page downloaded of the site's own JS and CSS, gzip bytes, from Lighthouse's request list. */
function ownBytes(lhr, origin) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const sum = { js: 0, css: 0, jsFiles: [], cssFiles: [] };
  for (const item of items) {
    if (!item.url.startsWith(origin)) continue;
    const urlPath = new URL(item.url).pathname;
    if (item.resourceType === "Script") {
      sum.js += gzipSizeOf(urlPath);
      sum.jsFiles.push(urlPath);
    } else if (item.resourceType === "Stylesheet") {
      sum.css += gzipSizeOf(urlPath);
      sum.cssFiles.push(urlPath);
    }
  }
  return sum;
}

function figures(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? null;
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (a `node` item).
    lcpElement:
      lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")?.snippet ??
      null,
    failing: Object.values(lhr.categories)
      .filter((category) => category.id !== "performance")
      .flatMap((category) =>
        category.auditRefs
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
          )
          .map((ref) => `${category.id}:${ref.id}`),
      ),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

async function audit(url, port, blockedUrlPatterns) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    blockedUrlPatterns,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.BENCH_SAVE_LHR) {
    const name = `${new URL(url).pathname.replaceAll("/", "_")}${blockedUrlPatterns.includes(SITE_JS_BLOCK) ? "-nojs" : ""}-${Date.now()}.json`;
    await mkdir(process.env.BENCH_SAVE_LHR, { recursive: true });
    await writeFile(path.join(process.env.BENCH_SAVE_LHR, name), result.report);
  }
  return result.lhr;
}

const fmtScore = (score) => (score === null ? "-" : score.toFixed(2));
const fmtMs = (ms) => (ms === null ? "-" : `${(ms / 1000).toFixed(2)} s`);
const fmtKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const startedAt = Date.now();
  const loadAtStart = loadavg();
  const imagePort = await freePort();
  const workerPort = await freePort();
  const inspectorPort = await freePort();
  const imageBase = `http://127.0.0.1:${imagePort}`;
  const imageServer = await startImageServer(imagePort);
  console.log(`placeholder images: ${imageBase}`);

  if (!process.env.BENCH_SKIP_BUILD || !existsSync(path.join(CLIENT_DIR, "index.html"))) {
    console.log(`building the site into ${BUILD_DIR} (VITE_IMAGE_BASE=${imageBase}) ...`);
    await rm(BUILD_DIR, { recursive: true, force: true });
    await run("pnpm", ["exec", "react-router", "build"], {
      cwd: WEB_DIR,
      env: { VITE_IMAGE_BASE: imageBase, WEB_BUILD_DIR: BUILD_DIR },
    });
  }

  console.log(`placeholder photos made before the runs: ${await prewarmPhotos(imageBase)} widths`);
  console.log(`starting wrangler dev --env local on 127.0.0.1:${workerPort} ...`);
  const worker = await startWorker({ port: workerPort, inspectorPort, assets: CLIENT_DIR });
  const chromePort = await freePort();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    port: chromePort,
    logLevel: "error",
  });

  const results = [];
  try {
    // One warm-up run: wrangler compiles the worker and loads the assets on first use.
    await audit(`${worker.origin}/`, chrome.port, THIRD_PARTY_BLOCKS);
    for (const route of ROUTES) {
      const url = `${worker.origin}${route}`;
      const runs = [];
      const noJsRuns = [];
      // Each run with JS is followed by one without, so a busy moment of the machine weighs on both
      // sides of the ratio alike; the ratio is median / median.
      for (let index = 0; index < RUNS; index++) {
        const lhr = await audit(url, chrome.port, THIRD_PARTY_BLOCKS);
        runs.push({ ...figures(lhr), bytes: ownBytes(lhr, worker.origin) });
        noJsRuns.push(figures(await audit(url, chrome.port, [...THIRD_PARTY_BLOCKS, SITE_JS_BLOCK])));
      }
      const noJs = { lcp: median(noJsRuns.map((entry) => entry.lcp)), lcpElement: noJsRuns[0].lcpElement };
      const pick = (key) => median(runs.map((entry) => entry[key]));
      const row = {
        route,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcp: pick("fcp"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        jsGzip: median(runs.map((entry) => entry.bytes.js)),
        cssGzip: median(runs.map((entry) => entry.bytes.css)),
        lcpNoJs: noJs.lcp,
        lcpNoJsRuns: noJsRuns.map((entry) => entry.lcp),
        lcpRatio: noJs.lcp ? pick("lcp") / noJs.lcp : null,
        benchmarkIndex: pick("benchmarkIndex"),
        lcpElement: runs[0].lcpElement,
        lcpElementNoJs: noJs.lcpElement,
        failingAudits: [...new Set(runs.flatMap((entry) => entry.failing))],
        jsFiles: runs[0].bytes.jsFiles,
        cssFiles: runs[0].bytes.cssFiles,
        runs: runs.map(({ bytes, ...rest }) => rest),
      };
      results.push(row);
      console.log(
        `${route}: perf ${fmtScore(row.performance)} a11y ${fmtScore(row.accessibility)} bp ${fmtScore(row.bestPractices)} seo ${fmtScore(row.seo)} LCP ${fmtMs(row.lcp)} / no JS ${fmtMs(row.lcpNoJs)}${row.failingAudits.length ? ` failing: ${row.failingAudits.join(", ")}` : ""}`,
      );
    }
  } finally {
    await chrome.kill();
    await stopAll();
    imageServer.close();
  }

  const home = results.find((row) => row.route === "/");
  const header = [
    "route",
    "perf",
    "a11y",
    "best pr.",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "JS gzip",
    "LCP no JS",
    "LCP ratio",
  ];
  const rows = results.map((row) => [
    `\`${row.route}\``,
    fmtScore(row.performance),
    fmtScore(row.accessibility),
    fmtScore(row.bestPractices),
    fmtScore(row.seo),
    fmtMs(row.fcp),
    fmtMs(row.lcp),
    row.tbt === null ? "-" : `${Math.round(row.tbt)} ms`,
    row.cls === null ? "-" : row.cls.toFixed(3),
    fmtKb(row.jsGzip),
    fmtMs(row.lcpNoJs),
    row.lcpRatio === null ? "-" : row.lcpRatio.toFixed(2),
  ]);
  const table = markdownTable(header, rows);
  const firstVisit = home
    ? `First visit to \`/\`: JavaScript ${fmtKb(home.jsGzip)} gzip (${home.jsFiles.length} files), CSS ${fmtKb(home.cssGzip)} gzip (${home.cssFiles.length} files). Budgets: JS <= 140 KB, CSS <= 20 KB.`
    : "";
  const spread = markdownTable(
    [
      "route",
      "TBT of each run",
      "performance of each run",
      "LCP of each run: JS / no JS",
      "BenchmarkIndex of each run",
    ],
    results.map((row) => [
      `\`${row.route}\``,
      `${row.runs.map((entry) => (entry.tbt === null ? "-" : `${Math.round(entry.tbt)}`)).join(" / ")} ms`,
      row.runs.map((entry) => fmtScore(entry.performance)).join(" / "),
      row.runs.map((entry, index) => `${fmtMs(entry.lcp)} / ${fmtMs(row.lcpNoJsRuns[index])}`).join(", "),
      row.runs
        .map((entry) => (entry.benchmarkIndex === null ? "-" : Math.round(entry.benchmarkIndex)))
        .join(" / "),
    ]),
  );
  const minutes = ((Date.now() - startedAt) / 60000).toFixed(1);
  const benchmarkIndex = median(results.map((row) => row.benchmarkIndex));
  const machine = `Machine: ${cpus().length} CPUs, load average ${loadAtStart.map((value) => value.toFixed(1)).join(" / ")} at the start; Lighthouse's BenchmarkIndex (median) ${benchmarkIndex === null ? "-" : Math.round(benchmarkIndex)}. Simulated throttling multiplies the observed main-thread time by 4, so on a slow or busy machine TBT (and the performance score) read higher than on a typical developer machine (BenchmarkIndex ~1000-2000).`;
  const markdown = `# Site benchmark

Generated by \`pnpm bench:site\` (bench/site.mjs) on ${new Date().toISOString().slice(0, 10)}, in ${minutes} min.

Lighthouse ${results.length ? "13" : ""} (mobile emulation, simulated throttling: the defaults) against the production
build served by \`wrangler dev --env local\` (apps/worker, the site as static assets, as deployed), Chromium at
\`${CHROME_PATH}\` (\`${CHROME_FLAGS.join(" ")}\`). Each figure is the median of ${RUNS} runs per route; "LCP no JS"
is the median of ${RUNS} more runs, each right after one of those, with the site's scripts blocked (\`blockedUrlPatterns: ["${SITE_JS_BLOCK}"]\`): the page as plain
prerendered HTML. LCP ratio = LCP / LCP no JS.

${table}

${firstVisit}

${machine}

Each run (the medians above come from these; TBT is the figure that moves most from run to run):

${spread}

JS/CSS bytes: the site's own files a page requested (Lighthouse's network requests), each gzipped at level 9 from the
build (what Lighthouse downloaded depends on how the local server compressed them; this is the figure the budget is about).

Third parties:

- Images: the site is built with \`VITE_IMAGE_BASE\` pointing at a local placeholder server started by the script
  (\`GET /<photo id>?...&w=<width>\` answers a 3:2 JPEG exactly \`w\` pixels wide (a gradient, made with jpeg-js), padded with
  comment segments to ${BYTES_PER_PIXEL} bytes per pixel, about the weight of the AVIF or WebP the host serves Chromium for \`auto=format&q=70\` at that size), so the \`srcset\` choice, the pixel size and the download time
  are those of the stock photo host, without reaching it.
- Map frame (Contact page): its host is blocked (\`blockedUrlPatterns: ${JSON.stringify(THIRD_PARTY_BLOCKS)}\`);
  the frame is lazily loaded below the fold, and Lighthouse ignores \`ERR_BLOCKED_BY_CLIENT.Inspector\` errors,
  so the figures measure our page only.

Budgets (docs/decisions.md#small-bundles, #prerender-and-deferred-hydration): performance >= 0.98, accessibility, best practices and SEO 1.00, LCP <= 1.8 s, TBT <= 100 ms,
CLS <= 0.02, LCP ratio <= 1.15, JS of a first visit to \`/\` <= 140 KB gzip, CSS <= 20 KB gzip.
`;
  await mkdir(path.join(ROOT, "bench"), { recursive: true });
  await writeFile(path.join(ROOT, "bench", "site-report.md"), markdown);
  await writeFile(
    path.join(ROOT, "bench", "site-report.json"),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), runsPerRoute: RUNS, machine: { cpus: cpus().length, loadAverageAtStart: loadAtStart, benchmarkIndex }, imagePlaceholders: { bytesPerPixel: BYTES_PER_PIXEL }, blocked: THIRD_PARTY_BLOCKS, routes: results }, null, 2)}\n`,
  );
  console.log(
    `\n${table}\n\n${firstVisit}\n\nWrote bench/site-report.md and bench/site-report.json (${minutes} min).`,
  );
}

if (import.meta.main)
  main().catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
