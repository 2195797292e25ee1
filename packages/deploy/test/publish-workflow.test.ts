/**
 * The publishing workflow, .github/workflows/deploy.yml (docs/operations.md#editing-the-site): it
 * must run the operator's own `pnpm run deploy --yes` with the pinned Node and pnpm, one publish at
 * a time, and restore setup's two files from Actions secrets without printing them. Its restore
 * step's script is run here for real with bash.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pathsOf } from "../src/paths.ts";

const ROOT = join(import.meta.dirname, "../../..");
const WORKFLOW = readFileSync(join(ROOT, ".github/workflows/deploy.yml"), "utf8");
const ROOT_PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  packageManager: string;
  devDependencies: Record<string, string>;
};

/** The text of the step named `name`, up to the next step. */
function step(name: string): string {
  const start = WORKFLOW.indexOf(`- name: ${name}\n`);
  if (start < 0) throw new Error(`no step "${name}"`);
  const next = WORKFLOW.indexOf("\n      - ", start + 1);
  return WORKFLOW.slice(start, next < 0 ? undefined : next);
}

/** The `run: |` script of a step, its indentation removed. */
function script(stepText: string): string {
  const [, block = ""] = stepText.split("run: |\n");
  return block
    .split("\n")
    .map((line) => line.replace(/^ {10}/, ""))
    .join("\n");
}

let temporary: string | undefined;
afterEach(() => {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
  temporary = undefined;
});

describe("the publishing workflow", () => {
  it("publishes every push to main with the operator's deploy, the pinned pnpm and Node", () => {
    expect(WORKFLOW).toMatch(/\non:\n {2}push:\n {4}branches: \[main\]\n/);
    const pnpm = ROOT_PACKAGE.packageManager.replace("pnpm@", "");
    expect(step("Deploy")).toContain(`run: npx -y pnpm@${pnpm} run deploy --yes\n`);
    expect(step("Install")).toContain(`run: npx -y pnpm@${pnpm} install --frozen-lockfile`);
    const nodeMajor = (ROOT_PACKAGE.devDependencies.node ?? "").split(".")[0];
    expect(WORKFLOW).toContain(`node-version: ${nodeMajor}\n`);
  });

  it("runs one publish at a time and never cancels one half-way", () => {
    expect(WORKFLOW).toMatch(
      /\nconcurrency:\n {2}group: publish-production\n {2}cancel-in-progress: false\n/,
    );
  });

  it("hands secrets to steps only through env, never inline in a script", () => {
    for (const line of WORKFLOW.split("\n")) {
      if (line.includes("${{ secrets.")) expect(line).toMatch(/^ +[A-Z_]+: \$\{\{ secrets\.[A-Z_]+ \}\}$/);
    }
    // GitHub's `${{ secrets.NAME }}`, spelled so it is not read as a template placeholder.
    const inGithubSyntax = (name: string) => `${name}: $\{{ secrets.${name} }}`;
    expect(step("Deploy")).toContain(inGithubSyntax("CLOUDFLARE_API_TOKEN"));
    expect(WORKFLOW).not.toMatch(/set -x|echo "\$(SETUP|SECRETS)/);
  });

  it("restores setup's two files where deploy reads them, mode 0600, printing nothing", () => {
    temporary = mkdtempSync(join(tmpdir(), "clearwell-publish-"));
    mkdirSync(join(temporary, "apps/worker"), { recursive: true });
    const secrets = "RESEND_API_KEY='re_abc$notexpanded'\nFORM_TOKEN_SECRET='x'";
    const setupJson = '{ "domain": "clearwell-interiors.example" }';
    const run = spawnSync(
      "bash",
      ["--norc", "--noprofile", "-e", "-c", script(step("Restore the operator's setup"))],
      {
        cwd: temporary,
        env: { PATH: process.env.PATH, SECRETS_PRODUCTION: secrets, SETUP_PRODUCTION_JSON: setupJson },
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe("");
    const paths = pathsOf(temporary);
    expect(readFileSync(paths.secrets, "utf8")).toBe(`${secrets}\n`);
    expect(readFileSync(paths.setup, "utf8")).toBe(`${setupJson}\n`);
    expect(statSync(paths.secrets).mode & 0o777).toBe(0o600);
  });

  it("stops with a sentence naming the two Actions secrets when one is missing", () => {
    temporary = mkdtempSync(join(tmpdir(), "clearwell-publish-"));
    const run = spawnSync(
      "bash",
      ["--norc", "--noprofile", "-e", "-c", script(step("Restore the operator's setup"))],
      {
        cwd: temporary,
        env: { PATH: process.env.PATH, SECRETS_PRODUCTION: "", SETUP_PRODUCTION_JSON: "{}" },
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Add the Actions secrets SETUP_PRODUCTION_JSON and SECRETS_PRODUCTION");
  });
});
