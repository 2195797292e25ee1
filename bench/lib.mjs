/**
 * Shared helpers of the benchmarks (docs/architecture.md#testing): free ports, child processes that are always stopped,
 * waiting for a URL, and the `wrangler dev --env local` command both benchmarks start.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

/** The repository root (this file is in `<root>/bench`). */
export const ROOT = path.resolve(import.meta.dirname, "..");
/** apps/worker, where `wrangler dev` runs. */
export const WORKER_DIR = path.join(ROOT, "apps", "worker");
/** apps/web. */
export const WEB_DIR = path.join(ROOT, "apps", "web");

/** Ports the benchmarks may use (kept clear of the dev servers and the e2e stack). */
const PORT_RANGE = {
  from: Number(process.env.BENCH_PORT_FROM ?? 9100),
  to: Number(process.env.BENCH_PORT_TO ?? 9199),
};
const taken = new Set();

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1 in the benchmark range, never handed out twice by this process. */
export async function freePort() {
  for (let port = PORT_RANGE.from; port <= PORT_RANGE.to; port++) {
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_RANGE.from}-${PORT_RANGE.to}`);
}

const children = new Set();

/**
 * Starts a command (in its own process group, so its children stop with it) and remembers it for
 * {@link stopAll}. Output goes to `log` (an array of lines) unless `inherit` is set.
 */
export function start(command, args, { cwd = ROOT, env = {}, log = [], inherit = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", TURBO_TELEMETRY_DISABLED: "1", ...env },
    stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
  });
  if (!inherit) {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => log.push(...chunk.split("\n").filter(Boolean)));
    }
  }
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, options = {}) {
  const log = [];
  const child = start(command, args, { ...options, log });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      if (code === 0) resolve(log);
      else reject(new Error(`${command} ${args.join(" ")} exited ${code}\n${log.slice(-40).join("\n")}`));
    });
  });
}

/** Stops one child (its whole process group) and waits until it has exited. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every child started by {@link start}. */
export async function stopAll() {
  await Promise.all([...children].map(stop));
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

/** Polls `url` until it answers 2xx; fails after `timeoutMs` (with the log of `child`, if any). */
export async function waitForUrl(url, { timeoutMs = 120_000, child, log = [] } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`exited early while waiting for ${url}\n${log.join("\n")}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${url}\n${log.slice(-40).join("\n")}`);
}

/**
 * Starts `wrangler dev --env local` in apps/worker on 127.0.0.1:`port` (how `pnpm start` serves the
 * site and the API), with extra `--var NAME:VALUE` pairs and optionally another assets folder.
 * With `stateDir`, the worker's local state (the D1 inquiry archive) lives there, and the D1
 * migrations are applied to it first (`wrangler d1 migrations apply DB --local --env local`), so
 * a benchmark's inquiries never land in a developer's `.wrangler/state`. With `script` (a bundle
 * `wrangler deploy --dry-run --outdir` wrote), that file is served as it is (`--no-bundle`, with
 * apps/worker/wrangler.jsonc, which wrangler would otherwise look for beside the file), so an
 * edit under apps/worker/src during the run does not restart the worker.
 * Resolves once `GET /api/health` answers.
 */
export async function startWorker({ port, inspectorPort, vars = {}, assets, stateDir, script }) {
  const persist = stateDir ? ["--persist-to", stateDir] : [];
  if (stateDir) {
    await run(
      "pnpm",
      ["exec", "wrangler", "d1", "migrations", "apply", "DB", "--local", "--env", "local", ...persist],
      { cwd: WORKER_DIR, env: { CI: "true", WRANGLER_SEND_METRICS: "false" } },
    );
  }
  const log = [];
  const args = [
    "exec",
    "wrangler",
    "dev",
    ...(script ? [script, "--no-bundle", "--config", "wrangler.jsonc"] : []),
    "--env",
    "local",
    ...persist,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
    ...(assets ? ["--assets", assets] : []),
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  const child = start("pnpm", args, { cwd: WORKER_DIR, log });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, { child, log, timeoutMs: 120_000 });
  return { child, log, origin: `http://127.0.0.1:${port}` };
}

