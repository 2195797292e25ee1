import * as z from "zod/mini";

/**
 * zod/mini loads no messages of its own ("Invalid input" for everything); the contract's schemas
 * import this module so that a problem without a message of ours (a wrong type, an unknown key, a
 * config option over its limit) still says what is wrong, e.g. `Unrecognized key: "foo"`. The
 * worker bundles zod/mini rather than zod's classic API to stay small (docs/decisions.md).
 */
z.config(z.locales.en());
