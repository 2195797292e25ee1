import { HONEYPOT_FIELD_NAME } from "@clearwell/contract";
import type { Ref } from "react";
import { ANTI_ABUSE_TEXT } from "../form-copy.ts";

/** Props of {@link HoneypotField}. */
export type HoneypotFieldProps = {
  /** `id` of the input, unique in the page (its label points at it). */
  id: string;
  /** Receives the input; the form reads its value at submit (it is uncontrolled). */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The Contact form's honeypot (docs/product.md#abuse-defences, rule `honeypot`): a text input
 * people never see or reach, which naive bots fill; sent as `honeypot` (`HONEYPOT_FIELD_NAME`) by
 * the script and by a plain form post alike. The wrapper is moved off-screen rather than
 * `display: none` / `type="hidden"`, which bots recognise and skip, and is `aria-hidden`; the input
 * is `tabIndex={-1}` (axe's `aria-hidden-focus` passes); `autoComplete="off"` and the opt-outs of
 * 1Password, LastPass, Bitwarden and Dashlane keep autofill off it; its label says "Leave this
 * field empty". No `maxlength`: the request builder cuts a bot's long value to the contract's limit.
 */
export function HoneypotField({ id, inputRef }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>{ANTI_ABUSE_TEXT.honeypotLabel}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
      />
    </div>
  );
}
