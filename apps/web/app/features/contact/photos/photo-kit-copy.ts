/**
 * The texts of the Photos control's previews and upload progress (docs/product.md#contact-form),
 * loaded with them when a photo is first chosen; the label and hint, which the page shows at
 * once, are in form-copy.ts.
 */
export const PHOTO_KIT_TEXT = {
  /** The accessible name of photo `n`'s (1-based) Remove button: "Remove photo 2: kitchen.jpg". */
  remove: (n: number, name: string) => `Remove photo ${n}: ${name}`,
  /** The visible text of each Remove button. */
  removeVisible: "Remove",
  /** The accessible name of the chosen photos' list. */
  listLabel: "Chosen photos",
  /** Shown over the progress bar, with the percentage. */
  uploading: "Uploading photos",
  /** The upload's progress bar's accessible name. */
  progressLabel: "Photo upload",
  /** The progress text, shown and announced politely: "Uploading photos: 40%". */
  progress: (percent: number) => `Uploading photos: ${percent}%`,
} as const;
