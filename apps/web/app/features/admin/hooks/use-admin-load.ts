import { useCallback, useEffect, useRef, useState } from "react";
import { type AdminApiError, type AdminRequestOptions, toAdminApiError } from "../api/admin-api.ts";

/**
 * What one admin API read has given so far (docs/product.md#operator-inbox):
 * - `data`: the last answer, kept while a reload runs and after a failed one (`null` before the first);
 * - `loadedKey`: the `key` of the last finished load (answered or failed), so a caller can tell
 *   whether `data` or `error` are about what it asks for now (the inbox's filters, an inquiry's id);
 * - `error`: why the last finished load failed, `null` after a success; kept while a reload runs;
 * - `loading`: a load is on its way;
 * - `loads`: how many loads have finished (answered or failed), so a caller can tell a fresh one.
 */
export type AdminLoadState<T> = {
  data: T | null;
  loadedKey: string | null;
  error: AdminApiError | null;
  loading: boolean;
  loads: number;
};

/**
 * Reads `load(key)` from the admin API in the browser (an effect, so a prerendered page holds no
 * data), for every admin data hook. A new `key`, `reload()` and unmounting abort the load still
 * running (an abort is never reported as an error).
 *
 * @param key - what to load (e.g. the inbox's filters as a query string); `null` loads nothing.
 * @param load - the admin API call: gets `key` and the request options with the abort `signal`;
 *   the latest one is always used, so it need not be memoised.
 * @param options - `fetch` to use (tests inject one).
 * @returns the {@link AdminLoadState}, `reload()` (the same key again), and `update(change)`,
 *   which applies a local change to `data` (e.g. after a re-send) and clears `error`.
 */
export function useAdminLoad<T>(
  key: string | null,
  load: (key: string, options: AdminRequestOptions) => Promise<T>,
  options: AdminRequestOptions = {},
) {
  const [request, setRequest] = useState({ key, round: 0 });
  if (request.key !== key) setRequest({ key, round: 0 });
  const [state, setState] = useState<AdminLoadState<T>>({
    data: null,
    loadedKey: null,
    error: null,
    loading: key !== null,
    loads: 0,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;

  useEffect(() => {
    const current = request.key;
    if (current === null) {
      setState((previous) => ({ ...previous, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    loadRef.current(current, { fetch: fetchRef.current, signal: controller.signal }).then(
      (data) =>
        setState((previous) => ({
          data,
          loadedKey: current,
          error: null,
          loading: false,
          loads: previous.loads + 1,
        })),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setState((previous) => ({
          ...previous,
          loadedKey: current,
          error: toAdminApiError(error),
          loading: false,
          loads: previous.loads + 1,
        }));
      },
    );
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(
    () => setRequest((previous) => ({ ...previous, round: previous.round + 1 })),
    [],
  );
  const update = useCallback(
    (change: (data: T | null) => T | null) =>
      setState((previous) => ({ ...previous, data: change(previous.data), error: null })),
    [],
  );
  return { state, reload, update };
}
