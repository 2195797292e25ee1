/**
 * The recipient the inquiry goes to (docs/decisions.md#recipient-not-client-choice): `requested`
 * when on `allowed` (ignoring case), the first allowed address when none is requested.
 * @returns the address in the allowlist's own spelling, or `undefined` (refuse).
 */
export function resolveRecipient(
  requested: string | undefined,
  allowed: readonly string[],
): string | undefined {
  const wanted = requested?.trim();
  if (!wanted) return allowed[0];
  const lower = wanted.toLowerCase();
  return allowed.find((address) => address.toLowerCase() === lower);
}
