/**
 * The worker's own CPU time for cleaning the photos of a `pnpm bench:photos` case
 * (bench/photo-upload.mjs), measured as bench/worker-code.ts measures its steps: `cleanPhoto`
 * (apps/worker/src/photos/clean-photo.ts, docs/reference.md#photos) called in a loop in this Node
 * process (V8, as in workerd) after a warm-up, the mean time per call ({@link timeClean}). Not timed: reading the
 * multipart body and storing in R2, which the runtime does around the code.
 */

import { cleanPhoto } from "../apps/worker/src/photos/clean-photo.ts";
import { MAX_PHOTOS, MAX_PHOTOS_TOTAL_BYTES } from "../packages/contract/src/photos.ts";

const WARM_UP = Number(process.env.BENCH_CLEAN_WARM_UP ?? 3);
const ITERATIONS = Number(process.env.BENCH_CLEAN_ITERATIONS ?? 20);

/**
 * The mean milliseconds of one `cleanPhoto` call on `bytes`, and whether it accepted them: `ms` is
 * this process's CPU time (`process.cpuUsage`, user and system), which a busy shared machine does
 * not inflate as it does the wall time (`wallMs`, `performance.now()` as bench/worker-code.ts reads).
 * @returns `{ ms, wallMs, accepted, keptBytes }` (`keptBytes`: the cleaned size, 0 when refused).
 */
export function timeClean(bytes) {
  let clean = null;
  for (let i = 0; i < WARM_UP; i++) clean = cleanPhoto(bytes);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) clean = cleanPhoto(bytes);
  const used = process.cpuUsage(cpu);
  const wallMs = (performance.now() - started) / ITERATIONS;
  const ms = (used.user + used.system) / 1000 / ITERATIONS;
  return { ms, wallMs, accepted: clean !== null, keptBytes: clean?.bytes.length ?? 0 };
}

/**
 * The cleaning a case's post costs the worker: each photo in order, as the intake checks them
 * (a photo past `MAX_PHOTOS` or `MAX_PHOTOS_TOTAL_BYTES` is refused before it is cleaned; a photo
 * the cleaner refuses ends the post). Each distinct file is timed once (`cache`, keyed by its bytes).
 * @returns `{ ms, wallMs, photos }`: the summed mean times, and how many photos were cleaned.
 */
export function cleaningOf(photos, cache = new Map()) {
  let ms = 0;
  let wallMs = 0;
  let total = 0;
  let cleaned = 0;
  for (const [index, photo] of photos.entries()) {
    total += photo.bytes.length;
    if (index + 1 > MAX_PHOTOS || total > MAX_PHOTOS_TOTAL_BYTES) break;
    if (!cache.has(photo.bytes)) cache.set(photo.bytes, timeClean(photo.bytes));
    const timing = cache.get(photo.bytes);
    ms += timing.ms;
    wallMs += timing.wallMs;
    cleaned += 1;
    if (!timing.accepted) break;
  }
  return { ms, wallMs, photos: cleaned };
}

/** How many calls each mean is taken over (after the warm-up). */
export const CLEAN_ITERATIONS = ITERATIONS;
