import { useEffect, useState } from "react";
import { LENGTH_HINT_FROM, LENGTH_HINT_TEXT } from "../form-copy.ts";

/** Props of {@link LengthHint}. */
export type LengthHintProps = {
  /** `id` of the visible hint, for the control's `aria-describedby`. */
  id: string;
  /** The control's current value. */
  value: string;
  /** The field's maximum length in characters (UTF-16 code units, as `String.length` counts). */
  max: number;
};

/** Where a value stands against its limit: far from it, near it (hint shown), or over it. */
export type LengthZone = "far" | "near" | "over";

/**
 * The zone of a value of `length` characters against a limit of `max`: `near` from
 * {@link LENGTH_HINT_FROM} of `max` (rounded up) to `max` itself, `over` past it.
 */
export function lengthZone(length: number, max: number): LengthZone {
  if (length > max) return "over";
  return length >= Math.ceil(max * LENGTH_HINT_FROM) ? "near" : "far";
}

/** The characters of `value` the limit counts: after trimming, as the contract counts them. */
const countedLength = (value: string) => value.trim().length;

/**
 * Whether the visible hint of {@link LengthHint} is shown for `value` (so the control can point
 * its `aria-describedby` at it only then).
 */
export function showsLengthHint(value: string, max: number): boolean {
  return lengthZone(countedLength(value), max) !== "far";
}

/**
 * The remaining-characters hint under a long field (docs/product.md#contact-form): nothing while
 * the value is short; from {@link LENGTH_HINT_FROM} of the limit "123 characters left", past it
 * "12 characters over the limit" in red. Nothing is ever cut: the visitor can keep typing and the
 * submit shows the contract's "… must be at most N characters" message.
 *
 * For screen readers the visible hint is not a live region (it changes on every keystroke and
 * would chatter); a separate, always-present polite live region announces only when the zone
 * changes (getting near the limit, going over it), with the count at that moment. The visible
 * hint is also reachable through the control's `aria-describedby` (see {@link showsLengthHint}).
 */
export function LengthHint({ id, value, max }: LengthHintProps) {
  const length = countedLength(value);
  const zone = lengthZone(length, max);
  const text = zone === "over" ? LENGTH_HINT_TEXT.over(length - max) : LENGTH_HINT_TEXT.left(max - length);
  const [announcement, setAnnouncement] = useState("");

  // Announce once per zone change, with the text of that moment; not on every keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` is read on zone changes only
  useEffect(() => {
    setAnnouncement(zone === "far" ? "" : text);
  }, [zone]);

  return (
    <>
      {zone !== "far" && (
        <p
          id={id}
          data-zone={zone}
          className={`mt-1.5 text-sm ${zone === "over" ? "font-medium text-red-700" : "text-stone-600"}`}
        >
          {text}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
