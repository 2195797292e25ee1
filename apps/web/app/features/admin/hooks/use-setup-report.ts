import type { SetupReport } from "@clearwell/contract";
import type { AdminApiError, AdminRequestOptions } from "../api/admin-api.ts";
import { fetchSetupReport } from "../api/setup-api.ts";
import { useAdminLoad } from "./use-admin-load.ts";

/** The Setup panel's report as loaded: `report` `null` until the first answer, `loading` while one is on its way. */
export type SetupReportState = {
  report: SetupReport | null;
  loading: boolean;
  /** How many loads have finished (answered or failed), so a caller can tell a fresh one. */
  loads: number;
  /** Why the last load failed, if it did (the last report stays). */
  error: AdminApiError | null;
};

/** One key: the panel always reads the same report. */
const SETUP_KEY = "setup";

/**
 * Loads `GET /api/admin/setup` for the Setup panel (docs/product.md#setup-panel) once hydrated and
 * again on `refresh()` ("Check again"); a load still running is aborted by the next one and on
 * unmount. A failed load keeps the last report and sets `error`.
 *
 * @param options - `fetch` to use (tests inject one).
 */
export function useSetupReport(options: AdminRequestOptions = {}) {
  const { state, reload } = useAdminLoad(SETUP_KEY, (_key, request) => fetchSetupReport(request), options);
  const report: SetupReportState = {
    report: state.data,
    loading: state.loading,
    loads: state.loads,
    error: state.error,
  };
  return { state: report, refresh: reload };
}
