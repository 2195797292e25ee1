/** What every setup step shares, and how it gets an answer (docs/reference.md#the-commands-in-detail). */
import * as z from "zod";
import { CommandError } from "./errors.ts";
import type { Paths } from "./paths.ts";
import type { Seams } from "./seams.ts";
import type { Secrets } from "./secrets-file.ts";
import type { SetupAnswers } from "./setup-file.ts";
import type { SetupOptions } from "./setup-options.ts";

/** One setup run's shared state. */
export type SetupContext = {
  seams: Seams;
  paths: Paths;
  options: SetupOptions;
  /** The earlier run's answers, `null` on the first run. */
  previous: SetupAnswers | null;
  /** The secrets file as it was when the run started. */
  previousSecrets: Secrets;
  /** The optional steps declined in this run (recorded in the setup file). */
  declined: OptionalStep[];
};

/** The optional steps a re-run remembers a "no" for. */
export type OptionalStep = NonNullable<SetupAnswers["declined"]>[number];

/**
 * The flag's value, else the earlier run's, else under `--yes` `fallback`, else the operator's.
 * @throws {CommandError} under `--yes` with neither (naming `flag`), or for an empty answer without a fallback.
 */
export async function answer(
  context: SetupContext,
  question: {
    flag: string;
    given?: string;
    previous?: string;
    ask: string;
    fallback?: string;
    secret?: boolean;
  },
): Promise<string> {
  if (question.given !== undefined && question.given.trim() !== "") return question.given.trim();
  if (question.previous !== undefined && question.previous !== "") return question.previous;
  if (context.options.yes) {
    if (question.fallback !== undefined) return question.fallback;
    throw new CommandError(`${question.flag} is needed with --yes (nothing recorded by an earlier setup).`);
  }
  const hint = question.fallback ? ` [${question.fallback}]` : "";
  const typed = await context.seams.prompt.ask(`${question.ask}${hint}`, { secret: question.secret });
  if (typed === "" && question.fallback !== undefined) return question.fallback;
  if (typed === "")
    throw new CommandError(`No answer to "${question.ask}": run setup again when you have it.`);
  return typed;
}

/** Optional `step`: the flag, else no if declined before, else `fallback` under `--yes`, else asked. A no is remembered. */
export async function decide(
  context: SetupContext,
  step: OptionalStep,
  flag: boolean | undefined,
  question: string,
  fallback: boolean,
): Promise<boolean> {
  const declinedBefore = context.previous?.declined?.includes(step) ?? false;
  const wanted =
    flag ??
    (declinedBefore
      ? false
      : context.options.yes
        ? fallback
        : await context.seams.prompt.confirm(question, fallback));
  if (!wanted) context.declined.push(step);
  return wanted;
}

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The host name typed, lower-cased, without `https://`, a path or a trailing dot.
 * @throws {CommandError} when it is not a domain name.
 */
export function normalizeDomain(input: string): string {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
  if (!HOST.test(host)) {
    throw new CommandError(
      `"${input}" is not a domain name. Give the site's host name, e.g. clearwell-interiors.com (no https://, no path).`,
    );
  }
  return host;
}

const emailSchema = z.email();

/** Addresses of a comma-separated list. @throws {CommandError} for none, or naming the first bad one. */
export function parseAddresses(list: string, what: string): string[] {
  const addresses = list
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length === 0) throw new CommandError(`Give at least one address for ${what}.`);
  for (const address of addresses) {
    if (!emailSchema.safeParse(address).success) {
      throw new CommandError(`"${address}" (${what}) is not an email address.`);
    }
  }
  return addresses;
}
