/**
 * What `pnpm dev`'s worker prints (scripts/dev-worker.mjs, docs/reference.md#local-development):
 * the one line about the local D1 migrations, the start-up filter for `wrangler dev`'s output and
 * the block that says what runs where. Plain functions, tested by scripts/dev-output.test.mjs.
 */

/** `text` without terminal colour codes. */
export function stripAnsi(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every colour code
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/**
 * One line for the output of `wrangler d1 migrations apply DB --local` (which prints a table per
 * migration): how many it applied, first and last by name, or that there was nothing to apply.
 *
 * @param {string} output - the command's stdout and stderr.
 * @returns {string}
 */
export function migrationSummary(output) {
  const text = stripAnsi(output);
  if (/No migrations to apply/i.test(text)) return "up to date (no migration to apply)";
  const names = [...new Set(text.match(/\b\d{4}_[\w.-]*?\.sql\b/g) ?? [])].sort();
  if (names.length === 0) return "migrations applied";
  if (names.length === 1) return `applied 1 migration (${names[0]})`;
  return `applied ${names.length} migrations (${names[0]} to ${names.at(-1)})`;
}

/**
 * A filter for `wrangler dev`'s lines while it starts: `true` keeps a line. It drops the bindings
 * table (every var's value, already in wrangler.jsonc), the two warnings that do not apply to
 * `pnpm dev` (the missing `RESEND_API_KEY`, which the outbox does not need, and that Cron
 * Triggers do not fire by themselves, docs/reference.md#local-development says how to run them),
 * the secrets-from-environment note, the start and ready lines (the block of {@link devBanner}
 * says where it runs) and blank lines. Every other line is kept. Each call makes a fresh filter.
 *
 * @returns {(line: string) => boolean}
 */
export function createStartupFilter() {
  /** @type {null | "table" | "warning"} */
  let skipping = null;
  return (line) => {
    const text = stripAnsi(line);
    const blank = text.trim() === "";
    if (skipping === "table") {
      if (blank) skipping = null;
      return false;
    }
    if (skipping === "warning") {
      if (blank || /^\s/.test(text)) return false;
      skipping = null;
    }
    if (/has access to the following bindings/.test(text)) {
      skipping = "table";
      return false;
    }
    if (/Missing required secrets|Scheduled Workers are not automatically triggered/.test(text)) {
      skipping = "warning";
      return false;
    }
    if (/Using secrets defined in process\.env|Starting local server/.test(text) || isReadyLine(text)) {
      return false;
    }
    return !blank;
  };
}

/** Whether `line` is wrangler's "Ready on http://..." line (the worker answers from then on). */
export function isReadyLine(line) {
  return /\bReady on https?:\/\//.test(stripAnsi(line));
}

/**
 * The block `pnpm dev` prints once the worker and the site's dev server are both up.
 *
 * @param {{ webPort: number, workerPort: number, migrations: string }} where - the ports, and
 *   the line of {@link migrationSummary}.
 * @returns {string} lines ending with a newline.
 */
export function devBanner({ webPort, workerPort, migrations }) {
  const site = `http://localhost:${webPort}`;
  const worker = `http://localhost:${workerPort}`;
  return [
    "",
    "Clearwell is running:",
    `  site    ${site}  (react-router dev; /api/* goes to the worker)`,
    `  API     ${worker}/api  (wrangler dev --env local)`,
    `  outbox  ${worker}/api/outbox  (emails are not sent: each is printed here and kept there)`,
    `  inbox   ${site}/admin  (no account needed locally)`,
    `  D1      local archive: ${migrations}`,
    "",
  ].join("\n");
}
