import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * English messages for problems without one of our own (`Unrecognized key: "foo"`). A function, not
 * an import with side effects, so the public pages never download zod
 * (docs/decisions.md#small-bundles); call it where the schemas are used, again harmlessly.
 */
export function loadZodMessages(): void {
  z.config(en());
}
