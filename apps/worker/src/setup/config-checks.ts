import type { SetupCheckOf } from "@clearwell/contract";
import type { NotifyWebhooksConfig } from "@clearwell/rules";
import { confirmationState, readSecret } from "../core/server-settings.ts";
import { readAdminAuthMode } from "../inbox/access.ts";
import { TURNSTILE_SECRET_NAME } from "../intake/turnstile.ts";

/** The Access check (docs/product.md#setup-panel); `missing` names the empty vars. Never throws. */
export function accessCheck(env: Env): SetupCheckOf<"access"> {
  const mode = readAdminAuthMode(env);
  const base = { kind: "access", id: "access" } as const;
  if (mode.kind === "access") {
    return URL.canParse(mode.teamDomain)
      ? { ...base, state: "ok", reason: "configured", missing: [] }
      : { ...base, state: "failing", reason: "team_domain_invalid", missing: [] };
  }
  const missing = (["ACCESS_TEAM_DOMAIN", "ACCESS_AUD"] as const).filter((name) => !(env[name] ?? "").trim());
  if (mode.kind === "local" && missing.length === 2)
    return { ...base, state: "off", reason: "local", missing };
  return { ...base, state: "missing", reason: "incomplete", missing };
}

/** Turnstile (docs/reference.md#turnstile): `ok` while `TURNSTILE_SECRET_KEY` is set, else `off`. */
export function turnstileCheck(env: Env): SetupCheckOf<"turnstile"> {
  const on = readSecret(env, TURNSTILE_SECRET_NAME) !== undefined;
  return { kind: "turnstile", id: "turnstile", state: on ? "ok" : "off", on };
}

/** The confirmation check, as `confirmationState` decides it (docs/product.md#setup-panel). */
export function confirmationCheck(env: Env): SetupCheckOf<"confirmation"> {
  const confirmation = confirmationState(env);
  const base = { kind: "confirmation", id: "confirmation" } as const;
  if (confirmation.on) return { ...base, state: "ok", reason: "on" };
  return {
    ...base,
    state: confirmation.reason === "autoresponder_off" ? "off" : "missing",
    reason: confirmation.reason,
  };
}

/** The `NOTIFY_WEBHOOKS` check from the parser's result; `failing` carries its sentence, never a URL. */
export function notifyWebhooksCheck(config: NotifyWebhooksConfig): SetupCheckOf<"notify_webhooks"> {
  const base = { kind: "notify_webhooks", id: "notify-webhooks" } as const;
  if (!config.ok) return { ...base, state: "failing", webhooks: [], error: config.error };
  const webhooks = config.webhooks.map(({ name, format }) => ({ name, format }));
  return { ...base, state: webhooks.length > 0 ? "ok" : "off", webhooks, error: null };
}
