import { execFileSync } from "node:child_process";
import { appendFile, copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { CMS_MAX_PHOTO_SIDE, cmsConfig } from "./cms-config.ts";

/**
 * The CMS at /admin/content (docs/product.md#editing-the-site): Decap CMS's prebuilt editor,
 * copied from the pinned `decap-cms` package into the site's build (no script from a CDN), the
 * page that loads it, the configuration made from the content schemas, and the start script
 * (cms/cms-start.js). The page is no route of the site: never prerendered as a visitor's page,
 * never counted, linked only from the operator's workbench, and behind Cloudflare Access with
 * the rest of `/admin*`.
 */

/** Where the CMS is served. */
export const CMS_PATH = "/admin/content";

/** The port `decap-server` listens on under `pnpm dev` (`DECAP_SERVER_PORT`, default 8081). */
export function decapServerPort(): number {
  return Number(process.env.DECAP_SERVER_PORT ?? 8081);
}

/** Decap CMS's prebuilt files (`decap-cms/dist`). */
export function decapDistDir(): string {
  return dirname(createRequire(import.meta.url).resolve("decap-cms"));
}

/** The start script beside this folder. */
const START_SCRIPT = resolve(import.meta.dirname, "../cms/cms-start.js");

/** The files of Decap's dist the editor loads: its bundle, its lazy chunks, WebAssembly, licence. */
export async function decapFiles(): Promise<string[]> {
  const names = await readdir(decapDistDir());
  return names.filter(
    (name) =>
      /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith(".wasm") || name === "decap-cms.js.LICENSE.txt",
  );
}

/**
 * The GitHub repository the CMS commits to: `CMS_GITHUB_REPO` (`owner/name`), else the one the
 * checkout's `origin` remote names on github.com, else empty (the CMS then cannot publish and
 * says so when signing in).
 */
export function cmsRepo(): string {
  if (process.env.CMS_GITHUB_REPO) return process.env.CMS_GITHUB_REPO;
  try {
    const url = execFileSync("git", ["config", "--get", "remote.origin.url"], { encoding: "utf8" }).trim();
    return /github\.com[/:]([^/]+\/[^/]+?)(\.git)?$/.exec(url)?.[1] ?? "";
  } catch {
    return "";
  }
}

/** The CMS's page: Decap's bundle and the two scripts around it, nothing inline. */
export function cmsPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Edit the site</title>
</head>
<body>
<script src="${CMS_PATH}/cms-config.js"></script>
<script src="${CMS_PATH}/decap-cms.js"></script>
<script src="${CMS_PATH}/cms-start.js"></script>
</body>
</html>
`;
}

/** `cms-config.js`: turns off Decap's own start and hands the configuration to cms-start.js. */
export function cmsConfigScript(): string {
  const config = cmsConfig({
    repo: cmsRepo(),
    branch: process.env.CMS_GITHUB_BRANCH ?? "main",
    localPort: decapServerPort(),
  });
  return `window.CMS_MANUAL_INIT = true;\nwindow.CLEARWELL_CMS = ${JSON.stringify({ config, maxPhotoSide: CMS_MAX_PHOTO_SIDE })};\n`;
}

/**
 * The CMS's Content-Security-Policy: its own scripts, `'unsafe-eval'` and `'wasm-unsafe-eval'`
 * (Decap compiles its configuration's schema with `new Function` and ships WebAssembly), GitHub's
 * API, and GitHub's avatars and files for previews.
 */
export const CMS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "connect-src 'self' https://api.github.com",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The `_headers` rules of the CMS's paths: the site's policy replaced by the CMS's (`!` detaches a
 * header an earlier rule set), never indexed, never cached.
 */
export function cmsHeaders(): string {
  return [CMS_PATH, `${CMS_PATH}/*`]
    .map(
      (path) =>
        `${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${CMS_CONTENT_SECURITY_POLICY}\n  X-Robots-Tag: noindex\n  Cache-Control: no-store\n`,
    )
    .join("\n");
}

/** The bytes of one file of the CMS's folder, by name, or `undefined`. */
export async function cmsFile(name: string): Promise<{ body: Buffer | string; type: string } | undefined> {
  if (name === "" || name === "index.html") return { body: cmsPageHtml(), type: "text/html; charset=utf-8" };
  if (name === "cms-config.js") return { body: cmsConfigScript(), type: "text/javascript" };
  if (name === "cms-start.js") return { body: await readFile(START_SCRIPT), type: "text/javascript" };
  if (!(await decapFiles()).includes(name)) return undefined;
  const type = name.endsWith(".wasm")
    ? "application/wasm"
    : name.endsWith(".js")
      ? "text/javascript"
      : "text/plain";
  return { body: await readFile(join(decapDistDir(), name)), type };
}

/**
 * Writes the CMS into a client build folder, after the post-build steps (so it is no prerendered
 * page), and adds its rules to the end of `_headers`.
 *
 * @param clientDir - React Router's client build folder.
 */
export async function writeCmsFiles(clientDir: string): Promise<void> {
  const dir = join(clientDir, CMS_PATH.slice(1));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "index.html"), cmsPageHtml());
  await writeFile(join(dir, "cms-config.js"), cmsConfigScript());
  await copyFile(START_SCRIPT, join(dir, "cms-start.js"));
  for (const name of await decapFiles()) await copyFile(join(decapDistDir(), name), join(dir, name));
  await appendFile(join(clientDir, "_headers"), `\n${cmsHeaders()}`);
}
