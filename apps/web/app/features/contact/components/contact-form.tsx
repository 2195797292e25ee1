import { FIELD_MAX_LENGTH } from "@clearwell/contract";
import { useId } from "react";
import { contactEmailConfig } from "../../../config/site.ts";
import type { ContactSendOptions } from "../api/send-contact-inquiry.ts";
import { CONTACT_FIELD_SPECS, CONTACT_FORM_TEXT, MESSAGE_ROWS } from "../form-copy.ts";
import { useContactForm } from "../hooks/use-contact-form.ts";
import { FormField } from "./form-field.tsx";
import { FormNotice } from "./form-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** Props of {@link ContactForm}. */
export type ContactFormProps = {
  /**
   * Where and how to send: defaults to the same-origin worker route and the global `fetch`.
   * Tests pass their own `fetch` (the network edge).
   */
  sendOptions?: ContactSendOptions;
  /** `aria-labelledby` of the form: the id of the heading that names it ("Send Us a Message"). */
  labelledBy?: string;
};

const REQUIRED = new Set<string>(contactEmailConfig.config.requiredFields);

/**
 * The Send Us a Message form (SPEC 2 Contact, 4, 5, 7): five labelled fields with per-field
 * errors, `Send Message` / `Sending...`, every control disabled while sending, and the success or
 * error notice in live regions that are always present. `noValidate`, so the contract's messages
 * (not the browser's) are shown.
 */
export function ContactForm({ sendOptions, labelledBy }: ContactFormProps) {
  const { state, setField, handleSubmit, registerField, noticeRef } = useContactForm(sendOptions);
  const idPrefix = useId();
  const submitting = state.status === "submitting";

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
      {/* Live regions stay in the page (empty, no height) so their content is announced. */}
      <div role="status">
        {submitting && <span className="sr-only">{CONTACT_FORM_TEXT.submittingAnnouncement}</span>}
        {state.status === "success" && (
          <div className="mb-6">
            <FormNotice ref={noticeRef} tone="success" {...CONTACT_FORM_TEXT.success} />
          </div>
        )}
      </div>
      <div role="alert">
        {state.status === "error" && (
          <div className="mb-6">
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
              maxLength={FIELD_MAX_LENGTH[spec.field]}
              rows={spec.type === "textarea" ? MESSAGE_ROWS : undefined}
              onChange={setField}
              inputRef={registerField(spec.field)}
            />
          </div>
        ))}
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">{CONTACT_FORM_TEXT.requiredNote}</p>
        <SubmitButton submitting={submitting} />
      </div>
    </form>
  );
}
