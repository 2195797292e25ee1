/**
 * Tests of the import rules (.dependency-cruiser.cjs, docs/architecture.md#the-parts), run by
 * `pnpm lint` with `node --test`. Each test writes a small tree shaped like the repository into a
 * temporary folder, with the real configuration beside it, and runs the root package's `lint:deps`
 * command there: a tree that keeps the rules passes, and every planted violation fails it with the
 * rule's name and the files.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CONFIG = ".dependency-cruiser.cjs";
/** `depcruise` of the root package's devDependencies, run with this Node. */
const BIN = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const COMMAND = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts["lint:deps"];

/** The folders `lint:deps` cruises; every tree has them, so the command runs as it is. */
const ROOTS = ["apps/web/app", "apps/worker/src", "packages"];

/**
 * Writes `files` (path -> source) into a fresh folder and runs `lint:deps` there.
 * Returns the exit status and the violations, one line each: `rule: a → b` (a cycle: `a → b → a`).
 */
function cruise(files) {
  const dir = mkdtempSync(join(tmpdir(), "dependency-rules-"));
  try {
    copyFileSync(join(ROOT, CONFIG), join(dir, CONFIG));
    for (const folder of ROOTS) mkdirSync(join(dir, folder), { recursive: true });
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    const [tool, ...args] = COMMAND.split(" ");
    assert.equal(tool, "depcruise");
    const run = spawnSync(process.execPath, [BIN, ...args], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    return { status: run.status, output: run.stdout + run.stderr, violations: violations(run.stdout) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The `err-long` reporter's violations, each joined on one line (a cycle spans several lines,
 * indented 6); the rule's comment under each (indented 4) is left out.
 */
function violations(stdout) {
  const found = [];
  for (const line of stdout.split("\n")) {
    const start = line.match(/^ {2}error (.*)$/);
    if (start) found.push(start[1].trim());
    else if (found.length > 0 && /^ {6}\S/.test(line)) found[found.length - 1] += ` ${line.trim()}`;
  }
  return found.map((text) => text.replace(/\s+/g, " "));
}

const imports = (...paths) => paths.map((path, i) => `import { v as v${i} } from "${path}";\n`).join("");
const module = (...paths) => `${imports(...paths)}export const v = 1;\n`;

test("a tree that keeps every rule passes", () => {
  const run = cruise({
    "apps/web/app/config/site.ts": module(),
    "apps/web/app/lib/meta.ts": module("../config/site.ts"),
    "apps/web/app/content/types.ts": module(),
    "apps/web/app/content/home.ts": module("../config/site.ts", "./types.ts", "../lib/meta.ts"),
    "apps/web/app/components/ui/icon.tsx": module("../../content/types.ts", "../../lib/meta.ts"),
    "apps/web/app/features/contact/form.tsx": module("../../components/ui/icon.tsx", "./copy/texts.ts"),
    "apps/web/app/features/contact/copy/texts.ts": module("../../../content/home.ts"),
    "apps/web/app/features/admin/inbox.tsx": module("../../components/ui/icon.tsx"),
    "apps/web/app/routes/contact.tsx": module("../features/contact/form.tsx", "../features/admin/inbox.tsx"),
    "apps/web/app/root.tsx": module("./routes/contact.tsx"),
    "apps/worker/src/app-env.ts": module(),
    "apps/worker/src/first/a.ts": module("../second/b.ts", "../app-env.ts"),
    "apps/worker/src/second/b.ts": module("../third/c.ts", "../app-env.ts"),
    "apps/worker/src/third/c.ts": module("../app-env.ts"),
    "apps/worker/src/index.ts": module("./first/a.ts", "./second/b.ts"),
    "packages/contract/src/index.ts": module("./rules.ts"),
    "packages/contract/src/rules.ts": module(),
    "packages/deploy/src/command.ts": module("./steps.ts", "../../contract/src/index.ts"),
    "packages/deploy/src/steps.ts": module(),
  });
  assert.deepEqual(run.violations, [], run.output);
  assert.equal(run.status, 0, run.output);
});

test("an import cycle fails in the web app, the worker, the contract, the shared rules and the deploy commands, type-only imports too", () => {
  const run = cruise({
    "apps/web/app/lib/a.ts": module("./b.ts"),
    "apps/web/app/lib/b.ts": module("./a.ts"),
    "apps/worker/src/http/a.ts": module("./b.ts"),
    "apps/worker/src/http/b.ts": `import type { V } from "./c.ts";\nexport const v = 1;\n`,
    "apps/worker/src/http/c.ts": `${imports("./a.ts")}export type V = number;\n`,
    "packages/contract/src/a.ts": module("./b.ts"),
    "packages/contract/src/b.ts": module("./a.ts"),
    "packages/rules/src/a.ts": module("./b.ts"),
    "packages/rules/src/b.ts": module("./a.ts"),
    "packages/deploy/src/a.ts": module("./b.ts"),
    "packages/deploy/src/b.ts": `import type { v as a } from "./a.ts";\nexport const v: typeof a = 1;\n`,
  });
  assert.notEqual(run.status, 0, run.output);
  for (const cycle of [
    "no-import-cycle: apps/web/app/lib/a.ts → apps/web/app/lib/b.ts → apps/web/app/lib/a.ts",
    "no-import-cycle: apps/worker/src/http/a.ts → apps/worker/src/http/b.ts → apps/worker/src/http/c.ts → apps/worker/src/http/a.ts",
    "no-import-cycle: packages/contract/src/a.ts → packages/contract/src/b.ts → packages/contract/src/a.ts",
    "no-import-cycle: packages/rules/src/a.ts → packages/rules/src/b.ts → packages/rules/src/a.ts",
    "no-import-cycle: packages/deploy/src/a.ts → packages/deploy/src/b.ts → packages/deploy/src/a.ts",
  ]) {
    assert.ok(run.violations.includes(cycle), `missing: ${cycle}\n${run.output}`);
  }
});

test("a package importing from apps/ fails, a static import and a dynamic import of a literal path", () => {
  const run = cruise({
    "apps/worker/src/policy/rules.ts": module(),
    "packages/contract/src/index.ts": module("../../../apps/worker/src/policy/rules.ts"),
    "packages/deploy/src/rules.ts": `export const load = () => import("../../../apps/worker/src/policy/rules.ts");\n`,
    "packages/deploy/test/rules.test.ts": module("../../../apps/worker/src/policy/rules.ts"),
  });
  assert.notEqual(run.status, 0, run.output);
  assert.deepEqual(run.violations.toSorted(), [
    "packages-never-import-apps: packages/contract/src/index.ts → apps/worker/src/policy/rules.ts",
    "packages-never-import-apps: packages/deploy/src/rules.ts → apps/worker/src/policy/rules.ts",
    "packages-never-import-apps: packages/deploy/test/rules.test.ts → apps/worker/src/policy/rules.ts",
  ]);
  // Each violation is followed by its rule in a sentence (the rule's comment).
  assert.match(run.output, /Nothing under packages\/ \(source or tests\) may import anything under apps\//);
});

test("an upward import in the web app fails: content, components, features, config and lib each stay below", () => {
  const web = "apps/web/app";
  const run = cruise({
    [`${web}/routes/home.tsx`]: module(),
    [`${web}/components/ui/icon.tsx`]: module(),
    [`${web}/features/contact/copy.ts`]: module(),
    [`${web}/features/admin/inbox.tsx`]: module("../contact/copy.ts", "../../routes/home.tsx"),
    [`${web}/content/types.ts`]: `import type { v } from "../components/ui/icon.tsx";\nexport type V = typeof v;\n`,
    [`${web}/content/thanks.ts`]: module("../features/contact/copy.ts"),
    [`${web}/components/sections/form.tsx`]: module("../../features/contact/copy.ts"),
    [`${web}/config/site.ts`]: module("../content/thanks.ts"),
    [`${web}/lib/meta.ts`]: module("../components/ui/icon.tsx"),
  });
  assert.notEqual(run.status, 0, run.output);
  assert.deepEqual(run.violations.toSorted(), [
    `web-components-below-features: ${web}/components/sections/form.tsx → ${web}/features/contact/copy.ts`,
    `web-config-and-lib-at-the-bottom: ${web}/config/site.ts → ${web}/content/thanks.ts`,
    `web-config-and-lib-at-the-bottom: ${web}/lib/meta.ts → ${web}/components/ui/icon.tsx`,
    `web-content-is-the-bottom: ${web}/content/thanks.ts → ${web}/features/contact/copy.ts`,
    `web-content-is-the-bottom: ${web}/content/types.ts → ${web}/components/ui/icon.tsx`,
    `web-features-apart: ${web}/features/admin/inbox.tsx → ${web}/features/contact/copy.ts`,
    `web-features-below-routes: ${web}/features/admin/inbox.tsx → ${web}/routes/home.tsx`,
  ]);
});

test("the worker's folders import one way, whatever their names: a cycle between two or three folders fails", () => {
  const src = "apps/worker/src";
  const run = cruise({
    // north -> south -> north, through different files: no file imports itself back.
    [`${src}/north/a.ts`]: module("../south/b.ts"),
    [`${src}/south/b.ts`]: module(),
    [`${src}/south/c.ts`]: module("../north/d.ts"),
    [`${src}/north/d.ts`]: module(),
    // east -> west -> up -> east.
    [`${src}/east/a.ts`]: module("../west/b.ts"),
    [`${src}/west/b.ts`]: module("../up/c.ts"),
    [`${src}/up/c.ts`]: module("../east/d.ts"),
    [`${src}/east/d.ts`]: module(),
    // Files directly in src/ belong to no folder: importing them and being imported by them is fine.
    [`${src}/app-env.ts`]: module(),
    [`${src}/index.ts`]: module("./north/a.ts", "./east/a.ts"),
    [`${src}/down/e.ts`]: module("../app-env.ts", "../index.ts"),
  });
  assert.notEqual(run.status, 0, run.output);
  assert.deepEqual(run.violations.toSorted(), [
    `worker-no-folder-cycle: ${src}/east → ${src}/west → ${src}/up → ${src}/east`,
    `worker-no-folder-cycle: ${src}/north → ${src}/south → ${src}/north`,
    `worker-no-folder-cycle: ${src}/south → ${src}/north → ${src}/south`,
    `worker-no-folder-cycle: ${src}/up → ${src}/east → ${src}/west → ${src}/up`,
    `worker-no-folder-cycle: ${src}/west → ${src}/up → ${src}/east → ${src}/west`,
  ]);
});

test("a route or the root reaches a page's static parts only through import(): a static import fails, import() and import type pass", () => {
  const web = "apps/web/app";
  const dynamic = (path) => `export const load = () => import("${path}");\n`;
  const run = cruise({
    [`${web}/components/pages/works-page.tsx`]: `${module()}export type P = number;\n`,
    [`${web}/components/layout/splash.tsx`]: module(),
    // Allowed: import() of either kind, a type-only import, and a parts module importing parts.
    [`${web}/routes/contact.parts.tsx`]: module("../components/pages/works-page.tsx"),
    [`${web}/routes/works.tsx`]: `${dynamic("../components/pages/works-page.tsx")}import type { P } from "../components/pages/works-page.tsx";\nexport type Q = P;\n`,
    [`${web}/routes/contact.tsx`]: dynamic("./contact.parts.tsx"),
    // Planted: static imports from a route and from the root.
    [`${web}/routes/home.tsx`]: module("../components/pages/works-page.tsx"),
    [`${web}/routes/about.tsx`]: module("./contact.parts.tsx"),
    [`${web}/root.tsx`]: module("./components/pages/works-page.tsx", "./components/layout/splash.tsx"),
  });
  assert.notEqual(run.status, 0, run.output);
  assert.deepEqual(run.violations.toSorted(), [
    `web-static-parts-only-through-import: ${web}/root.tsx → ${web}/components/pages/works-page.tsx`,
    `web-static-parts-only-through-import: ${web}/routes/about.tsx → ${web}/routes/contact.parts.tsx`,
    `web-static-parts-only-through-import: ${web}/routes/home.tsx → ${web}/components/pages/works-page.tsx`,
  ]);
});
