import { noteRequestSchema } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { type FormEvent, useId, useRef, useState } from "react";
import { answeringCopy as copy } from "../../../content/admin-answering.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import { type AdminRequestOptions, toAdminApiError } from "../api/admin-api.ts";
import { addNote } from "../api/answering-api.ts";
import { SECONDARY_BUTTON } from "./dialog-buttons.ts";
import { describedByOf, FieldHint } from "./field-hint.tsx";

/**
 * The Notes form under the timeline (docs/product.md#answering-inquiries): a labelled textarea for
 * a private note and "Add note". The text is checked with the contract's `noteRequestSchema` (its
 * message, or the worker's, shows under the field); once added, the field empties, it is announced
 * and `onAdded` reads the timeline again.
 */
export function NoteForm({
  inquiryId,
  options,
  announce,
  onAdded,
}: {
  inquiryId: string;
  options: AdminRequestOptions;
  announce: (message: string) => void;
  onAdded: () => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (savingRef.current) return;
    const checked = noteRequestSchema.safeParse({ text });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? "";
      setError(message);
      announce(message);
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setError(null);
    try {
      await addNote(inquiryId, { text }, options);
      setText("");
      announce(copy.announce.noteAdded);
      onAdded();
    } catch (failure) {
      const refusal = toAdminApiError(failure);
      const message = refusal.fields.text ?? actionErrorText(refusal);
      setError(message);
      announce(message);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <h4 className="font-semibold">{copy.notes.title}</h4>
      <label htmlFor={fieldId} className="mt-2 block text-sm font-semibold text-stone-700">
        {copy.notes.label}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(hintId, errorId, error)}
        className={`mt-1.5 block w-full rounded-lg bg-white px-3 py-2 text-base ${FORM_CLASSES.controlBorder}`}
      />
      <FieldHint hintId={hintId} hint={copy.notes.hint} errorId={errorId} error={error} />
      <button type="submit" disabled={saving} className={`${SECONDARY_BUTTON} mt-3`}>
        {saving ? copy.notes.adding : copy.notes.add}
      </button>
    </form>
  );
}
