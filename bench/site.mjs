/**
 * `pnpm bench:site` (docs/architecture.md#testing, budgets in the report): builds the site with its
 * photos pointed at local placeholders, serves the build the way it is deployed (the worker with
 * static assets, `wrangler dev --env local`), probes the machine's BenchmarkIndex three times and
 * sets Lighthouse's CPU slowdown from the median by Lighthouse's throttling calculator
 * ({@link cpuSlowdownFor}: PageSpeed's phone on this machine), then per route runs Lighthouse
 * `BENCH_RUNS` times, each run followed by one with the site's JavaScript blocked, and loads the
 * route as often again with and without its scripts at the machine's own speed
 * ({@link mainThreadRun}: the main-thread tasks after first paint); writes bench/site-report.md and
 * bench/site-report.json.
 *
 * Env: CHROME_PATH (default /usr/bin/chromium; apps/web/e2e/support/chromium.ts); BENCH_RUNS
 * (default 5); BENCH_ROUTES (comma list, default every page the sitemap lists, from
 * apps/web/prerender/routes.ts); BENCH_SKIP_BUILD=1 reuses the last benchmark build; BENCH_SAVE_LHR=<dir>
 * keeps every Lighthouse report there, each with its trace (`<report>.trace`); BENCH_IMAGE_ORIGIN=stock serves the photos from a second
 * origin as the stock host does (default `site`: the site's own origin); BENCH_LIGHTHOUSE=0 runs only
 * the main-thread loads. Only a full default run (every route, photos on the site) writes the report;
 * any other prints its figures and leaves the report alone.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest } from "node:http";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import jpegJs from "jpeg-js";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../apps/web/e2e/support/chromium.ts";
import { LISTED_PATHS } from "../apps/web/prerender/routes.ts";
import {
  connectCdp,
  freePort,
  markdownTable,
  median,
  ROOT,
  run,
  startWorker,
  stopAll,
  tasksAfterFirstPaint,
  WEB_DIR,
} from "./lib.mjs";

/** The indexable pages (the ones in sitemap.xml), unless `BENCH_ROUTES` names others. */
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : [...LISTED_PATHS];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * Where the photos come from: `site` (default) serves them from the site's own origin under
 * `/photos/`, as the owner's photos will be; `stock` from another origin, as the stock host does
 * today (what that costs, compared).
 */
const IMAGE_ORIGIN = process.env.BENCH_IMAGE_ORIGIN ?? "site";
if (!["site", "stock"].includes(IMAGE_ORIGIN))
  throw new Error(`BENCH_IMAGE_ORIGIN must be site or stock, not ${IMAGE_ORIGIN}`);
/** The path the site's own photos are served under (`VITE_IMAGE_BASE` of the `site` build). */
const SITE_PHOTOS = "/photos";
/** `BENCH_LIGHTHOUSE=0`: only the main-thread runs, printed, the report left alone (for iterating). */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const CHROME_PATH = CHROMIUM_PATH;
/** The browser tests' Chromium flags, headless (chrome-launcher starts a headed browser otherwise). */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
/** The map frame's host (app/config/site.ts) and the real stock photo host: never reached. */
const THIRD_PARTY_BLOCKS = ["*openstreetmap.org*", "*images.unsplash.com*"];
/** The site's own scripts, blocked for the "plain prerendered HTML" run. */
const SITE_JS_BLOCK = "*/assets/*.js";
/** Inside apps/web, so the prerender's server bundle resolves react & co.; ignored by git. */
const BUILD_DIR = path.join(WEB_DIR, "node_modules", `.bench-build-${IMAGE_ORIGIN}`);
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
 * A photo of the placeholder host: `GET /<photo id>?...&w=<width>` answers a JPEG of exactly that
 * width (3:2, like the stock photos) weighing {@link BYTES_PER_PIXEL} per pixel, so both the pixel
 * size and the download time are those of the real photo.
 */
