import { z } from "zod";
import { CONTENT_FILES, type ContentFile } from "../app/content/schemas.ts";

/**
 * The CMS's configuration (docs/product.md#editing-the-site), made from the content schemas so
 * each form field carries its file's rules: required or not, the longest text, the choices, the
 * shortest and longest lists. Decap CMS reads it at /admin/content (cms-files.ts writes it there).
 */

/** One field of a Decap CMS form (the subset of Decap's field options this site uses). */
export type CmsField = {
  name: string;
  label: string;
  widget: "string" | "text" | "image" | "select" | "number" | "object" | "list";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  media_library?: { config: { max_file_size: number } };
  choose_url?: boolean;
};

/** The largest photo the CMS accepts after the browser has resized it: 8 MB. */
export const CMS_MAX_PHOTO_BYTES = 8_000_000;

/** The longest side, in pixels, the browser resizes an uploaded photo to (cms/cms-start.js). */
export const CMS_MAX_PHOTO_SIDE = 2400;

/** `heroStats` -> `Hero stats`. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** Labels of choices that read better than their values. */
const CHOICE_LABELS: Record<string, string> = { residential: "Residential", commercial: "Commercial" };

/** A check of a zod schema as zod 4 keeps it (`_zod.def`); `error` gives the check's message. */
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
};

/** The checks of `schema`, read from its definition. */
function checksOf(schema: z.ZodType): CheckDef[] {
  const checks = (schema._zod.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? [];
  return checks.map((check) => check._zod.def);
}

/** The CMS's `pattern` for a text of at most `max` characters that must not be blank. */
function textPattern(max: number, required: boolean): [string, string] {
  const body = `(?=[\\s\\S]*\\S)[\\s\\S]{1,${max}}`;
  return [required ? `^${body}$` : `^(${body})?$`, `Must not be empty, and at most ${max} characters`];
}

/**
 * The Decap field for one schema.
 *
 * @param name - the key in the file.
 * @param schema - the key's zod schema (content/schemas.ts).
 * @param required - `false` under `.optional()` (schemas.ts `optional()`).
 */
export function cmsField(name: string, schema: z.ZodType, required = true): CmsField {
  const def = schema._zod.def as { type: string; [key: string]: unknown };
  const meta = (z.globalRegistry.get(schema) ?? {}) as {
    title?: string;
    widget?: string;
    maxLength?: number;
    hint?: string;
    itemLabel?: string;
  };
  const base = { name, label: meta.title ?? labelOf(name), ...(required ? {} : { required: false }) };
  const hint = meta.hint ? { hint: meta.hint } : {};
  switch (def.type) {
    case "optional":
      return {
        ...cmsField(name, def.innerType as z.ZodType, false),
        ...(meta.title ? { label: meta.title } : {}),
      };
    case "pipe":
      // schemas.ts `optional()`: what the form edits is the schema after the emptied-value step.
      return {
        ...cmsField(name, def.out as z.ZodType, required),
        ...(meta.title ? { label: meta.title } : {}),
      };
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).map(([key, value]) => cmsField(key, value));
      const summary = ["title", "name", "question", "label"].find((key) => key in shape);
      // A photo's two fields stay open; other groups open on a click.
      const collapsed = !("id" in shape && "alt" in shape);
      return {
        ...base,
        ...hint,
        widget: "object",
        collapsed,
        fields,
        ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
      };
    }
    case "array": {
      const element = def.element as z.ZodType;
      const bounds: { min?: number; max?: number } = {};
      for (const check of checksOf(schema)) {
        if (check.check === "min_length") bounds.min = check.minimum;
        if (check.check === "max_length") bounds.max = check.maximum;
      }
      const elementType = (element._zod.def as { type: string }).type;
      if (elementType === "enum") {
        return { ...base, ...hint, ...cmsField(name, element), ...base, multiple: true, ...bounds };
      }
      const item = cmsField(name, element);
      const singular = meta.itemLabel ?? labelOf(name).replace(/s$/, "").toLowerCase();
      const list: CmsField = {
        ...base,
        ...hint,
        widget: "list",
        collapsed: true,
        label_singular: singular,
        ...bounds,
      };
      if (item.widget === "object")
        return { ...list, fields: item.fields ?? [], ...(item.summary ? { summary: item.summary } : {}) };
      return { ...list, field: { ...item, label: labelOf(name.replace(/s$/, "")) } };
    }
    case "enum": {
      const values = Object.values(def.entries as Record<string, string>);
      return {
        ...base,
        ...hint,
        widget: "select",
        options: values.map((value) => ({ label: CHOICE_LABELS[value] ?? value, value })),
      };
    }
    case "number": {
      const bounds: { min?: number; max?: number } = {};
      for (const check of checksOf(schema)) {
        if (check.check === "greater_than") bounds.min = check.value;
        if (check.check === "less_than") bounds.max = check.value;
      }
      // A whole number (`z.int()`) or any number (a map's degrees).
      const valueType = (def as { format?: string }).format === "safeint" ? "int" : "float";
      return { ...base, ...hint, widget: "number", value_type: valueType, ...bounds };
    }
    default: {
      if (meta.widget === "image") {
        return {
          ...base,
          hint: `A photo of at most ${CMS_MAX_PHOTO_SIDE} px on its longest side is kept (larger ones are resized before they are saved).`,
          widget: "image",
          // Only an uploaded photo: a URL would not be a photo in content/media.
          choose_url: false,
          media_library: { config: { max_file_size: CMS_MAX_PHOTO_BYTES } },
        };
      }
      const format = (def as { format?: string }).format;
      const check = checksOf(schema).find((entry) => entry.pattern);
      const message = check?.error?.({});
      const pattern: [string, string] | undefined = meta.maxLength
        ? textPattern(meta.maxLength, required)
        : format === "email"
          ? [z.regexes.email.source, "Must be an email address"]
          : check?.pattern
            ? [
                check.pattern.source,
                meta.hint ?? (typeof message === "string" ? message : "Check the format"),
              ]
            : undefined;
      return {
        ...base,
        ...hint,
        widget: meta.widget === "text" ? "text" : "string",
        ...(pattern ? { pattern } : {}),
      };
    }
  }
}

