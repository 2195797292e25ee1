/**
 * `pnpm bench:photos`: inquiries with photos at the limits of @clearwell/contract/photos
 * (docs/reference.md#photos) posted to `wrangler dev --env local`, with the memory of the worker's
 * isolate and of its workerd processes watched. Makes the photos in memory
 * (bench/photo-upload-images.mjs: noise PNGs, a JPEG with a GPS and orientation EXIF segment, each
 * to the byte, and three files crafted to make the cleaner walk millions of parts), times the
 * worker's own cleaning of each case's photos (bench/photo-upload-cleaning.mjs) and bundles the
 * worker once. Each case then gets a worker of its own, serving that bundle on a
 * migrated local state (`--persist-to` a temporary folder: D1 and the R2 photo bucket): a form
 * token aged past the 3 s spam rule (docs/product.md#abuse-defences), a warm-up post with one small
 * photo, then the case, posted as the Contact page does (`multipart/form-data`: the `inquiry` JSON
 * part first, then the `photos` file parts; `Accept: application/json`) to the runtime's own
 * socket behind wrangler dev's proxy. For each: the status and answer, the wall time, photo bytes
 * per second, the isolate's heap and buffers before and at their peak during the post (over the
 * inspector), workerd's resident memory before and at its peak (bench/photo-upload-memory.mjs:
 * VmRSS every ~20 ms and the kernel's VmHWM, reset before the case), both peaks in the seconds
 * after the answer (the delivery run), the bytes the local R2 bucket gained, the photos the admin
 * API lists for the inquiry, and what is left of a stored JPEG's EXIF (only the orientation may be).
 * Then the cleaning CPU of the largest accepted post against the Workers plans' CPU limits. Last, the refused post
 * through wrangler dev's own port, as a developer would send it. Writes
 * bench/photo-upload-report.md and prints it; exits 1 when a case is not answered as expected.
 *
 * Env: BENCH_PORT_FROM / BENCH_PORT_TO (bench/lib.mjs), BENCH_AFTER_MS (how long the delivery run
 * is watched after each answer, default 3000).
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { cpus, loadavg, release, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { INQUIRY_PART } from "../packages/contract/src/index.ts";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_PHOTOS_TOTAL_BYTES,
  PHOTO_FIELD,
  PHOTO_MESSAGES,
} from "../packages/contract/src/photos.ts";
import { INQUIRY } from "./inquiry.ts";
import { freePort, markdownTable, ROOT, run, startWorker, stop, stopAll, WORKER_DIR } from "./lib.mjs";
import { CLEAN_ITERATIONS, cleaningOf } from "./photo-upload-cleaning.mjs";
import {
  chunkFloodWebp,
  emptyChunkPng,
  markerFloodJpeg,
  noiseJpeg,
  noisePng,
} from "./photo-upload-images.mjs";
import {
  connectIsolate,
  listeningPorts,
  memoryOf,
  processesNamed,
  resetPeaks,
  sampleRss,
} from "./photo-upload-memory.mjs";

const MiB = 1024 * 1024;
const AFTER_MS = Number(process.env.BENCH_AFTER_MS ?? 3_000);
/** How often the refused post is sent through wrangler dev's proxy. */
const PROXY_TRIES = 3;
/** The Workers runtime's memory limit per isolate: 128 MB (MiB, as the runtime counts). */
const WORKER_MEMORY_LIMIT = 128 * MiB;
/** Where a GPS position is written into the JPEG (a street in Portland, Oregon). */
const GPS = { latitude: 45.523064, longitude: -122.676483 };
/** The EXIF orientation of the JPEG (turned 90 degrees, as a phone held upright writes it). */
const ORIENTATION = 6;
/** The Workers plans' CPU time limits per request, in ms: Free, Paid by default, Paid at most. */
const CPU_LIMITS_MS = { free: 10, paidDefault: 30_000, paidMax: 300_000 };

