/**
 * The worker's Hono environment: the generated `Env` (`wrangler types`), and `adminIdentity`, who an
 * admin request is from (set by `requireAccess`: the Access email, or `local`).
 */
export type AppEnv = { Bindings: Env; Variables: { adminIdentity?: string } };
