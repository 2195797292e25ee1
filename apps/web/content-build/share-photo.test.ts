// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "../app/config/site.ts";
import type { SharePhoto } from "../app/content/types.ts";
import { shareImageUrl } from "../app/lib/meta.ts";
import { gpsTaggedJpeg } from "../e2e/support/gps-photo.ts";
import { REPO_CONTENT_DIR } from "./content-files.ts";
import { contentPlugin, SHARE_PHOTO_MODULE } from "./content-plugin.ts";
import { PHOTO_URL_PREFIX } from "./photo-set.ts";

const dir = mkdtempSync(join(tmpdir(), "share-photo-"));
const contentCopy = join(dir, "content");
afterAll(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PHOTO_CACHE_DIR;
  rmSync(dir, { recursive: true, force: true });
});

/** What the plugin's `virtual:share-photo/<page>` module exports, through its hooks. */
async function sharePhoto(page: string): Promise<SharePhoto> {
  const plugin = contentPlugin() as Plugin & {
    resolveId: (id: string) => string | undefined;
    load: (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string>;
  };
  const id = plugin.resolveId(`${SHARE_PHOTO_MODULE}/${page}`);
  if (!id) throw new Error(`the plugin did not resolve ${page}`);
  const code = await plugin.load.call({ addWatchFile: () => {} }, id);
  const match = /^export default (.*);$/s.exec(code);
  return JSON.parse(match?.[1] ?? "null") as SharePhoto;
}

describe("a page's shared-link photo (docs/product.md#routes)", () => {
  it("is the hero's stock photo and alt text, or the owner's photo with its 1200 x 630 JPEG", async () => {
    cpSync(REPO_CONTENT_DIR, contentCopy, { recursive: true });
    mkdirSync(join(contentCopy, "media"), { recursive: true });
    writeFileSync(join(contentCopy, "media", "our-kitchen.jpg"), await gpsTaggedJpeg(1600, 1000));
    const file = join(contentCopy, "pages", "works.json");
    const works = JSON.parse(readFileSync(file, "utf8"));
    works.hero.image = { id: "/media/our-kitchen.jpg", alt: "The Hawthorne kitchen" };
    writeFileSync(file, JSON.stringify(works));
    process.env.CONTENT_DIR = contentCopy;
    process.env.PHOTO_CACHE_DIR = join(dir, "cache");

    const about = JSON.parse(readFileSync(join(REPO_CONTENT_DIR, "pages", "about.json"), "utf8"));
    expect(await sharePhoto("about")).toEqual(about.hero.image);
    const home = JSON.parse(readFileSync(join(REPO_CONTENT_DIR, "pages", "home.json"), "utf8"));
    expect(await sharePhoto("home?for=not-found")).toEqual(home.hero.image);

    const own = await sharePhoto("works");
    expect(own).toMatchObject({ id: "/media/our-kitchen.jpg", alt: "The Hawthorne kitchen" });
    expect(own.og).toMatch(new RegExp(`^${PHOTO_URL_PREFIX}our-kitchen-[0-9a-f]{10}-og\\.jpg$`));
    expect(shareImageUrl(own)).toBe(`${site.url}${own.og}`);
    const ogFile = await sharp(join(dir, "cache", (own.og ?? "").slice(PHOTO_URL_PREFIX.length))).metadata();
    expect([ogFile.width, ogFile.height, ogFile.format]).toEqual([1200, 630, "jpeg"]);
  }, 120_000);

  it("names the file and the field of a photo that is not a readable JPEG, PNG or WebP", async () => {
    const broken = join(dir, "broken", "content");
    cpSync(REPO_CONTENT_DIR, broken, { recursive: true });
    mkdirSync(join(broken, "media"), { recursive: true });
    // A HEIC renamed .jpg, or a cut-off upload: bytes sharp cannot read.
    writeFileSync(join(broken, "media", "terrace.jpg"), "not a photo");
    const file = join(broken, "pages", "about.json");
    const about = JSON.parse(readFileSync(file, "utf8"));
    about.hero.image = { id: "/media/terrace.jpg", alt: "The terrace" };
    writeFileSync(file, JSON.stringify(about));
    const before = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = broken;
    try {
      await expect(sharePhoto("about")).rejects.toThrow(
        "content/pages/about.json: hero.image.id: /media/terrace.jpg is not a JPEG, PNG or WebP that can be read",
      );
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
    }
  });

  it("names the module when the page has no content file", async () => {
    await expect(sharePhoto("no-such-page")).rejects.toThrow(
      "virtual:share-photo/no-such-page: no content file pages/no-such-page.json",
    );
  });
});