/** The colour codes in wrangler's terminal output. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;

/** Sizes of every file under `dir` in bytes (0 when it does not exist): the local R2 bucket's blobs. */
async function bytesUnder(dir) {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** The photos of every case, made once (`{ name, type, bytes }` each), and the cases. */
function makePhotos() {
  const started = performance.now();
  const png = (size, n) => ({ name: `noise-${n}.png`, type: "image/png", bytes: noisePng(size).bytes });
  const gpsJpeg = noiseJpeg(5 * MiB, { gps: GPS, orientation: ORIENTATION });
  const flood = (make, name, type) => {
    const { bytes, parts } = make(MAX_PHOTO_BYTES);
    return { name, type, bytes, parts };
  };
  const crafted = [
    flood(markerFloodJpeg, "markers.jpg", "image/jpeg"),
    flood(emptyChunkPng, "chunks.png", "image/png"),
    flood(chunkFloodWebp, "chunks.webp", "image/webp"),
  ];
  const jpeg = { name: "site-visit.jpg", type: "image/jpeg", bytes: gpsJpeg.bytes };
  const tenMiB = Array.from({ length: MAX_PHOTOS }, (_, i) => png(MAX_PHOTO_BYTES, i + 1));
  const fiveMiB = Array.from({ length: MAX_PHOTOS - 1 }, (_, i) => png(5 * MiB, i + 1));
  const small = png(256 * 1024, 0);
  return {
    seconds: (performance.now() - started) / 1000,
    jpeg: gpsJpeg,
    warmUp: [small],
    crafted,
    cases: [
      { name: "no photos (the inquiry part only)", photos: [], expect: "accepted" },
      {
        name: "one photo: 10 MiB PNG (the reference)",
        photos: [tenMiB[0]],
        expect: "accepted",
        reference: true,
      },
      {
        name: "largest accepted: 2 x 10 MiB PNG + 5 MiB JPEG with GPS EXIF",
        photos: [tenMiB[0], tenMiB[1], jpeg],
        expect: "accepted",
      },
      {
        name: "largest accepted: 5 x 5 MiB (4 PNG + the JPEG with GPS EXIF)",
        photos: [...fiveMiB, jpeg],
        expect: "accepted",
      },
      { name: "over the total: 5 x 10 MiB PNG", photos: tenMiB, expect: "total_too_large" },
      {
        name: "over the total: 5 x 10 MiB PNG, chunked (no Content-Length)",
        photos: tenMiB,
        expect: "total_too_large",
        chunked: true,
      },
      ...crafted.map((photo) => ({
        name: `crafted: ${mib(photo.bytes.length)} ${photo.type.slice(6).toUpperCase()} of ${(photo.parts / 1e6).toFixed(2)} million ${photo.type === "image/jpeg" ? "FF 01 markers" : "empty chunks"}`,
        photos: [photo],
        expect: "wrong_type",
        crafted: true,
      })),
    ],
  };
}

/** The multipart body the Contact page sends: the inquiry part, then each photo. */
function formOf(inquiry, photos) {
  const form = new FormData();
  form.append(INQUIRY_PART, JSON.stringify(inquiry));
  for (const photo of photos)
    form.append(PHOTO_FIELD, new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
}

/** What the worker's answer says, shortened for the report. */
function answerOf(text) {
  try {
    const body = JSON.parse(text);
    if (body.error !== undefined || body.code !== undefined) {
      // A field's message says it all; the error sentence only without one.
      const fields = Object.entries(body.fields ?? {}).map(
        ([name, message]) => `fields.${name} "${message}"`,
      );
      return {
        body,
        summary: `${body.code ?? ""}: ${fields.length ? fields.join(", ") : (body.error ?? "")}`,
      };
    }
    return { body, summary: `${body.status ?? ""} ${body.id ? `id ${body.id.slice(0, 8)}...` : ""}`.trim() };
  } catch {
    return { body: null, summary: `(not JSON) ${text.replace(/\s+/g, " ").slice(0, 100)}` };
  }
}

/**
 * POSTs `body` over node:http on a connection of its own, in 1 MiB writes, each after the last one
 * drained, and reads the answer as soon as it comes, even before the body is all sent (a worker that
 * refuses early stops reading; `fetch` would then report only the broken pipe). With `chunked`, no
 * `Content-Length` is sent (`Transfer-Encoding: chunked`), so the worker learns the size only by reading.
 * @returns the status and text of the answer (0 and "" without one), the error when there was no
 *   answer, and how many bytes the connection had sent when the answer came (headers included).
 */
function postForm(url, body, headers, { chunked = false } = {}) {
  return new Promise((resolve) => {
    let answered = false;
    const request = httpRequest(url, {
      method: "POST",
      agent: false,
      headers: chunked ? headers : { ...headers, "content-length": body.length },
    });
    request.on("response", (response) => {
      answered = true;
      const sentAtAnswer = request.socket?.bytesWritten ?? 0;
      const chunks = [];
      const done = () => {
        resolve({
          status: response.statusCode,
          text: Buffer.concat(chunks).toString("utf8"),
          error: null,
          sentAtAnswer,
        });
        request.destroy();
      };
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", done);
      // Cut off before its end (the connection closed): what arrived.
      response.on("close", done);
    });
    request.on("error", (error) => {
      if (!answered)
        resolve({
          status: 0,
          text: "",
          error: error.message,
          sentAtAnswer: request.socket?.bytesWritten ?? 0,
        });
    });
    (async () => {
      for (let at = 0; at < body.length && !answered && !request.destroyed; at += MiB) {
        if (request.write(body.subarray(at, at + MiB))) continue;
        await new Promise((drained) => {
          const go = () => {
            request.off("drain", go);
            request.off("close", go);
            drained();
          };
          request.on("drain", go);
          request.on("close", go);
        });
      }
      if (!answered && !request.destroyed) request.end();
    })();
  });
}

/** Whether the answer is what the case expects: accepted (200/202 with an id) or the named refusal. */
function verdictOf(expect, status, body) {
  if (expect === "accepted") return (status === 200 || status === 202) && typeof body?.id === "string";
  const message = PHOTO_MESSAGES[expect];
  return status >= 400 && status < 500 && JSON.stringify(body ?? {}).includes(message);
}

/** The admin API's photo list for an inquiry, or why there is none. */
async function storedPhotos(origin, id) {
  const response = await fetch(`${origin}/api/admin/inquiries/${id}`);
  if (!response.ok) return { note: `GET /api/admin/inquiries/<id> answered ${response.status}` };
  const detail = await response.json();
  if (!Array.isArray(detail.photos)) return { note: "the admin API lists no photos yet (skipped)" };
  // Each stored JPEG, fetched back: what is left of its EXIF (only a 36-byte segment with the
  // orientation may be; the GPS IFD pointer, tag 0x8825, must not).
  const exifLeft = [];
  for (const photo of detail.photos.filter((listed) => listed.type === "image/jpeg")) {
    const stored = await fetch(`${origin}/api/admin/inquiries/${id}/photos/${photo.n}`);
    const bytes = Buffer.from(await stored.arrayBuffer());
    const at = bytes.indexOf(Buffer.from("Exif\0\0", "latin1"));
    const segment = at < 2 ? null : bytes.subarray(at - 4, at - 2 + bytes.readUInt16BE(at - 2));
    exifLeft.push({
      n: photo.n,
      status: stored.status,
      exifBytes: segment?.length ?? 0,
      orientation: segment?.length === 36 ? segment.readUInt16BE(28) : null,
      gps: segment !== null && (segment.length !== 36 || segment.includes(Buffer.from([0x88, 0x25]))),
    });
  }
  return { photos: detail.photos, photoCount: detail.photoCount, exifLeft };
}

/**
 * The worker bundled once (`wrangler deploy --dry-run --outdir`, env.local) into `outdir`: the
 * benchmark serves this file, so edits under apps/worker/src during a run restart nothing.
 * @returns the bundle's path.
 */
async function bundleWorker(outdir, assets) {
  await run(
    "pnpm",
    ["exec", "wrangler", "deploy", "--dry-run", "--outdir", outdir, "--env", "local", "--assets", assets],
    {
      cwd: WORKER_DIR,
    },
  );
  return path.join(outdir, "index.js");
}

/** Posts one case while workerd's memory and the worker isolate's are watched. */
async function runCase(worker, target, isolate, r2Dir, inquiry, photoCase) {
  const photoBytes = photoCase.photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  // Encoded before the clock starts: the time is the upload's and the worker's, not the encoding's.
  const encoded = new Response(formOf(inquiry, photoCase.photos));
  const contentType = encoded.headers.get("content-type");
  const body = Buffer.from(await encoded.arrayBuffer());
  // Let the warm-up's work settle, then reset the kernel's peak to today's RSS.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const pids = processesNamed(worker.child.pid, "workerd");
  const before = memoryOf(pids, "VmRSS");
  const isolateBefore = isolate ? await isolate.sample().stop() : null;
  const r2Before = await bytesUnder(r2Dir);
  resetPeaks(pids);
  const sampler = await sampleRss(pids);
  const isolateSampler = isolate?.sample();
  const started = performance.now();
  const logFrom = worker.log.length;
  const { status, text, error, sentAtAnswer } = await postForm(
    `${target}/api/send-email`,
    body,
    { "content-type": contentType, accept: "application/json", origin: target },
    { chunked: photoCase.chunked },
  );
  const seconds = (performance.now() - started) / 1000;
  const during = await sampler.stop();
  const isolateDuring = await isolateSampler?.stop();
  const hwm = memoryOf(pids, "VmHWM");
  // The delivery run (email, webhook) starts with or after the answer: watched on its own.
  resetPeaks(pids);
  const afterSampler = await sampleRss(pids);
  const isolateAfterSampler = isolate?.sample();
  await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
  const after = await afterSampler.stop();
  const isolateAfter = await isolateAfterSampler?.stop();
  const afterHwm = memoryOf(pids, "VmHWM");
  const r2Gained = (await bytesUnder(r2Dir)) - r2Before;
  const answer = error ? { body: null, summary: `request failed: ${error}` } : answerOf(text);
  const stored = answer.body?.id ? await storedPhotos(worker.origin, answer.body.id) : null;
  // An accepted post must have stored every photo (spam gets the same answer and stores none), and
  // no JPEG with its EXIF.
  const allStored =
    !stored?.photos ||
    (stored.photos.length === photoCase.photos.length &&
      stored.exifLeft.every((jpeg) => !jpeg.gps && jpeg.orientation === ORIENTATION));
  return {
    name: photoCase.name,
    reference: photoCase.reference === true,
    crafted: photoCase.crafted === true,
    cleaning: photoCase.cleaning,
    files: photoCase.photos.length,
    photoBytes,
    bodyBytes: body.length,
    sentAtAnswer,
    status,
    answer,
    ok: !error && verdictOf(photoCase.expect, status, answer.body) && allStored,
    expect: photoCase.expect,
    seconds,
    before,
    peak: Math.max(during.max, hwm),
    sampledPeak: during.max,
    hwm,
    samples: during.samples,
    maxGapMs: during.maxGapMs,
    afterPeak: Math.max(after.max, afterHwm),
    processes: pids.length,
    isolateBefore: isolateBefore?.max ?? null,
    isolatePeak: isolateDuring?.max ?? null,
    isolateHeap: isolateDuring?.maxHeap ?? null,
    isolateBuffers: isolateDuring?.maxBuffers ?? null,
    isolateSamples: isolateDuring?.samples ?? 0,
    isolateAfterPeak: isolateAfter?.max ?? null,
    r2Gained,
    stored,
    // What wrangler dev and the worker logged about the request (its request line, photo events, errors).
    logLines: worker.log
      .slice(logFrom)
      .filter((line) => /send-email|photo|error|lost/i.test(line))
      .map((line) => line.replaceAll(ANSI_COLOUR, "").replace(/\s+/g, " ").trim())
      .slice(0, 6),
  };
}

/** The version a command prints, or `?`. */
function versionOf(command, args, cwd = ROOT) {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8" }).trim().split("\n").at(-1);
  } catch {
    return "?";
  }
}

/** Bytes as MiB, or `-` when not measured. */
const mibOrDash = (bytes) => (bytes === null || bytes === undefined ? "-" : mib(bytes));

/** How much the isolate grew during the post (peak over before), or `null` when not measured. */
const isolateGrowth = (row) =>
  row.isolatePeak === null || row.isolateBefore === null ? null : row.isolatePeak - row.isolateBefore;

/** A sentence on what a case's figures mean against the isolate limit and the one-photo reference. */
function meaning(row, reference) {
  const growth = isolateGrowth(row);
  if (growth === null) return `${row.name}: the isolate was not measured (no inspector).`;
  const limit = `${((row.isolatePeak / WORKER_MEMORY_LIMIT) * 100).toFixed(0)}% of the ${mib(WORKER_MEMORY_LIMIT)} limit`;
  const parts = `heap ${mib(row.isolateHeap)}, ArrayBuffers ${mib(row.isolateBuffers)}`;
  const times =
    reference && !row.reference && reference > 0
      ? `, ${(growth / reference).toFixed(1)} x the one-photo case`
      : "";
  const head = `${row.name}: the isolate peaked at ${mib(row.isolatePeak)} (${limit}; ${parts}), a growth of ${mib(growth)}${times}`;
  if (row.crafted) {
    const ratio = reference ? growth / reference : Number.NaN;
    const aim = ratio <= 2 ? "within" : "**over**";
    return `${head}; refused by the cleaner after ${row.cleaning.ms.toFixed(1)} ms of cleaning CPU: ${aim} the aim of at most 2 x the one-photo case.`;
  }
  if (row.expect === "accepted") {
    const perByte = row.photoBytes ? `, ${(growth / row.photoBytes).toFixed(1)} bytes per photo byte` : "";
    return `${head}${perByte}.`;
  }
  const sent = `answered after ${mib(row.sentAtAnswer)} of the ${mib(row.bodyBytes)} body had been sent`;
  if (growth < MiB) return `${head}; ${sent}: refused before reading a photo.`;
  // Past MAX_PHOTOS_TOTAL_BYTES the worker must refuse: it may read that many photos' worth first.
  const read = MAX_PHOTOS_TOTAL_BYTES / (row.photoBytes / row.files);
  const ratio = reference ? growth / reference : Number.NaN;
  const verdict =
    ratio < read
      ? `less than the ${read.toFixed(1)} x that holding the ${read.toFixed(1)} photos it may read before refusing would take: it did not hold them all at once (what is over 1 x is buffers already let go, not yet collected)`
      : `**as much as holding the ${read.toFixed(1)} photos it may read before refusing would take (${read.toFixed(1)} x): more than one may have been held at once**`;
  return `${head}; ${sent}; ${verdict}.`;
}

/** The largest accepted post's cleaning CPU against the Workers plans' CPU limits per request. */
function cpuNote(rows) {
  const accepted = rows.filter((row) => row.expect === "accepted" && row.cleaning.photos > 0);
  if (accepted.length === 0) return "No post with photos was accepted: no cleaning CPU to state.";
  const largest = accepted.reduce((most, row) => (row.cleaning.ms > most.cleaning.ms ? row : most));
  const crafted = rows.filter((row) => row.crafted);
  const craftedMs = crafted.length ? Math.max(...crafted.map((row) => row.cleaning.ms)) : 0;
  const fits = largest.cleaning.ms <= CPU_LIMITS_MS.free ? "within" : "**over**";
  return `Cleaning CPU against the Workers plans' CPU time per request (Free ${CPU_LIMITS_MS.free} ms; Paid ${CPU_LIMITS_MS.paidDefault / 1000} s by default,
up to ${CPU_LIMITS_MS.paidMax / 60_000} min): the most, ${largest.cleaning.ms.toFixed(1)} ms for "${largest.name}", is ${fits} the Free plan's ${CPU_LIMITS_MS.free} ms and
${((largest.cleaning.ms / CPU_LIMITS_MS.paidDefault) * 100).toFixed(2)}% of the Paid plan's default. The crafted files cost at most ${craftedMs.toFixed(1)} ms each before they are refused.
The whole request also parses the multipart body, checks the inquiry and writes to R2 and D1 (bench/worker-report.md).`;
}

function report({ rows, machine, photos, loadStart, loadEnd, date, proxyCheck }) {
  const reference = isolateGrowth(rows.find((row) => row.reference) ?? { isolatePeak: null });
  const table = markdownTable(
    [
      "case",
      "status",
      "answer",
      "time",
      "sent when answered",
      "photo MiB/s",
      "cleaning CPU (wall)",
      "isolate before",
      "isolate peak",
      "isolate growth",
      "x one photo",
      "workerd RSS before",
      "RSS peak",
      "RSS growth",
      "after answer: isolate, RSS peak",
      "R2 gained",
    ],
    rows.map((row) => {
      const growth = isolateGrowth(row);
      return [
        `${row.ok ? "" : "**UNEXPECTED** "}${row.name}`,
        String(row.status || "-"),
        row.answer.summary.replaceAll("|", "\\|"),
        `${row.seconds.toFixed(2)} s`,
        `${mib(row.sentAtAnswer)} of ${mib(row.bodyBytes)}`,
        row.photoBytes && row.expect === "accepted" ? (row.photoBytes / MiB / row.seconds).toFixed(1) : "-",
        row.cleaning.photos ? `${row.cleaning.ms.toFixed(1)} ms (${row.cleaning.wallMs.toFixed(1)} ms)` : "-",
        mibOrDash(row.isolateBefore),
        mibOrDash(row.isolatePeak),
        mibOrDash(growth),
        growth !== null && reference && !row.reference ? (growth / reference).toFixed(1) : "-",
        mib(row.before),
        mib(row.peak),
        mib(row.peak - row.before),
        `${mibOrDash(row.isolateAfterPeak)}, ${mib(row.afterPeak)}`,
        mib(row.r2Gained),
      ];
    }),
  );
  const storedLines = rows
    .filter((row) => row.stored)
    .map((row) =>
      row.stored.photos
        ? `- ${row.name}: ${row.stored.photos.length} listed${
            row.stored.photos.length
              ? ` (${row.stored.photos
                  .map((photo) => `${photo.name ?? photo.n}, ${photo.type}, ${mib(photo.size)}`)
                  .join("; ")})`
              : ""
          }; ${row.files} sent${row.stored.exifLeft
            .map(
              (jpeg) =>
                `; JPEG ${jpeg.n} fetched back (${jpeg.status}): ${
                  jpeg.gps
                    ? `**its EXIF (${jpeg.exifBytes} bytes, the GPS position) is still there**`
                    : jpeg.orientation === null
                      ? "**no EXIF left: its orientation is lost**, the GPS position removed"
                      : `only a ${jpeg.exifBytes}-byte EXIF segment with Orientation ${jpeg.orientation} left, the GPS position removed`
                }`,
            )
            .join("")}.`
        : `- ${row.name}: ${row.stored.note}.`,
    )
    .join("\n");
  const sampling = rows
    .map((row) => `${row.samples}/${row.isolateSamples} (${row.maxGapMs.toFixed(0)} ms)`)
    .join(", ");
  const unexpected = rows.filter((row) => !row.ok);
  const logNotes =
    unexpected.length === 0
      ? ""
      : `\nCases not answered as expected, with what wrangler dev and the worker logged about them:\n\n${unexpected
          .map(
            (row) =>
              `- ${row.name}: ${row.answer.summary}${row.logLines.length ? `; log: ${row.logLines.map((line) => `\`${line.replaceAll("`", "'")}\``).join(", ")}` : ""}`,
          )
          .join("\n")}\n`;
  const proxyNote = proxyCheck
    ? `\nThrough wrangler dev's own port instead (its proxy in front of the runtime), "${proxyCheck.name}" was posted
${proxyCheck.answers.length} times and answered: ${[...new Set(proxyCheck.answers)]
        .map(
          (answer) =>
            `\`${answer.replaceAll("`", "'")}\` (${proxyCheck.answers.filter((other) => other === answer).length} x)`,
        )
        .join("; ")}.${
        proxyCheck.answers.some((answer) => !answer.startsWith("4"))
          ? " When the worker answers before it has read the whole body, as an early refusal does by design, wrangler dev's proxy\nmay pass the answer on, answer 500 (\"Network connection lost\") or close the connection with no answer at all\n(the client's write fails: EPIPE), depending on timing. That is the local proxy's doing, not the worker's: the table's\nposts go to the runtime's own socket, which passes the worker's answer on."
          : ""
      }\n`
    : "";
  const busy = Math.max(loadStart[0], loadEnd[0]) > machine.cpus;
  const processes = Math.max(...rows.map((row) => row.processes));
  return `# Photo upload benchmark

Generated by \`pnpm bench:photos\` (bench/photo-upload.mjs) on ${date} UTC.

- Machine: ${machine.cpus} x ${machine.cpuModel}, ${mib(machine.memory)} RAM, Linux ${machine.kernel}; Node ${process.versions.node},
  wrangler ${machine.wrangler}. Load average (1, 5, 15 min) at the start ${loadStart.map((n) => n.toFixed(2)).join(", ")}, at the
  end ${loadEnd.map((n) => n.toFixed(2)).join(", ")}${busy ? " (**busy: above the CPU count**, so the times are slower than on an idle machine)" : ""}.
- Code: commit ${machine.commit}${machine.dirty ? ", with uncommitted changes under apps/worker/src or packages/contract/src (the working tree as it was)" : ""}.
- Worker: apps/worker bundled once (\`wrangler deploy --dry-run --outdir\`, env.local) and served by \`wrangler dev --env local
  --no-bundle\` on a migrated local state (\`--persist-to\` a temporary folder: D1 and the PHOTOS bucket), \`MAIL_PROVIDER=outbox\`,
  its webhook to its own local receiver, \`AUTORESPONDER=off\`. **Each case gets a worker of its own**, started afresh and
  warmed up with one small photo post, so no case inherits another's garbage.
- Photos, made in memory to the byte (${photos.seconds.toFixed(1)} s): greyscale PNGs of random pixels (stored deflate blocks: nothing
  to compress; every CRC and the Adler-32 correct) and one ${photos.jpeg.width} x ${photos.jpeg.height} baseline JPEG of random pixels with an
  EXIF segment holding a GPS position and Orientation ${ORIENTATION} (${mib(photos.jpeg.bytes.length)}, of which ${(photos.jpeg.padding / 1024).toFixed(0)} KiB are comment segments), so stripping
  metadata and keeping the orientation are exercised. The crafted files (bench/photo-upload-images.mjs) are each as
  many parts as fit in ${mib(MAX_PHOTO_BYTES)}: a "JPEG" of SOI, ${photos.crafted[0].parts.toLocaleString("en")} \`FF 01\` markers and a tiny frame, scan and end; a PNG of
  ${photos.crafted[1].parts.toLocaleString("en")} empty \`IDAT\` chunks before a 1 x 1 image; a WebP of ${photos.crafted[2].parts.toLocaleString("en")} empty \`ALPH\` chunks before a 1 x 1 image.
  Limits (@clearwell/contract/photos): ${MAX_PHOTOS} photos, ${mib(MAX_PHOTO_BYTES)} each, ${mib(MAX_PHOTOS_TOTAL_BYTES)} in all.
- Each case is one \`POST /api/send-email\` as the Contact page sends it (\`multipart/form-data\`: the \`inquiry\` JSON part
  first, then the \`photos\` parts; \`Accept: application/json\`), to the runtime's own socket behind wrangler dev's proxy
  (node:http, 1 MiB writes, the answer read as soon as it comes). Time: from the first byte sent to the answer's last
  byte. "sent when answered": the bytes the connection had sent when the answer came (a refusal may come before the whole
  body is sent). "photo MiB/s": photo bytes over the time, for accepted posts.
- Cleaning CPU: the worker's own CPU time for cleaning the photos it cleans in that post (a photo past a limit is
  refused before it is cleaned), measured as bench/worker-code.ts measures its steps: \`cleanPhoto\` called in a loop in
  this Node process (V8, as in workerd), ${CLEAN_ITERATIONS} calls after a warm-up, the mean per photo, summed. The CPU time is the
  process's (\`process.cpuUsage\`), which a busy machine does not inflate; the wall time beside it does.
- Memory during the post: **isolate** is the worker's own V8 isolate, its heap in use plus its ArrayBuffers
  (\`Runtime.getHeapUsage\` over wrangler dev's inspector, one call after another, ~20 ms apart); **workerd RSS** is the
  resident memory of the ${processes} \`workerd\` processes under wrangler dev together (wrangler's proxy; the runtime with the
  worker and the local simulators of D1, R2 and the workflow engine): VmRSS sampled every ~20 ms on a thread of its own,
  and VmHWM, the kernel's peak, reset before the post (\`/proc/<pid>/clear_refs\`); the larger of the two. Samples per case
  (RSS/isolate, longest RSS gap): ${sampling}. "after answer": both peaks over the next ${(AFTER_MS / 1000).toFixed(0)} s (the
  delivery run). "R2 gained": how much the local bucket's files grew (photos as stored, metadata removed).

${table}

## What the figures mean

A Worker may use ${mib(WORKER_MEMORY_LIMIT)} per isolate (its JavaScript heap and buffers together); past it the request fails.
The isolate figures are the ones to read against that limit. ArrayBuffers count until the garbage collector frees them,
which V8 does when it sees fit, so a peak holds the photos in hand plus buffers already let go; the one-photo case is the
yardstick (\`x one photo\`): a post that held all its photos at once would grow by about as many times as it has photos
(for the largest accepted posts, 3 x and 5 x less the smaller photos' share); one that holds one at a time grows by 1 x
plus whatever buffers of stored photos the collector has not freed yet, so between 1 x and that.

workerd's RSS is a loose upper bound: it also holds the runtime, wrangler's proxy and the local simulators (each photo is
written to the local R2 through the same process).

${rows.map((row) => `- ${meaning(row, reference)}`).join("\n")}

${cpuNote(rows)}
${proxyNote}
Stored photos (GET /api/admin/inquiries/<id> under \`ADMIN_AUTH=local\`):

${storedLines || "- no case was accepted."}
${logNotes}`;
}

