import { type Inquiry, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { type FormEvent, useId, useState } from "react";
import { answeringCopy as copy } from "../../../content/admin-answering.ts";
import type { Answering } from "../hooks/use-answering.ts";
import { BUTTON, SECONDARY_BUTTON } from "./dialog-buttons.ts";
import { describedByOf, FieldHint } from "./field-hint.tsx";
import { AnswerClockText } from "./lead-status-badge.tsx";
import { LocalTime } from "./local-time.tsx";

const INPUT = `mt-1.5 block min-h-11 w-full rounded-lg bg-white px-3 text-base ${FORM_CLASSES.controlBorder}`;

/**
 * The dialog's Lead section (docs/product.md#answering-inquiries): the labelled **Lead status**
 * select (saved at once on change), the response clock in words with the due and answered times,
 * Won's optional **Job value (USD)** and Lost's optional reason (each with its own Save, its error
 * under it), **Mark as answered** while it is New, and **Reply** (`onReply`), which opens the
 * reply form. A spam or Setup test inquiry has no lead status: the section says so instead.
 */
export function InquiryLead({
  inquiry,
  answering,
  onReply,
  replyOpen,
  replyButtonRef,
  headingId,
}: {
  inquiry: Inquiry;
  answering: Answering;
  onReply: () => void;
  replyOpen: boolean;
  replyButtonRef: React.Ref<HTMLButtonElement>;
  headingId: string;
}) {
  const selectId = useId();
  const { pending, error, fieldError } = answering;
  const lead = inquiry.leadStatus;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
      <h3 id={headingId} className="font-display text-xl">
        {copy.lead.title}
      </h3>
      {lead === null ? (
        <p className="mt-2 text-stone-700">{copy.errors.notAnswerable}</p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
            <div>
              <label htmlFor={selectId} className="block text-sm font-semibold text-stone-700">
                {copy.lead.control}
              </label>
              <select
                id={selectId}
                value={lead}
                aria-busy={pending === "status"}
                onChange={(event) => answering.changeStatus(event.target.value as LeadStatus)}
                className={`${INPUT} w-48`}
              >
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-stone-700">{copy.lead.clock}</dt>
              <dd data-testid="dialog-clock">
                <AnswerClockText inquiry={inquiry} />
              </dd>
              {inquiry.dueAt ? (
                <>
                  <dt className="font-semibold text-stone-700">{copy.lead.due}</dt>
                  <dd>
                    <LocalTime iso={inquiry.dueAt} nowrap={false} />
                  </dd>
                </>
              ) : null}
              {inquiry.answeredAt ? (
                <>
                  <dt className="font-semibold text-stone-700">{copy.lead.answeredAt}</dt>
                  <dd>
                    <LocalTime iso={inquiry.answeredAt} nowrap={false} />
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
          {lead === "won" ? (
            <DetailField
              key={`won-${inquiry.jobValueUsd ?? ""}`}
              label={copy.lead.jobValue}
              hint={copy.lead.jobValueHint}
              saveLabel={copy.lead.saveJobValue}
              initial={inquiry.jobValueUsd === null ? "" : String(inquiry.jobValueUsd)}
              numeric
              busy={pending === "job-value"}
              error={fieldError?.field === "jobValueUsd" ? fieldError.message : null}
              onSave={(typed) => answering.saveDetail("jobValueUsd", typed)}
            />
          ) : lead === "lost" ? (
            <DetailField
              key={`lost-${inquiry.lostReason ?? ""}`}
              label={copy.lead.lostReason}
              hint={copy.lead.lostReasonHint}
              saveLabel={copy.lead.saveLostReason}
              initial={inquiry.lostReason ?? ""}
              busy={pending === "lost-reason"}
              error={fieldError?.field === "lostReason" ? fieldError.message : null}
              onSave={(typed) => answering.saveDetail("lostReason", typed)}
            />
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              ref={replyButtonRef}
              type="button"
              onClick={onReply}
              aria-expanded={replyOpen}
              className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {copy.reply.open}
            </button>
            {lead === "new" ? (
              <>
                <button
                  type="button"
                  onClick={answering.markAnswered}
                  disabled={pending === "mark-answered"}
                  className={SECONDARY_BUTTON}
                >
                  {pending === "mark-answered" ? copy.lead.markingAnswered : copy.lead.markAnswered}
                </button>
                <p className="text-sm text-stone-600">{copy.lead.markAnsweredHint}</p>
              </>
            ) : null}
          </div>
        </>
      )}
      <div role="alert" className="empty:hidden">
        {error ? (
          <p className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">{error}</p>
        ) : null}
      </div>
    </section>
  );
}

/** Won's job value or Lost's reason: a labelled field with its hint, its error under it, and Save. */
function DetailField({
  label,
  hint,
  saveLabel,
  initial,
  numeric = false,
  busy,
  error,
  onSave,
}: {
  label: string;
  hint: string;
  saveLabel: string;
  initial: string;
  numeric?: boolean;
  busy: boolean;
  error: string | null;
  onSave: (typed: string) => Promise<boolean>;
}) {
  const [value, setValue] = useState(initial);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSave(value);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-80">
        <label htmlFor={inputId} className="block text-sm font-semibold text-stone-700">
          {label}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode={numeric ? "numeric" : undefined}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(hintId, errorId, error)}
          className={INPUT}
        />
        <FieldHint hintId={hintId} hint={hint} errorId={errorId} error={error} />
      </div>
      <button type="submit" disabled={busy} aria-label={saveLabel} className={`${SECONDARY_BUTTON} sm:mb-5`}>
        {busy ? copy.lead.saving : copy.lead.save}
      </button>
    </form>
  );
}
