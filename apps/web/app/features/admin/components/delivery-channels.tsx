import { type Delivery, FAILING_DELIVERY_STATUSES, type InquiryDetail } from "@clearwell/contract";
import { useState } from "react";
import { adminCopy } from "../../../content/admin.ts";
import {
  type AdminApiError,
  type AdminRequestOptions,
  retryDelivery,
  toAdminApiError,
} from "../api/admin-api.ts";
import { LocalTime } from "./local-time.tsx";
import { DeliveryStatusBadge } from "./status-badge.tsx";

const { channels: copy } = adminCopy.detail;

/** Whether the operator may retry a channel in this status (contract `FAILING_DELIVERY_STATUSES`). */
function isRetryable(delivery: Delivery): boolean {
  return (FAILING_DELIVERY_STATUSES as readonly string[]).includes(delivery.status);
}

/**
 * The inquiry's delivery channels in the detail dialog (docs/product.md#operator-inbox): a table of
 * each channel (the business email, each webhook) with its status, last change, attempts and last
 * error, its history in a native disclosure, and a "Retry" button for a channel that is retrying,
 * failed, dead, bounced or marked as spam. While a retry runs its button reads "Retrying…" and every
 * Retry is disabled; the answer (the updated inquiry) goes to `onRetried`, a failure to `onError`.
 */
export function DeliveryChannels({
  inquiryId,
  deliveries,
  options,
  onRetried,
  onError,
}: {
  inquiryId: string;
  deliveries: readonly Delivery[];
  options: AdminRequestOptions;
  onRetried: (detail: InquiryDetail, channel: string) => void;
  onError: (error: AdminApiError) => void;
}) {
  const [pending, setPending] = useState<string | null>(null);

  const retry = async (channel: string) => {
    setPending(channel);
    try {
      onRetried(await retryDelivery(inquiryId, channel, options), channel);
    } catch (error) {
      onError(toAdminApiError(error));
    } finally {
      setPending(null);
    }
  };

  if (deliveries.length === 0) return <p className="mt-3 text-stone-600">{copy.empty}</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl ring-1 ring-stone-200" data-testid="delivery-channels">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{copy.caption}</caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 sm:px-4">
              {copy.columns.channel}
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4">
              {copy.columns.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {deliveries.map((delivery) => {
            const label = adminCopy.channelLabel(delivery.channel);
            return (
              <tr key={delivery.channel} className="align-top">
                <th scope="row" className="px-3 py-3 font-semibold sm:px-4">
                  {label}
                  <details className="mt-1 font-normal">
                    <summary className="cursor-pointer text-xs text-brand-700 underline">
                      {copy.history(label)}
                    </summary>
                    <ol className="mt-2 space-y-1 text-xs text-stone-700">
                      {delivery.history.map((event, index) => (
                        <li key={`${event.at}-${index}`}>
                          <LocalTime iso={event.at} /> · {adminCopy.deliveryStatusLabels[event.status]}
                          {event.detail ? ` · ${event.detail}` : ""}
                        </li>
                      ))}
                    </ol>
                  </details>
                </th>
                <td className="px-3 py-3 sm:px-4">
                  <DeliveryStatusBadge status={delivery.status} />
                  <span className="mt-1 block text-xs text-stone-600">
                    <LocalTime iso={delivery.updatedAt} /> · {copy.attempts(delivery.attempts)}
                  </span>
                  {delivery.lastError ? (
                    <span className="mt-1 block font-mono text-xs break-all text-stone-700">
                      <span className="sr-only">{copy.columns.lastError}: </span>
                      {delivery.lastError}
                    </span>
                  ) : null}
                  {isRetryable(delivery) ? (
                    <button
                      type="button"
                      aria-label={copy.retryLabel(label)}
                      onClick={() => retry(delivery.channel)}
                      disabled={pending !== null}
                      className="mt-2 inline-flex min-h-11 items-center justify-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 disabled:cursor-wait disabled:opacity-70"
                    >
                      {pending === delivery.channel ? copy.retrying : copy.retry}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
