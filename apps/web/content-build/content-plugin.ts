import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join, relative, sep } from "node:path";
import type { Plugin } from "vite";
import { CONTENT_FILES, type ContentFile, OWN_PHOTO_ID } from "../app/content/schemas.ts";
import type { SharePhoto, StockPhoto } from "../app/content/types.ts";
import { CMS_PATH, cmsFile, decapServerPort } from "./cms-files.ts";
import {
  ContentError,
  contentDir,
  fieldPath,
  ownPhotoFile,
  photosOf,
  REPO_CONTENT_DIR,
  readContent,
} from "./content-files.ts";
import { type BuiltPhoto, buildPhoto, PHOTO_URL_PREFIX, UnreadablePhotoError } from "./photo-set.ts";

/**
 * Starts `decap-server` for the CMS's local mode on the repository that holds the content folder
 * (its parent, so the CMS's `content/...` paths resolve); `undefined` under tests or when
 * `DECAP_SERVER=off`.
 */
function startDecapServer(): ChildProcess | undefined {
  if (process.env.VITEST || process.env.DECAP_SERVER === "off") return undefined;
  const dir = contentDir();
  if (basename(dir) !== "content") throw new Error(`CONTENT_DIR must be a folder named content (got ${dir})`);
  const entry = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(decapServerPort()),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: dirname(dir),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  process.once("exit", () => child.kill());
  return child;
}

/** The prefix of the modules that hold one page's shared-link photo: `virtual:share-photo/home`. */
export const SHARE_PHOTO_MODULE = "virtual:share-photo";

/**
 * The photo a page's shared links show (docs/product.md#routes): its hero's id and alt text, and
 * for one of the owner's photos the path of its 1200 x 630 JPEG. Only these few fields, so the
 * route's `meta`, which every first visit downloads, carries none of the page's words.
 *
 * @param page - a checked page file with each owner's photo given its set.
 * @throws Error when the page has no `hero.image`.
 */
export function sharePhotoOf(page: unknown): SharePhoto {
  const image = (page as { hero?: { image?: StockPhoto } } | undefined)?.hero?.image;
  if (!image) throw new Error("the page has no hero.image to share");
  return image.set ? { id: image.id, alt: image.alt, og: image.set.og } : { id: image.id, alt: image.alt };
}

/**
 * The Vite plugin that makes content/ the site's words and photos (docs/architecture.md#build):
 *
 * - at the start of a build (and of `pnpm dev`) every content file is checked
 *   (content-files.ts); a bad one stops the build with the file and the field named;
 * - an import of a content file (`content/pages/home.json`) loads the checked data, its
 *   placeholders filled, each of the owner's photos with its responsive set (photo-set.ts), read
 *   from `CONTENT_DIR` when set; `virtual:share-photo/<page>` loads only the hero photo of
 *   `pages/<page>.json` for the page's shared-link tags ({@link sharePhotoOf}; a page without
 *   a hero adds `?for=<itself>`, so each route gets its own copy, not a chunk of its own);
 * - the client build writes the photo files under `assets/media/`; `pnpm dev` serves them and
 *   reloads the page when a content file changes;
 * - `pnpm dev` serves the CMS at /admin/content and starts `decap-server` (the CMS's local mode,
 *   writing the files on disk) on `DECAP_SERVER_PORT` (default 8081; `DECAP_SERVER=off` skips it).
 *
 * The pages import plain data: no schema, parser or placeholder code reaches a visitor.
 */
