/**
 * Reading a secret by name (docs/reference.md#secrets): the provider key a request names, the
 * Turnstile and delivery-events signing secrets, a webhook's signing secret. The value stays inside
 * the worker: never in a response, never in a log.
 */

/**
 * The value of `env[name]`, trimmed, when it is a non-empty string; else `undefined` (an unset
 * secret, a blank one, or a binding that is not a string).
 *
 * @param name - the setting's name, e.g. `RESEND_API_KEY`, `TURNSTILE_SECRET_KEY` or the name a
 *   `json` webhook's `secret` field gives.
 */
export function readSecret(env: Env, name: string): string | undefined {
  const value: unknown = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
