import type { HandshakeEvent, HandshakeWindow } from "../../src/cms/sign-in-page.ts";
import { accessToken } from "../helpers/admin.ts";
import { type ChangedEnv, callWorker } from "../helpers/api.ts";
import { type GithubTokenCall, type GithubTokenMode, OUTBOUND_CONTROL } from "../stand-in-types.ts";
import { STAND_IN_URL } from "../test-bindings.ts";

/** How to call the sign-in routes: like the editor's popup behind Access, by default. */
export type CmsRequest = {
  /** The Access token; default a valid one; `null` sends none. */
  token?: string | null;
  /** The `Cookie` header; default none. */
  cookie?: string;
  env?: ChangedEnv;
};

/** Calls `path` (under `/api/cms`) of the worker, without following a redirect. */
export async function callCms(path: string, request: CmsRequest = {}): Promise<Response> {
  const headers = new Headers();
  const token = request.token === undefined ? await accessToken() : request.token;
  if (token !== null) headers.set("Cf-Access-Jwt-Assertion", token);
  if (request.cookie) headers.set("Cookie", request.cookie);
  return callWorker(`/api/cms${path}`, { headers, redirect: "manual" }, request.env);
}

/** Every token request GitHub's stand-in received since the last reset. */
export async function githubTokenCalls(): Promise<GithubTokenCall[]> {
  return (await fetch(`${STAND_IN_URL}${OUTBOUND_CONTROL.githubTokenCalls}`)).json();
}

/** Sets how GitHub's token endpoint answers until the next reset. */
export async function setGithubTokenMode(mode: GithubTokenMode): Promise<void> {
  await fetch(`${STAND_IN_URL}${OUTBOUND_CONTROL.githubTokenMode}`, {
    method: "POST",
    body: JSON.stringify(mode),
  });
}

/** The `data-*` attributes of the page's `#cms-sign-in` element, unescaped, and its inline script. */
export async function readSignInPage(response: Response) {
  const data: Record<string, string> = {};
  let script = "";
  await new HTMLRewriter()
    .on("#cms-sign-in", {
      element(element) {
        for (const [name = "", value = ""] of element.attributes) {
          if (name.startsWith("data-")) data[name.slice(5)] = unescapeHtml(value);
        }
      },
    })
    .on("script", {
      text(chunk) {
        script += chunk.text;
      },
    })
    .transform(response)
    .text();
  return { data, script };
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** A browser popup as the handshake sees it, with its opener recording what was posted to it. */
export function fakePopup(origin: string, data: Record<string, string>) {
  const posted: { message: string; targetOrigin: string }[] = [];
  const listeners = new Set<(event: HandshakeEvent) => void>();
  const opener = {
    postMessage(message: string, targetOrigin: string) {
      posted.push({ message, targetOrigin });
    },
  };
  const win: HandshakeWindow = {
    opener,
    location: { origin },
    document: { getElementById: (id) => (id === "cms-sign-in" ? { dataset: data } : null) },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return {
    win,
    opener,
    posted,
    /** Delivers a `message` event to the popup. */
    deliver(event: HandshakeEvent) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}