function answerPhoto(request, response) {
  const url = new URL(request.url ?? "/", "http://images");
  const body = placeholderPhoto(Number(url.searchParams.get("w")));
  response.writeHead(200, {
    "Content-Type": "image/jpeg",
    "Content-Length": body.length,
    "Cache-Control": "public, max-age=31536000, immutable",
    "Access-Control-Allow-Origin": "*",
  });
  response.end(body);
}

/**
 * The origin the benchmark loads pages from: with `siteOrigin` (photos on the site's own origin),
 * `/photos/...` is answered by {@link answerPhoto} and every other request is passed to the worker
 * at `siteOrigin` as it is (headers, compression and all); without it, a photo host only.
 */
export function startFrontServer(port, siteOrigin) {
  const server = createServer((request, response) => {
    if (!siteOrigin || request.url?.startsWith(`${SITE_PHOTOS}/`)) return answerPhoto(request, response);
    const upstream = httpRequest(
      `${siteOrigin}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
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

/**
 * Lighthouse's CPU throttling calculator (the rule: docs/decisions.md#hydration-in-pieces): the CPU
 * slowdown that makes a host of BenchmarkIndex `benchmarkIndex` emulate the phone PageSpeed
 * Insights runs on. `3 + (B - 1300) / 233` from 1,300 up, `2 + (B - 800) / 500` from 800 to 1,300
 * and, below 800, the calculator's own lowest band, `1 + (B - 150) / 650` from 150.
 *
 * @throws Error below 150 (or not a number): the calculator's answer there is that such a host
 *   is too slow to emulate the phone at all.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(
      `BenchmarkIndex ${benchmarkIndex}: too slow to emulate PageSpeed's phone (needs 150 or more)`,
    );
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The CPU slowdown every Lighthouse run of this benchmark uses (set once by `main`). */
let cpuSlowdownMultiplier = 4;

async function audit(url, port, blockedUrlPatterns) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    blockedUrlPatterns,
    // Merged into Lighthouse's mobile throttling (slow 4G): only the CPU slowdown changes.
    throttling: { cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.BENCH_SAVE_LHR) {
    const name = `${new URL(url).pathname.replaceAll("/", "_")}${blockedUrlPatterns.includes(SITE_JS_BLOCK) ? "-nojs" : ""}-${Date.now()}.json`;
    await mkdir(process.env.BENCH_SAVE_LHR, { recursive: true });
    await writeFile(path.join(process.env.BENCH_SAVE_LHR, name), result.report);
    // The run's trace beside it, to see what a long task was (Chromium's trace event format).
    await writeFile(
      path.join(process.env.BENCH_SAVE_LHR, `${name}.trace`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  return result.lhr;
}

/** Lighthouse's mobile screen (moto g power): what the main-thread runs emulate too. */
const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };
/** Trace categories of a main-thread run: tasks, paint marks, navigation start. */
const TRACE_CATEGORIES = [
  "__metadata",
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "loading",
  "v8.execute",
];

/**
 * Lighthouse's BenchmarkIndex (lighthouse/core/lib/page-functions.js, `computeBenchmarkIndex`),
 * as an expression evaluated in the page: the mean of a GC-heavy and a GC-free loop's iterations
 * per second over 500 ms each, divided by 10.
 */
const BENCHMARK_INDEX_SOURCE = `(() => {
  let start = Date.now(), iterations = 0;
  while (Date.now() - start < 500) {
    let s = "";
    for (let j = 0; j < 10000; j++) s += "a";
    if (s.length === 1) throw new Error("never");
    iterations++;
  }
  const gc = iterations / 10 / ((Date.now() - start) / 1000);
  const a = [], b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  start = Date.now(); iterations = 0;
  while (iterations % 10 !== 0 || Date.now() - start < 500) {
    const src = iterations % 2 === 0 ? a : b, tgt = iterations % 2 === 0 ? b : a;
    for (let j = 0; j < src.length; j++) tgt[j] = src[j];
    iterations++;
  }
  const noGc = iterations / 10 / ((Date.now() - start) / 1000);
  return (gc + noGc) / 2;
})()`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The machine's BenchmarkIndex right now, as Lighthouse measures it before a run: `probes` runs
 * of {@link BENCHMARK_INDEX_SOURCE} in a fresh blank tab each, and their median (one probe on
 * these machines reads anywhere in a range almost twice as wide as its low end).
 *
 * @returns `{ median, probes }`: the median and every probe, in run order.
 */
export async function probeBenchmarkIndex(cdp, probes = 3) {
  const values = [];
  for (let index = 0; index < probes; index++) {
    const { targetId } = await cdp.send("Target.createTarget", { url: "about:blank" });
    try {
      const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: true });
      const { result } = await cdp.send(
        "Runtime.evaluate",
        { expression: BENCHMARK_INDEX_SOURCE, returnByValue: true },
        sessionId,
      );
      values.push(result.value);
    } finally {
      await cdp.send("Target.closeTarget", { targetId }).catch(() => {});
    }
  }
  return { median: median(values), probes: values };
}

/**
 * One main-thread run of `url` in a fresh tab (bench/site-report.md explains it), at the
 * machine's own speed (no CPU slowdown): loads the page with a cold cache on Lighthouse's mobile
 * screen, records a trace until the page is hydrated (`html[data-hydrated]`, unless its scripts
 * are blocked) and the network has been quiet for 1 s, plus 2 s, and reads the main-thread tasks
 * after first contentful paint.
 *
 * @param cdp - a {@link connectCdp} connection to the browser.
 * @param blockedUrls - URL patterns the tab never loads (`Network.setBlockedURLs`).
 * @param scripts - whether the site's scripts run (the hydration wait is skipped when not).
 * @returns FCP (ms), the longest task after FCP and the total blocking time (ms), every task's
 *   length, and the hydration time (ms after navigation start, `null` without scripts).
 */
export async function mainThreadRun(cdp, url, blockedUrls, scripts) {
  const { targetId } = await cdp.send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: true });
  const send = (method, params) => cdp.send(method, params, sessionId);
  const inFlight = new Set();
  let lastNetworkActivity = Date.now();
  const jsFiles = new Set();
  const offs = [
    cdp.on("Network.requestWillBeSent", (params, from) => {
      if (from !== sessionId) return;
      inFlight.add(params.requestId);
      lastNetworkActivity = Date.now();
      const { pathname } = new URL(params.request.url);
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) jsFiles.add(pathname);
    }),
    ...["Network.loadingFinished", "Network.loadingFailed"].map((name) =>
      cdp.on(name, (params, from) => {
        if (from !== sessionId) return;
        inFlight.delete(params.requestId);
        lastNetworkActivity = Date.now();
      }),
    ),
  ];
  const events = [];
  try {
    await send("Page.enable");
    await send("Network.enable");
    await send("Network.setCacheDisabled", { cacheDisabled: true });
    await send("Network.setBlockedURLs", { urls: blockedUrls });
    await send("Emulation.setDeviceMetricsOverride", MOBILE_SCREEN);
    const { frameTree } = await send("Page.getFrameTree");
    const collected = new Promise((resolve) => {
      const offData = cdp.on("Tracing.dataCollected", (params, from) => {
        if (from === sessionId) events.push(...params.value);
      });
      const offDone = cdp.on("Tracing.tracingComplete", (_params, from) => {
        if (from !== sessionId) return;
        offData();
        offDone();
        resolve();
      });
    });
    await send("Tracing.start", {
      transferMode: "ReportEvents",
      traceConfig: { includedCategories: TRACE_CATEGORIES },
    });
    const loaded = new Promise((resolve) => {
      const off = cdp.on("Page.loadEventFired", (_params, from) => {
        if (from !== sessionId) return;
        off();
        resolve();
      });
    });
    await send("Page.navigate", { url });
    await loaded;
    let hydratedMs = null;
    if (scripts) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const { result: hydrated } = await send("Runtime.evaluate", {
          expression: `document.documentElement.hasAttribute("data-hydrated") ? performance.now() : null`,
          returnByValue: true,
        });
        if (hydrated.value !== null) {
          hydratedMs = hydrated.value;
          break;
        }
        await sleep(100);
      }
      if (hydratedMs === null) throw new Error(`${url} never hydrated (no html[data-hydrated] in 30 s)`);
    }
    const quietUntil = Date.now() + 15_000;
    while (Date.now() < quietUntil && (inFlight.size > 0 || Date.now() - lastNetworkActivity < 1000))
      await sleep(100);
    await sleep(2000);
    await send("Tracing.end");
    await collected;
    const tasks = tasksAfterFirstPaint(events, frameTree.frame.id);
    const jsGzip = scripts ? [...jsFiles].reduce((sum, file) => sum + gzipSizeOf(file), 0) : 0;
    return { hydratedMs, jsGzip, jsFiles: [...jsFiles], ...tasks };
  } finally {
    for (const off of offs) off();
    await cdp.send("Target.closeTarget", { targetId }).catch(() => {});
  }
}

