import {
  type BlockedSenderKind,
  type Delivery,
  domainOf,
  type Inquiry,
  type InquiryDetail,
  RESENDABLE_STATUSES,
} from "@clearwell/contract";
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { adminCopy } from "../../../content/admin.ts";
import {
  type AdminApiError,
  type AdminRequestOptions,
  deleteInquiry,
  markNotSpam,
  markSpam,
  resendInquiry,
  toAdminApiError,
} from "../api/admin-api.ts";
import { useInquiryDetail } from "../hooks/use-inquiry-detail.ts";
import { actionErrorText } from "./action-error-text.ts";
import { DeliveryChannels } from "./delivery-channels.tsx";
import { LocalTime } from "./local-time.tsx";
import { StatusBadge } from "./status-badge.tsx";

const { detail: copy } = adminCopy;
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70";
const SECONDARY = `${BUTTON} border border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`;

/**
 * One inquiry in a modal `<dialog>` (docs/product.md#operator-inbox, the detail view): every field, the
 * whole message with its line breaks, attempts, last error, provider message id, the status
 * history and the delivery channels with a Retry per channel (`DeliveryChannels`); Re-send (only
 * for {@link RESENDABLE_STATUSES}); for spam, why (its reason) and "Not spam"; for anything else
 * "Mark as spam" with an inline confirmation that can also block the sender's address or domain;
 * and Delete with an inline confirmation.
 * The modal dialog keeps focus inside; Escape or Close closes it (`onClose`; the caller returns
 * focus to the row). Loads the detail itself; shows the row's summary meanwhile.
 *
 * @param inquiry - the row that was opened (its id picks the detail to load).
 * @param onResent - called with the updated inquiry after a successful re-send, channel retry or
 *   spam correction.
 * @param onDeleted - called with the id after a successful deletion; the dialog then closes
 *   (`onClose` follows).
 * @param announce - puts a sentence in the inbox's live region.
 */
