#!/usr/bin/env node
/**
 * Keeps docs/reference.md (the reference half of the docs; docs/operations.md is the operator's
 * guide) in step with the worker's configuration and code, both ways. Fails (exit 1, one line per
 * problem) when:
 *
 * - a var of apps/worker/wrangler.jsonc (top-level `vars` or any `env.<name>.vars`) is not a row of
 *   the `| var |` table under "## Configuration", or that table names a var wrangler.jsonc lacks;
 * - a binding (assets, D1, KV, R2, queue producers, rate limits, services, Durable Objects, ...) is
 *   not a row of the `| binding |` table under "## Bindings", or the table names one that is gone;
 * - a secret the worker reads (wrangler.jsonc `secrets.required`, apps/worker/.dev.vars.example minus
 *   the top level's vars - a var of env.local only, like NOTIFY_WEBHOOKS, is a secret in production -
 *   and the generated Env of apps/worker/worker-configuration.d.ts minus every var; bindings never)
 *   is not a row of the `| secret |` table under "## Secrets", or the table names one nobody declares;
 * - an error code of packages/contract/src/envelope.ts (`ERROR_CODES`) is not a row of the `| code |`
 *   table under "## Error codes", or the table names one that is not in the contract;
 * - an event the worker logs (`logEvent(<level>, "<event>", ...)` anywhere in apps/worker/src) is not a
 *   row of the `| event |` table under "## Log events", or the table names one no code logs;
 * - a queue name, workflow name or class, D1 database name, cron expression, inquiry status or
 *   delivery status (`INQUIRY_STATUSES`, `DELIVERY_STATUSES` of packages/contract/src/admin.ts) does
 *   not appear in backticks anywhere in reference.md.
 *
 * A row's name is the first `backticked` word of its first cell. wrangler.jsonc is read with
 * wrangler's own JSONC reader (`experimental_readRawConfig`, the package apps/worker already uses),
 * so comments and trailing commas are understood exactly as `wrangler deploy` understands them.
 * Run it with Node 22 or newer (pnpm runs it with the repository's pinned Node). An argument
 * checks another file instead of docs/reference.md (its tests, scripts/check-docs-vars.test.mjs,
 * check a copy with a row removed or added).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const WORKER = join(ROOT, "apps/worker");
const DOC_PATH = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, "docs/reference.md");
const DOC = relative(ROOT, DOC_PATH);

/** Binding sections of a wrangler config: where the list (or object) is, and which field names it. */
const BINDING_FIELDS = [
  ["assets", "binding"],
  ["d1_databases", "binding"],
  ["kv_namespaces", "binding"],
  ["r2_buckets", "binding"],
  ["queues.producers", "binding"],
  ["ratelimits", "name"],
  ["services", "binding"],
  ["durable_objects.bindings", "name"],
  ["analytics_engine_datasets", "binding"],
  ["hyperdrive", "binding"],
  ["vectorize", "binding"],
  ["workflows", "binding"],
  ["send_email", "name"],
  ["dispatch_namespaces", "binding"],
  ["mtls_certificates", "binding"],
  ["secrets_store_secrets", "binding"],
  ["ai", "binding"],
  ["browser", "binding"],
  ["images", "binding"],
  ["version_metadata", "binding"],
];

/** The value at a dotted path of `object`, or `undefined`. */
function at(object, path) {
  return path.split(".").reduce((value, key) => (value == null ? undefined : value[key]), object);
}

/** `value` as a list: itself when it is an array, `[value]` for an object, `[]` otherwise. */
function asList(value) {
  if (Array.isArray(value)) return value;
  return value && typeof value === "object" ? [value] : [];
}

/** The raw wrangler.jsonc, parsed by wrangler itself (the top level plus `env`). */
function readWranglerConfig() {
  const require = createRequire(join(WORKER, "package.json"));
  let wrangler;
  try {
    wrangler = require("wrangler");
  } catch (error) {
    fail([`cannot load wrangler from apps/worker (run pnpm install first): ${error.message}`]);
  }
  if (typeof wrangler.experimental_readRawConfig !== "function") {
    fail(["wrangler no longer exports experimental_readRawConfig: update scripts/check-docs-vars.mjs"]);
  }
  return wrangler.experimental_readRawConfig({ config: join(WORKER, "wrangler.jsonc") }).rawConfig;
}

/** Vars, bindings, declared secrets and named resources of the top level and every environment. */
function collectConfig(config) {
  const scopes = [config, ...Object.values(config.env ?? {})];
  const vars = new Set();
  const bindings = new Set();
  const secrets = new Set();
  const resources = new Set();
  for (const scope of scopes) {
    for (const name of Object.keys(scope.vars ?? {})) vars.add(name);
    for (const [path, field] of BINDING_FIELDS) {
      for (const entry of asList(at(scope, path))) if (entry?.[field]) bindings.add(entry[field]);
    }
    for (const name of scope.secrets?.required ?? []) secrets.add(name);
    for (const producer of scope.queues?.producers ?? []) resources.add(producer.queue);
    for (const consumer of scope.queues?.consumers ?? []) {
      resources.add(consumer.queue);
      if (consumer.dead_letter_queue) resources.add(consumer.dead_letter_queue);
    }
    for (const database of scope.d1_databases ?? []) resources.add(database.database_name);
    for (const workflow of scope.workflows ?? []) {
      resources.add(workflow.name);
      resources.add(workflow.class_name);
    }
    for (const cron of scope.triggers?.crons ?? []) resources.add(cron);
  }
  return { vars, topVars: new Set(Object.keys(config.vars ?? {})), bindings, secrets, resources };
}

