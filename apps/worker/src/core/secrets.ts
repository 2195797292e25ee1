/** `env[name]` trimmed, or `undefined` when unset or blank; never put in an answer or log (docs/reference.md#secrets). */
export function readSecret(env: Env, name: string): string | undefined {
  const value: unknown = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
