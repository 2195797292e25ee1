/**
 * The Hono environment of the worker: its bindings are the generated `Env` of
 * `worker-configuration.d.ts` (`wrangler types`), vars and the RESEND_API_KEY secret.
 */
export type AppEnv = { Bindings: Env };
