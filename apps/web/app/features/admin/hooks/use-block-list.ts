import type { BlockedSender } from "@clearwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type AdminApiError,
  type AdminRequestOptions,
  blockSender,
  fetchBlockedSenders,
  toAdminApiError,
  unblockSender,
} from "../api/admin-api.ts";

/** The block list as the inbox shows it: `null` entries until the first answer. */
export type BlockListState = {
  entries: BlockedSender[] | null;
  /** Why loading the list failed, if it did. */
  error: AdminApiError | null;
};

/**
 * The block list's state and operations (docs/product.md#operator-inbox): loads the list once
 * hydrated (and on `reload`), `add` blocks what the operator typed and puts the stored entry first,
 * `remove` unblocks one. `add` and `remove` reject with the `AdminApiError` for the caller to show.
 *
 * @param options - `fetch` to use (tests inject one).
 */
export function useBlockList(options: AdminRequestOptions = {}) {
  const [state, setState] = useState<BlockListState>({ entries: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on reload
  useEffect(() => {
    const controller = new AbortController();
    fetchBlockedSenders({ fetch: fetchRef.current, signal: controller.signal }).then(
      (entries) => setState({ entries, error: null }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setState((previous) => ({ ...previous, error: toAdminApiError(error) }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const add = useCallback(async (value: string): Promise<BlockedSender> => {
    try {
      const entry = await blockSender(value, { fetch: fetchRef.current });
      setState((previous) => ({
        error: null,
        entries: [entry, ...(previous.entries ?? []).filter((known) => known.value !== entry.value)],
      }));
      return entry;
    } catch (error) {
      throw toAdminApiError(error);
    }
  }, []);

  const remove = useCallback(async (value: string): Promise<void> => {
    try {
      await unblockSender(value, { fetch: fetchRef.current });
    } catch (error) {
      const failure = toAdminApiError(error);
      if (failure.kind !== "not-found") throw failure;
    }
    setState((previous) => ({
      ...previous,
      entries: (previous.entries ?? []).filter((entry) => entry.value !== value),
    }));
  }, []);

  return { state, reload, add, remove };
}
