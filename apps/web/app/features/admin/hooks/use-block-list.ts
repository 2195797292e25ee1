import type { BlockedSender } from "@clearwell/contract";
import { useCallback, useRef } from "react";
import {
  type AdminApiError,
  type AdminRequestOptions,
  blockSender,
  fetchBlockedSenders,
  toAdminApiError,
  unblockSender,
} from "../api/admin-api.ts";
import { useAdminLoad } from "./use-admin-load.ts";

/** The block list as the inbox shows it: `null` entries until the first answer. */
export type BlockListState = {
  entries: BlockedSender[] | null;
  /** Why loading the list failed, if it did. */
  error: AdminApiError | null;
};

/** One key: the block list is read whole. */
const BLOCK_LIST_KEY = "block-list";

/**
 * The block list's state and operations (docs/product.md#operator-inbox): loads the list once
 * hydrated (and on `reload`), `add` blocks what the operator typed and puts the stored entry first,
 * `remove` unblocks one. `add` and `remove` reject with the `AdminApiError` for the caller to show.
 *
 * @param options - `fetch` to use (tests inject one).
 */
export function useBlockList(options: AdminRequestOptions = {}) {
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;
  const {
    state: load,
    reload,
    update,
  } = useAdminLoad(BLOCK_LIST_KEY, (_key, request) => fetchBlockedSenders(request), options);
  const state: BlockListState = { entries: load.data, error: load.error };

  const add = useCallback(
    async (value: string): Promise<BlockedSender> => {
      try {
        const entry = await blockSender(value, { fetch: fetchRef.current });
        update((entries) => [entry, ...(entries ?? []).filter((known) => known.value !== entry.value)]);
        return entry;
      } catch (error) {
        throw toAdminApiError(error);
      }
    },
    [update],
  );

  const remove = useCallback(
    async (value: string): Promise<void> => {
      try {
        await unblockSender(value, { fetch: fetchRef.current });
      } catch (error) {
        const failure = toAdminApiError(error);
        if (failure.kind !== "not-found") throw failure;
      }
      update((entries) => (entries ?? []).filter((entry) => entry.value !== value));
    },
    [update],
  );

  return { state, reload, add, remove };
}
