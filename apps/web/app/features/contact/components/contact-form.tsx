import { CONTACT_REQUIRED_FIELDS, FIELD_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { lazy, Suspense, useId, useRef } from "react";
import { CONTACT_ENDPOINT } from "../../../config/site.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { ContactSendOptions } from "../api/send-contact-inquiry.ts";
import {
  CONTACT_FIELD_SPECS,
  CONTACT_FORM_TEXT,
  MESSAGE_ROWS,
  TURNSTILE_UNAVAILABLE_TEXT,
} from "../form-copy.ts";
import { useContactForm } from "../hooks/use-contact-form.ts";
import { type FormTokenOptions, useFormToken } from "../hooks/use-form-token.ts";
import type { TurnstileGate } from "../hooks/use-turnstile.ts";
import { PhotosField } from "../photos/photos-field.tsx";
import { TURNSTILE_SITE_KEY } from "../turnstile/turnstile-config.ts";
import { FormField } from "./form-field.tsx";
import { FormNotice } from "./form-notice.tsx";
import { FormTokenField } from "./form-token-field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import type { TurnstileWidgetProps } from "./turnstile-widget.tsx";

/** Props of {@link ContactForm}. */
export type ContactFormProps = {
  /**
   * Where and how to send: defaults to the same-origin worker route and the global `fetch`.
   * Tests pass their own `fetch` (the network edge).
   */
  sendOptions?: ContactSendOptions;
  /** `aria-labelledby` of the form: the id of the heading that names it ("Send Us a Message"). */
  labelledBy?: string;
  /**
   * The form token's request, clocks and wait (`useFormToken`): defaults to the browser's, and a
   * Send waits until the token is 3.5 s old. Tests inject a clock or a shorter wait.
   */
  formTokenOptions?: FormTokenOptions;
};

const REQUIRED = new Set<string>(CONTACT_REQUIRED_FIELDS);

/**
 * The Turnstile widget in its own chunk, fetched only when the build has a site key
 * (`VITE_TURNSTILE_SITE_KEY`); without one this is `null` and the bundler drops the widget and the
 * dynamic import altogether (the variable is read right here, replaced at build time, so the
 * branch is dead before chunking and no widget chunk is even emitted). If the chunk cannot be
 * loaded, the form says the verification is unavailable (values kept) instead of failing the page.
 */
const LazyTurnstileWidget = import.meta.env.VITE_TURNSTILE_SITE_KEY
  ? lazy(() =>
      import("./turnstile-widget.tsx").catch(() => ({
        default: (_props: TurnstileWidgetProps) => (
          <p className="mt-6 text-sm text-red-700">{TURNSTILE_UNAVAILABLE_TEXT}</p>
        ),
      })),
    )
  : null;

/**
 * The Send Us a Message form (docs/product.md#contact-form): five labelled fields with per-field
 * errors, `Send Message` / `Sending...` with every control disabled while sending, the notices in
 * always-present live regions, the honeypot, the hidden form token (`useFormToken`: an early Send
 * waits until the token is old enough), a lazily loaded Turnstile widget when a site key is set,
 * and last the optional Photos control (`PhotosField`, docs/product.md#photos).
 * It is a real HTML form first (docs/product.md#plain-html-form): `method="post"` to
 * {@link CONTACT_ENDPOINT} as `multipart/form-data`, controls named by the contract's field names
 * (the hidden inputs before the file input), browser validation until hydration, then `noValidate`
 * and the contract's messages; no `maxlength`. The worker's HTML answer writes its notice into the
 * `role="alert"` container marked `data-form-alert`.
 */
export function ContactForm({ sendOptions, labelledBy, formTokenOptions }: ContactFormProps) {
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const formTokenRef = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const turnstileGate = useRef<TurnstileGate | null>(null);
  const formTokenReady = useFormToken(formTokenRef, formTokenOptions);
  const { state, setField, setPhotos, photosRef, handleSubmit, registerField, noticeRef } = useContactForm(
    sendOptions,
    {
      honeypotRef,
      formTokenRef,
      formTokenReady,
      turnstile: LazyTurnstileWidget ? turnstileGate : undefined,
    },
  );
  const idPrefix = useId();
  const submitting = state.status === "submitting";
  const hydrated = useHydrated();

  return (
    <form
      method="post"
      action={CONTACT_ENDPOINT}
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={handleSubmit}
      aria-labelledby={labelledBy}
      ref={formRef}
    >
      {/* Live regions stay in the page (empty, no height) so their content is announced. */}
      <div role="status">
        {submitting && <span className="sr-only">{CONTACT_FORM_TEXT.submittingAnnouncement}</span>}
        {state.success && (
          <div className="mb-6">
            <FormNotice ref={noticeRef} tone="success" {...state.success} />
          </div>
        )}
      </div>
      <div role="alert" data-form-alert="">
        {state.status === "error" && (
          <div className={FORM_CLASSES.noticeWrapper}>
            <FormNotice ref={noticeRef} tone="error" {...CONTACT_FORM_TEXT.error} />
          </div>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELD_SPECS.map(({ span, ...spec }) => (
          <div key={spec.field} className={span === 2 ? "sm:col-span-2" : undefined}>
            <FormField
              {...spec}
              id={`${idPrefix}-${spec.field}`}
              required={REQUIRED.has(spec.field)}
              value={state.values[spec.field]}
              error={state.errors[spec.field]}
              disabled={submitting}
              minLength={spec.field === "message" ? MESSAGE_MIN_LENGTH : undefined}
              lengthLimit={spec.field === "message" ? FIELD_MAX_LENGTH.message : undefined}
              rows={spec.type === "textarea" ? MESSAGE_ROWS : undefined}
              onChange={setField}
              inputRef={registerField(spec.field)}
            />
          </div>
        ))}
      </div>
      {/* The hidden inputs come before the file input: the worker reads a plain post's text before its files. */}
      <HoneypotField id={`${idPrefix}-honeypot`} inputRef={honeypotRef} />
      <FormTokenField inputRef={formTokenRef} />
      <PhotosField
        photos={state.photos}
        onPhotos={setPhotos}
        error={state.errors.photos}
        progress={state.progress}
        disabled={submitting}
        inputRef={photosRef}
      />
      {LazyTurnstileWidget && (
        <Suspense fallback={<div className="mt-6 min-h-[65px]" />}>
          <LazyTurnstileWidget
            siteKey={TURNSTILE_SITE_KEY}
            formRef={formRef}
            ref={turnstileGate}
            messageId={`${idPrefix}-verification`}
            unavailableMessage={TURNSTILE_UNAVAILABLE_TEXT}
          />
        </Suspense>
      )}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">{CONTACT_FORM_TEXT.requiredNote}</p>
        <SubmitButton submitting={submitting} />
      </div>
    </form>
  );
}
