import {
  CONTACT_FIELDS,
  CONTACT_REQUIRED_FIELDS,
  type ContactField,
  isContactFormValid,
  validateContactForm,
} from "@clearwell/contract";
import { type FormEvent, type RefObject, useCallback, useEffect, useReducer, useRef } from "react";
import type { ContactSendOptions, ContactSendOutcome } from "../api/send-contact-inquiry.ts";
import {
  type ContactFormFieldErrors,
  type ContactFormState,
  contactFormReducer,
  INITIAL_CONTACT_FORM_STATE,
} from "../contact-form-state.ts";
import { loadPhotoKit } from "../photos/load-photo-kit.ts";
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
  /** Sets the chosen photos and clears the Photos error (docs/product.md#contact-form). */
  setPhotos: (photos: readonly File[]) => void;
  /** Attach to the Photos file input, so a refused submit can focus it. */
  photosRef: RefObject<HTMLInputElement | null>;
  /** The form's `onSubmit`: validates, then sends or shows the errors (docs/product.md#contact-form). */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Ref callback per field, so an invalid submit can focus the first invalid field. */
  registerField: (field: ContactField) => (element: FocusableField | null) => void;
  /** Attach to the success/error notice: it takes focus when a submission ends without field errors. */
  noticeRef: RefObject<HTMLDivElement | null>;
};

/** The first control, in form order (the five fields, then Photos), that has a message. */
const firstInvalid = (errors: ContactFormFieldErrors) =>
  [...CONTACT_FIELDS, "photos" as const].find((field) => errors[field]);

/**
 * The sending code, loaded at the first Send (docs/decisions.md#hydration-in-pieces): a first
 * visit never downloads it. If it cannot be loaded, the send fails like a network error.
 */
const loadSender = () => import("../api/send-contact-inquiry.ts");

/**
 * State and behaviour of the Contact form, by its states (docs/product.md#contact-form): an invalid
 * submit shows the contract's `validateContactForm` messages and focuses the first invalid field; a
 * valid one is `submitting` at once, goes out when `guards.formTokenReady` allows (the sending code
 * loads meanwhile), then ends `success` or `error` (a worker 400's field messages shown), focus on
 * the first invalid field or the notice. A second submit is ignored; unmounting aborts; text typed
 * before hydration is kept. Photos are checked before sending and go as a multipart upload with
 * `state.progress` 0-1 (docs/product.md#photos); without a required Turnstile token nothing is sent.
 *
 * @param sendOptions - `fetch`/`xhr`/`endpoint` for `sendContactInquiry`; tests inject `fetch` and `xhr`.
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
  const pendingFocus = useRef<ContactField | "photos" | "notice" | null>(null);
  const photosRef = useRef<HTMLInputElement | null>(null);

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
    else if (target === "photos") photosRef.current?.focus();
    else fields.current.get(target)?.focus();
  });

  const setField = useCallback((field: ContactField, value: string) => {
    dispatch({ type: "edit", field, value });
  }, []);
  const setPhotos = useCallback((photos: readonly File[]) => dispatch({ type: "photos", photos }), []);

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

  const { values, photos } = state;
  const { honeypotRef, formTokenRef, formTokenReady, turnstile } = guards;
  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const errors: ContactFormFieldErrors = validateContactForm(values, CONTACT_REQUIRED_FIELDS);
      /** Sends when nothing has a message; otherwise shows the messages and focuses the first. */
      const sendIfValid = (errors: ContactFormFieldErrors) => {
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
        const sender = loadSender();
        // Handled below, once the token is ready; until then a failed load is not an unhandled rejection.
        sender.catch(() => undefined);
        const tokenReady = formTokenReady ? formTokenReady(controller.signal) : Promise.resolve();
        void tokenReady
          .then(() => sender)
          .then((sending): Promise<ContactSendOutcome> | null => {
            if (controller.signal.aborted) return null;
            // Read after the wait: a token request under way at the press has written its token by now.
            const honeypot = honeypotRef?.current?.value ?? "";
            const formToken = formTokenRef?.current?.value || undefined;
            return sending.submitContactInquiry(
              sending.buildContactRequest(values, { honeypot, turnstileToken, formToken }),
              { ...sendOptions, signal: controller.signal },
              photos,
              (progress) => dispatch({ type: "progress", progress }),
            );
          })
          .catch((): ContactSendOutcome => ({ sent: false, errors: {} }))
          .then((outcome) => {
            if (!outcome || controller.signal.aborted) return;
            inFlight.current = null;
            turnstile?.current?.reset();
            if (outcome.sent) {
              if (honeypotRef?.current) honeypotRef.current.value = "";
              pendingFocus.current = "notice";
              dispatch({ type: "sent", success: outcome.success });
              return;
            }
            pendingFocus.current = firstInvalid(outcome.errors) ?? "notice";
            dispatch({ type: "failed", errors: outcome.errors });
          });
      };
      if (photos.length === 0) return sendIfValid(errors);
      // The photos' check reads their first bytes: hold further submits until it has answered. If the
      // kit cannot be loaded the photos go unchecked: the worker checks them again and says what is wrong.
      const checking = new AbortController();
      inFlight.current = checking;
      void loadPhotoKit()
        .then((kit) => kit.photoProblemMessage(photos))
        .catch(() => null)
        .then((problem) => {
          if (checking.signal.aborted) return;
          inFlight.current = null;
          sendIfValid(problem ? { ...errors, photos: problem } : errors);
        });
    },
    [values, photos, sendOptions, honeypotRef, formTokenRef, formTokenReady, turnstile],
  );

  return { state, setField, setPhotos, photosRef, handleSubmit, registerField, noticeRef };
}
