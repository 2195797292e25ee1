/**
 * apps/worker/.secrets.production (docs/reference.md#secrets): dotenv for `wrangler deploy --secrets-file`,
 * which expands `$VAR`, so no value holds a `$`, `'` or line break (JSON writes them as escapes).
 */
import { parse } from "dotenv";
import { CommandError } from "./errors.ts";

/** The secrets the worker reads in production, in the order the file lists them. */
export const SECRET_NAMES = [
  "RESEND_API_KEY",
  "FORM_TOKEN_SECRET",
  "RESEND_WEBHOOK_SECRET",
  "TURNSTILE_SECRET_KEY",
  "NOTIFY_WEBHOOKS",
  "GITHUB_OAUTH_CLIENT_SECRET",
] as const;

/** One of {@link SECRET_NAMES}. */
export type SecretName = (typeof SECRET_NAMES)[number];

/** The secrets a deploy needs: without them the worker sends nothing or has no spam rules. */
export const REQUIRED_SECRETS: readonly SecretName[] = ["RESEND_API_KEY", "FORM_TOKEN_SECRET"];

/** Secret values by name; a name absent is not set. */
export type Secrets = Partial<Record<SecretName, string>>;

/** Reads the file's text (`null`: no file) into the known secrets; other names are ignored. */
export function parseSecrets(text: string | null): Secrets {
  if (text === null) return {};
  const parsed = parse(text);
  const secrets: Secrets = {};
  for (const name of SECRET_NAMES) {
    const value = parsed[name];
    if (value !== undefined && value !== "") secrets[name] = value;
  }
  return secrets;
}

/** JSON text safe in the file: `$` and `'` as JSON escapes (the same value once parsed). */
export function jsonForSecret(value: unknown): string {
  return JSON.stringify(value).replaceAll("$", "\\u0024").replaceAll("'", "\\u0027");
}

/** The file's text, with a header. @throws {CommandError} for a value holding `$`, `'` or a line break. */
export function formatSecrets(secrets: Secrets): string {
  const lines = [
    "# Production secrets of the Clearwell worker, written by `pnpm run setup` and uploaded by",
    "# `pnpm run deploy` (wrangler deploy --secrets-file). Git-ignored: never commit it.",
  ];
  for (const name of SECRET_NAMES) {
    const value = secrets[name];
    if (value === undefined) continue;
    if (/[$'\r\n]/.test(value)) {
      throw new CommandError(
        `The value of ${name} holds a character the secrets file cannot keep ($, ' or a line break).`,
      );
    }
    lines.push(`${name}='${value}'`);
  }
  return `${lines.join("\n")}\n`;
}
