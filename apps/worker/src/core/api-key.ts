/**
 * Which provider key a request may name (`config.apiKeyEnvName`, docs/product.md#abuse-defences):
 * the name must be in `ALLOWED_API_KEY_NAMES`, so a client cannot point the worker at another
 * setting. The key is read with `readSecret` (core/secrets.ts) and never leaves the worker.
 */

/** Whether `name` is one of the allowed key setting names (exact, case-sensitive). */
export function isApiKeyNameAllowed(name: string, allowedNames: readonly string[]): boolean {
  return allowedNames.includes(name);
}