/** Median of numbers (the middle one; the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === "number" && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A Markdown table from a header row and rows of cells, padded the way Biome formats Markdown. */
export function markdownTable(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/**
 * A minimal Chrome DevTools Protocol client over the browser's WebSocket (Node's global
 * `WebSocket`), for the site benchmark's main-thread runs (bench/site.mjs). `send(method, params,
 * sessionId)` resolves with the command's result and rejects with the protocol's error message;
 * `on(method, listener)` hears every event of that name (`listener(params, sessionId)`); `close()`
 * closes the socket.
 *
 * @param port - the browser's remote debugging port (chrome-launcher's `chrome.port`).
 */
export async function connectCdp(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot connect to ${webSocketDebuggerUrl}`)), {
      once: true,
    });
  });
  let nextId = 1;
  const pending = new Map();
  const listeners = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(`${waiter.method}: ${message.error.message}`));
      else waiter?.resolve(message.result);
      return;
    }
    for (const listener of listeners.get(message.method) ?? []) listener(message.params, message.sessionId);
  });
  return {
    send(method, params = {}, sessionId) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }));
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
      return () =>
        listeners.set(
          method,
          (listeners.get(method) ?? []).filter((entry) => entry !== listener),
        );
    },
    close() {
      socket.close();
    },
  };
}

/** The trace event names of one main-thread task (Lighthouse's `isScheduleableTask`). */
const TASK_EVENT_NAMES = new Set([
  "RunTask",
  "ThreadControllerImpl::RunTask",
  "ThreadControllerImpl::DoWork",
  "TaskQueueManager::ProcessTaskFromWorkQueue",
]);

/** Trace events that run JavaScript: a task holding one is a script task. */
const SCRIPT_EVENT_NAMES = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "v8.callFunction",
  "RunMicrotasks",
  "v8.run",
]);

/**
 * The main-thread tasks of a page's renderer after its first contentful paint, from a Chromium
 * trace: the renderer is the process whose main thread (`CrRendererMain`) recorded the
 * `firstContentfulPaint` mark (the page's main frame, `frame` = `frameId` when given); tasks
 * nested in another task are not counted twice. A task that started before first paint counts
 * only its part after it, as in total blocking time.
 *
 * @param events - the trace's `traceEvents`.
 * @param frameId - the page's main frame, when known.
 * @returns `fcpMs` (from navigation start, or `null` when the page never painted), `tasks`
 *   (durations in ms, in start order), `longestMs`/`blockingMs` (the longest task, and the sum
 *   over tasks of the time beyond 50 ms: total blocking time) and `longestScriptMs` (the most
 *   JavaScript one task ran: its outermost script events, summed), all in ms.
 */
export function tasksAfterFirstPaint(events, frameId) {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const fcp = events.find(
    (event) =>
      event.name === "firstContentfulPaint" &&
      mainThreads.has(`${event.pid}:${event.tid}`) &&
      (!frameId || event.args?.frame === frameId),
  );
  if (!fcp) return { fcpMs: null, tasks: [], longestMs: 0, blockingMs: 0, longestScriptMs: 0 };
  const navigationStart = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.pid === fcp.pid &&
      (!frameId || event.args?.frame === frameId) &&
      event.ts <= fcp.ts,
  );
  const onThread = (event) => event.ph === "X" && event.pid === fcp.pid && event.tid === fcp.tid;
  const scripts = events
    .filter((event) => onThread(event) && SCRIPT_EVENT_NAMES.has(event.name))
    .sort((a, b) => a.ts - b.ts);
  const tasks = [];
  const scriptTimes = [];
  let endOfLast = 0;
  let nextScript = 0;
  for (const event of events
    .filter(
      (event) => onThread(event) && TASK_EVENT_NAMES.has(event.name) && event.ts + (event.dur ?? 0) > fcp.ts,
    )
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < endOfLast) continue;
    endOfLast = event.ts + (event.dur ?? 0);
    const ms = (endOfLast - Math.max(event.ts, fcp.ts)) / 1000;
    tasks.push(ms);
    // The task's JavaScript: its outermost script events, each counted once.
    while (nextScript < scripts.length && scripts[nextScript].ts < event.ts) nextScript++;
    let scriptTime = 0;
    let scriptEnd = 0;
    for (; nextScript < scripts.length && scripts[nextScript].ts < endOfLast; nextScript++) {
      const script = scripts[nextScript];
      if (script.ts < scriptEnd) continue;
      scriptEnd = script.ts + (script.dur ?? 0);
      scriptTime += Math.min(scriptEnd, endOfLast) - Math.max(script.ts, fcp.ts);
    }
    scriptTimes.push(Math.max(0, scriptTime) / 1000);
  }
  return {
    fcpMs: navigationStart ? (fcp.ts - navigationStart.ts) / 1000 : null,
    tasks,
    longestMs: Math.max(0, ...tasks),
    blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    longestScriptMs: Math.max(0, ...scriptTimes),
  };
}
