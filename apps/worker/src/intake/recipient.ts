/**
 * The recipient the inquiry goes to (docs/decisions.md#recipient-not-client-choice): the client's
 * `config.recipient` only when it is on the server's allowlist (`CONTACT_RECIPIENTS`, compared
 * case-insensitively), the first allowed address when none is given, and `undefined` - refuse, send nothing -
 * otherwise (including when the allowlist is empty).
 *
 * @returns the address in the allowlist's own spelling, or `undefined`.
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
