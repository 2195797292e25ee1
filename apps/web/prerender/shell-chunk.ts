import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The shell chunk (docs/decisions.md#hydration-in-pieces): what every page's first visit runs, in
 * one client chunk: React, React DOM, React Router and the scheduler, `app/root.tsx` and every app
 * module it reaches through static imports (the header, its menus, the hydration machinery, the
 * site's config and whatever they import). The app modules are derived from the client build's own
 * module graph, so a module added to the header joins the chunk with no list to edit. Dynamic
 * `import()`s are not followed: what root.tsx loads that way (the splash) stays a chunk of its own.
 * One file gzips smaller than the framework and the app's shell apart and costs the deferred start
 * one preload.
 */

/** The packages in the shell chunk: every page needs all of them at once. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * The first line of the shell chunk: V8's explicit compile hint. Every function of the shell runs
 * while the page hydrates, so V8 compiles them all as the file streams in, off the main thread,
 * instead of one by one inside hydration's tasks (docs/decisions.md#hydration-in-pieces).
 */
export const SHELL_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The build's chunk map, written beside `client/` (never deployed) for the build-output test. */
export const CHUNK_MAP_FILE = "client-chunks.json";

/** The chunk map: each client chunk's modules, and each app module's static imports. */
export type ChunkMap = {
  /** The shell chunk's file, e.g. `assets/shell-Ab12.js`. */
  shell: string;
  /** Every JS chunk's file and the modules in it (paths relative to apps/web, `\0` ids as they are). */
  chunks: Record<string, { name: string; modules: string[] }>;
  /** Every module's static imports (same paths), from the client build's module graph. */
  staticImports: Record<string, string[]>;
};

const APP = `${path.sep}app${path.sep}`;
const ROOT_MODULE = `${APP}root.tsx`;

/** A module id relative to `webDir` with `/` separators; ids outside it (virtual, `\0`) as they are. */
function relative(id: string, webDir: string): string {
  return id.startsWith(webDir) ? path.relative(webDir, id).split(path.sep).join("/") : id;
}

/**
 * The app modules of the shell (see the module doc): `root` and the app modules it reaches by
 * static imports, route modules and `node_modules` left out, Vite's preload helper (the code of
 * root's `import()`) kept.
 *
 * @param staticImports - every module's static imports (ids of any one form).
 * @param root - root.tsx's id in that form.
 */
export function shellModules(staticImports: Record<string, string[]>, root: string): Set<string> {
  const reached = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    for (const id of staticImports[queue.pop() as string] ?? []) {
      if (reached.has(id) || id.includes("node_modules")) continue;
      reached.add(id);
      queue.push(id);
    }
  }
  const appCode = (id: string) =>
    /(^|[\\/])app[\\/]/.test(id) && /\.(tsx?|jsx?)$/.test(id) && !/(^|[\\/])app[\\/]routes[\\/]/.test(id);
  return new Set([
    root,
    ...[...reached].filter((id) => id.startsWith("\0vite/preload-helper") || appCode(id)),
  ]);
}

/**
 * The shell chunk's group for `codeSplitting.groups` (the framework packages and {@link shellModules}
 * of root.tsx) and the plugin that feeds it: the plugin
 * records the client build's static imports as each module is parsed, `test` answers from them
 * once all are parsed (Rolldown groups modules after parsing), and the chunk map
 * ({@link ChunkMap}) is written to `<build>/client-chunks.json` after the client bundle.
 *
 * @param webDir - apps/web, absolute.
 */
export function shellChunk(webDir: string): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean };
} {
  const staticImports: Record<string, string[]> = {};
  let shell: Set<string> | undefined;
  const plugin: Plugin = {
    name: "clearwell:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    moduleParsed(info) {
      staticImports[info.id] = [...info.importedIds];
    },
    // After Vite's own edits of the chunk (its preload map goes first), so the hint is line 1.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === "chunk" && output.name === "shell")
            output.code = `${SHELL_COMPILE_HINT}\n${output.code}`;
      },
    },
    async writeBundle(options, bundle) {
      const root = Object.keys(staticImports).find((id) => id.endsWith(ROOT_MODULE));
      if (!root || !options.dir) return;
      const chunks: ChunkMap["chunks"] = {};
      let shellFile = "";
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[file] = { name: output.name, modules: output.moduleIds.map((id) => relative(id, webDir)) };
        if (output.name === "shell") shellFile = file;
      }
      const map: ChunkMap = {
        shell: shellFile,
        chunks,
        staticImports: Object.fromEntries(
          Object.entries(staticImports).map(([id, ids]) => [
            relative(id, webDir),
            ids.map((to) => relative(to, webDir)),
          ]),
        ),
      };
      await writeFile(path.join(options.dir, "..", CHUNK_MAP_FILE), `${JSON.stringify(map, null, 1)}\n`);
    },
  };
  const test = (id: string) => {
    if (!shell) {
      const root = Object.keys(staticImports).find((module) => module.endsWith(ROOT_MODULE));
      if (!root) throw new Error(`shell chunk: ${ROOT_MODULE} was not parsed before chunking`);
      shell = shellModules(staticImports, root);
    }
    return FRAMEWORK.test(id) || shell.has(id);
  };
  return { plugin, group: { name: "shell", test } };
}