export function contentPlugin(): Plugin {
  let checked: Map<ContentFile, unknown> | undefined;
  const photos = new Map<string, BuiltPhoto>();
  let serving = false;

  /**
   * Reads and checks every file again, and builds the photos not built yet; a photo sharp cannot
   * read is a {@link ContentError} naming the file and the field.
   */
  async function refresh(): Promise<Map<ContentFile, unknown>> {
    const dir = contentDir();
    const fresh = readContent(dir);
    const problems: string[] = [];
    for (const [file, data] of fresh) {
      for (const { id, path } of photosOf(data)) {
        if (!OWN_PHOTO_ID.test(id) || photos.has(id)) continue;
        try {
          photos.set(id, await buildPhoto(ownPhotoFile(dir, id)));
        } catch (error) {
          if (!(error instanceof UnreadablePhotoError)) throw error;
          problems.push(`content/${file}: ${fieldPath([...path, "id"])}: ${id} ${error.reason}`);
        }
      }
    }
    if (problems.length > 0) throw new ContentError(problems);
    checked = fresh;
    return fresh;
  }

  /** `data` with each of the owner's photos given its `set`. */
  function withPhotoSets(data: unknown): unknown {
    if (Array.isArray(data)) return data.map(withPhotoSets);
    if (!data || typeof data !== "object") return data;
    const record = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, withPhotoSets(value)]),
    );
    const built = typeof record.id === "string" ? photos.get(record.id) : undefined;
    return built && typeof record.alt === "string" ? { ...record, set: built.set } : record;
  }

  return {
    name: "clearwell-content",
    enforce: "pre",
    resolveId(id) {
      if (id.startsWith(`${SHARE_PHOTO_MODULE}/`)) return `\0${id}`;
    },
    configureServer(server) {
      serving = true;
      const decap = startDecapServer();
      server.httpServer?.on("close", () => decap?.kill());
      server.middlewares.use(CMS_PATH, (request, response, next) => {
        const name = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        cmsFile(name).then((file) => {
          if (!file) return next();
          response.setHeader("Content-Type", file.type);
          response.end(file.body);
        }, next);
      });
      server.middlewares.use("/media/", (request, response, next) => {
        const name = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        if (!OWN_PHOTO_ID.test(`/media/${name}`)) return next();
        readFile(join(contentDir(), "media", name)).then(
          (bytes) => response.end(bytes),
          () => next(),
        );
      });
      server.watcher.add(contentDir());
      server.watcher.on("change", (file) => {
        if (!file.startsWith(contentDir() + sep)) return;
        checked = undefined;
        for (const name of Object.keys(CONTENT_FILES)) {
          const module = server.moduleGraph.getModuleById(join(REPO_CONTENT_DIR, name));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        for (const [id, module] of server.moduleGraph.idToModuleMap) {
          if (id.startsWith(`\0${SHARE_PHOTO_MODULE}/`)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
      server.middlewares.use(PHOTO_URL_PREFIX, (request, response, next) => {
        const name = (request.url ?? "").replace(/^\//, "").split("?")[0];
        const file = [...photos.values()]
          .flatMap((photo) => photo.files)
          .find((entry) => entry.name === name);
        if (!file) return next();
        const type = name?.endsWith(".avif")
          ? "image/avif"
          : name?.endsWith(".webp")
            ? "image/webp"
            : "image/jpeg";
        response.setHeader("Content-Type", type);
        response.end(file.bytes);
      });
    },
    async buildStart() {
      const fresh = await refresh();
      if (serving || this.environment?.mode !== "build" || this.environment.name !== "client") return;
      const emitted = new Set<string>();
      for (const data of fresh.values()) {
        for (const { id } of photosOf(data)) {
          for (const file of photos.get(id)?.files ?? []) {
            if (emitted.has(file.name)) continue;
            emitted.add(file.name);
            this.emitFile({ type: "asset", fileName: `assets/media/${file.name}`, source: file.bytes });
          }
        }
      }
    },
    async load(id) {
      const sharePrefix = `\0${SHARE_PHOTO_MODULE}/`;
      if (id.startsWith(sharePrefix)) {
        const file = `pages/${id.slice(sharePrefix.length).split("?")[0]}.json` as ContentFile;
        const current = checked ?? (await refresh());
        if (!current.has(file)) throw new Error(`${id.slice(1)}: no content file ${file}`);
        this.addWatchFile(join(contentDir(), file));
        return `export default ${JSON.stringify(sharePhotoOf(withPhotoSets(current.get(file))))};`;
      }
      const path = id.split("?")[0] ?? id;
      if (!path.startsWith(REPO_CONTENT_DIR + sep) || !path.endsWith(".json")) return;
      const file = relative(REPO_CONTENT_DIR, path).split(sep).join("/") as ContentFile;
      if (!(file in CONTENT_FILES)) return;
      const current = checked ?? (await refresh());
      this.addWatchFile(join(contentDir(), file));
      return JSON.stringify(withPhotoSets(current.get(file)));
    },
  };
}
