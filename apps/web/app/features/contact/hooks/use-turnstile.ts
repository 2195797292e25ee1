import { type RefCallback, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { loadTurnstile, type TurnstileApi } from "../turnstile/turnstile-api.ts";

/**
 * Where the Turnstile widget is (docs/product.md#contact-form):
 * - `off`: no site key; nothing is loaded or shown;
 * - `waiting`: on, but the form has not been seen or touched yet (nothing requested);
 * - `loading`: `api.js` is being loaded and the widget rendered;
 * - `ready`: the widget is shown, no valid token yet; `verified`: a token is held;
 * - `unavailable`: `api.js` failed to load; `failed`: the widget reported an error.
 */
export type TurnstileStatus = "off" | "waiting" | "loading" | "ready" | "verified" | "unavailable" | "failed";

/** What the form's submit needs from Turnstile (docs/product.md#contact-form); see {@link TurnstileController}. */
export type TurnstileGate = {
  /**
   * The token to send, or `undefined` when there is none yet (then `tokenMissing` is set, the
   * widget shows "Please complete the verification..." and the form must not send).
   */
  takeToken: () => string | undefined;
  /** After a submit, success or error: voids the used token (single-use) and starts a new challenge. */
  reset: () => void;
};

/** What {@link useTurnstile} gives the widget. */
export type TurnstileController = TurnstileGate & {
  status: TurnstileStatus;
  /** `true` after a submit found no token, until a token arrives: "Please complete the verification". */
  tokenMissing: boolean;
  /** Ref of the element the widget is rendered into. */
  containerRef: RefCallback<HTMLDivElement>;
  /** After `unavailable` or `failed`: loads the script again or restarts the challenge. */
  retry: () => void;
};

/**
 * Cloudflare Turnstile on the Contact form (docs/product.md#contact-form), rendered
 * explicitly and lazily: `api.js` is requested only once the form scrolls into view or one of its
 * controls gets focus, whichever comes first - never on other pages, never before first paint.
 * With an empty `siteKey` the controller is inert (`off`).
 *
 * @param siteKey - the site key; `""` = Turnstile off.
 * @param trigger - the `<form>`: the script loads when it scrolls into view or a control in it
 *   gets focus.
 */
export function useTurnstile(siteKey: string, trigger: RefObject<HTMLElement | null>): TurnstileController {
  const enabled = siteKey !== "";
  const [status, setStatus] = useState<TurnstileStatus>(enabled ? "waiting" : "off");
  const [armed, setArmed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [tokenMissing, setTokenMissing] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const token = useRef<string | undefined>(undefined);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);

  useEffect(() => {
    const element = trigger.current;
    if (!element || !enabled || armed) return;
    const arm = () => setArmed(true);
    // A field focused before this widget mounted counts too.
    if (element.contains(document.activeElement)) {
      arm();
      return;
    }
    element.addEventListener("focusin", arm);
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) arm();
          })
        : undefined;
    observer?.observe(element);
    return () => {
      element.removeEventListener("focusin", arm);
      observer?.disconnect();
    };
  }, [trigger, enabled, armed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (Try again) loads again
  useEffect(() => {
    if (!enabled || !armed || !container) return;
    let active = true;
    let rendered: { api: TurnstileApi; id: string } | null = null;
    setStatus("loading");
    loadTurnstile().then(
      (api) => {
        if (!active) return;
        const id = api.render(container, {
          sitekey: siteKey,
          callback: (value) => {
            token.current = value;
            setTokenMissing(false);
            setStatus("verified");
          },
          "expired-callback": () => {
            token.current = undefined;
            setStatus("ready");
          },
          "error-callback": () => {
            token.current = undefined;
            setStatus("failed");
            return true;
          },
          "response-field": false,
          size: "flexible",
          theme: "light",
        });
        if (!id) return setStatus("failed");
        rendered = { api, id };
        widget.current = rendered;
        setStatus((current) => (current === "loading" ? "ready" : current));
      },
      () => {
        if (active) setStatus("unavailable");
      },
    );
    return () => {
      active = false;
      token.current = undefined;
      if (rendered) rendered.api.remove(rendered.id);
      widget.current = null;
    };
  }, [enabled, armed, container, siteKey, attempt]);

  const takeToken = useCallback(() => {
    if (!enabled) return undefined;
    if (!token.current) setTokenMissing(true);
    return token.current;
  }, [enabled]);

  const reset = useCallback(() => {
    token.current = undefined;
    const current = widget.current;
    if (!current) return;
    current.api.reset(current.id);
    setStatus("ready");
  }, []);

  const retry = useCallback(() => {
    setArmed(true);
    if (widget.current) reset();
    else setAttempt((count) => count + 1);
  }, [reset]);

  return useMemo(
    () => ({ status, tokenMissing, containerRef: setContainer, takeToken, reset, retry }),
    [status, tokenMissing, takeToken, reset, retry],
  );
}
