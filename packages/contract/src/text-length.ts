import * as z from "zod/mini";

/** At most `max` `String.length` characters (docs/product.md#constants), not zod's code points. */
export function maxChars(
  max: number,
  message = `must be at most ${max} characters`,
): z.core.$ZodCheck<string> {
  return z.refine<string>((value) => value.length <= max, message);
}
