import type { SetupCheck, SetupState } from "@clearwell/contract";
import { useId } from "react";
import { setupCopy as copy, describeCheck } from "../../../content/admin-setup.ts";
import { formatLocalDateTime } from "./local-time.tsx";

const STATE_STYLES: Record<SetupState, { pill: string; mark: string }> = {
  ok: { pill: "bg-green-50 text-green-800 ring-green-300", mark: "✓" },
  missing: { pill: "bg-amber-50 text-amber-900 ring-amber-300", mark: "!" },
  failing: { pill: "bg-red-50 text-red-800 ring-red-300", mark: "✕" },
  pending: { pill: "bg-sky-50 text-sky-900 ring-sky-300", mark: "…" },
  off: { pill: "bg-stone-100 text-stone-800 ring-stone-300", mark: "–" },
};

/**
 * A check's state as a pill (docs/product.md#setup-panel): its name as text and a mark, so it never
 * rests on colour alone.
 */
export function SetupStateBadge({ state }: { state: SetupState }) {
  const style = STATE_STYLES[state];
  return (
    <span
      data-state={state}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${style.pill}`}
    >
      <span aria-hidden="true">{style.mark}</span>
      {copy.stateLabels[state]}
    </span>
  );
}

/** `text` with its backticked parts (commands, names) as `<code>`. */
function WithCode({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-stone-100 px-1 font-mono text-[0.85em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** The DNS records Resend still waits for, one block each, long values wrapping (never sideways). */
function DomainRecords({ records }: { records: Extract<SetupCheck, { kind: "sender_domain" }>["records"] }) {
  const captionId = useId();
  return (
    <div className="mt-3">
      <p id={captionId} className="text-sm font-semibold">
        {copy.records.caption}
      </p>
      <ul aria-labelledby={captionId} className="mt-2 space-y-2">
        {records.map((record) => (
          <li
            key={`${record.type} ${record.name} ${record.value}`}
            className="rounded-lg bg-stone-50 p-3 text-sm ring-1 ring-stone-200"
          >
            <dl className="grid grid-cols-[4.5rem_1fr] gap-x-3 gap-y-1">
              <dt className="text-stone-600">{copy.records.type}</dt>
              <dd>
                {record.record} {record.type}
              </dd>
              <dt className="text-stone-600">{copy.records.name}</dt>
              <dd className="font-mono text-xs [overflow-wrap:anywhere]">{record.name}</dd>
              <dt className="text-stone-600">{copy.records.value}</dt>
              <dd className="font-mono text-xs [overflow-wrap:anywhere]">{record.value}</dd>
              <dt className="text-stone-600">{copy.records.status}</dt>
              <dd>{record.status}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One check of the Setup panel (docs/product.md#setup-panel), as a list item: its state, its name
 * as a heading, what was found, the DNS records Resend waits for (the sender's domain), and what to
 * do. Commands and values wrap anywhere, so the item fits a phone.
 */
export function SetupPanelCheck({ check }: { check: SetupCheck }) {
  const words = describeCheck(check, formatLocalDateTime);
  return (
    <li
      data-check={check.id}
      className="grid gap-2 rounded-xl p-4 ring-1 ring-stone-200 sm:grid-cols-[7rem_1fr] sm:gap-4"
    >
      <div>
        <SetupStateBadge state={check.state} />
      </div>
      <div className="min-w-0">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{words.label}</h3>
        <p className="mt-1 text-stone-700 [overflow-wrap:anywhere]">
          <WithCode text={words.detail} />
        </p>
        {check.kind === "sender_domain" && check.records.length > 0 ? (
          <DomainRecords records={check.records} />
        ) : null}
        {words.action ? (
          <p className="mt-2 text-sm text-stone-800 [overflow-wrap:anywhere]">
            <span className="font-semibold">{copy.whatToDo}:</span> <WithCode text={words.action} />
          </p>
        ) : null}
      </div>
    </li>
  );
}
