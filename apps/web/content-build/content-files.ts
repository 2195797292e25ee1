import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { z } from "zod";
import { CONTENT_FILES, type ContentFile, type ContentOf, OWN_PHOTO_ID } from "../app/content/schemas.ts";
import { PAGE_PATHS } from "../app/route-paths.ts";

/**
 * Reading and checking the content files (docs/product.md#page-content): each file against its
 * schema, every `{placeholder}` known, every owner's photo present in content/media. A bad file
 * throws a {@link ContentError} that names the file and the field, so the build stops before a
 * page is written.
 */

/** The repository's content folder: `content/` at the root. */
export const REPO_CONTENT_DIR = resolve(import.meta.dirname, "../../../content");

/**
 * The content folder the build reads: `CONTENT_DIR` when set (a copy, as the CMS's browser test
 * uses), else {@link REPO_CONTENT_DIR}.
 */
export function contentDir(): string {
  return process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : REPO_CONTENT_DIR;
}

/** A content file that breaks a rule; `problems` are lines `content/<file>: <field>: <rule>`. */
export class ContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`content files break their rules (docs/product.md#page-content):\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** The files placeholders are filled from, read before the others. */
const FACT_FILES: readonly ContentFile[] = ["company.json", "figures.json"];

/** A field's path as the messages show it: `projects[9].image.id`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/** The facts placeholders are filled from: company.json and figures.json. */
export type PlaceholderFacts = { company: ContentOf<"company.json">; figures: ContentOf<"figures.json"> };

/** The placeholders texts may use and their values (docs/product.md#page-content). */
export function placeholderValues({ company, figures }: PlaceholderFacts): Map<string, string> {
  const values = new Map<string, string>([
    ["name", company.name],
    ["foundedYear", String(company.foundedYear)],
    ["address.street", company.address.street],
    ["address.city", company.address.city],
    ["answerWithin", company.answerWithin],
  ]);
  for (const [key, value] of Object.entries(figures.durations)) values.set(`durations.${key}`, value);
  for (const [key, stat] of Object.entries(figures.stats)) values.set(`stats.${key}`, stat.value);
  return values;
}

/** `{word}` or `{word.word}` in a text. */
const PLACEHOLDER = /\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}/g;

/**
 * A copy of `data` with every `{placeholder}` in its texts replaced; each unknown one is a problem
 * line naming the file and field.
 */
export function fillPlaceholders(
  data: unknown,
  values: ReadonlyMap<string, string>,
  where: { file: string; problems: string[] },
  path: PropertyKey[] = [],
): unknown {
  if (typeof data === "string") {
    return data.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value !== undefined) return value;
      where.problems.push(
        values.size === 0
          ? `content/${where.file}: ${fieldPath(path)}: ${whole} is not filled in company.json or figures.json (placeholders work in the other files): write the fact itself`
          : `content/${where.file}: ${fieldPath(path)}: unknown placeholder ${whole} (known: ${[...values.keys()].map((key) => `{${key}}`).join(", ")})`,
      );
      return whole;
    });
  }
  if (Array.isArray(data))
    return data.map((item, index) => fillPlaceholders(item, values, where, [...path, index]));
  if (data && typeof data === "object") {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        fillPlaceholders(value, values, where, [...path, key]),
      ]),
    );
  }
  return data;
}

/** Every object of `data` with a string under each of `keys`, with the path to it. */
function* recordsWith<K extends string>(
  data: unknown,
  keys: readonly K[],
  path: PropertyKey[] = [],
): Generator<{ record: Record<K, string>; path: PropertyKey[] }> {
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) yield* recordsWith(item, keys, [...path, index]);
  } else if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    if (keys.every((key) => typeof record[key] === "string"))
      yield { record: record as Record<K, string>, path };
    for (const [key, value] of Object.entries(record)) yield* recordsWith(value, keys, [...path, key]);
  }
}

/** Every `{ id, alt }` photo in `data` with the path to it. */
export function* photosOf(data: unknown): Generator<{ id: string; path: PropertyKey[] }> {
  for (const { record, path } of recordsWith(data, ["id", "alt"] as const)) yield { id: record.id, path };
}

/** Every `{ label, to }` link in `data` whose `to` is no page of the site (app/route-paths.ts). */
function* linksNowhere(data: unknown): Generator<{ to: string; path: PropertyKey[] }> {
  for (const { record, path } of recordsWith(data, ["label", "to"] as const))
    if (!PAGE_PATHS.includes(record.to)) yield { to: record.to, path };
}

/** The file in the content folder of an owner's photo id (`/media/a.jpg` -> `<dir>/media/a.jpg`). */
export function ownPhotoFile(dir: string, id: string): string {
  return join(dir, id);
}

/**
 * One file checked: parsed as JSON, against its schema, its placeholders filled from `facts`
 * (none for company.json and figures.json themselves), its owner's photos present under `dir`.
 *
 * @returns the data as its schema reads it (an emptied optional field left out), or the problem lines.
 */
export function checkContentFile(
  dir: string,
  file: ContentFile,
  text: string,
  facts?: PlaceholderFacts,
): { data: unknown; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { data: undefined, problems: [`content/${file}: not valid JSON (${(error as Error).message})`] };
  }
  const schema: z.ZodType = CONTENT_FILES[file].schema;
  const result = schema.safeParse(raw);
  if (!result.success) {
    return {
      data: undefined,
      problems: result.error.issues.map(
        (issue) => `content/${file}: ${fieldPath(issue.path) || "(the file)"}: ${issue.message}`,
      ),
    };
  }
  const problems: string[] = [];
  // The fact files are where placeholders come from: none is filled in them (no values).
  const values = facts
    ? placeholderValues(facts)
    : FACT_FILES.includes(file)
      ? new Map<string, string>()
      : null;
  const data = values ? fillPlaceholders(result.data, values, { file, problems }) : result.data;
  for (const photo of photosOf(data)) {
    if (OWN_PHOTO_ID.test(photo.id) && !existsSync(ownPhotoFile(dir, photo.id))) {
      problems.push(
        `content/${file}: ${fieldPath([...photo.path, "id"])}: ${photo.id} is not in content/media`,
      );
    }
  }
  for (const link of linksNowhere(data)) {
    problems.push(
      `content/${file}: ${fieldPath([...link.path, "to"])}: ${link.to} is no page of the site (the pages: ${PAGE_PATHS.join(", ")})`,
    );
  }
  return { data, problems };
}

/**
 * Every content file of `dir` checked ({@link CONTENT_FILES}), company.json and figures.json first
 * since the others' placeholders come from them.
 *
 * @returns each file's checked data, by its path under content/.
 * @throws ContentError listing every problem of every file (a file missing is one).
 */
export function readContent(dir = contentDir()): Map<ContentFile, unknown> {
  const problems: string[] = [];
  const checked = new Map<ContentFile, unknown>();
  const read = (file: ContentFile) => {
    const path = join(dir, file);
    if (!existsSync(path)) {
      problems.push(`content/${file}: missing (expected at ${relative(process.cwd(), path)})`);
      return;
    }
    const company = checked.get("company.json") as ContentOf<"company.json"> | undefined;
    const figures = checked.get("figures.json") as ContentOf<"figures.json"> | undefined;
    const facts = FACT_FILES.includes(file) || !company || !figures ? undefined : { company, figures };
    const result = checkContentFile(dir, file, readFileSync(path, "utf8"), facts);
    problems.push(...result.problems);
    if (result.problems.length === 0) checked.set(file, result.data);
  };
  for (const file of FACT_FILES) read(file);
  for (const file of Object.keys(CONTENT_FILES) as ContentFile[]) if (!FACT_FILES.includes(file)) read(file);
  if (problems.length > 0) throw new ContentError(problems);
  return checked;
}
