import { type BlockedSenderKind, domainOf } from "@clearwell/contract";
import { type RefObject, useEffect, useId, useRef } from "react";
import { adminCopy } from "../../../content/admin.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import type { InquiryActions } from "../hooks/use-inquiry-actions.ts";
import { ConfirmPanel } from "./confirm-panel.tsx";
import { BUTTON, SECONDARY_BUTTON } from "./dialog-buttons.ts";

const { detail: copy } = adminCopy;
const PRIMARY_BUTTON = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;

/**
 * Focuses `opened` when `open` turns `true` (a confirmation's first control), and `opener` when it
 * turns `false` again (the button that opened it), never on the first render.
 */
function useConfirmationFocus(
  open: boolean,
  opened: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) opened.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opened, opener]);
}

/**
 * The detail dialog's footer (docs/product.md#operator-inbox): the alert with a failed action's
 * sentence, then either the Delete confirmation, the Mark as spam confirmation (with its block
 * choice: none, the sender's address, or its domain), or the buttons: Not spam with its hint for
 * spam, else Re-send (or the hint why it cannot be re-sent), Mark as spam, and Delete. Opening a
 * confirmation focuses its first control; cancelling it returns focus to the button that opened it.
 */
export function InquiryActionsBar({ actions }: { actions: InquiryActions }) {
  const { current, pending, actionError, markingSpam, confirmingDelete } = actions;
  const blockId = useId();
  const cancelDeleteRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const markSpamRef = useRef<HTMLButtonElement>(null);
  const blockSelectRef = useRef<HTMLSelectElement>(null);
  useConfirmationFocus(confirmingDelete, cancelDeleteRef, deleteRef);
  useConfirmationFocus(markingSpam, blockSelectRef, markSpamRef);

  return (
    <div className="sticky bottom-0 z-10 flex flex-col gap-4 border-t border-stone-200 bg-white px-5 py-4 sm:px-8">
      <div role="alert" className="empty:hidden">
        {actionError ? (
          <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            {actionErrorText(actionError)}
          </p>
        ) : null}
      </div>

      {confirmingDelete ? (
        <ConfirmPanel
          tone="danger"
          title={copy.confirm.title}
          body={copy.confirm.body}
          confirmLabel={pending === "delete" ? copy.confirm.deleting : copy.confirm.confirm}
          cancelLabel={copy.confirm.cancel}
          busy={pending !== null}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
          cancelRef={cancelDeleteRef}
        />
      ) : markingSpam ? (
        <ConfirmPanel
          tone="neutral"
          title={copy.markSpamForm.title}
          body={copy.markSpamForm.body}
          confirmLabel={pending === "mark-spam" ? copy.markSpamPending : copy.markSpamForm.confirm}
          cancelLabel={copy.markSpamForm.cancel}
          busy={pending !== null}
          onConfirm={actions.confirmMarkSpam}
          onCancel={actions.cancelMarkSpam}
        >
          <label htmlFor={blockId} className="mt-4 block text-sm font-semibold text-stone-700">
            {copy.markSpamForm.blockLabel}
          </label>
          <select
            ref={blockSelectRef}
            id={blockId}
            value={actions.block}
            onChange={(event) => actions.setBlock(event.target.value as BlockedSenderKind | "none")}
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
                onClick={actions.notSpam}
                disabled={pending !== null}
                className={PRIMARY_BUTTON}
              >
                {pending === "not-spam" ? copy.notSpamPending : copy.notSpam}
              </button>
              <p className="basis-full text-sm text-stone-600 sm:basis-auto sm:flex-1">{copy.notSpamHint}</p>
            </>
          ) : actions.resendable ? (
            <button
              type="button"
              onClick={actions.resend}
              disabled={pending !== null}
              className={PRIMARY_BUTTON}
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
              onClick={actions.startMarkSpam}
              className={SECONDARY_BUTTON}
            >
              {copy.markSpam}
            </button>
          )}
          <button ref={deleteRef} type="button" onClick={actions.startDelete} className={SECONDARY_BUTTON}>
            {copy.delete}
          </button>
        </div>
      )}
    </div>
  );
}
