/**
 * The import rules of docs/architecture.md#the-parts ("The one dependency rule"), checked by
 * `pnpm lint` (`lint:deps` in the root package.json) with dependency-cruiser over apps/web/app,
 * apps/worker/src and packages/. Paths are relative to the repository root. Type-only imports
 * (`import type`) count like any other import. scripts/dependency-rules.test.mjs plants
 * violations of each rule in a small tree shaped like the repository and checks that the same
 * command fails on them.
 */

const WEB = "^apps/web/app/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-import-cycle",
      severity: "error",
      comment:
        "No module of the web app, the worker, the contract, the shared rules or the deploy commands may import itself back through a chain of imports (type-only imports count).",
      from: {
        path: "^(apps/web/app|apps/worker/src|packages/contract/src|packages/rules/src|packages/deploy/src)/",
      },
      to: { circular: true },
    },
    // Only imports whose path is a string literal are seen: an import() of a path computed at run
    // time (new URL(...)) is not.
    {
      name: "packages-never-import-apps",
      severity: "error",
      comment: "Nothing under packages/ (source or tests) may import anything under apps/.",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "web-content-is-the-bottom",
      severity: "error",
      comment: "apps/web/app/content/ imports nothing from components/, features/ or routes/.",
      from: { path: `${WEB}content/` },
      to: { path: `${WEB}(components|features|routes)/` },
    },
    {
      name: "web-components-below-features",
      severity: "error",
      comment: "apps/web/app/components/ imports nothing from features/ or routes/.",
      from: { path: `${WEB}components/` },
      to: { path: `${WEB}(features|routes)/` },
    },
    {
      name: "web-features-below-routes",
      severity: "error",
      comment: "apps/web/app/features/ imports nothing from routes/.",
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}routes/` },
    },
    {
      name: "web-features-apart",
      severity: "error",
      comment:
        "A feature (apps/web/app/features/<name>/, e.g. contact, admin) imports nothing from another feature; routes put them together.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-config-and-lib-at-the-bottom",
      severity: "error",
      comment:
        "apps/web/app/config/ and lib/ import nothing from content/, components/, features/ or routes/.",
      from: { path: `${WEB}(config|lib)/` },
      to: { path: `${WEB}(content|components|features|routes)/` },
    },
    {
      name: "web-static-parts-only-through-import",
      severity: "error",
      comment:
        "A route module (apps/web/app/routes/, root.tsx) reaches a page's static parts (components/pages/*, *.parts.tsx) only through import(), so their code and words stay out of the first visit (docs/decisions.md#hydration-in-pieces). Type-only imports carry no code and pass; a parts module may import other parts.",
      from: { path: `${WEB}(routes/|root\\.tsx$)`, pathNot: "\\.parts\\.tsx$" },
      to: {
        path: `${WEB}(components/pages/|.*\\.parts\\.tsx$)`,
        dependencyTypesNot: ["dynamic-import", "type-only"],
      },
    },
    // A folder rule: dependency-cruiser adds up the imports of every file under a folder. Files
    // directly in src/ (index.ts, app-env.ts, scheduled.ts) are in no folder of it. Should a folder
    // get subfolders, each subfolder is a folder of its own here: a cycle between two subfolders of
    // one folder is reported too, and a cycle is only seen where an import into a subfolder leads
    // back out of that subfolder.
    {
      name: "worker-no-folder-cycle",
      severity: "error",
      scope: "folder",
      comment:
        "The worker's folders (apps/worker/src/<folder>/) import one way: if a file in folder A imports one in folder B, no file in B imports one in A, directly or through other folders.",
      from: { path: "^apps/worker/src/[^/]+" },
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API that dependency-cruiser can load, so the
    // TypeScript and TSX sources are read with swc (@swc/core). swc keeps every `import type` and
    // `export type ... from` (marked type-only) and the rules above do not tell the two kinds apart.
    // tsPreCompilationDeps is a switch of the TypeScript parser only and stays off. swc does not
    // see a type written as `import("./x.ts").T` outside an annotation: use `import type` instead.
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".mjs", ".js"],
    },
  },
};
