import {
  PHOTO_MESSAGES,
  type PhotoProblem,
  photoSizeProblem,
  sniffPhotoType,
} from "@clearwell/contract/photos";
import { type RefObject, useEffect, useReducer, useRef } from "react";
import { PHOTO_KIT_TEXT } from "./photo-kit-copy.ts";

/**
 * The Photos control's code that a first visit never downloads (docs/product.md#contact-form,
 * docs/decisions.md#hydration-in-pieces): `PhotosField` loads this module when a photo is first
 * chosen (`load-photo-kit.ts`), and the form loads it to check the photos before sending.
 */

/**
 * The first reason the chosen photos cannot be sent, as the message shown under the Photos
 * control (the contract's `PHOTO_MESSAGES`), or `null`: first the count and sizes
 * (`photoSizeProblem`), then each photo's type from its first 12 bytes (`sniffPhotoType`), never
 * its name or declared type. The worker checks all of it again.
 *
 * @param photos - the chosen photos, in order.
 * @returns the message, or `null` when they may be sent; a photo that cannot be read counts as the wrong type.
 */
export async function photoProblemMessage(photos: readonly File[]): Promise<string | null> {
  let problem: PhotoProblem | null = photoSizeProblem(photos.map((photo) => photo.size));
  if (!problem) {
    const heads = await Promise.all(
      photos.map((photo) =>
        photo
          .slice(0, 12)
          .arrayBuffer()
          .then((bytes) => sniffPhotoType(new Uint8Array(bytes)))
          .catch(() => null),
      ),
    );
    if (heads.includes(null)) problem = "wrong_type";
  }
  return problem ? PHOTO_MESSAGES[problem] : null;
}

/** Props of {@link PhotoKitView} and {@link PhotoPreviews}. */
export type PhotoPreviewsProps = {
  photos: readonly File[];
  /** Called with the photos left after one is removed. */
  onPhotos: (photos: readonly File[]) => void;
  /** The file input: it is kept showing the chosen photos, and takes focus when the last one is removed. */
  input: RefObject<HTMLInputElement | null>;
  disabled: boolean;
};

/** Props of {@link PhotoKitView}: the previews', and the upload's progress. */
export type PhotoKitViewProps = PhotoPreviewsProps & {
  /** While photos upload: the share sent so far, 0-1; otherwise `null` (no progress shown). */
  progress: number | null;
};

/**
 * What the Photos control shows under its input once the kit has loaded
 * (docs/product.md#contact-form): the previews, then, while the photos upload, the progress.
 */
export function PhotoKitView({ progress, ...previews }: PhotoKitViewProps) {
  return (
    <>
      <PhotoPreviews {...previews} />
      {progress !== null && <UploadProgress progress={progress} />}
    </>
  );
}

/**
 * Sets the file input's own list to `photos` where the browser allows it (it shows "3 files");
 * elsewhere it at least empties the input when no photo is left.
 */
function syncInput(input: HTMLInputElement | null, photos: readonly File[]) {
  if (!input) return;
  if (typeof DataTransfer === "undefined") {
    if (photos.length === 0) input.value = "";
    return;
  }
  try {
    const list = new DataTransfer();
    for (const photo of photos) list.items.add(photo);
    input.files = list.files;
  } catch {
    // A browser that does not let a page set a file input's list: the previews still show the photos.
  }
}

/**
 * The chosen photos as small previews (docs/product.md#contact-form): a grid of thumbnails, each
 * with its name and a Remove button ("Remove photo 2: kitchen.jpg" to assistive tech). Each
 * thumbnail is an object URL (`URL.createObjectURL`) made once per photo and revoked when the
 * photo is removed or the previews go away. After a removal, focus moves to the Remove button now
 * in that place, or to the file input when none is left. It also keeps the file input's own list
 * in step with the photos, so the input never claims files that will not be sent.
 */
export function PhotoPreviews({ photos, onPhotos, input, disabled }: PhotoPreviewsProps) {
  const urls = useRef(new Map<File, string>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const map = urls.current;
    let changed = false;
    for (const [photo, url] of map) {
      if (!photos.includes(photo)) {
        URL.revokeObjectURL(url);
        map.delete(photo);
        changed = true;
      }
    }
    for (const photo of photos) {
      if (!map.has(photo)) {
        map.set(photo, URL.createObjectURL(photo));
        changed = true;
      }
    }
    if (changed) rerender();
    syncInput(input.current, photos);
    const index = focusAfterRemove.current;
    if (index !== null) {
      focusAfterRemove.current = null;
      (buttons.current[Math.min(index, photos.length - 1)] ?? input.current)?.focus();
    }
  }, [photos, input]);

  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
      urls.current.clear();
    },
    [],
  );

  if (photos.length === 0) return null;
  return (
    <ul aria-label={PHOTO_KIT_TEXT.listLabel} className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
      {photos.map((photo, index) => {
        const url = urls.current.get(photo);
        return (
          <li key={`${index}-${photo.name}-${photo.size}`} className="min-w-0">
            <div className="aspect-square overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200">
              {url && (
                <img
                  src={url}
                  alt=""
                  className="size-full object-cover"
                  // A file that is no picture the browser can show: the empty tile, not a broken icon.
                  onError={(event) => {
                    event.currentTarget.hidden = true;
                  }}
                />
              )}
            </div>
            <p className="mt-1 truncate text-xs text-stone-600" title={photo.name}>
              {photo.name}
            </p>
            <button
              type="button"
              ref={(element) => {
                buttons.current[index] = element;
              }}
              disabled={disabled}
              aria-label={PHOTO_KIT_TEXT.remove(index + 1, photo.name)}
              onClick={() => {
                focusAfterRemove.current = index;
                onPhotos(photos.filter((_, i) => i !== index));
              }}
              className="mt-1 inline-flex min-h-9 w-full items-center justify-center gap-1 rounded-md border border-stone-300 bg-white px-2 text-xs font-medium text-stone-700 hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
              {PHOTO_KIT_TEXT.removeVisible}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The upload's progress while photos are sent (docs/product.md#contact-form), besides the
 * `Sending...` button: `Uploading photos` and the percentage over a `<progress>` bar (a
 * progressbar to assistive tech, named "Photo upload"), and for screen readers the text
 * `Uploading photos: N%`, announced politely in steps of 10 % so they are not flooded.
 *
 * @param progress - the share sent so far, 0-1.
 */
export function UploadProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  const announced = Math.floor(percent / 10) * 10;
  return (
    <div className="mt-4">
      <div aria-hidden="true" className="mb-1 flex justify-between text-sm text-stone-700">
        <span>{PHOTO_KIT_TEXT.uploading}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <progress
        value={percent}
        max={100}
        aria-label={PHOTO_KIT_TEXT.progressLabel}
        className="block h-2 w-full overflow-hidden rounded-full accent-brand-600 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-600"
      />
      <p aria-live="polite" className="sr-only">
        {PHOTO_KIT_TEXT.progress(announced)}
      </p>
    </div>
  );
}
