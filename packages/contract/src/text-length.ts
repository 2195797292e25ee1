import * as z from "zod/mini";

/**
 * A zod check that a string is at most `max` characters as `String.length` counts them (UTF-16
 * code units): the unit of every length limit of the contract (docs/product.md#constants), the
 * same the field rules count in. zod's own `maxLength` counts code points instead, so a footer of
 * 1,001 emoji (2,002 units) would pass its 2,000 limit.
 *
 * @param max - the most characters allowed.
 * @param message - the message; default `must be at most <max> characters`.
 */
export function maxChars(
  max: number,
  message = `must be at most ${max} characters`,
): z.core.$ZodCheck<string> {
  return z.refine<string>((value) => value.length <= max, message);
}
