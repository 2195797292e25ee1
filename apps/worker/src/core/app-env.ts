/** The Hono environment: `wrangler types`' `Env`; `adminIdentity` set by `requireAccess` (Access email or `local`). */
export type AppEnv = { Bindings: Env; Variables: { adminIdentity?: string } };
