import type { ContactField } from "@clearwell/contract";
import type { ChangeEvent, HTMLInputAutoCompleteAttribute } from "react";

/** One field of the Contact form as the form renders it (SPEC 2 Contact, SPEC 5). */
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
  /** The field's message (SPEC 5), shown under it; absent when valid. */
  error?: string;
  disabled: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Rows of the textarea (SPEC 9: 5); ignored for inputs. */
  rows?: number;
  onChange: (field: ContactField, value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

const controlClass =
  "block w-full scroll-mt-32 rounded-lg border bg-white px-4 py-3 text-base text-ink shadow-xs transition-colors " +
  "placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 " +
  "disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500";

/**
 * A labelled input or textarea with its error text. When `error` is set the control is
 * `aria-invalid` and `aria-describedby` the message, which sits right under it (issue 5 a11y).
 * Required fields carry `required` (the form is `noValidate`, so only our messages show) and a
 * visual asterisk kept out of the accessible name.
 */
export function FormField(props: FormFieldProps) {
  const { field, id, label, type, required, error, onChange, inputRef, rows, ...rest } = props;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `${controlClass} ${error ? "border-red-600" : "border-stone-300 hover:border-stone-400"}`,
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
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
