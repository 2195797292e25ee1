import { readSecret } from "../core/server-settings.ts";

/** The name of the GitHub OAuth app's client secret (docs/reference.md#secrets). */
export const CMS_CLIENT_SECRET_NAME = "GITHUB_OAUTH_CLIENT_SECRET";

/** GitHub's own origin: where the owner signs in and the code is exchanged. */
const DEFAULT_GITHUB_URL = "https://github.com";

/** What the site editor's GitHub sign-in needs (docs/reference.md#site-editor-sign-in). */
export type CmsSettings = {
  /** `GITHUB_OAUTH_CLIENT_ID` trimmed; empty while the sign-in is not set up. */
  clientId: string;
  /** The client secret, `undefined` while unset; never answered or logged. */
  clientSecret: string | undefined;
  /** `GITHUB_OAUTH_URL` without trailing slashes; `https://github.com` when empty. */
  githubUrl: string;
};

/** Reads {@link CmsSettings} from the worker's env. Never throws. */
export function readCmsSettings(env: Env): CmsSettings {
  return {
    clientId: (env.GITHUB_OAUTH_CLIENT_ID ?? "").trim(),
    clientSecret: readSecret(env, CMS_CLIENT_SECRET_NAME),
    githubUrl: ((env.GITHUB_OAUTH_URL ?? "").trim() || DEFAULT_GITHUB_URL).replace(/\/+$/, ""),
  };
}
