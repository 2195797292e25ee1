import type { Inquiry } from "@clearwell/contract";
import type { ReactNode } from "react";
import { adminCopy } from "../../../content/admin.ts";
import { LocalTime } from "./local-time.tsx";
import { StatusBadge } from "./status-badge.tsx";

const { detail: copy } = adminCopy;

/**
 * The detail dialog's fields (docs/product.md#operator-inbox, the detail view): status (and, for
 * spam, why), received, name, email (a `mailto:` link), phone, subject, the whole message with its
 * line breaks; then attempts, last update, last error, provider message id and the inquiry's id.
 * A missing value shows `copy.none`.
 */
export function InquiryFields({ inquiry }: { inquiry: Inquiry }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
        <Field label={copy.fields.status}>
          <StatusBadge status={inquiry.status} />
        </Field>
        {inquiry.status === "spam" && inquiry.spamReason ? (
          <Field label={copy.spamReason}>
            <span data-testid="inquiry-spam-reason">{adminCopy.spamReasonLabels[inquiry.spamReason]}</span>
          </Field>
        ) : null}
        <Field label={copy.fields.received}>
          <LocalTime iso={inquiry.receivedAt} nowrap={false} />
        </Field>
        <Field label={copy.fields.name} wide>
          {inquiry.fields.name}
        </Field>
        <Field label={copy.fields.email} wide>
          <a href={`mailto:${inquiry.fields.email}`} className="break-all text-brand-700 underline">
            {inquiry.fields.email}
          </a>
        </Field>
        <Field label={copy.fields.phone} wide>
          {inquiry.fields.phone || copy.none}
        </Field>
        <Field label={copy.fields.subject} full>
          {inquiry.fields.subject}
        </Field>
        <Field label={copy.fields.message} full>
          <p className="rounded-xl bg-stone-50 p-4 leading-relaxed break-words whitespace-pre-wrap ring-1 ring-stone-200">
            {inquiry.fields.message}
          </p>
        </Field>
      </dl>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-stone-200 pt-6">
        <Field label={copy.fields.attempts}>
          <span data-testid="inquiry-attempts">{inquiry.attempts}</span>
        </Field>
        <Field label={copy.fields.updated}>
          <LocalTime iso={inquiry.updatedAt} nowrap={false} />
        </Field>
        <Field label={copy.fields.lastError} full>
          {inquiry.lastError ?? copy.none}
        </Field>
        <Field label={copy.fields.providerMessageId} wide>
          <span className="block font-mono text-xs leading-5 break-all">
            {inquiry.providerMessageId ?? copy.none}
          </span>
        </Field>
        <Field label={copy.fields.id} wide>
          <span className="block font-mono text-xs leading-5 break-all">{inquiry.id}</span>
        </Field>
      </dl>
    </>
  );
}

/**
 * One labelled value of a two-column `<dl>`: one column by default, both on phones when `wide`
 * (long values), both everywhere when `full`.
 */
function Field({
  label,
  wide = false,
  full = false,
  children,
}: {
  label: string;
  wide?: boolean;
  full?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${full ? "col-span-2" : wide ? "col-span-2 sm:col-span-1" : ""}`}>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}
