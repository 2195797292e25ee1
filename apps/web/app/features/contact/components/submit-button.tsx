import { CONTACT_FORM_TEXT } from "../form-copy.ts";

/**
 * The form's submit button: `Send Message`, or `Sending...` with a spinner and disabled while a
 * submission is under way (docs/product.md#contact-form).
 */
export function SubmitButton({ submitting }: { submitting: boolean }) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-7 py-3 font-semibold sm:w-auto text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/70"
    >
      {submitting ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 animate-spin">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {CONTACT_FORM_TEXT.submitting}
        </>
      ) : (
        <>
          {CONTACT_FORM_TEXT.submit}
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M3.105 2.288a.75.75 0 0 0-.826.95l1.414 4.926A1.5 1.5 0 0 0 5.135 9.25h6.115a.75.75 0 0 1 0 1.5H5.135a1.5 1.5 0 0 0-1.442 1.086l-1.414 4.926a.75.75 0 0 0 .826.95 28.897 28.897 0 0 0 15.293-7.155.75.75 0 0 0 0-1.114A28.897 28.897 0 0 0 3.105 2.288Z" />
          </svg>
        </>
      )}
    </button>
  );
}
