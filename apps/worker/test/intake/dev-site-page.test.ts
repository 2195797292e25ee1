import { beforeEach, describe, expect, it } from "vitest";
import { devSiteUrl } from "../../src/intake/form-post/contact-page.ts";
import { fakeAssets, postForm, typedValues } from "../helpers/form-post.ts";
import { standIn } from "../helpers/stand-in.ts";

/**
 * `DEV_SITE_URL` (docs/reference.md#local-development): under `pnpm dev` the worker takes a
 * refused form post's Contact page from the site's dev server; only with `ENVIRONMENT` `local`,
 * and the prerendered page from `ASSETS` when the dev server gives none. (That the dev server's
 * page is the one answered is checked in a browser: apps/web/e2e/dev-setup.spec.ts.)
 */

const DEV_SITE = "http://dev-site.test:5173";

/** An env with only these vars. */
const envOf = (vars: Record<string, string>) => vars as unknown as Env;

beforeEach(() => standIn.reset());

describe("devSiteUrl", () => {
  it("is read only when ENVIRONMENT is local, trimmed, and never when empty", () => {
    expect(devSiteUrl(envOf({ ENVIRONMENT: "local", DEV_SITE_URL: ` ${DEV_SITE} ` }))).toBe(DEV_SITE);
    expect(devSiteUrl(envOf({ ENVIRONMENT: "production", DEV_SITE_URL: DEV_SITE }))).toBeUndefined();
    expect(devSiteUrl(envOf({ ENVIRONMENT: "local", DEV_SITE_URL: " " }))).toBeUndefined();
    expect(devSiteUrl(envOf({ ENVIRONMENT: "local" }))).toBeUndefined();
  });
});

describe("a refused form post's page with DEV_SITE_URL set", () => {
  it("a deployed worker never asks the dev site: the page comes from ASSETS", async () => {
    const assets = fakeAssets();
    const response = await postForm(typedValues({ name: "" }), "urlencoded", {
      withAssets: false,
      env: { ASSETS: assets.ASSETS, DEV_SITE_URL: DEV_SITE },
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("<h1>Contact us</h1>");
    expect(assets.requested).toEqual(["/contact"]);
    expect((await standIn.recorded()).unexpected).toEqual([]);
  });

  it("locally it asks the dev site for /contact first, and answers the ASSETS page when that gives none", async () => {
    const assets = fakeAssets();
    const response = await postForm(typedValues({ name: "" }), "urlencoded", {
      withAssets: false,
      env: { ASSETS: assets.ASSETS, DEV_SITE_URL: DEV_SITE, ENVIRONMENT: "local" },
    });
    expect(response.status).toBe(422);
    // The outbound stand-in answers an unknown host 599 and records it.
    expect((await standIn.recorded()).unexpected).toEqual([`GET ${DEV_SITE}/contact`]);
    expect(assets.requested).toEqual(["/contact"]);
    const html = await response.text();
    expect(html).toContain("<h1>Contact us</h1>");
    expect(html).toContain("Name is required");
  });
});
