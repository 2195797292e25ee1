/**
 * The Hono environment of the worker: its bindings are the generated `Env` of
 * `worker-configuration.d.ts` (`wrangler types`), vars and the RESEND_API_KEY secret; its one
 * shared variable, `adminIdentity`, is who an admin request is from (set by `requireAccess`: the
 * verified Access identity's email, or `local`), for the audit trail.
 */
export type AppEnv = { Bindings: Env; Variables: { adminIdentity?: string } };
