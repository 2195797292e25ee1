import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormErrors,
  isContactFormValid,
  validateContactForm,
} from "@clearwell/contract";
import { type FormEvent, type RefObject, useCallback, useEffect, useReducer, useRef } from "react";
import { contactEmailConfig } from "../../../config/site.ts";
import { fieldErrorsFromResult } from "../api/field-errors-from-result.ts";
import { type ContactSendOptions, sendContactInquiry } from "../api/send-contact-inquiry.ts";
import {
  type ContactFormState,
  contactFormReducer,
  INITIAL_CONTACT_FORM_STATE,
} from "./contact-form-state.ts";

/** A form control the hook can move focus to. */
type FocusableField = HTMLInputElement | HTMLTextAreaElement;

/** What {@link useContactForm} gives the form component. */
export type ContactFormController = {
  state: ContactFormState;
  /** Sets one field's value and clears that field's error (SPEC 4). */
  setField: (field: ContactField, value: string) => void;
  /** The form's `onSubmit`: validates, then sends or shows the errors (SPEC 4, 5). */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Ref callback per field, so an invalid submit can focus the first invalid field. */
  registerField: (field: ContactField) => (element: FocusableField | null) => void;
  /** Attach to the success/error notice: it takes focus when a submission ends without field errors. */
  noticeRef: RefObject<HTMLDivElement | null>;
};

/** The first field, in form order, that has a message. */
const firstInvalid = (errors: ContactFormErrors) => CONTACT_FIELDS.find((field) => errors[field]);

/**
 * State and behaviour of the Contact form (SPEC 4, 5, 7):
 * - invalid submit: per-field messages from the contract's `validateContactForm` (with the
 *   config's `requiredFields`), status unchanged, nothing sent, focus on the first invalid field;
 * - valid submit: `submitting`, then `success` (values and errors cleared) or `error` (values
 *   kept; per-field messages from a worker 400 shown under the fields). Focus then moves to the
 *   first invalid field, else to the notice (the disabled button had lost it);
 * - a second submit while one is under way is ignored; unmounting aborts the request.
 *
 * @param sendOptions - `fetch`/`endpoint` for {@link sendContactInquiry}; tests inject `fetch`.
 */
export function useContactForm(sendOptions: ContactSendOptions = {}): ContactFormController {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);
  const fields = useRef(new Map<ContactField, FocusableField>());
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** Where focus goes after the next render: a field, the notice, or nowhere. */
  const pendingFocus = useRef<ContactField | "notice" | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || state.status === "submitting") return;
    pendingFocus.current = null;
    if (target === "notice") noticeRef.current?.focus();
    else fields.current.get(target)?.focus();
  });

  const setField = useCallback((field: ContactField, value: string) => {
    dispatch({ type: "edit", field, value });
  }, []);

  /** One stable ref callback per field (a new one each render would detach and reattach). */
  const refCallbacks = useRef(new Map<ContactField, (element: FocusableField | null) => void>());
  const registerField = useCallback((field: ContactField) => {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element: FocusableField | null) => {
        if (element) fields.current.set(field, element);
        else fields.current.delete(field);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  }, []);

  const { values } = state;
  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const errors = validateContactForm(values, contactEmailConfig.config.requiredFields);
      if (!isContactFormValid(errors)) {
        pendingFocus.current = firstInvalid(errors) ?? null;
        dispatch({ type: "invalid", errors });
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: "submit" });
      void sendContactInquiry(values, { ...sendOptions, signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        if (result.success) {
          pendingFocus.current = "notice";
          dispatch({ type: "sent" });
          return;
        }
        const fieldErrors = fieldErrorsFromResult(result);
        pendingFocus.current = firstInvalid(fieldErrors) ?? "notice";
        dispatch({ type: "failed", errors: fieldErrors });
      });
    },
    [values, sendOptions],
  );

  return { state, setField, handleSubmit, registerField, noticeRef };
}
