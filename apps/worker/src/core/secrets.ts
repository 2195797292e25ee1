/**
 * The secret `env[name]` trimmed (docs/reference.md#secrets), or `undefined` when unset, blank or
 * not a string. Its value never goes into an answer or a log.
 * @param name - e.g. `RESEND_API_KEY`, or the name a `json` webhook's `secret` field gives.
 */
export function readSecret(env: Env, name: string): string | undefined {
  const value: unknown = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
