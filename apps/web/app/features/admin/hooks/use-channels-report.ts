import { type AdminRequestOptions, fetchChannelsReport } from "../api/admin-api.ts";
import { useAdminLoad } from "./use-admin-load.ts";

/** One key: the banner always reads the same report. */
const CHANNELS_KEY = "channels";

/**
 * Loads `GET /api/admin/channels` for the inbox's banner (docs/product.md#operator-inbox): once
 * when the inbox opens and again on `refresh()` (after a retry, a re-send or a deletion). A failed
 * load keeps the last report (the list shows the admin API's errors itself).
 *
 * @returns the report (`null` until the first one arrives) and `refresh`.
 */
export function useChannelsReport(options: AdminRequestOptions = {}) {
  const { state, reload } = useAdminLoad(
    CHANNELS_KEY,
    (_key, request) => fetchChannelsReport(request),
    options,
  );
  return { report: state.data, refresh: reload };
}
