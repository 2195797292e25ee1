/** The Photos control's lazily loaded code (photo-kit.tsx): previews, upload progress and the photos' check. */
export type PhotoKit = typeof import("./photo-kit.tsx");

/**
 * Loads the photo kit (docs/decisions.md#hydration-in-pieces): on the first photo chosen, and
 * before a send with photos (then it is already there: the browser loads a module once).
 *
 * @returns the kit's module; rejects when the chunk cannot be loaded (the next call tries again).
 */
export const loadPhotoKit = (): Promise<PhotoKit> => import("./photo-kit.tsx");
