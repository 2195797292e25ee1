import { type PhotoSet, photoOfKey } from "../photos/photo-store.ts";

/** An object younger than this (ms) is never swept: its inquiry may still be being stored. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The most bucket list pages (1,000 objects each) one sweep reads; the rest waits for a later day. */
export const MAX_SWEEP_PAGES = 10;

const PREFIX = "inquiries/";

/** What one sweep did (the `photo_sweep` log line, docs/reference.md#log-events). */
export type PhotoSweepReport = {
  /** Objects listed. */
  checked: number;
  /** Objects deleted: no row records their upload, and they are over {@link ORPHAN_MIN_AGE_MS} old. */
  deleted: number;
  /** Whether the sweep stopped at {@link MAX_SWEEP_PAGES} before the end of the bucket. */
  truncated: boolean;
};

/** A photo set as one string, `<id>/<upload>` (`<id>/` for the layout without an upload). */
function setName(set: PhotoSet): string {
  return `${set.id}/${set.upload ?? ""}`;
}

/** The `sets` no `inquiries` row records (id and `photo_upload`, `NULL` for none), in one D1 query. */
async function setsWithoutRow(db: D1Database, sets: readonly PhotoSet[]): Promise<Set<string>> {
  if (sets.length === 0) return new Set();
  const { results } = await db
    .prepare(
      `SELECT json_extract(j.value, '$.id') || '/' || COALESCE(json_extract(j.value, '$.upload'), '') AS name
       FROM json_each(?) AS j WHERE NOT EXISTS (SELECT 1 FROM inquiries
         WHERE id = json_extract(j.value, '$.id') AND photo_upload IS json_extract(j.value, '$.upload'))`,
    )
    .bind(JSON.stringify(sets))
    .all<{ name: string }>();
  return new Set(results.map((row) => row.name));
}

/**
 * The daily orphan sweep (docs/reference.md#retention-and-erasure): deletes every photo no row records
 * that is over {@link ORPHAN_MIN_AGE_MS} old at `now` (epoch ms); keys outside the layout are left alone.
 * Up to {@link MAX_SWEEP_PAGES} pages from `startAfter` (default random), wrapping round, so a large
 * bucket is covered over several runs. Throws what R2 or D1 throws, deleting nothing of that page.
 */
export async function sweepOrphanPhotos(
  bucket: R2Bucket,
  db: D1Database,
  now: number,
  startAfter: string = `${PREFIX}inquiry-${randomHex(64)}`,
): Promise<PhotoSweepReport> {
  const report: PhotoSweepReport = { checked: 0, deleted: 0, truncated: false };
  const cutoff = now - ORPHAN_MIN_AGE_MS;
  // Two passes: from `startAfter` to the end, then from the start up to `startAfter`.
  const passes = [
    { startAfter, until: null as string | null },
    { startAfter: undefined, until: startAfter },
  ];
  let pages = 0;
  for (const pass of passes) {
    let cursor: string | undefined;
    for (;;) {
      if (pages >= MAX_SWEEP_PAGES) {
        report.truncated = true;
        return report;
      }
      const listed = await bucket.list({
        prefix: PREFIX,
        ...(cursor ? { cursor } : pass.startAfter ? { startAfter: pass.startAfter } : {}),
      });
      pages += 1;
      const until = pass.until;
      const objects =
        until === null ? listed.objects : listed.objects.filter((object) => object.key <= until);
      const reachedEnd = until !== null && objects.length < listed.objects.length;
      report.checked += objects.length;
      const old = objects.filter((object) => object.uploaded.getTime() < cutoff);
      const setOf = new Map(old.map((object) => [object.key, photoOfKey(object.key)]));
      const sets = new Map<string, PhotoSet>();
      for (const set of setOf.values()) if (set) sets.set(setName(set), { id: set.id, upload: set.upload });
      const orphans = await setsWithoutRow(db, [...sets.values()]);
      const orphanKeys = old
        .map((object) => object.key)
        .filter((key) => {
          const set = setOf.get(key);
          return set != null && orphans.has(setName(set));
        });
      if (orphanKeys.length > 0) await bucket.delete(orphanKeys);
      report.deleted += orphanKeys.length;
      if (reachedEnd || !listed.truncated) break;
      cursor = listed.cursor;
    }
  }
  return report;
}

/** `length` random lowercase hex digits. */
function randomHex(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return [...bytes]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, length);
}
