/**
 * Whether this deployment is the local development setup (`ENVIRONMENT` is `local`, trimmed,
 * any case): only then are plain-http webhook URLs and the local webhook receiver allowed
 * (docs/reference.md#local-development). Anything else, unset included, is production.
 */
export function isLocalEnvironment(env: { ENVIRONMENT?: string | undefined }): boolean {
  return (env.ENVIRONMENT ?? "").trim().toLowerCase() === "local";
}