/** The CMS's collections: which content files each groups, in the order the CMS lists them. */
const COLLECTIONS: { name: string; label: string; files: ContentFile[] }[] = [
  { name: "company", label: "Company facts", files: ["company.json", "figures.json"] },
  {
    name: "pages",
    label: "Pages",
    files: [
      "pages/home.json",
      "pages/about.json",
      "pages/services.json",
      "pages/residential.json",
      "pages/commercial.json",
      "pages/formaldehyde-removal.json",
      "pages/mold-removal.json",
      "pages/works.json",
      "pages/contact.json",
    ],
  },
  { name: "portfolio", label: "Portfolio", files: ["portfolio.json"] },
  { name: "testimonials", label: "Testimonials", files: ["testimonials.json"] },
  { name: "team", label: "Team", files: ["team.json"] },
  { name: "faqs", label: "FAQs", files: ["faqs.json"] },
];

/** Where the content folder sits in the repository (the CMS's paths are relative to its root). */
export const CONTENT_REPO_PATH = "content";

/** What {@link cmsConfig} needs to know about where it runs. */
export type CmsConfigOptions = {
  /** The GitHub repository the CMS commits to, `owner/name`. */
  repo: string;
  /** The branch the site is built from. */
  branch: string;
  /** The port of `decap-server` under `pnpm dev` (the CMS's local mode). */
  localPort: number;
};

/**
 * The whole CMS configuration, as Decap's `CMS.init({ config })` takes it. The GitHub backend
 * signs in through the worker's OAuth helper on the site's own origin (`base_url` is set by
 * cms/cms-start.js from the page's origin, `auth_endpoint` `api/cms/auth`); on localhost, Decap
 * uses `local_backend` (decap-server writing the files on disk) instead.
 */
export function cmsConfig(options: CmsConfigOptions) {
  return {
    load_config_file: false,
    backend: { name: "github", repo: options.repo, branch: options.branch, auth_endpoint: "api/cms/auth" },
    local_backend: { url: `http://127.0.0.1:${options.localPort}/api/v1` },
    publish_mode: "simple",
    media_folder: `${CONTENT_REPO_PATH}/media`,
    public_folder: "/media",
    // An upload is saved under its name lower-cased, accents dropped and every other character
    // outside ASCII letters, digits, `.`, `_`, `-` and `~` turned into `-` (`Café Terrasse.jpg` ->
    // `cafe-terrasse.jpg`), so its id passes the schemas' `OWN_PHOTO_ID`.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    site_url: "/",
    display_url: "/",
    collections: COLLECTIONS.map((collection) => ({
      name: collection.name,
      label: collection.label,
      editor: { preview: false },
      files: collection.files.map((file) => {
        const schema = CONTENT_FILES[file].schema as z.ZodObject;
        return {
          name: file.replace(/^pages\//, "").replace(/\.json$/, ""),
          label: CONTENT_FILES[file].label,
          file: `${CONTENT_REPO_PATH}/${file}`,
          format: "json",
          fields: Object.entries(schema.shape).map(([key, value]) => cmsField(key, value as z.ZodType)),
        };
      }),
    })),
  };
}
