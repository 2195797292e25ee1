import type { SetupReport } from "@clearwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AdminApiError, type AdminRequestOptions, toAdminApiError } from "../api/admin-api.ts";
import { fetchSetupReport } from "../api/setup-api.ts";

/** The Setup panel's report as loaded: `report` `null` until the first answer, `loading` while one is on its way. */
export type SetupReportState = {
  report: SetupReport | null;
  loading: boolean;
  /** How many loads have finished (answered or failed), so a caller can tell a fresh one. */
  loads: number;
  /** Why the last load failed, if it did (the last report stays). */
  error: AdminApiError | null;
};

/**
 * Loads `GET /api/admin/setup` for the Setup panel (docs/product.md#setup-panel) once hydrated and
 * again on `refresh()` ("Check again"); a load still running is aborted by the next one and on
 * unmount. A failed load keeps the last report and sets `error`.
 *
 * @param options - `fetch` to use (tests inject one).
 */
export function useSetupReport(options: AdminRequestOptions = {}) {
  const [state, setState] = useState<SetupReportState>({
    report: null,
    loading: true,
    loads: 0,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on refresh
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    fetchSetupReport({ fetch: fetchRef.current, signal: controller.signal }).then(
      (report) =>
        setState((previous) => ({ report, loading: false, loads: previous.loads + 1, error: null })),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setState((previous) => ({
          ...previous,
          loading: false,
          loads: previous.loads + 1,
          error: toAdminApiError(error),
        }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, refresh };
}
