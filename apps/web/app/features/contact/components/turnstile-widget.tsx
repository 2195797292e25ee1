import { type Ref, type RefObject, useImperativeHandle } from "react";
import { type TurnstileController, type TurnstileGate, useTurnstile } from "../hooks/use-turnstile.ts";
import { TURNSTILE_TEXT } from "../turnstile/turnstile-copy.ts";

/** Props of {@link TurnstileWidget}. */
export type TurnstileWidgetProps = {
  /** The operator's site key (not empty: the form renders this widget only when Turnstile is on). */
  siteKey: string;
  /** The `<form>`: Turnstile's script loads when it scrolls into view or one of its fields gets focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Receives the {@link TurnstileGate} the form's submit asks for a token and resets. */
  ref: Ref<TurnstileGate>;
  /** `id` of the message under the widget (a polite live region, always present). */
  messageId: string;
  /**
   * Shown when Turnstile's script cannot be loaded; passed in (the form's copy) so this chunk
   * shares no module with the Contact chunk.
   */
  unavailableMessage: string;
};

/** The message to show under the widget for a status, if any. */
function messageFor({ status, tokenMissing }: TurnstileController, unavailable: string): string | undefined {
  if (status === "unavailable") return unavailable;
  if (status === "failed") return TURNSTILE_TEXT.verificationFailed;
  if (tokenMissing && status !== "verified") return TURNSTILE_TEXT.verificationRequired;
  return undefined;
}

/**
 * The Turnstile area of the Contact form (docs/product.md#contact-form), in its own chunk: the form
 * imports it (`React.lazy`) only when a site key is set, so with Turnstile off (the local default)
 * none of this code is loaded. It holds {@link useTurnstile} (which loads Cloudflare's `api.js`
 * lazily), the container Turnstile renders its iframe into (65 px reserved, the widget's height,
 * so nothing moves when it appears) and, under it, a polite live region: "Please complete the
 * verification..." after a submit without a token, or a readable failure (script unreachable,
 * widget error) with a Try again button. Not a `role="alert"`: the form's single alert region
 * stays the red notice.
 */
export default function TurnstileWidget({
  siteKey,
  formRef,
  ref,
  messageId,
  unavailableMessage,
}: TurnstileWidgetProps) {
  const turnstile = useTurnstile(siteKey, formRef);
  const { takeToken, reset } = turnstile;
  useImperativeHandle(ref, () => ({ takeToken, reset }), [takeToken, reset]);
  const message = messageFor(turnstile, unavailableMessage);
  const canRetry = turnstile.status === "unavailable" || turnstile.status === "failed";
  return (
    <div className="mt-6">
      <div
        ref={turnstile.containerRef}
        className={turnstile.status === "unavailable" ? undefined : "min-h-[65px]"}
        data-testid="turnstile-container"
      />
      <div id={messageId} aria-live="polite">
        {message && (
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm text-red-700">
            <span>{message}</span>
            {canRetry && (
              <button
                type="button"
                onClick={turnstile.retry}
                className="font-semibold underline underline-offset-2 hover:text-red-900"
              >
                {TURNSTILE_TEXT.retry}
              </button>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
