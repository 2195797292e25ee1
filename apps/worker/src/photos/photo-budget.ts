import { orWhenArchiveFails } from "../core/archive.ts";
import { addToDailyCountWithin, subtractFromDailyCount } from "../core/daily-counts.ts";

/**
 * The day's budget of stored photo bytes (`PHOTOS_DAILY_BYTES`, docs/product.md#photos): a photo
 * is stored only once its bytes are reserved; an upload that is not kept gives its bytes back.
 */
export type PhotoBudget = {
  /** Reserves `bytes`: `false` when they would take the day over its limit, or D1 failed (logged). */
  reserve(bytes: number): Promise<boolean>;
  /** Gives `bytes` back (an upload refused or not kept). Never throws. */
  release(bytes: number): Promise<void>;
};

/** Today's budget up to `limit` bytes in `daily_counts`; fails closed: D1 failing reserves nothing (logged). */
export function dailyPhotoBudget(db: D1Database, limit: number, nowMs: number): PhotoBudget {
  return {
    reserve: (bytes) =>
      orWhenArchiveFails(
        "photo bytes",
        null,
        () => addToDailyCountWithin(db, "photo_bytes", bytes, nowMs, limit),
        () => false,
      ),
    release: (bytes) =>
      bytes <= 0
        ? Promise.resolve()
        : orWhenArchiveFails(
            "photo bytes",
            null,
            () => subtractFromDailyCount(db, "photo_bytes", bytes, nowMs),
            () => undefined,
          ),
  };
}
