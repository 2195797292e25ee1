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
 * The Contact form's honeypot (docs/product.md#contact-form): a text input people never see or
 * reach, which naive bots fill like any other field. Its value is sent as `honeypot` (by the
 * script, or by the browser in a plain form post, docs/product.md#plain-html-form); the worker
 * answers a filled honeypot like a success and sends nothing.
 *
 * How it is hidden, and why:
 * - the wrapper is moved off-screen (absolutely positioned far left, 1 px, clipped), not
 *   `display: none` / `hidden` / `type="hidden"`, which bots recognise and skip;
 * - the wrapper is `aria-hidden="true"`, so screen readers never announce the label or input;
 * - the input is `tabIndex={-1}`, so Tab never reaches it (and axe's `aria-hidden-focus` passes);
 * - its `name` is the contract's `HONEYPOT_FIELD_NAME` (`honeypot`), so a plain HTML form post
 *   carries it under the same name as the script's JSON request and the worker reads it the same
 *   way (docs/product.md#plain-html-form); autofill is kept off it by the attributes below, not
 *   by an obscure name;
 * - `autoComplete="off"` and the opt-out attributes of 1Password (`data-1p-ignore`), LastPass
 *   (`data-lpignore`), Bitwarden (`data-bwignore`) and Dashlane (`data-form-type="other"`), so
 *   browsers and password managers leave it empty;
 * - the label "Leave this field empty" tells anyone who does reach it what to do.
 *
 * No `maxlength`: the request builder cuts a bot's long value to the contract's limit itself.
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
