import type { DeliveryStatus, InquiryStatus } from "@clearwell/contract";
import { adminCopy } from "../../../content/admin.ts";

const STATUS_CLASSES: Record<InquiryStatus | DeliveryStatus, string> = {
  received: "bg-stone-100 text-stone-800 ring-stone-300",
  pending: "bg-stone-100 text-stone-800 ring-stone-300",
  sent: "bg-green-50 text-green-800 ring-green-300",
  delivered: "bg-emerald-100 text-emerald-900 ring-emerald-400",
  queued: "bg-amber-50 text-amber-900 ring-amber-300",
  failed: "bg-red-50 text-red-800 ring-red-300",
  bounced: "bg-red-50 text-red-800 ring-red-300",
  complained: "bg-red-50 text-red-800 ring-red-300",
  dead: "bg-red-100 text-red-900 ring-red-400",
  spam: "bg-violet-50 text-violet-800 ring-violet-300",
  skipped: "bg-stone-100 text-stone-800 ring-stone-300",
};

/**
 * An inquiry's status as a small pill (docs/product.md#operator-inbox): the status's name as text
 * (colour only reinforces it; every pairing is above 4.5:1).
 */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  return <Pill status={status} label={adminCopy.statusLabels[status]} />;
}

/** A delivery channel's status as the same kind of pill, with the channel statuses' names. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Pill status={status} label={adminCopy.deliveryStatusLabels[status]} />;
}

function Pill({ status, label }: { status: InquiryStatus | DeliveryStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {label}
    </span>
  );
}
