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
 * a benchmark's inquiries never land in a developer's `.wrangler/state`.
 * Resolves once `GET /api/health` answers.
 */
export async function startWorker({ port, inspectorPort, vars = {}, assets, stateDir }) {
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
