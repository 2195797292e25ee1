import { inboxLinkOf, inboxPathOf } from "../../core/inbox-link.ts";

/**
 * What the business email and every chat message say of an inquiry's photos
 * (docs/product.md#the-email, docs/reference.md#notification-channels): how many came and where to
 * see them, the inbox behind Cloudflare Access. Never the files, never a bucket or presigned URL.
 */
export const PHOTO_NOTE_COPY = {
  label: "Photos",
  /** The words that link to the inbox: `view them in the inbox`, or `view it ...` for one photo. */
  view: (count: number) => `view ${count === 1 ? "it" : "them"} in the inbox`,
  /** Labels the inbox link where it is written out: `Open the inbox: <link>`. */
  openInbox: "Open the inbox",
} as const;

/** The note's value, `3 (view them in the inbox)`, for a count above 0. */
export function photoNoteValue(count: number): string {
  return `${count} (${PHOTO_NOTE_COPY.view(count)})`;
}

/** `Photos: 3 (view them in the inbox)`, or `null` when `count` says no photos ({@link hasPhotos}). */
export function photoNoteLine(count: number | undefined): string | null {
  return hasPhotos(count) ? `${PHOTO_NOTE_COPY.label}: ${photoNoteValue(count)}` : null;
}

/** Whether `count` (a stored `photo_count`, maybe absent) says photos came: a whole number above 0. */
export function hasPhotos(count: number | undefined): count is number {
  return typeof count === "number" && Number.isInteger(count) && count > 0;
}

/** The photo part of the business email's options ({@link photoNoteOptions}). */
export type PhotoNoteOptions = {
  /** How many photos came with the inquiry (docs/reference.md#photos); 0 or absent: none. */
  photoCount?: number;
  /**
   * The inquiry in the inbox: `<first ALLOWED_ORIGINS entry>/admin?inquiry=<id>`, or the path alone
   * without an origin. Shown only with photos.
   */
  inboxLink?: string;
  /** Photos came but were not kept (docs/product.md#photos): `Photos: <PHOTOS_NOT_KEPT_NOTE>`. */
  photosNotKept?: boolean;
};

/**
 * The options `composeEmail` takes for an inquiry's photos: the count and the link that opens
 * inquiry `inquiryId` in the inbox (`inboxLinkOf`, else `inboxPathOf`;
 * docs/product.md#the-email). Never a link to the files.
 */
export function photoNoteOptions(
  env: Env,
  inquiryId: string,
  photoCount: number,
): Required<Pick<PhotoNoteOptions, "photoCount" | "inboxLink">> {
  return { photoCount, inboxLink: inboxLinkOf(env, inquiryId) ?? inboxPathOf(inquiryId) };
}
