/**
 * Reads the provider key a request names (`config.apiKeyEnvName`, docs/product.md#abuse-defences): the name
 * must be in `ALLOWED_API_KEY_NAMES`, so a client cannot point the worker at another setting.
 * The key itself stays inside the worker: never in a response, never in a log.
 */

/** Whether `name` is one of the allowed key setting names (exact, case-sensitive). */
export function isApiKeyNameAllowed(name: string, allowedNames: readonly string[]): boolean {
  return allowedNames.includes(name);
}

/**
 * The value of `env[name]` when it is a non-empty string, else `undefined` (unset secret, or a
 * binding that is not a string).
 */
export function readApiKey(env: Env, name: string): string | undefined {
  const value: unknown = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
