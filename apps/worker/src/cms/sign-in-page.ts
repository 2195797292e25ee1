/**
 * The page the sign-in popup ends on, with the CMS's handshake (docs/reference.md#site-editor-sign-in).
 * Every message goes to the page's own origin, never `*`, so no other site's window receives the token.
 */
import { COMPANY_NAME } from "@clearwell/contract";
import { BRAND_COLOR } from "@clearwell/contract/page-style";
import type { Context } from "hono";
import { escapeHtml } from "../core/escape-html.ts";

/** The page's outcome: a token for the editor, or an error with its code and sentence. */
export type SignInOutcome =
  | { ok: true; provider: string; token: string }
  | { ok: false; provider: string; code: string; error: string };

/** The parts of a browser window the handshake uses (a fake one in the tests). */
export type HandshakeWindow = {
  opener: { postMessage(message: string, targetOrigin: string): void } | null;
  location: { origin: string };
  document: { getElementById(id: string): { dataset: Record<string, string | undefined> } | null };
  addEventListener(type: "message", listener: (event: HandshakeEvent) => void): void;
  removeEventListener(type: "message", listener: (event: HandshakeEvent) => void): void;
};

/** A `message` event as the handshake reads it. */
export type HandshakeEvent = { origin: string; source: unknown; data: unknown };

/** The handshake, the page's only script (the tests run this very code); answers the opener's echo once. */
export function signInHandshake(win: HandshakeWindow): void {
  const data = win.document.getElementById("cms-sign-in")?.dataset;
  const opener = win.opener;
  if (!data || !opener) return;
  const origin = win.location.origin;
  const hello = `authorizing:${data.provider}`;
  const answer = (event: HandshakeEvent) => {
    if (event.origin !== origin || event.source !== opener || event.data !== hello) return;
    win.removeEventListener("message", answer);
    opener.postMessage(String(data.message), origin);
  };
  win.addEventListener("message", answer);
  opener.postMessage(hello, origin);
}

/** The inline script: {@link signInHandshake} called with the window. */
const SCRIPT = `(${signInHandshake.toString()})(window);`;

let scriptHash: Promise<string> | undefined;

/** `'sha256-<base64>'` of {@link SCRIPT}, computed once per isolate. */
function scriptSource(): Promise<string> {
  scriptHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(SCRIPT))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return scriptHash;
}

/** The message the editor receives last: `authorization:<provider>:<success|error>:<JSON>`. */
export function outcomeMessage(outcome: SignInOutcome): string {
  const content = outcome.ok
    ? { token: outcome.token, provider: outcome.provider }
    : { provider: outcome.provider, error: outcome.error, errorCode: outcome.code, message: outcome.error };
  return `authorization:${outcome.provider}:${outcome.ok ? "success" : "error"}:${JSON.stringify(content)}`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1c1917;background:#fafaf9;margin:0}main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-top:4px solid ${BRAND_COLOR};border-radius:.75rem}h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:.5rem 0}small{color:#57534e}`;

/** The popup's answer: private headers and a CSP running only its script; headers already on `c` kept. */
export async function signInPage(
  c: Context,
  outcome: SignInOutcome,
  status: 200 | 400 | 403 | 502 | 503,
): Promise<Response> {
  const title = outcome.ok ? "Signed in to the site editor" : "Sign-in to the site editor failed";
  const words = outcome.ok
    ? "You are signed in with GitHub. This window closes by itself; if it stays open, close it and go back to the editor."
    : `${outcome.error} Close this window and sign in with GitHub again from the editor.`;
  const code = outcome.ok ? "" : `<p><small>Error code: ${escapeHtml(outcome.code)}</small></p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} - ${COMPANY_NAME}`)}</title><style>${STYLE}</style></head><body><main id="cms-sign-in" data-provider="${escapeHtml(outcome.provider)}" data-message="${escapeHtml(outcomeMessage(outcome))}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(words)}</p>${code}</main><script>${SCRIPT}</script></body></html>`;
  return c.html(html, status, {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
    "Content-Security-Policy": `default-src 'none'; script-src ${await scriptSource()}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  });
}
