import { type Inquiry, type ReplyRequest, replyRequestSchema, replySubjectFor } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { answeringCopy as copy } from "../../../content/admin-answering.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import { type AdminRequestOptions, toAdminApiError } from "../api/admin-api.ts";
import { sendReply } from "../api/answering-api.ts";
import { BUTTON, SECONDARY_BUTTON } from "./dialog-buttons.ts";
import { describedByOf, FieldHint } from "./field-hint.tsx";

const INPUT = `mt-1.5 block w-full rounded-lg bg-white px-3 text-base ${FORM_CLASSES.controlBorder}`;

type FieldErrors = Partial<Record<"subject" | "message", string>>;

/** The field errors of `reply` by the contract's `replyRequestSchema` (the worker's own rule), none when valid. */
export function replyErrors(reply: ReplyRequest): FieldErrors {
  const result = replyRequestSchema.safeParse(reply);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "subject" || field === "message") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A new key for one reply attempt: the same attempt sent twice is one email. */
const newRequestKey = () => globalThis.crypto.randomUUID();

/**
 * The reply form (docs/product.md#answering-inquiries): a region named "Reply by email" with the
 * visitor's address shown (not editable), **Subject** (prefilled `Re: ` + the inquiry's subject),
 * **Message** (focused when the form opens) and **Send reply**. Both fields are checked with the
 * contract's `replyRequestSchema` before sending; each error shows under its field, tied by
 * `aria-describedby`, letter for letter (`Write a reply before sending`, `A reply must be 5,000
 * characters or fewer`, `Subject is required`). One request key per reply attempt, and the button
 * is disabled while it sends, so a double click sends one email. On success `onSent` closes it.
 */
export function ReplyForm({
  inquiry,
  options,
  announce,
  onSent,
  onCancel,
  messageRef,
}: {
  inquiry: Inquiry;
  options: AdminRequestOptions;
  announce: (message: string) => void;
  onSent: () => void;
  onCancel: () => void;
  messageRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const [subject, setSubject] = useState(() => replySubjectFor(inquiry.fields.subject));
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const requestKey = useRef(newRequestKey());
  const ids = { title: useId(), subject: useId(), subjectError: useId(), message: useId() };
  const messageErrorId = useId();
  const messageHintId = useId();

  useEffect(() => {
    messageRef.current?.focus();
  }, [messageRef]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const reply: ReplyRequest = { subject, message, requestKey: requestKey.current };
    const found = replyErrors(reply);
    setErrors(found);
    setFailure(null);
    if (found.message || found.subject) {
      announce([found.subject, found.message].filter(Boolean).join(" "));
      (found.subject ? document.getElementById(ids.subject) : messageRef.current)?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await sendReply(inquiry.id, reply, options);
      requestKey.current = newRequestKey();
      announce(copy.announce.replySent(inquiry.fields.email));
      onSent();
    } catch (error) {
      const refusal = toAdminApiError(error);
      const fields: FieldErrors = {
        ...(refusal.fields.subject ? { subject: refusal.fields.subject } : {}),
        ...(refusal.fields.message ? { message: refusal.fields.message } : {}),
      };
      const text = fields.subject || fields.message ? null : actionErrorText(refusal);
      setErrors(fields);
      setFailure(text);
      announce(text ?? [fields.subject, fields.message].filter(Boolean).join(" "));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={ids.title} className="rounded-xl p-4 ring-1 ring-brand-300 sm:p-5">
      <h3 id={ids.title} className="font-display text-xl">
        {copy.reply.title}
      </h3>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <dl>
          <dt className="text-sm font-semibold text-stone-700">{copy.reply.to}</dt>
          <dd className="mt-1 break-all" data-testid="reply-to">
            {inquiry.fields.name} &lt;{inquiry.fields.email}&gt;
          </dd>
        </dl>
        <div>
          <label htmlFor={ids.subject} className="block text-sm font-semibold text-stone-700">
            {copy.reply.subject}
          </label>
          <input
            id={ids.subject}
            type="text"
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value);
              setErrors(({ subject: _fixed, ...rest }) => rest);
            }}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? ids.subjectError : undefined}
            className={`${INPUT} min-h-11`}
          />
          {errors.subject ? (
            <p id={ids.subjectError} className="mt-1 text-sm text-red-700">
              {errors.subject}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={ids.message} className="block text-sm font-semibold text-stone-700">
            {copy.reply.message}
          </label>
          <textarea
            ref={messageRef}
            id={ids.message}
            rows={7}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setErrors(({ message: _fixed, ...rest }) => rest);
            }}
            aria-required="true"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedByOf(messageHintId, messageErrorId, errors.message)}
            className={`${INPUT} py-2 leading-relaxed`}
          />
          <FieldHint
            hintId={messageHintId}
            hint={copy.reply.messageHint}
            errorId={messageErrorId}
            error={errors.message}
          />
        </div>
        <div role="alert" className="empty:hidden">
          {failure ? (
            <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">{failure}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={sending}
            className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {sending ? copy.reply.sending : copy.reply.send}
          </button>
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            {copy.reply.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
