import type { ChannelsReport } from "@clearwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AdminRequestOptions, fetchChannelsReport } from "../api/admin-api.ts";

/**
 * Loads `GET /api/admin/channels` for the inbox's banner (docs/product.md#operator-inbox): once
 * when the inbox opens and again on `refresh()` (after a retry, a re-send or a deletion). A failed
 * load keeps the last report (the list shows the admin API's errors itself).
 *
 * @returns the report (`null` until the first one arrives) and `refresh`.
 */
export function useChannelsReport(options: AdminRequestOptions = {}) {
  const [report, setReport] = useState<ChannelsReport | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on refresh
  useEffect(() => {
    const controller = new AbortController();
    fetchChannelsReport({ fetch: fetchRef.current, signal: controller.signal }).then(setReport, () => {
      // Kept as it was: an unreachable API shows in the list's own error notice.
    });
    return () => controller.abort();
  }, [attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { report, refresh };
}
