/**
 * A form field's hint, then its error when there is one (docs/product.md#operator-inbox): the
 * paragraphs the control names in `aria-describedby` (see {@link describedByOf}).
 *
 * @param error - the field's error message; `null`, `undefined` or empty shows none.
 */
export function FieldHint({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint: string;
  errorId: string;
  error: string | null | undefined;
}) {
  return (
    <>
      <p id={hintId} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The control's `aria-describedby` for {@link FieldHint}: the error's id first when shown, then the hint's. */
export function describedByOf(hintId: string, errorId: string, error: string | null | undefined): string {
  return error ? `${errorId} ${hintId}` : hintId;
}
