import { type DeliveryStatus, isFinalDeliveryStatus } from "@clearwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type AdminApiError,
  type AdminRequestOptions,
  fetchInquiryDetail,
  toAdminApiError,
} from "../api/admin-api.ts";
import { sendTestInquiry } from "../api/setup-api.ts";

/** One channel of the test inquiry as last read: its status (`null` before its record exists) and last error. */
export type TestChannel = { channel: string; status: DeliveryStatus | null; lastError: string | null };

/**
 * Where the test inquiry stands: `idle` (none sent yet), `sending` (the POST), `watching` (reading
 * its channels until each is final), `done` (each is final), `timed-out` (some still pending or
 * retrying after {@link WATCH_LIMIT_MS}), `error` (it could not be sent).
 */
export type TestInquiryState = {
  phase: "idle" | "sending" | "watching" | "done" | "timed-out" | "error";
  id: string | null;
  /** The test's subject, which its email and chat messages carry. */
  subject: string | null;
  channels: TestChannel[];
  error: AdminApiError | null;
};

/** How long the channels are read before the panel points to the inbox instead, in ms. */
export const WATCH_LIMIT_MS = 120_000;

/** The pause before each read of the channels, in ms: quick at first, then every 3 s. */
function pauseBefore(read: number): number {
  return read < 5 ? 1_000 : 3_000;
}

const IDLE: TestInquiryState = { phase: "idle", id: null, subject: null, channels: [], error: null };

/**
 * "Send a test inquiry" of the Setup panel (docs/product.md#setup-panel): `send()` posts it, then
 * reads the inquiry's channels (`GET /api/admin/inquiries/:id`) until each has a final status
 * (`isFinalDeliveryStatus`: not pending, not retrying) or {@link WATCH_LIMIT_MS} passed. A read
 * that fails is tried again at the next pause. Unmounting stops the reads.
 *
 * @param options - `fetch` to use (tests inject one).
 */
export function useTestInquiry(options: AdminRequestOptions = {}) {
  const [state, setState] = useState<TestInquiryState>(IDLE);
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const watch = useCallback(async (id: string, names: readonly string[], signal: AbortSignal) => {
    const started = Date.now();
    for (let read = 0; Date.now() - started < WATCH_LIMIT_MS; read += 1) {
      await new Promise((resolve) => setTimeout(resolve, pauseBefore(read)));
      if (signal.aborted) return;
      try {
        const detail = await fetchInquiryDetail(id, { fetch: fetchRef.current, signal });
        const channels = names.map((channel): TestChannel => {
          const delivery = detail.deliveries.find((known) => known.channel === channel);
          return { channel, status: delivery?.status ?? null, lastError: delivery?.lastError ?? null };
        });
        const final = channels.every((channel) => channel.status && isFinalDeliveryStatus(channel.status));
        setState((previous) => ({ ...previous, channels, phase: final ? "done" : previous.phase }));
        if (final) return;
      } catch {
        if (signal.aborted) return;
        // Read again at the next pause: a moment of network trouble ends nothing.
      }
    }
    setState((previous) => ({ ...previous, phase: "timed-out" }));
  }, []);

  const send = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ ...IDLE, phase: "sending" });
    try {
      const { id, subject, channels } = await sendTestInquiry({
        fetch: fetchRef.current,
        signal: controller.signal,
      });
      setState({
        phase: "watching",
        id,
        subject,
        channels: channels.map((channel) => ({ channel, status: "pending", lastError: null })),
        error: null,
      });
      await watch(id, channels, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ ...IDLE, phase: "error", error: toAdminApiError(error) });
    }
  }, [watch]);

  return { state, send };
}
