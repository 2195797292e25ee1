import type { InquiryDetail } from "@clearwell/contract";
import { type AdminApiError, type AdminRequestOptions, fetchInquiryDetail } from "../api/admin-api.ts";
import { useAdminLoad } from "./use-admin-load.ts";

/** The open inquiry: `loading` until its detail arrives, then `ready` (with `detail`) or `error`. */
export type InquiryDetailState =
  | { phase: "idle" }
  | { phase: "loading" }
  | { phase: "ready"; detail: InquiryDetail }
  | { phase: "error"; error: AdminApiError };

/**
 * Loads `GET /api/admin/inquiries/:id` for the inquiry the operator opened
 * (docs/product.md#operator-inbox, the detail view); `id` `null` means none is open (`idle`). A
 * reload keeps showing the detail it has until the new one arrives.
 *
 * @returns the state and `reload` (fetch it again, e.g. after a re-send added to its history).
 */
export function useInquiryDetail(id: string | null, options: AdminRequestOptions = {}) {
  const { state: load, reload } = useAdminLoad(id, fetchInquiryDetail, options);
  let state: InquiryDetailState;
  if (id === null) state = { phase: "idle" };
  else if (load.error && !load.loading && load.loadedKey === id)
    state = { phase: "error", error: load.error };
  else if (load.data?.id === id) state = { phase: "ready", detail: load.data };
  else state = { phase: "loading" };
  return { state, reload };
}