const fmtScore = (score) => (score === null ? "-" : score.toFixed(2));
const fmtMs = (ms) => (ms === null ? "-" : `${(ms / 1000).toFixed(2)} s`);
const fmtKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** First-visit JavaScript budget of every route, KB of gzip (docs/decisions.md#small-bundles). */
const JS_BUDGET_KB = 120;
/** LCP budget of every route on PageSpeed's phone, ms. */
const LCP_BUDGET_MS = 1800;
/** A Lighthouse node snippet shortened to its tag and id or first class (`img`, `h1#page-title`). */
const describeElement = (snippet) => {
  if (!snippet) return "-";
  const tag = /^<([a-z0-9]+)/i.exec(snippet)?.[1] ?? "?";
  const id = /\sid="([^"]+)"/.exec(snippet)?.[1];
  return id ? `${tag}#${id}` : tag;
};
const fmtTask = (ms) => (ms === null ? "-" : `${Math.round(ms)} ms`);

async function main() {
  const startedAt = Date.now();
  const loadAtStart = loadavg();
  const workerPort = await freePort();
  const inspectorPort = await freePort();
  const frontPort = await freePort();
  const front = `http://127.0.0.1:${frontPort}`;
  // `site`: the pages and their photos from one origin (the front passes pages on to the worker);
  // `stock`: the front is a photo host of its own, as the stock host is.
  const imageBase = IMAGE_ORIGIN === "site" ? SITE_PHOTOS : front;
  const siteStale = IMAGE_ORIGIN === "stock" || !existsSync(path.join(CLIENT_DIR, "index.html"));
  if (!process.env.BENCH_SKIP_BUILD || siteStale) {
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
  const frontServer = await startFrontServer(frontPort, IMAGE_ORIGIN === "site" ? worker.origin : null);
  const origin = IMAGE_ORIGIN === "site" ? front : worker.origin;
  console.log(`pages: ${origin}, photos: ${IMAGE_ORIGIN === "site" ? `${front}${SITE_PHOTOS}/` : front}`);
  const chromePort = await freePort();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    port: chromePort,
    logLevel: "error",
  });

  const results = [];
  let calibration;
  try {
    const cdp = await connectCdp(chrome.port);
    // One warm-up load: wrangler compiles the worker and loads the assets on first use.
    await mainThreadRun(cdp, `${origin}/`, THIRD_PARTY_BLOCKS, true);
    // PageSpeed's phone: the slowdown Lighthouse's calculator gives for this machine, from the
    // median of three probes taken now, before any route.
    const probed = await probeBenchmarkIndex(cdp, 3);
    cpuSlowdownMultiplier = cpuSlowdownFor(probed.median);
    calibration = {
      benchmarkIndex: probed.median,
      probes: probed.probes,
      cpuSlowdownMultiplier,
      loadAverage: loadavg(),
    };
    console.log(
      `BenchmarkIndex ${probed.probes.map(Math.round).join(", ")} (median ${Math.round(probed.median)}): Lighthouse CPU slowdown ${cpuSlowdownMultiplier.toFixed(2)}x; load average ${calibration.loadAverage.map((value) => value.toFixed(1)).join(" / ")}`,
    );
    for (const route of ROUTES) {
      const url = `${origin}${route}`;
      const runs = [];
      const noJsRuns = [];
      // Each run with JS is followed by one without, so a busy moment of the machine weighs on both
      // sides of the ratio alike; the ratio is median / median.
      for (let index = 0; index < RUNS && LIGHTHOUSE; index++) {
        const lhr = await audit(url, chrome.port, THIRD_PARTY_BLOCKS);
        runs.push({ ...figures(lhr), bytes: ownBytes(lhr, origin) });
        noJsRuns.push(figures(await audit(url, chrome.port, [...THIRD_PARTY_BLOCKS, SITE_JS_BLOCK])));
      }
      // The main-thread runs, paired the same way: each with the site's scripts, then one without.
      const threadRuns = [];
      const threadNoJsRuns = [];
      for (let index = 0; index < RUNS; index++) {
        threadRuns.push(await mainThreadRun(cdp, url, THIRD_PARTY_BLOCKS, true));
        threadNoJsRuns.push(await mainThreadRun(cdp, url, [...THIRD_PARTY_BLOCKS, SITE_JS_BLOCK], false));
      }
      const noJs = {
        lcp: median(noJsRuns.map((entry) => entry.lcp)),
        tbt: median(noJsRuns.map((entry) => entry.tbt)),
        lcpElement: noJsRuns[0]?.lcpElement,
      };
      const pick = (key) => median(runs.map((entry) => entry[key]));
      const pickThread = (list, key) => median(list.map((entry) => entry[key]));
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
        jsGzip: LIGHTHOUSE
          ? median(runs.map((entry) => entry.bytes.js))
          : median(threadRuns.map((entry) => entry.jsGzip)),
        cssGzip: median(runs.map((entry) => entry.bytes.css)),
        lcpNoJs: noJs.lcp,
        lcpNoJsRuns: noJsRuns.map((entry) => entry.lcp),
        tbtNoJs: noJs.tbt,
        tbtNoJsRuns: noJsRuns.map((entry) => entry.tbt),
        lcpRatio: noJs.lcp ? pick("lcp") / noJs.lcp : null,
        benchmarkIndex: pick("benchmarkIndex"),
        lcpElement: runs[0]?.lcpElement ?? null,
        lcpElementNoJs: noJs.lcpElement ?? null,
        failingAudits: [...new Set(runs.flatMap((entry) => entry.failing))],
        jsFiles: runs[0]?.bytes.jsFiles ?? threadRuns[0].jsFiles,
        cssFiles: runs[0]?.bytes.cssFiles ?? [],
        runs: runs.map(({ bytes, ...rest }) => rest),
        mainThread: {
          longestTask: pickThread(threadRuns, "longestMs"),
          longestScript: pickThread(threadRuns, "longestScriptMs"),
          blocking: pickThread(threadRuns, "blockingMs"),
          longestTaskNoJs: pickThread(threadNoJsRuns, "longestMs"),
          longestScriptNoJs: pickThread(threadNoJsRuns, "longestScriptMs"),
          blockingNoJs: pickThread(threadNoJsRuns, "blockingMs"),
          hydrated: pickThread(threadRuns, "hydratedMs"),
          runs: threadRuns.map(({ tasks, jsFiles, ...rest }) => ({
            ...rest,
            longTasks: tasks.filter((ms) => ms > 50).length,
          })),
          noJsRuns: threadNoJsRuns.map(({ tasks, jsFiles, ...rest }) => rest),
        },
      };
      results.push(row);
      const thread = row.mainThread;
      console.log(
        `${route}: ${LIGHTHOUSE ? `perf ${fmtScore(row.performance)} a11y ${fmtScore(row.accessibility)} bp ${fmtScore(row.bestPractices)} seo ${fmtScore(row.seo)} LCP ${fmtMs(row.lcp)} / no JS ${fmtMs(row.lcpNoJs)}, TBT ${Math.round(row.tbt)} ms; ` : ""}JS ${fmtKb(row.jsGzip)}; main thread at the machine's own speed: longest task ${fmtTask(thread.longestTask)} / no JS ${fmtTask(thread.longestTaskNoJs)}, most script in a task ${fmtTask(thread.longestScript)}, TBT ${fmtTask(thread.blocking)} / no JS ${fmtTask(thread.blockingNoJs)}; each run ${threadRuns.map((entry) => fmtTask(entry.longestMs)).join(", ")}${row.failingAudits.length ? ` failing: ${row.failingAudits.join(", ")}` : ""}`,
      );
    }
    cdp.close();
  } finally {
    await chrome.kill();
    await stopAll();
    frontServer.close();
  }
  const partial = !LIGHTHOUSE || IMAGE_ORIGIN !== "site" || Boolean(process.env.BENCH_ROUTES);

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
    "TBT no JS",
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
    row.tbtNoJs === null ? "-" : `${Math.round(row.tbtNoJs)} ms`,
    row.cls === null ? "-" : row.cls.toFixed(3),
    fmtKb(row.jsGzip),
    fmtMs(row.lcpNoJs),
    row.lcpRatio === null ? "-" : row.lcpRatio.toFixed(2),
  ]);
  const table = markdownTable(header, rows);
  const heaviest = results.reduce((top, row) => (row.jsGzip > (top?.jsGzip ?? -1) ? row : top), null);
  const firstVisit = home
    ? `First visit: JavaScript ${fmtKb(Math.min(...results.map((row) => row.jsGzip)))}-${fmtKb(heaviest.jsGzip)} gzip (the most on \`${heaviest.route}\`, ${heaviest.jsFiles.length} files); \`/\` ${fmtKb(home.jsGzip)} (${home.jsFiles.length} files), CSS ${fmtKb(home.cssGzip)} gzip (${home.cssFiles.length} files). Budgets: JS <= ${JS_BUDGET_KB} KB on every route, CSS <= 20 KB.`
    : "";
  const threadTable = markdownTable(
    [
      "route",
      "longest task",
      "most script in one task",
      "TBT",
      "longest task no JS",
      "TBT no JS",
      "hydrated at",
      "longest task of each load (JS / no JS)",
    ],
    results.map((row) => {
      const thread = row.mainThread;
      return [
        `\`${row.route}\``,
        fmtTask(thread.longestTask),
        fmtTask(thread.longestScript),
        fmtTask(thread.blocking),
        fmtTask(thread.longestTaskNoJs),
        fmtTask(thread.blockingNoJs),
        fmtMs(thread.hydrated),
        thread.runs
          .map(
            (entry, index) =>
              `${fmtTask(entry.longestMs)} / ${fmtTask(thread.noJsRuns[index]?.longestMs ?? null)}`,
          )
          .join(", "),
      ];
    }),
  );
  const mark = (ok) => (ok ? "yes" : "**no**");
  const budgetTable = markdownTable(
    [
      "route",
      `JS <= ${JS_BUDGET_KB} KB`,
      "perf 1.00 (median)",
      "perf >= 0.98 (every run)",
      "TBT <= 25 ms",
      `LCP <= ${LCP_BUDGET_MS / 1000} s`,
      "LCP ratio <= 1.10",
      "CLS 0",
      "a11y, BP, SEO 1.00",
      "longest task <= 50 ms (own speed)",
      "all met",
    ],
    results.map((row) => {
      const checks = [
        row.jsGzip <= JS_BUDGET_KB * 1024,
        row.performance !== null && row.performance >= 0.995,
        row.runs.every((entry) => entry.performance !== null && entry.performance >= 0.98),
        row.tbt !== null && row.tbt <= 25,
        row.lcp !== null && row.lcp <= LCP_BUDGET_MS,
        row.lcpRatio !== null && row.lcpRatio <= 1.1,
        row.cls === 0,
        [row.accessibility, row.bestPractices, row.seo].every((score) => score === 1),
        row.mainThread.longestTask !== null && row.mainThread.longestTask <= 50,
      ];
      return [`\`${row.route}\``, ...checks.map(mark), checks.every(Boolean) ? "yes" : "**no**"];
    }),
  );
  const spread = markdownTable(
    [
      "route",
      "TBT of each run: JS / no JS",
      "performance of each run",
      "LCP of each run: JS / no JS",
      "LCP element (JS / no JS)",
    ],
    results.map((row) => [
      `\`${row.route}\``,
      row.runs
        .map((entry, index) => `${fmtTask(entry.tbt)} / ${fmtTask(row.tbtNoJsRuns[index] ?? null)}`)
        .join(", "),
      row.runs.map((entry) => fmtScore(entry.performance)).join(" / "),
      row.runs.map((entry, index) => `${fmtMs(entry.lcp)} / ${fmtMs(row.lcpNoJsRuns[index])}`).join(", "),
      `${describeElement(row.lcpElement)} / ${describeElement(row.lcpElementNoJs)}`,
    ]),
  );
  const minutes = ((Date.now() - startedAt) / 60000).toFixed(1);
  const loadAtEnd = loadavg();
  const fmtLoad = (load) => load.map((value) => value.toFixed(1)).join(" / ");
  const lhIndex = median(results.flatMap((row) => row.runs.map((entry) => entry.benchmarkIndex)));
  const machine = `Machine: ${cpus().length} CPUs; load average (1 / 5 / 15 min) ${fmtLoad(loadAtStart)} at the start, ${fmtLoad(calibration.loadAverage)} when the CPU slowdown was set, ${fmtLoad(loadAtEnd)} at the end${Math.max(...loadAtStart, ...calibration.loadAverage, ...loadAtEnd) > cpus().length / 2 ? " (other work shared the machine: TBT and performance read worse than on an idle one)" : ""}.`;
  const photos =
    IMAGE_ORIGIN === "site"
      ? `the site's own origin (\`VITE_IMAGE_BASE=${SITE_PHOTOS}\`, answered by the benchmark's front server, which passes every other request to the worker), as the owner's photos will be`
      : "a second origin (`BENCH_IMAGE_ORIGIN=stock`), as the stock photo host is today";
  const markdown = `# Site benchmark

Generated by \`pnpm bench:site\` (bench/site.mjs) on ${new Date().toISOString().slice(0, 10)}, in ${minutes} min.

**PageSpeed's phone:** Lighthouse 13, mobile emulation and slow 4G simulated (its defaults), with the CPU slowdown
**${cpuSlowdownMultiplier.toFixed(2)}x**: the slowdown Lighthouse's CPU throttling calculator gives for this machine's
BenchmarkIndex **B = ${Math.round(calibration.benchmarkIndex)}**, the median of three probes (${calibration.probes.map(Math.round).join(", ")}) taken
before the first route (\`3 + (B - 1300) / 233\` from 1,300 up, \`2 + (B - 800) / 500\` from 800 to 1,300, \`1 + (B - 150) / 650\`
below 800; Lighthouse's fixed 4x would emulate a faster phone on a fast host and a slower one on a slow host).
The median BenchmarkIndex Lighthouse itself recorded over the runs: ${lhIndex === null ? "-" : Math.round(lhIndex)}.
${machine}

The production build served as deployed (\`wrangler dev --env local\`, the site as the worker's static assets), Chromium at
\`${CHROME_PATH}\` (\`${CHROME_FLAGS.join(" ")}\`), photos from ${photos}. Each figure is the median of ${RUNS} runs per
route; each run is followed by one with the site's scripts blocked (\`blockedUrlPatterns: ["${SITE_JS_BLOCK}"]\`, the page as
plain prerendered HTML): "LCP no JS" is their median and LCP ratio = LCP / LCP no JS. "TBT no JS" is their median
total blocking time: what the prerendered page itself (its style, layout and paint, the inline scripts in its \`<head>\`)
costs on this phone, a floor that the site's own JavaScript cannot lower.

${table}

${firstVisit}

Each route against its budgets (docs/decisions.md#hydration-in-pieces):

${budgetTable}

## Main thread after first paint, at the machine's own speed

Beside Lighthouse, in the same run: each route loaded ${RUNS} times in a fresh tab of the same Chromium with no CPU slowdown
(cold cache, Lighthouse's mobile screen of 412 x 823 px at 1.75x, no network throttling), each load followed by one with the
site's scripts blocked, with a trace of the renderer's main thread until the page is hydrated (\`html[data-hydrated]\`) and
the network has been quiet for 1 s, plus 2 s. "Longest task": the longest main-thread task after the first contentful paint
(a task that began before it counts from it); "most script in one task": the most JavaScript one task ran (its outermost
script events, summed); TBT: the sum over tasks of their time beyond 50 ms. Medians of ${RUNS} loads; "hydrated at" is
when \`data-hydrated\` was set, from navigation start.

${threadTable}

Each Lighthouse run (the medians above come from these):

${spread}

JS/CSS bytes: the site's own files a page requested (Lighthouse's network requests), each gzipped at level 9 from the
build (what Lighthouse downloaded depends on how the local server compressed them; this is the figure the budget is about).

Third parties:

- Photos: \`GET <base>/<photo id>?...&w=<width>\` answers a 3:2 JPEG exactly \`w\` pixels wide (a gradient, made with jpeg-js),
  padded with comment segments to ${BYTES_PER_PIXEL} bytes per pixel, about the weight of the AVIF or WebP the stock host serves
  Chromium for \`auto=format&q=70\` at that size, so the \`srcset\` choice, the pixel size and the download time are a real
  photo's, without reaching any host.
- Map frame (Contact page) and the real stock host: blocked (\`blockedUrlPatterns: ${JSON.stringify(THIRD_PARTY_BLOCKS)}\`);
  the frame is lazily loaded below the fold, and Lighthouse ignores \`ERR_BLOCKED_BY_CLIENT.Inspector\` errors.

Budgets (docs/decisions.md#small-bundles, #hydration-in-pieces, #prerender-and-deferred-hydration): on PageSpeed's phone,
performance 1.00 in the median and at least 0.98 in every run, TBT <= 25 ms, LCP <= ${LCP_BUDGET_MS / 1000} s, LCP ratio <= 1.10, CLS 0;
accessibility, best practices and SEO 1.00; at the machine's own speed no task over 50 ms after first paint; first-visit
JS <= ${JS_BUDGET_KB} KB gzip on every route; CSS <= 20 KB gzip.
`;
  if (partial) {
    console.log(
      `\n${table}\n\n${budgetTable}\n\n${threadTable}\n\nNot a full default run: the report is left as it was.`,
    );
    return;
  }
  await mkdir(path.join(ROOT, "bench"), { recursive: true });
  await writeFile(path.join(ROOT, "bench", "site-report.md"), markdown);
  await writeFile(
    path.join(ROOT, "bench", "site-report.json"),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), runsPerRoute: RUNS, machine: { cpus: cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAtEnd }, calibration, mainThread: { cpuSlowdown: 1, screen: MOBILE_SCREEN }, images: { origin: IMAGE_ORIGIN, bytesPerPixel: BYTES_PER_PIXEL }, blocked: THIRD_PARTY_BLOCKS, routes: results }, null, 2)}\n`,
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
