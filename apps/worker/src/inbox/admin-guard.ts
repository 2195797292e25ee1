import { ADMIN_MAX_BODY_BYTES, limitBodyTo } from "../core/body-limit.ts";
import { noStore } from "../core/no-store.ts";
import { requireAccess } from "./access.ts";
import { requireSameOrigin } from "./same-origin.ts";

/**
 * What every `/api/admin/*` request passes before its route (the inbox's and the Setup panel's):
 * `Cache-Control: no-store`, the Cloudflare Access check, the same-origin guard for writes and the
 * admin API's body limit (docs/reference.md#cloudflare-access). `src/index.ts` applies it once to
 * the whole path, so neither route can be mounted without it.
 */
export const adminGuard = [
  noStore,
  requireAccess,
  requireSameOrigin,
  limitBodyTo(ADMIN_MAX_BODY_BYTES),
] as const;
