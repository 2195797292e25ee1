import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../../src/index.ts";
import { erasePhotosByCount, MAX_DELETE_CALLS, MAX_KEYS_PER_DELETE } from "../../src/photos/photo-erasure.ts";
import { MAX_SWEEP_PAGES, ORPHAN_MIN_AGE_MS, sweepOrphanPhotos } from "../../src/scheduled/photo-sweep.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { seedInquiry } from "../helpers/admin.ts";
import type { ChangedEnv } from "../helpers/api.ts";
import { inquiryCount } from "../helpers/archive.ts";
import { captureLogs } from "../helpers/logs.ts";
import { emptyPhotos, JPEG_BYTES, photoKeys, seedPhotos } from "../inbox/photo-fixtures.ts";

/** Photos in the daily job: retention deletes them with their rows, the sweep deletes orphans. */

const logs = captureLogs();
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

// The archive starts empty in every test; the bucket is emptied here (its storage lives per file).
beforeEach(() => emptyPhotos());

/** ISO 8601 UTC time `ms` ago. */
function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

/** Runs the daily cron at `at` (ms; default now), as Cloudflare would. */
async function runDaily(changedEnv: ChangedEnv = {}, at: number = Date.now()): Promise<void> {
  const handler = worker.scheduled;
  if (!handler) throw new Error("the worker exports no scheduled handler");
  const controller = createScheduledController({ cron: CRON.retention, scheduledTime: at });
  await handler(controller, { ...env, ...changedEnv } as Env);
}

/** A bucket whose every call fails like an unreachable R2. */
function failingBucket(): R2Bucket {
  const fail = async () => {
    throw new Error("R2 is unreachable");
  };
  return { list: fail, get: fail, head: fail, put: fail, delete: fail } as unknown as R2Bucket;
}

/** Stores an object under the photo layout with no inquiry row (an upload whose inquiry never came). */
async function putOrphan(id: string, n = 1): Promise<void> {
  await env.PHOTOS.put(`inquiries/${id}/${n}`, JPEG_BYTES, { httpMetadata: { contentType: "image/jpeg" } });
}

