import { type Inquiry, type InquiryPhoto, inquiryPhotoPath } from "@clearwell/contract";
import { adminCopy } from "../../../content/admin.ts";
import type { InquiryDetailState } from "../hooks/use-inquiry-detail.ts";

const { photos: copy } = adminCopy.detail;

/**
 * The detail dialog's photos (docs/product.md#operator-inbox, the detail view), for an inquiry that
 * came with any (`photoCount` above 0; nothing otherwise): a section headed `copy.title` (its
 * heading's id is `headingId`) with, once the detail has loaded, each photo as a fixed-size
 * thumbnail (`loading="lazy"`, cropped to fill) that links to the full-size photo in a new tab,
 * its name and size, and a Download link (`?download=1`). While loading, its line; when the
 * bucket could not be read (`photos: null`), the sentence saying so; when photos came but were not
 * kept (`photosNotKept`, docs/product.md#photos), the sentence saying so.
 */
export function InquiryPhotos({
  inquiry,
  state,
  headingId,
}: {
  inquiry: Inquiry;
  state: InquiryDetailState;
  headingId: string;
}) {
  const detail = state.phase === "ready" ? state.detail : null;
  const photos = detail?.photos;
  if (detail?.photosNotKept) {
    return (
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="font-display text-xl">
          {copy.title}
        </h3>
        <p className="mt-3 text-stone-700" data-testid="inquiry-photos-not-kept">
          {copy.notKept}
        </p>
      </section>
    );
  }
  if (inquiry.photoCount === 0 && (!photos || photos.length === 0)) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-xl">
        {copy.title}
      </h3>
      {state.phase === "loading" ? (
        <p className="mt-3 text-stone-600">{copy.loading}</p>
      ) : photos === null ? (
        <p className="mt-3 text-red-800">{copy.unavailable}</p>
      ) : photos && photos.length === 0 ? (
        <p className="mt-3 text-stone-600">{copy.none}</p>
      ) : photos ? (
        <ul data-testid="inquiry-photos" className="mt-3 flex flex-wrap gap-4">
          {photos.map((photo) => (
            <PhotoItem key={photo.n} inquiryId={inquiry.id} photo={photo} total={photos.length} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One photo: its thumbnail linking to the full size, its name and size, and Download. */
function PhotoItem({ inquiryId, photo, total }: { inquiryId: string; photo: InquiryPhoto; total: number }) {
  const url = inquiryPhotoPath(inquiryId, photo.n);
  return (
    <li className="w-32">
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="block overflow-hidden rounded-lg ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <img
          src={url}
          alt={copy.alt(photo.n, total, photo.name)}
          loading="lazy"
          decoding="async"
          width={128}
          height={128}
          className="block size-32 bg-stone-100 object-cover"
        />
        <span className="sr-only"> {copy.opensFullSize}</span>
      </a>
      <p className="mt-1 truncate text-xs text-stone-700" title={photo.name}>
        {photo.name}
      </p>
      <p className="text-xs text-stone-600">{copy.size(photo.size)}</p>
      <a
        href={inquiryPhotoPath(inquiryId, photo.n, { download: true })}
        download={photo.name}
        aria-label={copy.downloadLabel(photo.n, total, photo.name)}
        className="mt-1 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {copy.download}
      </a>
    </li>
  );
}
