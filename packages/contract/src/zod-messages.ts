import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * English messages for problems without one of our own (`Unrecognized key: "foo"`); a function so the
 * public pages never download zod (docs/decisions.md#small-bundles). Call it again harmlessly.
 */
export function loadZodMessages(): void {
  z.config(en());
}
