import { BLOCK_ENTRY_MESSAGES, blockEntryOf } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { type FormEvent, useId, useState } from "react";
import { adminCopy } from "../../../content/admin.ts";
import { actionErrorText } from "../api/action-error-text.ts";
import type { AdminApiError, AdminRequestOptions } from "../api/admin-api.ts";
import { useBlockList } from "../hooks/use-block-list.ts";
import { LocalTime } from "./local-time.tsx";

const { blockList: copy } = adminCopy;
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70";

/**
 * The block list's own section of the inbox (docs/product.md#operator-inbox): a labelled field to
 * block an address or a domain (checked with the contract's `blockEntryOf` before sending; that
 * message or the worker's refusal shows under it, tied by `aria-describedby`), and the list of entries, newest first, each with its kind, when and by whom
 * it was added, and a Remove button. Outcomes are announced through `announce`.
 *
 * @param options - `fetch` to use (tests inject one).
 * @param announce - puts a sentence in the inbox's live region.
 */
export function BlockList({
  options,
  announce,
}: {
  options: AdminRequestOptions;
  announce: (message: string) => void;
}) {
  const { state, add, remove } = useBlockList(options);
  const [value, setValue] = useState("");
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    // The same shape check as the worker's, so a typo is caught before any request.
    if (!blockEntryOf(value)) {
      setError(BLOCK_ENTRY_MESSAGES.invalid);
      announce(BLOCK_ENTRY_MESSAGES.invalid);
      return;
    }
    setAdding(true);
    setError(null);
    try {
      const entry = await add(value);
      setValue("");
      announce(adminCopy.announce.blocked(entry.value));
    } catch (failure) {
      const message = actionErrorText(failure as AdminApiError);
      setError(message);
      announce(message);
    } finally {
      setAdding(false);
    }
  };

  const onRemove = async (entry: string) => {
    try {
      await remove(entry);
      announce(adminCopy.announce.unblocked(entry));
    } catch (failure) {
      announce(actionErrorText(failure as AdminApiError));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id={titleId} className="font-display text-2xl">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{copy.lead}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <label htmlFor={inputId} className="block text-sm font-semibold text-stone-700">
            {copy.inputLabel}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="email"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={copy.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`mt-1.5 block min-h-11 w-full rounded-lg bg-white px-3 text-base ${FORM_CLASSES.controlBorder}`}
          />
        </div>
        <button
          type="submit"
          disabled={adding}
          className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {adding ? copy.adding : copy.add}
        </button>
      </form>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {state.entries === null ? (
        <p className="mt-5 text-stone-600">{state.error ? actionErrorText(state.error) : copy.loading}</p>
      ) : state.entries.length === 0 ? (
        <p className="mt-5 text-stone-600">{copy.empty}</p>
      ) : (
        <ul
          className="mt-5 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
          data-testid="block-list"
        >
          {state.entries.map((entry) => (
            <li key={entry.value} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-all">{entry.value}</p>
                <p className="text-sm text-stone-600">
                  {copy.kind[entry.kind]} · <LocalTime iso={entry.addedAt} /> · {copy.added(entry.addedBy)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onRemove(entry.value)}
                aria-label={copy.removeLabel(entry.value)}
                className={`${BUTTON} border border-stone-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`}
              >
                {copy.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
