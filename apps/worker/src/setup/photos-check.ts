import type { SetupCheckOf } from "@clearwell/contract";
import { logEvent } from "../core/log-event.ts";

/**
 * A key no photo ever has (photos are `inquiries/<id>/<n>`, docs/reference.md#photos): its `head`
 * answers `null` from a bucket that works, and touches no inquiry's photo.
 */
export const PROBE_KEY = "setup-check/no-such-photo";

/** Whether `value` looks like an R2 binding (the binding may be missing from a deployment). */
function isBucket(value: unknown): value is R2Bucket {
  return typeof value === "object" && value !== null && typeof (value as R2Bucket).head === "function";
}

/**
 * The photos bucket check (docs/product.md#setup-panel): `ok` when the `PHOTOS` binding is there
 * and a `head` of {@link PROBE_KEY} answers (a class B read, without throwing); `failing` with
 * `no_binding` when the deployment has no `PHOTOS` binding, or `unavailable` when R2 throws (logged
 * `photos_unavailable`, its name and 200 characters of its message). Never throws.
 */
export async function photosBucketCheck(env: Env): Promise<SetupCheckOf<"photos_bucket">> {
  const base = { kind: "photos_bucket", id: "photos-bucket" } as const;
  const bucket: unknown = (env as Partial<Env>).PHOTOS;
  if (!isBucket(bucket)) return { ...base, state: "failing", reason: "no_binding" };
  try {
    await bucket.head(PROBE_KEY);
    return { ...base, state: "ok", reason: "ready" };
  } catch (error) {
    // The stand-in of a deployment without the binding (core/archive.ts `withArchiveBinding`).
    if (error instanceof Error && error.name === "missing_binding")
      return { ...base, state: "failing", reason: "no_binding" };
    logEvent("error", "photos_unavailable", {
      id: null,
      during: "setup photos bucket",
      name: error instanceof Error ? error.name : "unknown",
      message: error instanceof Error ? error.message.slice(0, 200) : undefined,
    });
    return { ...base, state: "failing", reason: "unavailable" };
  }
}
