import { inquiryIdOfKey } from "../photos/photo-store.ts";

/** An object younger than this (ms) is never swept: its inquiry may still be being stored. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The most bucket list pages (1,000 objects each) one sweep reads; the rest waits for a later day. */
export const MAX_SWEEP_PAGES = 10;

const PREFIX = "inquiries/";

/** What one sweep did (the `photo_sweep` log line, docs/reference.md#log-events). */
export type PhotoSweepReport = {
  /** Objects listed. */
  checked: number;
  /** Objects deleted: their inquiry row does not exist and they were uploaded over an hour before. */
  deleted: number;
  /** Whether the sweep stopped at {@link MAX_SWEEP_PAGES} before the end of the bucket. */
  truncated: boolean;
};

/** The ids among `ids` that have no row in `inquiries`, in one D1 query (one bound JSON array). */
async function idsWithoutRow(db: D1Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { results } = await db
    .prepare(
      "SELECT j.value AS id FROM json_each(?) AS j WHERE NOT EXISTS (SELECT 1 FROM inquiries WHERE id = j.value)",
    )
    .bind(JSON.stringify(ids))
    .all<{ id: string }>();
  return new Set(results.map((row) => row.id));
}

/**
 * The daily orphan sweep (docs/reference.md#retention-and-erasure): lists the PHOTOS bucket and
 * deletes every photo whose inquiry row does not exist (an erasure or retention run whose R2 delete
 * failed, or an upload whose inquiry was never stored) and that was uploaded more than
 * {@link ORPHAN_MIN_AGE_MS} before `now`. Up to {@link MAX_SWEEP_PAGES} pages per run, starting
 * after a random key and wrapping round, so a bucket too large for one run is covered over several.
 * A key outside the bucket's layout is left alone.
 * @param now - the run's time in ms since the epoch.
 * @param startAfter - where to start in the key space; default a random inquiry id.
 * @throws whatever R2 or D1 throws; nothing of the failing page is deleted then.
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
      const idOf = new Map(old.map((object) => [object.key, inquiryIdOfKey(object.key)]));
      const ids = [...new Set([...idOf.values()].filter((id): id is string => id !== null))];
      const orphanIds = await idsWithoutRow(db, ids);
      const orphanKeys = old
        .map((object) => object.key)
        .filter((key) => {
          const id = idOf.get(key);
          return id != null && orphanIds.has(id);
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
