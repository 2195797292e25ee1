import * as z from "zod/mini";

/**
 * A zod check of at most `max` `String.length` characters, the contract's unit
 * (docs/product.md#constants); zod's `maxLength` counts code points, so 1,001 emoji would pass 2,000.
 * @param message - the message; default `must be at most <max> characters`.
 */
export function maxChars(
  max: number,
  message = `must be at most ${max} characters`,
): z.core.$ZodCheck<string> {
  return z.refine<string>((value) => value.length <= max, message);
}
