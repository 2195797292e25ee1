/**
 * apps/worker/setup.production.json (git-ignored; docs/reference.md#the-commands-in-detail): the operator's
 * answers and what setup and deploy found, nothing secret (that is .secrets.production).
 */
import * as z from "zod";
import { CommandError } from "./errors.ts";

const setupSchema = z.object({
  /** The site's host name, e.g. `clearwell-interiors.com`: the worker's custom domain. */
  domain: z.string().min(1),
  /** `MAIL_FROM_ADDRESS`. */
  from: z.string().min(3),
  /** `CONTACT_RECIPIENTS`, the first is the default. */
  recipients: z.array(z.string().min(3)).min(1),
  /** `ALLOWED_ORIGINS`, derived from the domain. */
  allowedOrigins: z.array(z.string().min(1)).min(1),
  /** The sender's domain at Resend and its status when setup last looked. */
  resend: z.object({ domainId: z.string(), domainStatus: z.string(), webhookId: z.string().optional() }),
  /** The Turnstile widget's public site key (the build's `VITE_TURNSTILE_SITE_KEY`); absent: off. */
  turnstile: z.object({ sitekey: z.string().min(1) }).optional(),
  /** `ACCESS_TEAM_DOMAIN` and `ACCESS_AUD`, and the Access application's id when setup made it. */
  access: z.object({ teamDomain: z.string(), aud: z.string(), appId: z.string().optional() }).optional(),
  /** The account setup used and deploy deploys to (unless `CLOUDFLARE_ACCOUNT_ID`); deploy records its choice. */
  accountId: z.string().optional(),
  /** The site editor's GitHub sign-in: the OAuth app's client id (`GITHUB_OAUTH_CLIENT_ID`). */
  cms: z.object({ clientId: z.string().min(1) }).optional(),
  /** The optional steps the operator said no to: a re-run does not ask again (a flag still can). */
  declined: z.array(z.enum(["webhook", "turnstile", "chat", "access", "cms"])).optional(),
  /** The D1 database `DB` is bound to, recorded by the first deploy. */
  databaseId: z.string().optional(),
  /** The operator's yes to replacing what answered at `hostname`: not asked again while all it finds is listed. */
  replaceExistingSite: z.object({ hostname: z.string(), found: z.array(z.string()) }).optional(),
});

/** The contents of the setup file. */
export type SetupAnswers = z.infer<typeof setupSchema>;

/**
 * Reads the setup file's text (`null`: no file yet).
 * @throws {CommandError} naming the first wrong field and the fix, when not JSON or not this shape.
 */
export function parseSetup(text: string | null, shownPath: string): SetupAnswers | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CommandError(
      `${shownPath} is not valid JSON. Fix it, or delete it and run \`pnpm run setup\` again (it asks again for what it cannot find).`,
    );
  }
  const result = setupSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join(".") || "(the file)";
    throw new CommandError(
      `${shownPath} is not what setup writes (${where}: ${issue?.message}). Fix it, or delete it and run \`pnpm run setup\` again.`,
    );
  }
  return result.data;
}

/** The file's text for `answers`. */
export function formatSetup(answers: SetupAnswers): string {
  return `${JSON.stringify(answers, null, 2)}\n`;
}
