import { describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import * as contract from "../src/index.ts";
import * as pageStyle from "../src/page-style.ts";
import * as photos from "../src/photos.ts";
import * as securityHeaders from "../src/security-headers.ts";

/**
 * The contract's entry points (docs/architecture.md#the-parts): the schemas' entry carries no page
 * styling, no headers and no photo rules; those have entries of their own (the photo rules' is what the
 * Contact page loads when a photo is first chosen, without zod).
 */
describe("entry points", () => {
  it("maps each entry to its file", () => {
    expect(packageJson.exports).toEqual({
      ".": "./src/index.ts",
      "./page-style": "./src/page-style.ts",
      "./photos": "./src/photos.ts",
      "./security-headers": "./src/security-headers.ts",
    });
  });

  it("keeps the page styling and the security headers out of the schemas' entry", () => {
    const main = new Set(Object.keys(contract));
    for (const name of [...Object.keys(pageStyle), ...Object.keys(securityHeaders), ...Object.keys(photos)]) {
      expect(main.has(name), name).toBe(false);
    }
    expect(Object.keys(pageStyle).sort()).toEqual(["BRAND_COLOR", "FORM_CLASSES"]);
  });
});
