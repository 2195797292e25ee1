import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * Makes zod/mini describe problems the contract's schemas have no message of their own for (a
 * wrong type, an unknown key) in English, e.g.
 * `Unrecognized key: "foo"`, instead of zod/mini's bare "Invalid input". Our own messages (the
 * field rules of docs/product.md#contact-form) always win over these.
 *
 * Call it once where the schemas are used: the worker at start-up, the inbox page in its own
 * chunk. It is a function rather than an import with side effects so that the public pages, which
 * use only the zod-free field rules, never download zod (docs/decisions.md#small-bundles).
 * Calling it again is harmless.
 */
export function loadZodMessages(): void {
  z.config(en());
}