export function InquiryDetailDialog({
  inquiry,
  options,
  onClose,
  onResent,
  onDeleted,
  announce,
}: {
  inquiry: Inquiry;
  options: AdminRequestOptions;
  onClose: () => void;
  onResent: (inquiry: Inquiry) => void;
  onDeleted: (id: string) => void;
  announce: (message: string) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { state, reload } = useInquiryDetail(inquiry.id, options);
  const [pending, setPending] = useState<"resend" | "delete" | "not-spam" | "mark-spam" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [markingSpam, setMarkingSpam] = useState(false);
  const [block, setBlock] = useState<BlockedSenderKind | "none">("none");
  const blockId = useId();
  const markSpamRef = useRef<HTMLButtonElement>(null);
  const blockSelectRef = useRef<HTMLSelectElement>(null);
  const [actionError, setActionError] = useState<AdminApiError | null>(null);
  const [current, setCurrent] = useState<Inquiry>(inquiry);
  const [deliveries, setDeliveries] = useState<readonly Delivery[] | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
  }, []);

  const detail: InquiryDetail | null = state.phase === "ready" ? state.detail : null;
  useEffect(() => {
    if (detail) {
      setCurrent(detail);
      setDeliveries(detail.deliveries);
    }
  }, [detail]);

  const onRetried = (updated: InquiryDetail, channel: string) => {
    setActionError(null);
    setCurrent(updated);
    setDeliveries(updated.deliveries);
    onResent(updated);
    const status = updated.deliveries.find((delivery) => delivery.channel === channel)?.status;
    announce(
      adminCopy.announce.retried(
        adminCopy.channelLabel(channel),
        status ? adminCopy.deliveryStatusLabels[status] : "",
      ),
    );
  };
  const onActionError = (failure: AdminApiError) => {
    setActionError(failure);
    announce(actionErrorText(failure));
  };

  const resendable = (RESENDABLE_STATUSES as readonly string[]).includes(current.status);

  /**
   * Runs one action on the inquiry (`pending` while it runs): shows the updated inquiry in the
   * dialog and the row, announces `said(updated)`, reloads the detail; a failure shows in the
   * dialog's alert.
   */
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
      onResent(updated);
      if (kind === "mark-spam") setMarkingSpam(false);
      announce(said(updated));
      reload();
    } catch (error) {
      onActionError(toAdminApiError(error));
    } finally {
      setPending(null);
    }
  };
  const resend = () =>
    runAction(
      "resend",
      () => resendInquiry(current.id, options),
      (updated) => adminCopy.announce.resent(adminCopy.statusLabels[updated.status]),
    );
  const notSpam = () =>
    runAction(
      "not-spam",
      () => markNotSpam(current.id, options),
      (updated) => adminCopy.announce.notSpam(adminCopy.statusLabels[updated.status]),
    );
  const confirmMarkSpam = () =>
    runAction(
      "mark-spam",
      () => markSpam(current.id, block, options),
      () => adminCopy.announce.markedSpam,
    );
  useEffect(() => {
    if (markingSpam) blockSelectRef.current?.focus();
  }, [markingSpam]);
  const cancelMarkSpam = () => {
    setMarkingSpam(false);
    requestAnimationFrame(() => markSpamRef.current?.focus());
  };

  const confirmDelete = async () => {
    setPending("delete");
    setActionError(null);
    try {
      await deleteInquiry(current.id, options);
      announce(adminCopy.announce.deleted);
      onDeleted(current.id);
      dialogRef.current?.close();
    } catch (error) {
      const failure = toAdminApiError(error);
      if (failure.kind === "not-found") {
        // Already gone: the row goes too.
        announce(adminCopy.errors.notFound);
        onDeleted(current.id);
        dialogRef.current?.close();
        return;
      }
      setActionError(failure);
      announce(actionErrorText(failure));
      setPending(null);
    }
  };

  const startConfirm = () => {
    setConfirming(true);
    setActionError(null);
  };
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const cancelConfirm = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteRef.current?.focus());
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(48rem,calc(100vw-1.5rem))] max-w-none overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-stone-900/60"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-stone-200 bg-white px-5 py-4 sm:px-8">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase">{copy.title}</p>
          <h2 id={titleId} className="mt-1 font-display text-2xl leading-tight break-words">
            {current.fields.subject || current.fields.name}
          </h2>
        </div>
        <button ref={closeRef} type="button" onClick={() => dialogRef.current?.close()} className={SECONDARY}>
          {copy.close}
        </button>
      </div>

      <div className="space-y-8 px-5 py-6 sm:px-8">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
          <Field label={copy.fields.status}>
            <StatusBadge status={current.status} />
          </Field>
          {current.status === "spam" && current.spamReason ? (
            <Field label={copy.spamReason}>
              <span data-testid="inquiry-spam-reason">{adminCopy.spamReasonLabels[current.spamReason]}</span>
            </Field>
          ) : null}
          <Field label={copy.fields.received}>
            <LocalTime iso={current.receivedAt} nowrap={false} />
          </Field>
          <Field label={copy.fields.name} wide>
            {current.fields.name}
          </Field>
          <Field label={copy.fields.email} wide>
            <a href={`mailto:${current.fields.email}`} className="break-all text-brand-700 underline">
              {current.fields.email}
            </a>
          </Field>
          <Field label={copy.fields.phone} wide>
            {current.fields.phone || copy.none}
          </Field>
          <Field label={copy.fields.subject} full>
            {current.fields.subject}
          </Field>
          <Field label={copy.fields.message} full>
            <p className="rounded-xl bg-stone-50 p-4 leading-relaxed break-words whitespace-pre-wrap ring-1 ring-stone-200">
              {current.fields.message}
            </p>
          </Field>
        </dl>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-stone-200 pt-6">
          <Field label={copy.fields.attempts}>
            <span data-testid="inquiry-attempts">{current.attempts}</span>
          </Field>
          <Field label={copy.fields.updated}>
            <LocalTime iso={current.updatedAt} nowrap={false} />
          </Field>
          <Field label={copy.fields.lastError} full>
            {current.lastError ?? copy.none}
          </Field>
          <Field label={copy.fields.providerMessageId} wide>
            <span className="block font-mono text-xs leading-5 break-all">
              {current.providerMessageId ?? copy.none}
            </span>
          </Field>
          <Field label={copy.fields.id} wide>
            <span className="block font-mono text-xs leading-5 break-all">{current.id}</span>
          </Field>
        </dl>

        <section aria-labelledby={`${titleId}-history`}>
          <h3 id={`${titleId}-history`} className="font-display text-xl">
            {copy.history.title}
          </h3>
          {state.phase === "loading" ? (
            <p className="mt-3 text-stone-600">{copy.loading}</p>
          ) : state.phase === "error" ? (
            <p className="mt-3 text-red-800">{actionErrorText(state.error)}</p>
          ) : detail && detail.history.length === 0 ? (
            <p className="mt-3 text-stone-600">{copy.history.empty}</p>
          ) : detail ? (
            <ol
              data-testid="inquiry-history"
              className="mt-3 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
            >
              {detail.history.map((event, index) => (
                <li
                  key={`${event.at}-${index}`}
                  className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm"
                >
                  <span className="text-stone-700">
                    <LocalTime iso={event.at} />
                  </span>
                  <StatusBadge status={event.status} />
                  {event.detail ? <span className="break-words text-stone-700">{event.detail}</span> : null}
                </li>
              ))}
            </ol>
          ) : null}
        </section>

        <section aria-labelledby={`${titleId}-channels`}>
          <h3 id={`${titleId}-channels`} className="font-display text-xl">
            {copy.channels.title}
          </h3>
          {deliveries ? (
            <DeliveryChannels
              inquiryId={current.id}
              deliveries={deliveries}
              options={options}
              onRetried={onRetried}
              onError={onActionError}
            />
          ) : (
            <p className="mt-3 text-stone-600">{copy.loading}</p>
          )}
        </section>
      </div>

      <div className="sticky bottom-0 z-10 flex flex-col gap-4 border-t border-stone-200 bg-white px-5 py-4 sm:px-8">
        <div role="alert" className="empty:hidden">
          {actionError ? (
            <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
              {actionErrorText(actionError)}
            </p>
          ) : null}
        </div>

        {confirming ? (
          <ConfirmPanel
            tone="danger"
            title={copy.confirm.title}
            body={copy.confirm.body}
            confirmLabel={pending === "delete" ? copy.confirm.deleting : copy.confirm.confirm}
            cancelLabel={copy.confirm.cancel}
            busy={pending !== null}
            onConfirm={confirmDelete}
            onCancel={cancelConfirm}
            cancelRef={cancelRef}
          />
        ) : markingSpam ? (
          <ConfirmPanel
            tone="neutral"
            title={copy.markSpamForm.title}
            body={copy.markSpamForm.body}
            confirmLabel={pending === "mark-spam" ? copy.markSpamPending : copy.markSpamForm.confirm}
            cancelLabel={copy.markSpamForm.cancel}
            busy={pending !== null}
            onConfirm={confirmMarkSpam}
            onCancel={cancelMarkSpam}
          >
            <label htmlFor={blockId} className="mt-4 block text-sm font-semibold text-stone-700">
              {copy.markSpamForm.blockLabel}
            </label>
            <select
              ref={blockSelectRef}
              id={blockId}
              value={block}
              onChange={(event) => setBlock(event.target.value as BlockedSenderKind | "none")}
              className="mt-1.5 block min-h-11 w-full max-w-md rounded-lg border border-stone-300 bg-white px-3 text-base"
            >
              <option value="none">{copy.markSpamForm.blockNone}</option>
              <option value="address">{copy.markSpamForm.blockAddress(current.fields.email)}</option>
              <option value="domain">{copy.markSpamForm.blockDomain(domainOf(current.fields.email))}</option>
            </select>
          </ConfirmPanel>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            {current.status === "spam" ? (
              <>
                <button
                  type="button"
                  onClick={notSpam}
                  disabled={pending !== null}
                  className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
                >
                  {pending === "not-spam" ? copy.notSpamPending : copy.notSpam}
                </button>
                <p className="basis-full text-sm text-stone-600 sm:basis-auto sm:flex-1">
                  {copy.notSpamHint}
                </p>
              </>
            ) : resendable ? (
              <button
                type="button"
                onClick={resend}
                disabled={pending !== null}
                className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {pending === "resend" ? copy.resending : copy.resend}
              </button>
            ) : (
              <p className="basis-full text-sm text-stone-600 sm:basis-auto sm:flex-1">{copy.resendHint}</p>
            )}
            {current.status === "spam" ? null : (
              <button
                ref={markSpamRef}
                type="button"
                onClick={() => {
                  setMarkingSpam(true);
                  setActionError(null);
                }}
                className={SECONDARY}
              >
                {copy.markSpam}
              </button>
            )}
            <button ref={deleteRef} type="button" onClick={startConfirm} className={SECONDARY}>
              {copy.delete}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}

/**
 * An inline confirmation in the dialog's footer (docs/product.md#operator-inbox): a region named by
 * its title, a sentence, optional controls (`children`), then the confirm button and Cancel. The
 * `danger` tone (red) is for erasure; `neutral` for everything else.
 *
 * @param busy - an action is running: the confirm button is disabled.
 * @param cancelRef - receives the Cancel button (the caller may focus it).
 */
function ConfirmPanel({
  tone,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  cancelRef,
  children,
}: {
  tone: "danger" | "neutral";
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  cancelRef?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}) {
  const titleId = useId();
  const danger = tone === "danger";
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 sm:p-5 ${danger ? "border-red-200 bg-red-50" : "border-stone-300 bg-stone-50"}`}
    >
      <h3 id={titleId} className={`font-semibold ${danger ? "text-red-900" : ""}`}>
        {title}
      </h3>
      <p className={`mt-1 text-sm ${danger ? "text-red-900" : "text-stone-700"}`}>{body}</p>
      {children}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={`${BUTTON} text-white ${danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-600 hover:bg-brand-700"}`}
        >
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" onClick={onCancel} className={SECONDARY}>
          {cancelLabel}
        </button>
      </div>
    </section>
  );
}

/**
 * One labelled value of a two-column `<dl>`: one column by default, both on phones when `wide`
 * (long values), both everywhere when `full`.
 */
function Field({
  label,
  wide = false,
  full = false,
  children,
}: {
  label: string;
  wide?: boolean;
  full?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${full ? "col-span-2" : wide ? "col-span-2 sm:col-span-1" : ""}`}>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}