describe("retention deletes the photos of the inquiries it deletes", () => {
  it("an expired inquiry's and old spam's photos go; a kept inquiry's and recent spam's stay", async () => {
    const expired = await seedInquiry({ received_at: ago(91 * DAY_MS) });
    const oldSpam = await seedInquiry({
      status: "spam",
      received_at: ago(8 * DAY_MS),
      updated_at: ago(8 * DAY_MS),
    });
    const kept = await seedInquiry({ received_at: ago(89 * DAY_MS) });
    const newSpam = await seedInquiry({ status: "spam", received_at: ago(DAY_MS) });
    await seedPhotos(expired.id, ["a.jpg", "b.jpg"]);
    await seedPhotos(oldSpam.id, ["c.jpg"]);
    await seedPhotos(kept.id, ["d.jpg"]);
    await seedPhotos(newSpam.id, ["e.jpg"]);
    await runDaily();
    expect(await inquiryCount()).toBe(2);
    expect(await photoKeys()).toEqual([`inquiries/${kept.id}/1`, `inquiries/${newSpam.id}/1`].sort());
    expect(logs.events("retention_run")).toMatchObject([{ deleted: 1, spamDeleted: 1, photosDeleted: 3 }]);
  });

  it("when R2 fails the rows are still deleted, photos_delete_failed is logged, and the next sweep deletes them", async () => {
    const expired = await seedInquiry({ received_at: ago(91 * DAY_MS) });
    await seedPhotos(expired.id, ["a.jpg", "b.jpg"]);
    await runDaily({ PHOTOS: failingBucket() });
    expect(await inquiryCount()).toBe(0);
    expect(logs.events("photos_delete_failed")).toMatchObject([
      { level: "warn", during: "retention", inquiries: 1, message: "R2 is unreachable" },
    ]);
    expect(logs.events("retention_run")).toMatchObject([{ deleted: 1, photosDeleted: 0 }]);
    expect(logs.events("photo_sweep_failed")).toMatchObject([
      { level: "warn", message: "R2 is unreachable" },
    ]);
    expect(await photoKeys()).toHaveLength(2);
    // The next day: the photos were uploaded over an hour before, and their row is gone.
    await runDaily({}, Date.now() + DAY_MS);
    expect(await photoKeys()).toEqual([]);
    expect(logs.events("photo_sweep").at(-1)).toMatchObject({ deleted: 2 });
  });

  it("erasePhotosByCount deletes keys 1 to photoCount, at most MAX_KEYS_PER_DELETE per call and MAX_DELETE_CALLS calls", async () => {
    const calls: number[] = [];
    const bucket = {
      delete: async (keys: string[]) => {
        calls.push(keys.length);
      },
    } as unknown as R2Bucket;
    const many = Array.from({ length: 2_300 }, (_, i) => ({
      id: `inquiry-${i}`,
      upload: null,
      photoCount: 5,
    }));
    const deleted = await erasePhotosByCount(bucket, many, "retention");
    expect(calls).toEqual(Array.from({ length: MAX_DELETE_CALLS }, () => MAX_KEYS_PER_DELETE));
    expect(deleted).toBe(MAX_DELETE_CALLS * MAX_KEYS_PER_DELETE);
    calls.length = 0;
    expect(
      await erasePhotosByCount(bucket, [{ id: "inquiry-x", upload: null, photoCount: 0 }], "retention"),
    ).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe("the orphan sweep (daily)", () => {
  it("deletes photos whose inquiry row does not exist once over an hour old; keeps stored inquiries' and young ones", async () => {
    const stored = await seedInquiry();
    await seedPhotos(stored.id, ["a.jpg", "b.jpg"]);
    const orphan = `inquiry-${"a".repeat(64)}`;
    await putOrphan(orphan, 1);
    await putOrphan(orphan, 2);
    await env.PHOTOS.put("inquiries/not-the-layout", JPEG_BYTES);
    // Within the hour: an upload whose inquiry may still be being stored.
    await runDaily();
    expect(await photoKeys()).toHaveLength(5);
    expect(logs.events("photo_sweep")).toMatchObject([
      { level: "info", checked: 5, deleted: 0, truncated: false },
    ]);
    // Over an hour later.
    await runDaily({}, Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
    expect(await photoKeys()).toEqual(
      [`inquiries/${stored.id}/1`, `inquiries/${stored.id}/2`, "inquiries/not-the-layout"].sort(),
    );
    expect(logs.events("photo_sweep").at(-1)).toMatchObject({ checked: 5, deleted: 2 });
  });

  it("keeps the upload a row records and sweeps another upload of the same inquiry; retention follows the row's upload", async () => {
    const recorded = "0123456789abcdef0123456789abcdef";
    const other = "fedcba9876543210fedcba9876543210";
    const row = await seedInquiry({ received_at: ago(400 * DAY_MS) });
    await env.DB.prepare("UPDATE inquiries SET photo_upload = ?, photo_count = 1 WHERE id = ?")
      .bind(recorded, row.id)
      .run();
    for (const upload of [recorded, other]) {
      await env.PHOTOS.put(`inquiries/${row.id}/${upload}/1`, JPEG_BYTES, {
        httpMetadata: { contentType: "image/jpeg" },
      });
    }
    const report = await sweepOrphanPhotos(env.PHOTOS, env.DB, Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
    expect(report).toMatchObject({ checked: 2, deleted: 1 });
    expect(await photoKeys()).toEqual([`inquiries/${row.id}/${recorded}/1`]);
    // The row expires: retention deletes the photos of the upload it records.
    await runDaily({ INQUIRY_RETENTION_DAYS: "1" });
    expect(await photoKeys()).toEqual([]);
  });

  it("covers the whole bucket from any starting point, wrapping round", async () => {
    const ids = ["0", "4", "8", "c", "f"].map((digit) => `inquiry-${digit.repeat(64)}`);
    for (const id of ids) await putOrphan(id);
    const later = Date.now() + 2 * HOUR_MS;
    for (const start of [undefined, `inquiries/inquiry-${"9".repeat(64)}`, "inquiries/inquiry-"]) {
      for (const id of ids) await putOrphan(id);
      const report = await sweepOrphanPhotos(env.PHOTOS, env.DB, later, start);
      expect(report, String(start)).toEqual({ checked: 5, deleted: 5, truncated: false });
      expect(await photoKeys()).toEqual([]);
    }
  });

  it(`reads at most MAX_SWEEP_PAGES (${MAX_SWEEP_PAGES}) pages per run and says it stopped`, async () => {
    let lists = 0;
    const page = { objects: [], truncated: true, cursor: "next", delimitedPrefixes: [] };
    const bucket = {
      list: async () => {
        lists += 1;
        return page;
      },
      delete: async () => undefined,
    } as unknown as R2Bucket;
    const report = await sweepOrphanPhotos(bucket, env.DB, Date.now());
    expect(report).toEqual({ checked: 0, deleted: 0, truncated: true });
    expect(lists).toBe(MAX_SWEEP_PAGES);
  });

  it("when D1 fails nothing is deleted and photo_sweep_failed is logged", async () => {
    await putOrphan(`inquiry-${"b".repeat(64)}`);
    const failingDb = {
      prepare: () => {
        throw new Error("D1_ERROR: Network connection lost.");
      },
      batch: async () => {
        throw new Error("D1_ERROR: Network connection lost.");
      },
    } as unknown as D1Database;
    await runDaily({ DB: failingDb }, Date.now() + 2 * HOUR_MS);
    expect(await photoKeys()).toHaveLength(1);
    expect(logs.events("photo_sweep_failed")).toMatchObject([
      { message: "D1_ERROR: Network connection lost." },
    ]);
  });
});
