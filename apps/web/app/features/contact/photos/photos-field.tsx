import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { PHOTO_ACCEPT, PHOTO_FIELD } from "@clearwell/contract/photos";
import { type RefObject, useEffect, useState } from "react";
import { FieldError } from "../components/form-field.tsx";
import { PHOTOS_TEXT } from "../form-copy.ts";
import { loadPhotoKit, type PhotoKit } from "./load-photo-kit.ts";

/** Props of {@link PhotosField}. */
export type PhotosFieldProps = {
  /** The chosen photos (the form's state). */
  photos: readonly File[];
  /** Called with the new list when photos are chosen (added after those already there) or removed. */
  onPhotos: (photos: readonly File[]) => void;
  /** The message under the control; absent when there is none. */
  error?: string;
  /** While photos upload: the share sent so far, 0-1; otherwise `null`. */
  progress: number | null;
  disabled: boolean;
  /** Receives the file input (so a refused submit can focus it; the previews keep its list in step). */
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * The optional Photos control (docs/product.md#contact-form): the label `Photos (optional)`, the
 * hint, and `<input type="file" id="photos" name="photos" multiple accept="image/jpeg,…">`
 * described by the hint and, when there is one, by its error text `<p id="photos-error">` right
 * under it (the same slot the worker's answer to a plain form post fills). Without JavaScript the
 * browser posts the chosen files with the form (multipart, docs/product.md#plain-html-form).
 *
 * With JavaScript, the photos chosen are added to those already chosen (when the kit cannot load,
 * the photos are what the input shows, and a new choice replaces them), and the first choice
 * loads the photo kit (`load-photo-kit.ts`), so a first visit downloads none of it: the previews
 * with their Remove buttons, and the upload's progress while the form sends. Files chosen before the page's scripts ran are taken over when they start.
 */
export function PhotosField({ photos, onPhotos, error, progress, disabled, inputRef }: PhotosFieldProps) {
  const [kit, setKit] = useState<PhotoKit | null>(null);
  // Without the kit there are no Remove buttons: once it cannot load, the photos are what the
  // input shows, and a new choice replaces them.
  const [kitFailed, setKitFailed] = useState(false);
  const choose = (files: FileList | null | undefined, before: readonly File[]) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length === 0) return;
    loadPhotoKit().then(setKit, () => {
      setKitFailed(true);
      onPhotos(Array.from(inputRef.current?.files ?? []));
    });
    onPhotos(kitFailed ? chosen : [...before, ...chosen]);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: files chosen before the scripts ran.
  useEffect(() => choose(inputRef.current?.files, []), []);
  return (
    <div className="mt-5">
      <label htmlFor="photos" className="text-sm font-medium text-stone-800">
        {PHOTOS_TEXT.label}
      </label>
      <p id="photos-hint" className="mt-0.5 mb-1.5 text-sm text-stone-600">
        {PHOTOS_TEXT.hint}
      </p>
      <input
        ref={inputRef}
        id="photos"
        name={PHOTO_FIELD}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "photos-hint photos-error" : "photos-hint"}
        onChange={(event) => choose(event.target.files, photos)}
        className={`block w-full rounded-lg border-dashed p-2 text-sm text-stone-700 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 focus:outline-2 focus:outline-brand-600 disabled:bg-stone-100 ${FORM_CLASSES.controlBorder}`}
      />
      {error && <FieldError id="photos-error" message={error} />}
      {kit && (
        <kit.PhotoKitView
          photos={photos}
          onPhotos={onPhotos}
          input={inputRef}
          disabled={disabled}
          progress={progress}
        />
      )}
    </div>
  );
}
