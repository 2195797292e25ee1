/**
 * The Turnstile widget for the site (docs/reference.md#turnstile), through wrangler's
 * `turnstile widget` commands: found by its name on a re-run, created otherwise. Its site key goes
 * to the site's build (`VITE_TURNSTILE_SITE_KEY`), its secret to `TURNSTILE_SECRET_KEY`.
 */
import { CommandError } from "./errors.ts";
import type { Wrangler } from "./seams.ts";
import { wranglerJson } from "./wrangler-calls.ts";

/** A widget's public site key and its secret. */
export type TurnstileWidget = { sitekey: string; secret: string };

/** The name setup gives the site's widget. */
export function widgetName(domain: string): string {
  return `clearwell ${domain}`;
}

type WidgetJson = { sitekey: string; secret?: string; name: string };

/**
 * The site's widget: the one recorded (`knownSitekey`), else the one named {@link widgetName},
 * else a new managed widget for `domain`. The secret is read back with `widget get` when needed.
 *
 * @returns the widget and whether it was created now.
 * @throws {CommandError} when wrangler fails (not signed in, the widget gone, ...).
 */
export async function ensureWidget(
  wrangler: Wrangler,
  domain: string,
  knownSitekey: string | undefined,
): Promise<TurnstileWidget & { created: boolean }> {
  let sitekey = knownSitekey;
  if (!sitekey) {
    const widgets = await wranglerJson<WidgetJson[]>(
      wrangler,
      ["turnstile", "widget", "list", "--json"],
      "list the Turnstile widgets",
    );
    sitekey = widgets.find((widget) => widget.name === widgetName(domain))?.sitekey;
  }
  if (sitekey) {
    const widget = await wranglerJson<WidgetJson>(
      wrangler,
      ["turnstile", "widget", "get", sitekey, "--json"],
      `read the Turnstile widget ${sitekey}`,
    );
    if (!widget.secret) {
      throw new CommandError(
        `wrangler did not show the secret of the Turnstile widget ${sitekey}. Run \`pnpm exec wrangler turnstile widget get ${sitekey}\` in apps/worker to check it, then run setup again.`,
      );
    }
    return { sitekey: widget.sitekey, secret: widget.secret, created: false };
  }
  const created = await wranglerJson<WidgetJson>(
    wrangler,
    ["turnstile", "widget", "create", widgetName(domain), "--domain", domain, "--mode", "managed", "--json"],
    "create the Turnstile widget",
  );
  if (!created.secret)
    throw new CommandError(
      "wrangler created the Turnstile widget but showed no secret. Run setup again: it reads the widget back.",
    );
  return { sitekey: created.sitekey, secret: created.secret, created: true };
}
