import type { InquiryDetail, InquiryPhoto } from "@clearwell/contract";
import { MAX_PHOTOS } from "@clearwell/contract/photos";
import { apiError } from "../core/api-error.ts";
import { logEvent } from "../core/log-event.ts";
import {
  getPhoto,
  listPhotos,
  type PhotoSet,
  type StoredPhoto,
  safePhotoName,
} from "../photos/photo-store.ts";

/** What an inquiry's row records of its photos besides their count (docs/reference.md#photos). */
type PhotoRecord = PhotoSet & { notKept: boolean };

/**
 * The photos of inquiry `id` its row records: its id, `photo_upload` and whether photos came but
 * were not kept, or `null` when there is no such row.
 * @throws whatever D1 throws.
 */
export async function photoSetOf(db: D1Database, id: string): Promise<PhotoRecord | null> {
  const row = await db
    .prepare("SELECT photo_upload, photos_not_kept FROM inquiries WHERE id = ?")
    .bind(id)
    .first<{ photo_upload: string | null; photos_not_kept: number }>();
  return row ? { id, upload: row.photo_upload, notKept: row.photos_not_kept === 1 } : null;
}

/**
 * `detail` with its `photos` (docs/product.md#operator-inbox): those of the upload its row records,
 * listed from the PHOTOS bucket when its `photoCount` is above 0 (no R2 call otherwise), by number,
 * each with its safe file name, and `photosNotKept: true` when photos came but were not kept. When
 * R2 fails the detail still answers, with `photos: null`, and `photos_unavailable` is logged.
 * @throws whatever D1 throws.
 */
export async function withPhotos(
  env: Pick<Env, "DB" | "PHOTOS">,
  detail: Omit<InquiryDetail, "photos">,
): Promise<InquiryDetail> {
  const record = await photoSetOf(env.DB, detail.id);
  const notKept = record?.notKept ? ({ photosNotKept: true } as const) : {};
  if (detail.photoCount === 0) return { ...detail, photos: [], ...notKept };
  const set = record ?? { id: detail.id, upload: null };
  try {
    const stored = await listPhotos(env.PHOTOS, set);
    // The name as the photo route serves it (safe even if the stored metadata were not).
    const photos: InquiryPhoto[] = stored.map(({ n, name, type, size }) => ({
      n,
      name: safePhotoName(name, n, type),
      type,
      size,
    }));
    return { ...detail, photos: photos.filter((photo) => photo.n >= 1 && photo.n <= MAX_PHOTOS) };
  } catch (error) {
    logEvent("error", "photos_unavailable", {
      during: "admin detail",
      id: detail.id,
      name: error instanceof Error ? error.name : "unknown",
      message: error instanceof Error ? error.message.slice(0, 200) : undefined,
    });
    return { ...detail, photos: null };
  }
}

/** A photo number as the URL gives it: a whole number from 1 to `MAX_PHOTOS`, else `null`. */
export function photoNumberOf(text: string): number | null {
  if (!/^[1-9]\d{0,2}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_PHOTOS ? n : null;
}

/** A header parameter's quoted-string of `name`: ASCII only (others as `_`), `"` and `\` escaped. */
function quotedAscii(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "\\$&");
  return `"${ascii}"`;
}

/** RFC 8187 `ext-value` of `name`: UTF-8, percent-encoded but for the attr-chars. */
function extValue(name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `UTF-8''${encoded}`;
}

/**
 * The `Content-Disposition` of a photo (RFC 6266): `inline`, or `attachment` for a download, with
 * `filename=` quoted ASCII and `filename*=` UTF-8 (docs/product.md#operator-inbox).
 */
export function photoDisposition(name: string, download: boolean): string {
  return `${download ? "attachment" : "inline"}; filename=${quotedAscii(name)}; filename*=${extValue(name)}`;
}

/**
 * The answer to `GET /api/admin/inquiries/:id/photos/:n` (docs/product.md#operator-inbox): the
 * bytes with the verified type, `nosniff`, the safe file name inline or as an attachment, and
 * `Cache-Control: private, no-store`. Only the upload the row records is served.
 * @throws HTTPException 404 `not_found` when there is no such inquiry or photo; whatever D1 or R2 throws.
 */
export async function photoAnswer(
  env: Pick<Env, "DB" | "PHOTOS">,
  inquiryId: string,
  nText: string,
  download: boolean,
): Promise<Response> {
  const n = photoNumberOf(nText);
  const set = n === null ? null : await photoSetOf(env.DB, inquiryId);
  const found = n === null || !set ? null : await getPhoto(env.PHOTOS, set, n);
  if (!found) throw apiError(404, "not_found", "This inquiry has no such photo (it may have been deleted).");
  const photo: StoredPhoto = found.photo;
  const name = safePhotoName(photo.name, photo.n, photo.type);
  return new Response(found.body, {
    status: 200,
    headers: {
      "Content-Type": photo.type,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": photoDisposition(name, download),
      "Cache-Control": PHOTO_CACHE_CONTROL,
    },
  });
}

/** A photo's `Cache-Control`: only the operator's browser may keep it, and not even on disk. */
export const PHOTO_CACHE_CONTROL = "private, no-store";