/**
 * The runtime's own entry socket behind wrangler dev's proxy: the workerd port, other than
 * wrangler dev's own, that answers `GET /api/health`.
 * @returns its origin, `http://127.0.0.1:<port>`.
 */
async function runtimeOrigin(worker, proxyPorts) {
  for (const pid of processesNamed(worker.child.pid, "workerd")) {
    for (const port of listeningPorts(pid)) {
      if (proxyPorts.includes(port)) continue;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
          signal: AbortSignal.timeout(3_000),
        });
        if (response.ok && (await response.json()).ok === true) return `http://127.0.0.1:${port}`;
      } catch {
        // Not the worker's socket (the inspector, a simulator's).
      }
    }
  }
  throw new Error("no workerd socket behind wrangler dev answers GET /api/health");
}

async function main() {
  const loadStart = loadavg();
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  console.log("making the photos ...");
  const photos = makePhotos();
  console.log("timing the cleaning ...");
  const cleaningCache = new Map();
  for (const photoCase of photos.cases) photoCase.cleaning = cleaningOf(photoCase.photos, cleaningCache);
  const assets = await mkdtemp(path.join(tmpdir(), "clearwell-photo-assets-"));
  await writeFile(path.join(assets, "index.html"), "<!doctype html><title>bench</title>");
  const bundleDir = await mkdtemp(path.join(tmpdir(), "clearwell-photo-bundle-"));
  const stateDir = await mkdtemp(path.join(tmpdir(), "clearwell-photo-state-"));
  // The code the bundle is made of: the commit, and whether the working tree differs from it.
  const code = {
    commit: versionOf("git", ["rev-parse", "--short", "HEAD"]),
    dirty:
      versionOf("git", ["status", "--porcelain", "--", "apps/worker/src", "packages/contract/src"]) !== "",
  };
  console.log("bundling the worker ...");
  const script = await bundleWorker(bundleDir, assets);
  // One pair of ports for every start: each case gets a worker of its own, started on them.
  const port = await freePort();
  const inspectorPort = await freePort();
  const r2Dir = path.join(stateDir, "v3", "r2");
  const start = async () => {
    const worker = await startWorker({
      port,
      inspectorPort,
      assets,
      stateDir,
      script,
      vars: {
        AUTORESPONDER: "off",
        NOTIFY_WEBHOOKS: JSON.stringify([
          {
            name: "local",
            url: `http://127.0.0.1:${port}/api/outbox/webhooks`,
            format: "json",
            secret: "NOTIFY_WEBHOOK_LOCAL_SECRET",
          },
        ]),
      },
    });
    return { worker, runtime: await runtimeOrigin(worker, [port, inspectorPort]) };
  };
  const rows = [];
  let proxyCheck = null;
  try {
    console.log(`starting wrangler dev --env local on 127.0.0.1:${port} ...`);
    let { worker, runtime } = await start();
    // A form token is accepted a few times only (docs/product.md#abuse-defences): one per worker,
    // aged past the 3 s spam rule as a person's would be.
    let formToken = "";
    const takeToken = async () => {
      ({ formToken } = await (await fetch(`${runtime}/api/form-token`)).json());
      await new Promise((resolve) => setTimeout(resolve, 3_500));
    };
    const inquiryFor = (n) => ({
      ...INQUIRY,
      formToken,
      message: `${INQUIRY.message} (photo benchmark, case ${n})`,
    });
    for (const [i, photoCase] of photos.cases.entries()) {
      if (i > 0) {
        await stop(worker.child);
        ({ worker, runtime } = await start());
      }
      await takeToken();
      console.log(`case ${i + 1}: ${photoCase.name} (a fresh worker; runtime at ${runtime}) ...`);
      // Warm-up: the first photo post loads the worker's code and the parser.
      const warm = await fetch(`${runtime}/api/send-email`, {
        method: "POST",
        headers: { accept: "application/json", origin: runtime },
        body: formOf({ ...inquiryFor(`${i + 1} warm-up`) }, photos.warmUp),
      });
      const warmText = await warm.text();
      if (!warm.ok) throw new Error(`the warm-up post answered ${warm.status}: ${warmText.slice(0, 300)}`);
      const isolate = await connectIsolate(inspectorPort);
      if (!isolate) console.log("  the inspector cannot be reached: the isolate is not measured");
      try {
        const row = await runCase(worker, runtime, isolate, r2Dir, inquiryFor(i + 1), photoCase);
        console.log(
          `  ${row.status} ${row.answer.summary} in ${row.seconds.toFixed(2)} s, isolate ${mibOrDash(row.isolateBefore)} -> ${mibOrDash(row.isolatePeak)}, RSS ${mib(row.before)} -> ${mib(row.peak)}`,
        );
        rows.push(row);
      } finally {
        isolate?.close();
      }
    }
    // What a developer sees: the refused post with a Content-Length through wrangler dev's own port
    // (its proxy), a few times, as its answer depends on timing.
    const over = photos.cases.find((photoCase) => photoCase.expect !== "accepted" && !photoCase.chunked);
    if (over) {
      const encoded = new Response(formOf(inquiryFor("proxy"), over.photos));
      const body = Buffer.from(await encoded.arrayBuffer());
      const answers = [];
      for (let attempt = 0; attempt < PROXY_TRIES; attempt++) {
        const result = await postForm(`${worker.origin}/api/send-email`, body, {
          "content-type": encoded.headers.get("content-type"),
          accept: "application/json",
          origin: worker.origin,
        });
        answers.push(
          result.error ? `no answer (${result.error})` : `${result.status} ${answerOf(result.text).summary}`,
        );
        console.log(`through wrangler dev's port: ${answers.at(-1)}`);
      }
      proxyCheck = { name: over.name, answers };
    }
  } finally {
    await stopAll();
  }
  for (const dir of [assets, bundleDir, stateDir]) await rm(dir, { recursive: true, force: true });
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? "?",
    memory: totalmem(),
    kernel: release(),
    wrangler: versionOf("pnpm", ["exec", "wrangler", "--version"], WORKER_DIR),
    ...code,
  };
  const markdown = report({ rows, machine, photos, loadStart, loadEnd: loadavg(), date, proxyCheck });
  await writeFile(path.join(ROOT, "bench", "photo-upload-report.md"), markdown);
  console.log(`\n${markdown}`);
  if (rows.some((row) => !row.ok)) process.exitCode = 1;
}

if (import.meta.main)
  main().catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
