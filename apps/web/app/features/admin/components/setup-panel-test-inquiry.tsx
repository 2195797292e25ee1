import { useEffect, useId } from "react";
import { adminCopy } from "../../../content/admin.ts";
import { setupCopy } from "../../../content/admin-setup.ts";
import type { AdminRequestOptions } from "../api/admin-api.ts";
import { type TestChannel, useTestInquiry } from "../hooks/use-test-inquiry.ts";
import { DeliveryStatusBadge } from "./status-badge.tsx";

const copy = setupCopy.testInquiry;

/** "Business email Sent; Webhook: local Sent": each channel's name and status, for the live region. */
function resultsSentence(channels: readonly TestChannel[]): string {
  return channels
    .map(
      ({ channel, status }) =>
        `${adminCopy.channelLabel(channel)} ${status ? adminCopy.deliveryStatusLabels[status] : copy.waiting}`,
    )
    .join("; ");
}

/**
 * "Send a test inquiry" in the Setup panel (docs/product.md#setup-panel): what it does, the button
 * ("Sending…" while it posts; disabled until the channels are final), and each channel's status
 * and last error in place, updated as the delivery run moves on. Progress and the outcome go to
 * `announce` (the panel's polite live region): sent, then every channel's result, or that some are
 * still retrying, or why it could not be sent (the worker's sentence for a refused recipient).
 */
export function SetupPanelTestInquiry({
  options,
  announce,
}: {
  options: AdminRequestOptions;
  announce: (message: string) => void;
}) {
  const { state, send } = useTestInquiry(options);
  const titleId = useId();
  const { phase, subject, channels, error } = state;
  const busy = phase === "sending" || phase === "watching";

  // biome-ignore lint/correctness/useExhaustiveDependencies: announce phase changes, not every read
  useEffect(() => {
    if (phase === "watching") announce(copy.started);
    else if (phase === "done") announce(copy.finished(resultsSentence(channels)));
    else if (phase === "timed-out") announce(copy.stillRetrying);
    else if (phase === "error") announce(errorText());
  }, [phase]);

  function errorText(): string {
    return error?.code === "recipient_not_allowed" ? error.message : copy.failed;
  }

  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-stone-200 pt-6">
      <h3 id={titleId} className="font-display text-xl">
        {copy.title}
      </h3>
      <p className="mt-2 max-w-3xl text-stone-700">{copy.lead}</p>
      <button
        type="button"
        onClick={() => void send()}
        disabled={busy}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {phase === "sending" ? copy.sending : copy.send}
      </button>
      {phase === "error" ? (
        <p className="mt-3 text-red-800" data-testid="test-inquiry-error">
          {errorText()}
        </p>
      ) : null}
      {subject ? (
        <p className="mt-4 text-stone-700 [overflow-wrap:anywhere]" data-testid="test-inquiry-subject">
          {copy.sentAs(subject)}
        </p>
      ) : null}
      {channels.length > 0 ? (
        <ul aria-label={copy.channelsCaption} className="mt-4 space-y-2" data-testid="test-inquiry-channels">
          {channels.map(({ channel, status, lastError }) => (
            <li
              key={channel}
              data-channel={channel}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-stone-200"
            >
              <span className="font-semibold">{adminCopy.channelLabel(channel)}</span>
              {status ? <DeliveryStatusBadge status={status} /> : <span>{copy.waiting}</span>}
              {lastError ? (
                <span className="w-full text-sm text-stone-700 [overflow-wrap:anywhere]">
                  {copy.lastError}: <code className="font-mono text-xs">{lastError}</code>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {phase === "timed-out" ? <p className="mt-3 text-stone-700">{copy.stillRetrying}</p> : null}
    </section>
  );
}
