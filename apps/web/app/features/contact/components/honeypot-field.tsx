import { HONEYPOT_MAX_LENGTH } from "@clearwell/contract";
import type { Ref } from "react";
import { ANTI_ABUSE_TEXT } from "../form-copy.ts";

/**
 * The `name` of the honeypot input. Deliberately meaningless to autofill: no word that browsers'
 * or password managers' heuristics match (name, email, phone, address, company, url, fax, code),
 * so a person's autofill never fills it and turns a real inquiry into a silent "success".
 */
export const HONEYPOT_FIELD_NAME = "inquiry_ref";

/** Props of {@link HoneypotField}. */
export type HoneypotFieldProps = {
  /** `id` of the input, unique in the page (its label points at it). */
  id: string;
  /** Receives the input; the form reads its value at submit (it is uncontrolled). */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The Contact form's honeypot (issue 4 "Abuse resistance"): a text input people never see or
 * reach, which naive bots fill like any other field. Its value is sent as `honeypot`; the worker
 * answers a filled honeypot like a success and sends nothing.
 *
 * How it is hidden, and why:
 * - the wrapper is moved off-screen (absolutely positioned far left, 1 px, clipped), not
 *   `display: none` / `hidden` / `type="hidden"`, which bots recognise and skip;
 * - the wrapper is `aria-hidden="true"`, so screen readers never announce the label or input;
 * - the input is `tabIndex={-1}`, so Tab never reaches it (and axe's `aria-hidden-focus` passes);
 * - `autoComplete="off"`, a neutral {@link HONEYPOT_FIELD_NAME}, and the opt-out attributes of
 *   1Password (`data-1p-ignore`), LastPass (`data-lpignore`), Bitwarden (`data-bwignore`) and
 *   Dashlane (`data-form-type="other"`), so browsers and password managers leave it empty;
 * - the label "Leave this field empty" tells anyone who does reach it what to do.
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
        maxLength={HONEYPOT_MAX_LENGTH}
        defaultValue=""
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
      />
    </div>
  );
}
