import type { ReactNode, Ref } from "react";
import { useId } from "react";
import { BUTTON, SECONDARY_BUTTON } from "./dialog-buttons.ts";

/**
 * An inline confirmation in the dialog's footer (docs/product.md#operator-inbox): a region named by
 * its title, a sentence, optional controls (`children`), then the confirm button and Cancel. The
 * `danger` tone (red) is for erasure; `neutral` for everything else.
 *
 * @param busy - an action is running: the confirm button is disabled.
 * @param cancelRef - receives the Cancel button (the caller may focus it).
 */
export function ConfirmPanel({
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
        <button ref={cancelRef} type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {cancelLabel}
        </button>
      </div>
    </section>
  );
}
