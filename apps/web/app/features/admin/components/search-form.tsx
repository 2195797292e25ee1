import { type FormEvent, useId, useState } from "react";
import { adminCopy } from "../../../content/admin.ts";

/**
 * The inbox search (docs/product.md#operator-inbox): a labelled search box in a `<search>`
 * landmark form; Enter or the Search button submits the text (trimmed) to `onSearch`; Clear (shown while a
 * search is active) submits `""`.
 *
 * @param value - the search in force: the box shows it whenever it changes, and Clear shows only
 *   while there is one.
 */
export function SearchForm({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The search in force changed (Back, Forward, a link, the page's first load): show it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-stone-700">
          {adminCopy.search.label}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            maxLength={200}
            value={text}
            placeholder={adminCopy.search.placeholder}
            onChange={(event) => setText(event.target.value)}
            className="min-h-11 min-w-0 flex-1 basis-56 rounded-xl border border-stone-400 bg-white px-4 text-base placeholder:text-stone-500"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {adminCopy.search.submit}
          </button>
          {value ? (
            <button
              type="button"
              onClick={() => {
                setText("");
                onSearch("");
              }}
              className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
            >
              {adminCopy.search.clear}
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
