import type { ContactField } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import type { ChangeEvent, HTMLInputAutoCompleteAttribute } from "react";
import { LengthHint, showsLengthHint } from "./length-hint.tsx";

/** One field of the Contact form as the form renders it (docs/product.md#contact-form). */
export type FormFieldProps = {
  /** The form field this control edits. */
  field: ContactField;
  /** `id` of the control; the error text gets `${id}-error`. */
  id: string;
  /** The visible label, e.g. `Full Name`. */
  label: string;
  /** `text`, `email`, `tel` for an input; `textarea` for the message. */
  type: "text" | "email" | "tel" | "textarea";
  autoComplete: HTMLInputAutoCompleteAttribute;
  required: boolean;
  value: string;
  /** The field's message (the contract's wording), shown under it; absent when valid. */
  error?: string;
  disabled: boolean;
  /**
   * The browser's own minimum length (`minlength`, in characters), checked by the browser's
   * constraint validation while the form is a plain HTML form (docs/product.md#plain-html-form).
   */
  minLength?: number;
  /**
   * The field's maximum length in characters. Never a `maxlength` attribute (that silently cuts
   * a pasted text): it only drives the remaining-characters hint ({@link LengthHint}); the
   * contract's "… must be at most N characters" message is shown on submit.
   */
  lengthLimit?: number;
  placeholder?: string;
  /** Rows of the textarea (5); ignored for inputs. */
  rows?: number;
  onChange: (field: ContactField, value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

/** A control's classes: the same whether it is valid or not; its border follows `aria-invalid`. */
const controlClass =
  "block w-full scroll-mt-32 rounded-lg bg-white px-4 py-3 text-base text-ink shadow-xs transition-colors " +
  "placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 " +
  `disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 ${FORM_CLASSES.controlBorder}`;

/**
 * A labelled input or textarea with its error text (docs/product.md#contact-form). When `error`
 * is set the control is `aria-invalid` and `aria-describedby` the message, which sits right under
 * it. Required fields carry `required` (checked by the browser while the form is plain HTML,
 * docs/product.md#plain-html-form; once hydrated the form is `noValidate` and only the contract's
 * messages show) and a visual asterisk kept out of the accessible name. With `lengthLimit`, the
 * remaining-characters hint sits under the control (also in its `aria-describedby` when shown).
 * The control's `name` is the contract's field name and its `id` stays stable: the worker's
 * answer to a plain form post sets the same `aria-invalid` and puts the same
 * `<p id="<id>-error">` right after it (both sides take their classes from `FORM_CLASSES`).
 */
export function FormField(props: FormFieldProps) {
  const { field, id, label, type, required, error, onChange, inputRef, rows, lengthLimit, ...rest } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-length`;
  const describedBy = [
    error ? errorId : undefined,
    lengthLimit !== undefined && showsLengthHint(props.value, lengthLimit) ? hintId : undefined,
  ].filter(Boolean);
  const shared = {
    id,
    name: field,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    className: controlClass,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
    ref: inputRef,
    ...rest,
  };
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <span>
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            {label}
          </label>
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-sm font-medium text-brand-700">
              *
            </span>
          )}
        </span>
        {!required && <span className="text-xs text-stone-600">Optional</span>}
      </div>
      {type === "textarea" ? <textarea rows={rows} {...shared} /> : <input type={type} {...shared} />}
      {error && <FieldError id={errorId} message={error} />}
      {lengthLimit !== undefined && <LengthHint id={hintId} value={props.value} max={lengthLimit} />}
    </div>
  );
}

/**
 * A control's error text (docs/product.md#contact-form): `<p id="<control id>-error">` with the
 * warning icon, right under the control, as the worker's answer to a plain form post writes it
 * (both take the classes from `FORM_CLASSES`).
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={FORM_CLASSES.fieldError}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      {message}
    </p>
  );
}
