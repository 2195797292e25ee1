import {
  type BlockedSenderKind,
  type Delivery,
  type Inquiry,
  type InquiryDetail,
  RESENDABLE_STATUSES,
} from "@clearwell/contract";
import { useEffect, useState } from "react";
import { adminCopy } from "../../../content/admin.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import {
  type AdminApiError,
  type AdminRequestOptions,
  deleteInquiry,
  markNotSpam,
  markSpam,
  resendInquiry,
  toAdminApiError,
} from "../api/admin-api.ts";

/** The action running in the detail dialog, if any. */
export type PendingAction = "resend" | "delete" | "not-spam" | "mark-spam";

/** What the detail dialog's actions need from it (docs/product.md#operator-inbox). */
export type InquiryActionsInput = {
  /** The row that was opened: shown until the detail arrives. */
  inquiry: Inquiry;
  /** The loaded detail, `null` until it arrives: it replaces what is shown. */
  detail: InquiryDetail | null;
  /** Fetches the detail again (after an action changed its history). */
  reload: () => void;
  options: AdminRequestOptions;
  /** Called with the updated inquiry after a re-send, a channel retry or a spam correction. */
  onChanged: (inquiry: Inquiry) => void;
  /** Called with the id after a deletion (or when the inquiry was already gone). */
  onDeleted: (id: string) => void;
  /** Puts a sentence in the inbox's live region. */
  announce: (message: string) => void;
  /** Closes the dialog. */
  close: () => void;
};

/**
 * The detail dialog's actions and their state (docs/product.md#operator-inbox): Re-send (only for
 * `RESENDABLE_STATUSES`), a channel's Retry, Not spam, Mark as spam with its inline confirmation
 * (and the optional block of the sender's address or domain), and Delete with its inline
 * confirmation. Every action shows the updated inquiry (`current`), calls `onChanged`, announces
 * its outcome and reloads the detail; a failure sets `actionError` (shown in the dialog's alert)
 * and is announced. A deletion of an inquiry already gone counts as done.
 */
export function useInquiryActions(input: InquiryActionsInput) {
  const { inquiry, detail, reload, options, onChanged, onDeleted, announce, close } = input;
  const [current, setCurrent] = useState<Inquiry>(inquiry);
  const [deliveries, setDeliveries] = useState<readonly Delivery[] | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [markingSpam, setMarkingSpam] = useState(false);
  const [block, setBlock] = useState<BlockedSenderKind | "none">("none");
  const [actionError, setActionError] = useState<AdminApiError | null>(null);

  useEffect(() => {
    if (detail) {
      setCurrent(detail);
      setDeliveries(detail.deliveries);
    }
  }, [detail]);

  const onActionError = (failure: AdminApiError) => {
    setActionError(failure);
    announce(actionErrorText(failure));
  };

  const onRetried = (updated: InquiryDetail, channel: string) => {
    setActionError(null);
    setCurrent(updated);
    setDeliveries(updated.deliveries);
    onChanged(updated);
    const status = updated.deliveries.find((delivery) => delivery.channel === channel)?.status;
    announce(
      adminCopy.announce.retried(
        adminCopy.channelLabel(channel),
        status ? adminCopy.deliveryStatusLabels[status] : "",
      ),
    );
  };

  /** Runs one action: shows and reports the updated inquiry, announces `said(updated)`, reloads the detail. */
  const runAction = async (
    kind: "resend" | "not-spam" | "mark-spam",
    call: () => Promise<Inquiry>,
    said: (updated: Inquiry) => string,
  ) => {
    setPending(kind);
    setActionError(null);
    try {
      const updated = await call();
      setCurrent(updated);
      onChanged(updated);
      if (kind === "mark-spam") setMarkingSpam(false);
      announce(said(updated));
      reload();
    } catch (error) {
      onActionError(toAdminApiError(error));
    } finally {
      setPending(null);
    }
  };

  const confirmDelete = async () => {
    setPending("delete");
    setActionError(null);
    try {
      await deleteInquiry(current.id, options);
      announce(adminCopy.announce.deleted);
    } catch (error) {
      const failure = toAdminApiError(error);
      if (failure.kind !== "not-found") {
        onActionError(failure);
        setPending(null);
        return;
      }
      // Already gone: the row goes too.
      announce(adminCopy.errors.notFound);
    }
    onDeleted(current.id);
    close();
  };

  /** Shows `updated` (an answering change) and reports it to the list. */
  const applyChange = (updated: Inquiry) => {
    setActionError(null);
    setCurrent(updated);
    onChanged(updated);
  };

  return {
    current,
    applyChange,
    deliveries,
    pending,
    actionError,
    resendable: (RESENDABLE_STATUSES as readonly string[]).includes(current.status),
    resend: () =>
      runAction(
        "resend",
        () => resendInquiry(current.id, options),
        (updated) => adminCopy.announce.resent(adminCopy.statusLabels[updated.status]),
      ),
    notSpam: () =>
      runAction(
        "not-spam",
        () => markNotSpam(current.id, options),
        (updated) => adminCopy.announce.notSpam(adminCopy.statusLabels[updated.status]),
      ),
    markingSpam,
    block,
    setBlock,
    startMarkSpam: () => {
      setMarkingSpam(true);
      setActionError(null);
    },
    cancelMarkSpam: () => setMarkingSpam(false),
    confirmMarkSpam: () =>
      runAction(
        "mark-spam",
        () => markSpam(current.id, block, options),
        () => adminCopy.announce.markedSpam,
      ),
    confirmingDelete,
    startDelete: () => {
      setConfirmingDelete(true);
      setActionError(null);
    },
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete,
    onRetried,
    onActionError,
  };
}

/** What {@link useInquiryActions} gives the dialog's parts. */
export type InquiryActions = ReturnType<typeof useInquiryActions>;
