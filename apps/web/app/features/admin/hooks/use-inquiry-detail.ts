import type { InquiryDetail } from "@clearwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type AdminApiError,
  type AdminRequestOptions,
  fetchInquiryDetail,
  toAdminApiError,
} from "../api/admin-api.ts";

/** The open inquiry: `loading` until its detail arrives, then `ready` (with `detail`) or `error`. */
export type InquiryDetailState =
  | { phase: "idle" }
  | { phase: "loading" }
  | { phase: "ready"; detail: InquiryDetail }
  | { phase: "error"; error: AdminApiError };

/**
 * Loads `GET /api/admin/inquiries/:id` for the inquiry the operator opened
 * (docs/product.md#operator-inbox, the detail view); `id` `null` means none is open (`idle`).
 *
 * @returns the state and `reload` (fetch it again, e.g. after a re-send added to its history).
 */
export function useInquiryDetail(id: string | null, options: AdminRequestOptions = {}) {
  const [state, setState] = useState<InquiryDetailState>({ phase: "idle" });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on reload
  useEffect(() => {
    if (id === null) {
      setState({ phase: "idle" });
      return;
    }
    const controller = new AbortController();
    setState((previous) =>
      previous.phase === "ready" && previous.detail.id === id ? previous : { phase: "loading" },
    );
    fetchInquiryDetail(id, { fetch: fetchRef.current, signal: controller.signal }).then(
      (detail) => setState({ phase: "ready", detail }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setState({ phase: "error", error: toAdminApiError(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
