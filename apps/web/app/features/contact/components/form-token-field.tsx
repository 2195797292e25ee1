import { FORM_TOKEN_FIELD_NAME } from "@clearwell/contract";
import type { Ref } from "react";

/** Props of {@link FormTokenField}. */
export type FormTokenFieldProps = {
  /** Receives the input; the form reads its value at submit (it is uncontrolled). */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The Contact form's form token (docs/product.md#abuse-defences): a hidden input named
 * `formToken` whose value the worker writes in as it serves the page (a signed start time), so a
 * plain form post carries it. It has no `value` of its own, so React never overwrites the
 * worker's value when it hydrates; `useFormToken` fills it when the page came without one.
 */
export function FormTokenField({ inputRef }: FormTokenFieldProps) {
  return <input ref={inputRef} type="hidden" name={FORM_TOKEN_FIELD_NAME} />;
}
