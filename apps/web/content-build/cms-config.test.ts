import { describe, expect, it } from "vitest";
import { CONTENT_FILES, OWN_PHOTO_ID } from "../app/content/schemas.ts";
import { CMS_MAX_PHOTO_BYTES, type CmsField, cmsConfig } from "./cms-config.ts";

const config = cmsConfig({ repo: "owner/site", branch: "main", localPort: 9692 });

/** The fields of one file of the CMS, by collection and file name. */
function fieldsOf(collection: string, file: string): CmsField[] {
  const found = config.collections
    .find((entry) => entry.name === collection)
    ?.files.find((entry) => entry.name === file);
  if (!found) throw new Error(`no ${collection}/${file}`);
  return found.fields;
}

/** The field at `path` (names separated by dots) among `fields`. */
function field(fields: CmsField[], path: string): CmsField {
  const [name, ...rest] = path.split(".");
  const found = fields.find((entry) => entry.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return rest.length === 0 ? found : field(found.fields ?? [], rest.join("."));
}

describe("the CMS's configuration (docs/product.md#editing-the-site)", () => {
  it("signs in through the site's own OAuth helper, and edits files on disk in local mode", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "owner/site",
      branch: "main",
      auth_endpoint: "api/cms/auth",
    });
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:9692/api/v1" });
    expect(config.media_folder).toBe("content/media");
    expect(config.public_folder).toBe("/media");
  });

  it("gives each field its schema's rules: required texts with their length, the categories, the lists' bounds", () => {
    const projects = field(fieldsOf("portfolio", "portfolio"), "projects");
    expect(projects).toMatchObject({ widget: "list", label_singular: "project", min: 1, max: 60 });
    const title = field(projects.fields ?? [], "title");
    expect(title.pattern?.[1]).toBe("Must not be empty, and at most 80 characters");
    expect(new RegExp(title.pattern?.[0] ?? "").test("   ")).toBe(false);
    expect(new RegExp(title.pattern?.[0] ?? "").test("x".repeat(81))).toBe(false);
    expect(new RegExp(title.pattern?.[0] ?? "").test("Irvington Sunroom")).toBe(true);
    expect(field(projects.fields ?? [], "category").options).toEqual([
      { label: "Residential", value: "residential" },
      { label: "Commercial", value: "commercial" },
    ]);
    expect(field(projects.fields ?? [], "image.id")).toMatchObject({
      widget: "image",
      media_library: { config: { max_file_size: CMS_MAX_PHOTO_BYTES } },
    });
    const eyebrow = field(fieldsOf("pages", "home"), "services.eyebrow");
    expect(eyebrow.required).toBe(false);
    expect(new RegExp(eyebrow.pattern?.[0] ?? "").test("")).toBe(true);
    expect(field(fieldsOf("pages", "services"), "whyChooseUs.icon")).toMatchObject({
      widget: "select",
      required: false,
    });
    expect(
      field(fieldsOf("pages", "mold-removal"), "serviceCards.icon").options?.map((option) => option.value),
    ).toContain("droplet");
    expect(field(fieldsOf("company", "company"), "email").pattern?.[1]).toBe("Must be an email address");
    // A step's number is its place, so dragging steps into another order needs no renumbering.
    expect(field(fieldsOf("pages", "works"), "processSteps").fields?.map((entry) => entry.name)).toEqual([
      "title",
      "description",
      "image",
    ]);
  });

  it("saves an uploaded photo under an ASCII name the build accepts, and offers no photo by URL", () => {
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
    const images = (fields: CmsField[]): CmsField[] =>
      fields.flatMap((entry) => [
        ...(entry.widget === "image" ? [entry] : []),
        ...images([...(entry.fields ?? []), ...(entry.field ? [entry.field] : [])]),
      ]);
    const all = images(
      config.collections.flatMap((collection) => collection.files.flatMap((file) => file.fields)),
    );
    expect(all.length).toBeGreaterThan(10);
    for (const image of all) expect(image.choose_url, image.name).toBe(false);
    // What those options leave of `Café Terrasse.jpg`, `_DSC1234.JPG` (a camera's name), `a~b.png`.
    for (const saved of ["cafe-terrasse.jpg", "_dsc1234.jpg", "a~b.png"])
      expect(OWN_PHOTO_ID.test(`/media/${saved}`), saved).toBe(true);
  });

  it("refuses in the form an email address the build would refuse", () => {
    const email = field(fieldsOf("company", "company"), "email");
    const address = new RegExp(email.pattern?.[0] ?? "");
    for (const refused of ["info@clearwell..com", "hallo@müller-design.de", "info@clearwell.c"])
      expect(address.test(refused), refused).toBe(false);
    expect(address.test("hello@clearwell-interiors.example")).toBe(true);
  });

  it("says a format rule in the schema's words, not as a regular expression", () => {
    const company = fieldsOf("company", "company");
    expect(field(company, "phone.href").pattern?.[1]).toBe(
      "must be tel:+ and the number's digits, e.g. tel:+15035550142",
    );
    expect(field(company, "address.country").pattern?.[1]).toBe("must be a two-letter country code, e.g. US");
    const messages = JSON.stringify(config.collections);
    expect(messages).not.toContain("Must match ");
  });

  it("takes the map's degrees as decimal numbers within their bounds, the founding year as a whole one", () => {
    const company = fieldsOf("company", "company");
    expect(field(company, "location.latitude")).toMatchObject({
      widget: "number",
      value_type: "float",
      min: -90,
      max: 90,
    });
    expect(field(company, "location.longitude")).toMatchObject({ value_type: "float", min: -180, max: 180 });
    expect(field(company, "foundedYear")).toMatchObject({ value_type: "int", min: 1900, max: 2100 });
  });

  it("lists every content file once", () => {
    const files = config.collections.flatMap((collection) => collection.files.map((file) => file.file));
    expect(files.sort()).toEqual(
      Object.keys(CONTENT_FILES)
        .map((file) => `content/${file}`)
        .sort(),
    );
  });
});
