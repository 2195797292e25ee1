import type { Inquiry } from "@clearwell/contract";
import { useEffect, useId, useRef, useState } from "react";
import { adminCopy } from "../../../content/admin.ts";
import type { AdminRequestOptions } from "../api/admin-api.ts";
import { useAnswering } from "../hooks/use-answering.ts";
import { useInquiryActions } from "../hooks/use-inquiry-actions.ts";
import { useInquiryDetail } from "../hooks/use-inquiry-detail.ts";
import { DeliveryChannels } from "./delivery-channels.tsx";
import { SECONDARY_BUTTON } from "./dialog-buttons.ts";
import { InquiryActionsBar } from "./inquiry-actions.tsx";
import { InquiryFields } from "./inquiry-fields.tsx";
import { InquiryHistory } from "./inquiry-history.tsx";
import { InquiryLead } from "./inquiry-lead.tsx";
import { InquiryPhotos } from "./inquiry-photos.tsx";
import { InquiryTimeline } from "./inquiry-timeline.tsx";
import { InquirySource } from "./leads-inquiry-source.tsx";
import { NoteForm } from "./note-form.tsx";
import { ReplyForm } from "./reply-form.tsx";

const { detail: copy } = adminCopy;

/**
 * One inquiry in a modal `<dialog>` (docs/product.md#operator-inbox, the detail): its Lead section
 * (`InquiryLead`, docs/product.md#answering-inquiries), the fields and message, photos, delivery
 * facts, source (`InquirySource`), timeline and notes, delivery channels with Retry, then Re-send,
 * the spam correction (with its inline confirmation) and Delete. Loads the detail itself, showing
 * the row's summary meanwhile; Escape or Close calls `onClose` (the caller returns focus).
 *
 * @param inquiry - the row that was opened (its id picks the detail to load).
 * @param onChanged - gets the updated inquiry after a re-send, channel retry or spam correction.
 * @param onDeleted - gets the id after a deletion; `onClose` follows.
 * @param announce - puts a sentence in the inbox's live region.
 */
export function InquiryDetailDialog({
  inquiry,
  options,
  onClose,
  onChanged,
  onDeleted,
  announce,
}: {
  inquiry: Inquiry;
  options: AdminRequestOptions;
  onClose: () => void;
  onChanged: (inquiry: Inquiry) => void;
  onDeleted: (id: string) => void;
  announce: (message: string) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { state, reload } = useInquiryDetail(inquiry.id, options);
  const actions = useInquiryActions({
    inquiry,
    detail: state.phase === "ready" ? state.detail : null,
    reload,
    options,
    onChanged,
    onDeleted,
    announce,
    close: () => dialogRef.current?.close(),
  });
  const { current, deliveries } = actions;
  const detail = state.phase === "ready" ? state.detail : null;
  const answering = useAnswering({
    current,
    detail,
    reload,
    applyChange: actions.applyChange,
    options,
    announce,
  });
  const [replying, setReplying] = useState(false);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const closeReply = () => setReplying(false);
  // When the reply form closes (sent or cancelled), focus goes back to Reply.
  const wasReplying = useRef(false);
  useEffect(() => {
    if (wasReplying.current && !replying) replyButtonRef.current?.focus();
    wasReplying.current = replying;
  }, [replying]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
  }, []);

  // A write that removes the control it came from (a saved job value or lost reason, Mark as
  // answered, Mark as spam, Not spam) would leave focus on the page behind: it goes to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open && !dialog.contains(document.activeElement)) headingRef.current?.focus();
  });

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
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 font-display text-2xl leading-tight break-words focus:outline-none"
          >
            {current.fields.subject || current.fields.name}
          </h2>
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={() => dialogRef.current?.close()}
          className={SECONDARY_BUTTON}
        >
          {copy.close}
        </button>
      </div>

      <div className="space-y-8 px-5 py-6 sm:px-8">
        <InquiryLead
          inquiry={current}
          answering={answering}
          onReply={() => (replying ? messageRef.current?.focus() : setReplying(true))}
          replyOpen={replying}
          replyButtonRef={replyButtonRef}
          headingId={`${titleId}-lead`}
        />
        {replying && current.leadStatus !== null ? (
          <ReplyForm
            inquiry={current}
            options={options}
            announce={announce}
            messageRef={messageRef}
            onSent={() => {
              closeReply();
              answering.syncNextDetail();
              reload();
            }}
            onCancel={closeReply}
          />
        ) : null}
        <InquiryFields inquiry={current} />
        <InquiryPhotos inquiry={current} state={state} headingId={`${titleId}-photos`} />
        <InquirySource state={state} headingId={`${titleId}-source`} />
        <InquiryTimeline state={state} headingId={`${titleId}-timeline`}>
          {current.leadStatus !== null ? (
            <NoteForm inquiryId={current.id} options={options} announce={announce} onAdded={reload} />
          ) : null}
        </InquiryTimeline>
        <InquiryHistory state={state} headingId={`${titleId}-history`} />
        <section aria-labelledby={`${titleId}-channels`}>
          <h3 id={`${titleId}-channels`} className="font-display text-xl">
            {copy.channels.title}
          </h3>
          {deliveries ? (
            <DeliveryChannels
              inquiryId={current.id}
              deliveries={deliveries}
              options={options}
              onRetried={actions.onRetried}
              onError={actions.onActionError}
            />
          ) : (
            <p className="mt-3 text-stone-600">{copy.loading}</p>
          )}
        </section>
      </div>

      <InquiryActionsBar actions={actions} />
    </dialog>
  );
}
