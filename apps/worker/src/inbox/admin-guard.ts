import { ADMIN_MAX_BODY_BYTES, limitBodyTo } from "../core/body-limit.ts";
import { noStore } from "../core/no-store.ts";
import { requireAccess } from "./access.ts";
import { requireSameOrigin } from "./same-origin.ts";

/**
 * What every `/api/admin/*` request passes first, in order (docs/reference.md#cloudflare-access);
 * index.ts applies it to the whole path, so no admin route can be mounted without it.
 */
export const adminGuard = [
  noStore,
  requireAccess,
  requireSameOrigin,
  limitBodyTo(ADMIN_MAX_BODY_BYTES),
] as const;
