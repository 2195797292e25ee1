import {
  type ContactField,
  type ContactFormData,
  type ContactFormErrors,
  EMPTY_CONTACT_FORM,
} from "@clearwell/contract";

/** The Contact form's status (docs/product.md#contact-form): idle, submitting, success or error. */
export type ContactFormStatus = "idle" | "submitting" | "success" | "error";

/** Everything the Contact form shows: the five values, per-field errors and the status (docs/product.md#contact-form). */
export type ContactFormState = {
  values: ContactFormData;
  errors: ContactFormErrors;
  status: ContactFormStatus;
  /** After a success: whether the worker said a confirmation email is on its way to the visitor. */
  confirmation: boolean;
};

/**
 * The transitions (docs/product.md#contact-form):
 * - `edit`: one field changes; that field's error is cleared.
 * - `invalid`: a submit found errors; they are shown, the status does not change, nothing is sent.
 * - `submit`: a valid submit starts; status `submitting`, errors cleared.
 * - `sent`: success; values and errors cleared; `confirmation` as the worker said.
 * - `failed`: error; values kept, `errors` holds any per-field messages the worker returned.
 */
export type ContactFormAction =
  | { type: "edit"; field: ContactField; value: string }
  | { type: "invalid"; errors: ContactFormErrors }
  | { type: "submit" }
  | { type: "sent"; confirmation: boolean }
  | { type: "failed"; errors: ContactFormErrors };

/** The state before the visitor has typed anything (docs/product.md#contact-form). */
export const INITIAL_CONTACT_FORM_STATE: ContactFormState = {
  values: { ...EMPTY_CONTACT_FORM },
  errors: {},
  status: "idle",
  confirmation: false,
};

/**
 * Reducer of the Contact form (docs/product.md#contact-form). Pure; returns the same object when nothing changes.
 * Edits are ignored while a submission is under way (the fields are disabled then anyway).
 */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case "edit": {
      if (state.status === "submitting") return state;
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case "invalid":
      return { ...state, errors: action.errors };
    case "submit":
      return { ...state, errors: {}, status: "submitting", confirmation: false };
    case "sent":
      return {
        values: { ...EMPTY_CONTACT_FORM },
        errors: {},
        status: "success",
        confirmation: action.confirmation,
      };
    case "failed":
      return { ...state, errors: action.errors, status: "error" };
  }
}
