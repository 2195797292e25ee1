/**
 * Every outbound request of the worker tests, in Node: miniflare's `outboundService` (see
 * vitest.config.ts; docs/architecture.md#testing). Requests to the Resend API host go to the
 * shared Resend stand-in (@clearwell/testing), Turnstile's siteverify, the Access team's certs and
 * the notification webhooks' host to their stand-ins here, `/__outbound/*` to the controls below (stand-in-types.ts). Any other
 * request - a real network request - is recorded as unexpected and answered 599, so it fails the
 * test that checks `unexpected`.
 */
import type { FetchHandler } from "@clearwell/testing/node-handler";
import { createResendStandIn, type ResendStandIn } from "@clearwell/testing/resend";
import {
  type GithubTokenMode,
  OUTBOUND_CONTROL,
  type SiteverifyMode,
  type WebhookStep,
} from "../stand-in-types.ts";
import { SENDING_ONLY_RESEND_KEY, TEST_BINDINGS } from "../test-bindings.ts";
import { createAccessStandIn } from "./access-stand-in.ts";
import { createGithubStandIn } from "./github-stand-in.ts";
import { createTurnstileStandIn } from "./turnstile-stand-in.ts";
import { createWebhookStandIn } from "./webhook-stand-in.ts";

/** Options of {@link createOutbound}. */
export type OutboundOptions = {
  /** The Resend API's host (`RESEND_API_URL`'s). */
  resendHost: string;
  /** The API keys the Resend stand-in accepts. */
  resendApiKeys: readonly string[];
  /** The Access team's host (`ACCESS_TEAM_DOMAIN`'s). */
  accessHost: string;
  /** The host of the notification webhooks' URLs (`NOTIFY_WEBHOOKS`). */
  webhookHost: string;
};

/** The composed outbound handler and what the Node side hands the tests. */
export type Outbound = {
  handle: FetchHandler;
  resend: ResendStandIn;
  /** The private JWK the Access stand-in's published key belongs to. */
  accessPrivateJwk: Record<string, unknown>;
  /** The private JWK of the older key the stand-in's rotating teams publish first. */
  accessPreviousPrivateJwk: Record<string, unknown>;
};

/** Creates the stand-ins and the handler that routes between them. */
export function createOutbound(options: OutboundOptions): Outbound {
  const resend = createResendStandIn({
    apiKeys: options.resendApiKeys,
    sendingOnlyKeys: [SENDING_ONLY_RESEND_KEY],
  });
  const access = createAccessStandIn(options.accessHost);
  const turnstile = createTurnstileStandIn();
  const webhooks = createWebhookStandIn(options.webhookHost);
  const github = createGithubStandIn({
    host: new URL(TEST_BINDINGS.GITHUB_OAUTH_URL).host,
    clientId: TEST_BINDINGS.GITHUB_OAUTH_CLIENT_ID,
    clientSecret: TEST_BINDINGS.GITHUB_OAUTH_CLIENT_SECRET,
  });
  let unexpected: string[] = [];

  async function control(request: Request, path: string): Promise<Response> {
    const route = `${request.method} ${path}`;
    switch (route) {
      case `POST ${OUTBOUND_CONTROL.reset}`:
        unexpected = [];
        turnstile.reset();
        access.reset();
        webhooks.reset();
        github.reset();
        return Response.json({ ok: true });
      case `GET ${OUTBOUND_CONTROL.unexpected}`:
        return Response.json(unexpected);
      case `GET ${OUTBOUND_CONTROL.siteverify}`:
        return Response.json(turnstile.calls());
      case `POST ${OUTBOUND_CONTROL.siteverifyMode}`:
        turnstile.setMode((await request.json()) as SiteverifyMode);
        return Response.json({ ok: true });
      case `GET ${OUTBOUND_CONTROL.accessCerts}`:
        return Response.json({ fetches: access.fetches() });
      case `GET ${OUTBOUND_CONTROL.webhooks}`:
        return Response.json(webhooks.calls());
      case `POST ${OUTBOUND_CONTROL.webhookScript}`: {
        const { path: scriptPath, steps } = (await request.json()) as { path: string; steps: WebhookStep[] };
        webhooks.script(scriptPath, steps);
        return Response.json({ ok: true });
      }
      case `GET ${OUTBOUND_CONTROL.githubTokenCalls}`:
        return Response.json(github.calls());
      case `POST ${OUTBOUND_CONTROL.githubTokenMode}`:
        github.setMode((await request.json()) as GithubTokenMode);
        return Response.json({ ok: true });
      case `POST ${OUTBOUND_CONTROL.report}`:
        process.stdout.write(`\n[worker tests] ${(await request.text()).slice(0, 2000)}\n`);
        return Response.json({ ok: true });
      default:
        return Response.json({ error: `no control route ${route}` }, { status: 404 });
    }
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__outbound/")) return control(request, url.pathname);
    if (url.host === options.resendHost) return resend.handle(request);
    const answer =
      access.handle(request) ??
      turnstile.handle(request) ??
      webhooks.handle(request) ??
      github.handle(request);
    if (answer) return answer;
    unexpected.push(`${request.method} ${url.href}`);
    return Response.json({ error: "unexpected outbound request" }, { status: 599 });
  }

  return {
    handle,
    resend,
    accessPrivateJwk: access.privateJwk,
    accessPreviousPrivateJwk: access.previousPrivateJwk,
  };
}
