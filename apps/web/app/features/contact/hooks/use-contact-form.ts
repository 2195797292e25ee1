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
} from "../contact-form-state.ts";
import type { FormTokenReady } from "./use-form-token.ts";
import type { TurnstileGate } from "./use-turnstile.ts";

/** A form control the hook can move focus to. */
type FocusableField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The form's abuse defences (docs/product.md#abuse-defences), read by {@link useContactForm} at
 * submit time. All optional: without them the form sends the five fields only.
 */
export type ContactFormGuards = {
  /** The honeypot input; its value is sent as `honeypot` (also when empty) and cleared after a success. */
  honeypotRef?: RefObject<HTMLInputElement | null>;
  /** The hidden form token input; its value is sent as `formToken` when not empty. */
  formTokenRef?: RefObject<HTMLInputElement | null>;
  /**
   * Resolves once the form token is old enough to send (`useFormToken`): a valid submit shows
   * `submitting` at once and sends only then, so an early Send is never `too_fast` spam. Without
   * it the request goes out at once.
   */
  formTokenReady?: FormTokenReady;
  /**
   * Turnstile, when on: the widget's gate (`null` until its chunk has loaded). `takeToken()` gives
   * the token to send as `turnstileToken`, or `undefined` (then the submit is held, nothing is
   * sent, and the widget shows its message); `reset()` runs after every finished submit, success
   * or error, since a token is single-use.
   */
  turnstile?: RefObject<TurnstileGate | null>;
};

/** What {@link useContactForm} gives the form component. */
export type ContactFormController = {
  state: ContactFormState;
  /** Sets one field's value and clears that field's error (docs/product.md#contact-form). */
  setField: (field: ContactField, value: string) => void;
  /** The form's `onSubmit`: validates, then sends or shows the errors (docs/product.md#contact-form). */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Ref callback per field, so an invalid submit can focus the first invalid field. */
  registerField: (field: ContactField) => (element: FocusableField | null) => void;
  /** Attach to the success/error notice: it takes focus when a submission ends without field errors. */
  noticeRef: RefObject<HTMLDivElement | null>;
};

/** Whether the worker's success answer says a confirmation email is on its way (`confirmation: true`). */
function confirmationOnItsWay(data: unknown): boolean {
  return (
    typeof data === "object" && data !== null && (data as { confirmation?: unknown }).confirmation === true
  );
}

/** The first field, in form order, that has a message. */
const firstInvalid = (errors: ContactFormErrors) => CONTACT_FIELDS.find((field) => errors[field]);

/**
 * State and behaviour of the Contact form (docs/product.md#contact-form):
 * - invalid submit: per-field messages from the contract's `validateContactForm` (with the
 *   config's `requiredFields`), status unchanged, nothing sent, focus on the first invalid field;
 * - valid submit: `submitting` at once; the request goes out when `guards.formTokenReady` says
 *   the form token is old enough (at most 3.5 s after the page got it, docs/product.md#contact-form),
 *   then `success` (values and errors cleared) or `error` (values
 *   kept; per-field messages from a worker 400 shown under the fields). Focus then moves to the
 *   first invalid field, else to the notice (the disabled button had lost it);
 * - a second submit while one is under way is ignored; unmounting aborts the request;
 * - text typed into the prerendered fields before hydration is kept (adopted on mount);
 * - abuse defences: a valid submit without a Turnstile token (when Turnstile is on) sends nothing and
 *   keeps the status; otherwise the honeypot's value, the Turnstile token and the form token go with the request, and the
 *   widget is reset when the request ends. A 403 (Turnstile refused) or 429 (rate limit) from the
 *   worker is an ordinary failure: the red notice (docs/product.md#contact-form).
 *
 * @param sendOptions - `fetch`/`endpoint` for {@link sendContactInquiry}; tests inject `fetch`.
 * @param guards - the honeypot input and the Turnstile controller, see {@link ContactFormGuards}.
 */
export function useContactForm(
  sendOptions: ContactSendOptions = {},
  guards: ContactFormGuards = {},
): ContactFormController {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);
  const fields = useRef(new Map<ContactField, FocusableField>());
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** Where focus goes after the next render: a field, the notice, or nowhere. */
  const pendingFocus = useRef<ContactField | "notice" | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  // The page is prerendered and hydrates after first paint (prerender/defer-hydration.ts): a visitor
  // may type before React owns the fields. Adopt what the fields hold at hydration, so the next
  // render of the controlled inputs does not wipe it ("an inquiry never lost").
  useEffect(() => {
    for (const [field, element] of fields.current) {
      if (element.value) dispatch({ type: "edit", field, value: element.value });
    }
  }, []);

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
  const { honeypotRef, formTokenRef, formTokenReady, turnstile } = guards;
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
      const turnstileToken = turnstile?.current?.takeToken();
      if (turnstile && !turnstileToken) return;
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: "submit" });
      const tokenReady = formTokenReady ? formTokenReady(controller.signal) : Promise.resolve();
      void tokenReady
        .then(() => {
          if (controller.signal.aborted) return null;
          // Read after the wait: a token request under way at the press has written its token by now.
          const honeypot = honeypotRef?.current?.value ?? "";
          const formToken = formTokenRef?.current?.value || undefined;
          return sendContactInquiry(
            values,
            { ...sendOptions, signal: controller.signal },
            { honeypot, turnstileToken, formToken },
          );
        })
        .then((result) => {
          if (!result || controller.signal.aborted) return;
          inFlight.current = null;
          turnstile?.current?.reset();
          if (result.success) {
            if (honeypotRef?.current) honeypotRef.current.value = "";
            pendingFocus.current = "notice";
            dispatch({ type: "sent", confirmation: confirmationOnItsWay(result.data) });
            return;
          }
          const fieldErrors = fieldErrorsFromResult(result);
          pendingFocus.current = firstInvalid(fieldErrors) ?? "notice";
          dispatch({ type: "failed", errors: fieldErrors });
        });
    },
    [values, sendOptions, honeypotRef, formTokenRef, formTokenReady, turnstile],
  );

  return { state, setField, handleSubmit, registerField, noticeRef };
}
