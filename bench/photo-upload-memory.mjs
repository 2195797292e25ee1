/**
 * Resident memory of a process tree on Linux, for `pnpm bench:photos` (bench/photo-upload.mjs):
 * the `workerd` processes `wrangler dev` starts, found from /proc; their VmRSS sampled every
 * ~20 ms on a thread of its own (so the benchmark's own uploads cannot delay a sample), and their
 * kernel-kept peak (VmHWM) reset before a case and read after it, which no sampling interval can miss;
 * and the worker's own V8 isolate, its heap and ArrayBuffer memory, over wrangler dev's inspector
 * ({@link connectIsolate}).
 */
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";

/**
 * The pids under `root` (not `root` itself) in a parent map: `parentOf` maps each pid to its
 * parent's pid. Depth first, in no particular order.
 */
export function descendants(parentOf, root) {
  const children = new Map();
  for (const [pid, parent] of parentOf) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const found = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop();
    found.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * A /proc/<pid>/stat line's command name and parent pid (the name is in parentheses and may
 * hold spaces or parentheses itself, so the fields are read after the last `)`).
 */
export function parseStat(line) {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  const fields = line.slice(close + 2).split(" ");
  return { name: line.slice(open + 1, close), parent: Number(fields[1]) };
}

/** Every running process's name and parent pid, from /proc. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      table.set(Number(entry), parseStat(readFileSync(`/proc/${entry}/stat`, "utf8")));
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** The pids of the processes called `name` under `root` (e.g. workerd under wrangler dev's pnpm). */
export function processesNamed(root, name) {
  const table = processTable();
  const parentOf = new Map([...table].map(([pid, { parent }]) => [pid, parent]));
  return descendants(parentOf, root).filter((pid) => table.get(pid)?.name === name);
}

/** A `/proc/<pid>/status` field in bytes (`VmRSS`, `VmHWM`: the file says kB, meaning KiB). */
export function statusBytes(status, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match) throw new Error(`no ${field} in /proc/<pid>/status`);
  return Number(match[1]) * 1024;
}

/** The sum of `field` over `pids`, in bytes. */
export function memoryOf(pids, field) {
  return pids.reduce((sum, pid) => sum + statusBytes(readFileSync(`/proc/${pid}/status`, "utf8"), field), 0);
}

/** Resets each process's VmHWM to its present VmRSS (`5` to /proc/<pid>/clear_refs, Linux 4.0+). */
export function resetPeaks(pids) {
  for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

// The sampling thread: sums VmRSS of the pids every `intervalMs` until the flag is set, then posts
// { samples, max, maxGapMs }.
const SAMPLER = `
const { workerData, parentPort } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const { pids, intervalMs, flag } = workerData;
const stop = new Int32Array(flag);
let samples = 0, max = 0, maxGapMs = 0, last = performance.now();
while (Atomics.load(stop, 0) === 0) {
  let rss = 0;
  for (const pid of pids) {
    // A process that ended (or is ending) has no VmRSS: it counts 0.
    let status = "";
    try { status = readFileSync("/proc/" + pid + "/status", "utf8"); } catch {}
    const match = /^VmRSS:\\s+(\\d+) kB$/m.exec(status);
    rss += match ? Number(match[1]) * 1024 : 0;
  }
  const now = performance.now();
  if (samples > 0) maxGapMs = Math.max(maxGapMs, now - last);
  last = now;
  samples++;
  if (samples === 1) parentPort.postMessage("started");
  max = Math.max(max, rss);
  Atomics.wait(stop, 0, 0, intervalMs);
}
parentPort.postMessage({ samples, max, maxGapMs });
`;

/**
 * Starts sampling the summed VmRSS of `pids` every `intervalMs` on its own thread; resolves once
 * the first sample is taken.
 * @returns `stop()`, which resolves with `{ samples, max, maxGapMs }` (`max` in bytes, the
 * longest time between two samples in ms).
 */
export async function sampleRss(pids, intervalMs = 20) {
  const flag = new SharedArrayBuffer(4);
  const worker = new Worker(SAMPLER, { eval: true, workerData: { pids, intervalMs, flag } });
  // The first message says the first sample is taken; the second carries the result.
  const messages = [];
  const waiters = [];
  worker.on("message", (message) => (waiters.length ? waiters.shift()(message) : messages.push(message)));
  const next = () =>
    new Promise((resolve, reject) => {
      if (messages.length) return resolve(messages.shift());
      waiters.push(resolve);
      worker.once("error", reject);
    });
  await next();
  const result = next();
  return {
    async stop() {
      Atomics.store(new Int32Array(flag), 0, 1);
      Atomics.notify(new Int32Array(flag), 0);
      const value = await result;
      await worker.terminate();
      return value;
    },
  };
}

/**
 * Connects to the worker isolate over `wrangler dev`'s inspector (`ws://127.0.0.1:<port>/ws`, which
 * wants a local `Origin`) to read its memory with the Chrome DevTools Protocol's
 * `Runtime.getHeapUsage`: the V8 heap in use (`usedSize`) plus the ArrayBuffers' backing stores
 * (`backingStorageSize`), the memory the runtime's per-isolate limit counts.
 * @returns `sample(intervalMs)`, which calls it one call after the other, at most every
 *   `intervalMs`, until its `stop()` resolves with `{ samples, max, maxHeap, maxBuffers }` in bytes
 *   (`max`: the largest sum of one sample); and `close()`. `null` when the inspector cannot be reached.
 */
export async function connectIsolate(inspectorPort) {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, {
    headers: { origin: "http://localhost" },
  });
  const opened = await new Promise((resolve) => {
    socket.addEventListener("open", () => resolve(true), { once: true });
    socket.addEventListener("error", () => resolve(false), { once: true });
  });
  if (!opened) return null;
  let nextId = 1;
  let closed = false;
  const pending = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    pending.get(message.id)?.(message.result ?? null);
    pending.delete(message.id);
  });
  socket.addEventListener("close", () => {
    closed = true;
    for (const resolve of pending.values()) resolve(null);
    pending.clear();
  });
  // A call unanswered within 2 s (the isolate gone, or a method the runtime ignores) gives null.
  const call = (method) =>
    new Promise((resolve) => {
      if (closed) return resolve(null);
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(null);
      }, 2_000);
      pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    sample(intervalMs = 20) {
      let running = true;
      const stats = { samples: 0, max: 0, maxHeap: 0, maxBuffers: 0 };
      const loop = (async () => {
        while (running && !closed) {
          const started = performance.now();
          const usage = await call("Runtime.getHeapUsage");
          if (usage) {
            const buffers = usage.backingStorageSize ?? 0;
            stats.samples++;
            stats.max = Math.max(stats.max, usage.usedSize + buffers);
            stats.maxHeap = Math.max(stats.maxHeap, usage.usedSize);
            stats.maxBuffers = Math.max(stats.maxBuffers, buffers);
          }
          const wait = intervalMs - (performance.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      })();
      return {
        async stop() {
          running = false;
          await loop;
          return stats;
        },
      };
    },
    close() {
      socket.close();
    },
  };
}

/**
 * The TCP ports a process listens on (IPv4), from its open sockets' inodes and /proc/<pid>/net/tcp:
 * how the benchmark finds the runtime's own entry socket behind wrangler dev's proxy.
 */
export function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // The descriptor closed while the list was read.
    }
  }
  return readFileSync(`/proc/${pid}/net/tcp`, "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === "0A" && inodes.has(fields[9]))
    .map((fields) => Number.parseInt(fields[1].split(":")[1], 16));
}
