/**
 * The slice of Cloudflare Turnstile's browser API the Contact form uses (docs/product.md#contact-form), and a loader that injects `api.js` once, on demand. Explicit
 * rendering: the script is requested with `render=explicit`, so it renders nothing by itself; the
 * form calls {@link TurnstileApi.render} on its own container.
 */

/** Options of `turnstile.render` that the form passes (Cloudflare's "explicit rendering" docs). */
export type TurnstileRenderOptions = {
  sitekey: string;
  /** Called with a fresh token when the visitor passes the challenge (tokens are single-use, 300 s). */
  callback: (token: string) => void;
  /** Called when the token expired without being used; the widget then refreshes by itself. */
  "expired-callback": () => void;
  /** Called on a widget error (network, unsupported browser, failed challenge); return `true` = handled. */
  "error-callback": (code: string) => boolean | undefined;
  /** `false`: no hidden `cf-turnstile-response` input; the form sends the token itself. */
  "response-field": boolean;
  size: "normal" | "flexible" | "compact";
  theme: "light" | "dark" | "auto";
};

/** The global `window.turnstile` once `api.js` has run. */
export type TurnstileApi = {
  /** Renders a widget into `container`; returns its id (or nothing when it could not). */
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | null | undefined;
  /** Starts a new challenge on the widget: the previous token is void. */
  reset: (widgetId: string) => void;
  /** Removes the widget and its iframe. */
  remove: (widgetId: string) => void;
};

/** `window` with the Turnstile globals. */
type TurnstileWindow = Window & { turnstile?: TurnstileApi } & Record<string, unknown>;

/** Name of the global function `api.js` calls when it is ready (`?onload=`). */
export const TURNSTILE_ONLOAD_CALLBACK = "clearwellTurnstileLoaded";

/** Where `api.js` is loaded from, explicit rendering, ready callback {@link TURNSTILE_ONLOAD_CALLBACK}. */
export const TURNSTILE_SCRIPT_URL = `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=${TURNSTILE_ONLOAD_CALLBACK}`;

/** The load under way: its promise and its script element. */
let pending: { promise: Promise<TurnstileApi>; script: HTMLScriptElement } | undefined;

/**
 * Loads Turnstile's `api.js` (once per page; later calls share the same promise) by appending an
 * `async` script to `<head>`. Call it only when the widget is about to be needed: nothing is
 * requested before. A load whose script has left the document (it can never call back) is
 * started again.
 *
 * @returns the `turnstile` global once `api.js` has called {@link TURNSTILE_ONLOAD_CALLBACK}.
 * @throws (rejects) `Error("Turnstile could not be loaded")` when the script fails to load (host
 *   unreachable, blocked); the next call tries again with a new script.
 */
export function loadTurnstile(): Promise<TurnstileApi> {
  const win = window as unknown as TurnstileWindow;
  if (win.turnstile) return Promise.resolve(win.turnstile);
  if (pending?.script.isConnected) return pending.promise;
  const script = document.createElement("script");
  const promise = new Promise<TurnstileApi>((resolve, reject) => {
    const settle = (api: TurnstileApi | undefined) => {
      if (pending?.script === script) pending = undefined;
      delete win[TURNSTILE_ONLOAD_CALLBACK];
      if (api) return resolve(api);
      script.remove();
      reject(new Error("Turnstile could not be loaded"));
    };
    win[TURNSTILE_ONLOAD_CALLBACK] = () => settle(win.turnstile);
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onerror = () => settle(undefined);
  });
  pending = { promise, script };
  document.head.appendChild(script);
  return promise;
}