/** Setting names in apps/worker/.dev.vars.example, commented out or not (`# NAME=value`). */
function devVarsNames() {
  const text = readFileSync(join(WORKER, ".dev.vars.example"), "utf8");
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
}

/** Member names of the generated `Env` interface in apps/worker/worker-configuration.d.ts. */
function generatedEnvNames() {
  const text = readFileSync(join(WORKER, "worker-configuration.d.ts"), "utf8");
  const body = /interface (?:__BaseEnv_Env|Env) \{([^}]*)\}/.exec(text)?.[1] ?? "";
  return [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\??:/gm)].map((match) => match[1]);
}

/** The quoted strings of the array literal `const <name> = [ ... ]` in a contract source file. */
function contractList(file, name) {
  const text = readFileSync(join(ROOT, file), "utf8");
  const list = new RegExp(`const ${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(text)?.[1];
  if (list === undefined) fail([`${file} no longer defines ${name}: update scripts/check-docs-vars.mjs`]);
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

/** Event names of every `logEvent(<level>, "<event>"` call in apps/worker/src (git-tracked or new files). */
function loggedEvents() {
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "apps/worker/src"],
    { cwd: ROOT, encoding: "utf8" },
  )
    .split("\0")
    .filter((path) => path.endsWith(".ts"));
  const events = new Set();
  for (const path of files) {
    let text;
    try {
      text = readFileSync(join(ROOT, path), "utf8");
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    for (const match of text.matchAll(/\blogEvent\(\s*[^,()]*,\s*"([a-z][a-z0-9_]*)"/g)) events.add(match[1]);
  }
  return events;
}

/** The text of the `## <title>` section of the doc, up to the next `## ` heading. */
function section(doc, title) {
  const start = doc.search(new RegExp(`^## ${title}\\s*$`, "m"));
  if (start < 0) return undefined;
  const rest = doc.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The names in the first column of the table under `## <title>` whose header's first cell is
 * `header`, or `undefined` when there is no such table.
 */
function tableNames(doc, title, header) {
  const text = section(doc, title);
  if (text === undefined) return undefined;
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const cells = lines[index].split("|").map((cell) => cell.trim());
    if (!lines[index].trimStart().startsWith("|") || cells[1] !== header) continue;
    const names = new Set();
    for (const row of lines.slice(index + 2)) {
      if (!row.trimStart().startsWith("|")) break;
      const name = /`([^`]+)`/.exec(row.split("|")[1] ?? "")?.[1];
      if (name) names.add(name);
    }
    return names;
  }
  return undefined;
}

/** Prints the problems and exits 1. */
function fail(problems) {
  console.error(
    `check-docs-vars: ${DOC} is out of step with the code (${problems.length} problem(s)):\n` +
      problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exit(1);
}

const doc = readFileSync(DOC_PATH, "utf8");
const config = collectConfig(readWranglerConfig());
const secrets = new Set(config.secrets);
for (const name of devVarsNames()) {
  if (!config.topVars.has(name) && !config.bindings.has(name)) secrets.add(name);
}
for (const name of generatedEnvNames()) {
  if (!config.vars.has(name) && !config.bindings.has(name)) secrets.add(name);
}

/** Each table of the doc and the names the code has for it. */
const tables = [
  {
    title: "Configuration",
    header: "var",
    what: "var",
    source: "apps/worker/wrangler.jsonc",
    names: config.vars,
  },
  {
    title: "Bindings",
    header: "binding",
    what: "binding",
    source: "apps/worker/wrangler.jsonc",
    names: config.bindings,
  },
  {
    title: "Secrets",
    header: "secret",
    what: "secret",
    source: "wrangler.jsonc secrets, .dev.vars.example or worker-configuration.d.ts",
    names: secrets,
  },
  {
    title: "Error codes",
    header: "code",
    what: "error code",
    source: "ERROR_CODES in packages/contract/src/envelope.ts",
    names: new Set(contractList("packages/contract/src/envelope.ts", "ERROR_CODES")),
  },
  {
    title: "Log events",
    header: "event",
    what: "log event",
    source: "a logEvent call in apps/worker/src",
    names: loggedEvents(),
  },
];

const problems = [];
for (const { title, header, what, source, names } of tables) {
  const documented = tableNames(doc, title, header);
  if (!documented) {
    problems.push(`no table with a "${header}" column under "## ${title}"`);
    continue;
  }
  for (const name of [...names].sort()) {
    if (!documented.has(name)) problems.push(`${what} ${name} (${source}) is missing from "## ${title}"`);
  }
  for (const name of [...documented].sort()) {
    if (!names.has(name)) problems.push(`"## ${title}" lists ${what} ${name}, but it is not in ${source}`);
  }
}

const statuses = [
  ...contractList("packages/contract/src/admin.ts", "INQUIRY_STATUSES"),
  ...contractList("packages/contract/src/admin.ts", "DELIVERY_STATUSES"),
];
for (const name of [...config.resources, ...statuses]) {
  if (!doc.includes(`\`${name}\``))
    problems.push(
      `\`${name}\` (a queue, workflow, database, cron, inquiry or delivery status) is never named`,
    );
}

if (problems.length > 0) fail(problems);
console.log(
  `check-docs-vars: ${DOC} documents ${config.vars.size} vars, ${config.bindings.size} bindings, ` +
    `${secrets.size} secrets, ${tables[3].names.size} error codes, ${tables[4].names.size} log events`,
);
