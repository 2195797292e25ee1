import {
  type ContactField,
  type ContactFormData,
  type ContactFormErrors,
  EMPTY_CONTACT_FORM,
} from "@clearwell/contract";

/** The Contact form's status (docs/product.md#contact-form): idle, submitting, success or error. */
export type ContactFormStatus = "idle" | "submitting" | "success" | "error";

/**
 * The messages the form shows under its controls (docs/product.md#contact-form): the five fields'
 * (the contract's `ContactFormErrors`) and the Photos control's (`photos`, one of the contract's
 * `PHOTO_MESSAGES` or what the worker said about the photos).
 */
export type ContactFormFieldErrors = ContactFormErrors & { photos?: string };

/** A notice's words: its title and its text. */
export type NoticeText = { title: string; body: string };

/**
 * Everything the Contact form shows (docs/product.md#contact-form): the five values, the chosen
 * photos, per-control errors, the status and, while photos upload, the upload's progress.
 */
export type ContactFormState = {
  values: ContactFormData;
  /** The photos to send, in the order chosen (none: the request is plain JSON). */
  photos: readonly File[];
  errors: ContactFormFieldErrors;
  status: ContactFormStatus;
  /**
   * After a success: the green notice's words (`Message sent successfully!`, and its text ending
   * with `A confirmation email is on its way to you.` when the worker said one is on its way).
   */
  success: NoticeText | null;
  /** While photos upload: the share sent so far, 0-1; otherwise `null`. */
  progress: number | null;
};

/**
 * The transitions (docs/product.md#contact-form):
 * - `edit`: one field changes; that field's error is cleared.
 * - `photos`: the chosen photos change (chosen or removed); the Photos error is cleared.
 * - `invalid`: a submit found errors; they are shown, the status does not change, nothing is sent.
 * - `submit`: a valid submit starts; status `submitting`, errors cleared, progress 0 with photos.
 * - `progress`: the upload of the photos has sent `progress` (0-1) of its bytes.
 * - `sent`: success; values, photos and errors cleared; the green notice's words (`success`) kept.
 * - `failed`: error; values and photos kept, `errors` holds any per-control messages the worker returned.
 */
export type ContactFormAction =
  | { type: "edit"; field: ContactField; value: string }
  | { type: "photos"; photos: readonly File[] }
  | { type: "invalid"; errors: ContactFormFieldErrors }
  | { type: "submit" }
  | { type: "progress"; progress: number }
  | { type: "sent"; success: NoticeText }
  | { type: "failed"; errors: ContactFormFieldErrors };

/** The state before the visitor has typed anything (docs/product.md#contact-form). */
export const INITIAL_CONTACT_FORM_STATE: ContactFormState = {
  values: { ...EMPTY_CONTACT_FORM },
  photos: [],
  errors: {},
  status: "idle",
  success: null,
  progress: null,
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
    case "photos": {
      if (state.status === "submitting") return state;
      const { photos: _cleared, ...errors } = state.errors;
      return { ...state, photos: action.photos, errors };
    }
    case "invalid":
      return { ...state, errors: action.errors };
    case "submit":
      return {
        ...state,
        errors: {},
        status: "submitting",
        success: null,
        progress: state.photos.length > 0 ? 0 : null,
      };
    case "progress":
      return state.status === "submitting" ? { ...state, progress: action.progress } : state;
    case "sent":
      return { ...INITIAL_CONTACT_FORM_STATE, status: "success", success: action.success };
    case "failed":
      return { ...state, errors: action.errors, status: "error", progress: null };
  }
}
