import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { CMS_CONTENT_DIR, CMS_DEV_PORT, CMS_REPO_DIR, CMS_SITE_PORT } from "./support/cms-env.ts";
import { waitForHydration } from "./support/fixtures.ts";
import { carriesLocation, gpsTaggedJpeg } from "./support/gps-photo.ts";

/**
 * The owner edits the site locally with no account (docs/product.md#editing-the-site): in the CMS
 * at /admin/content under the dev server, on a copy of content/ (playwright.cms.config.ts), a
 * testimonial's quote changes and a portfolio project with a photo is added; decap-server writes
 * the files, the dev site shows the change, and a build of the copy shows the new project on the
 * prerendered /works with its AVIF/WebP set, counted by the Works filter.
 */

const DEV = `http://localhost:${CMS_DEV_PORT}`;
const NEW_QUOTE = "The CMS let us tell our own story, in our own words, without calling a developer.";
const NEW_PROJECT = "Irvington Sunroom";

/** The CMS's list item that shows `summary`, expanded. */
async function openItem(page: import("@playwright/test").Page, summary: string) {
  const item = page.getByText(summary, { exact: true }).locator("xpath=..");
  await item.locator("button").first().click();
  return item;
}

/** Publishes the open entry (simple publish mode) and waits until it is saved. */
async function publish(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();
}

/** Serves a client build folder on `port` as the worker's static assets would (dir -> index.html). */
function serveBuild(dir: string, port: number): Promise<Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".avif": "image/avif",
    ".webp": "image/webp",
    ".jpg": "image/jpeg",
    ".svg": "image/svg+xml",
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = [join(dir, path), join(dir, path, "index.html")].find(
      (candidate) => candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

/** Runs the site's build on the content copy into `buildDir`. */
function buildSite(buildDir: string): Promise<void> {
  const cli = resolve("node_modules/@react-router/dev/bin.cjs");
  const child = spawn(process.execPath, [cli, "build"], {
    env: { ...process.env, CONTENT_DIR: CMS_CONTENT_DIR, WEB_BUILD_DIR: buildDir, DECAP_SERVER: "off" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  return new Promise((done, fail) =>
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`build exited ${code}: ${errors}`)))),
  );
}

test("the owner changes a quote and adds a project with a photo; the build shows it", async ({ page }) => {
  // No network: the stock photo host (and any other outside host) answers 404 locally.
  await page.context().route(/^https:\/\//, (route) => route.fulfill({ status: 404 }));
  const photoFile = join(CMS_REPO_DIR, "irvington-sunroom.jpg");
  writeFileSync(photoFile, await gpsTaggedJpeg(3200, 2400));

  await page.goto(`${DEV}/admin/content`);
  await page.getByRole("button", { name: "Login" }).click();

  // A testimonial's quote.
  await page.goto(`${DEV}/admin/content#/collections/testimonials/entries/testimonials`);
  const elena = await openItem(page, "Elena Vasquez");
  await elena.getByLabel("Quote").fill(NEW_QUOTE);
  await publish(page);
  const testimonials = JSON.parse(readFileSync(join(CMS_CONTENT_DIR, "testimonials.json"), "utf8"));
  expect(testimonials.works[0].quote).toBe(NEW_QUOTE);

  // A portfolio project with a photo.
  const before = JSON.parse(readFileSync(join(CMS_CONTENT_DIR, "portfolio.json"), "utf8")).projects.length;
  // A fresh load: Decap opened by a hash change right after another entry's publish shows the
  // entry empty.
  await page.goto(`${DEV}/admin/content#/collections/portfolio/entries/portfolio`);
  await page.reload();
  await expect(page.getByText(`${before} projects`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add project" }).click();
  const added = page.locator('[class*="SortableListItem"]').last();
  await added.getByLabel("Title").fill(NEW_PROJECT);
  await added.getByLabel("Category").click();
  await page.getByRole("option", { name: "Commercial" }).click();
  await added
    .getByLabel("Description", { exact: true })
    .fill("A glass sunroom for a florist's studio, with cork floors and clay plaster.");
  await added
    .getByLabel("Description of the photo (for screen readers)")
    .fill("Sunroom with plants and a long wooden table");
  await added.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(photoFile);
  // The upload comes selected.
  await expect(page.getByText("irvington-sunroom.jpg")).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await publish(page);

  const portfolio = JSON.parse(readFileSync(join(CMS_CONTENT_DIR, "portfolio.json"), "utf8"));
  expect(portfolio.projects).toHaveLength(before + 1);
  const project = portfolio.projects.at(-1);
  expect(project).toMatchObject({
    title: NEW_PROJECT,
    category: "commercial",
    image: { id: "/media/irvington-sunroom.jpg" },
  });
  // Resized in the browser before it was saved, and saved without its metadata.
  const saved = readFileSync(join(CMS_CONTENT_DIR, "media", "irvington-sunroom.jpg"));
  const savedSize = await sharp(saved).metadata();
  expect(Math.max(savedSize.width ?? 0, savedSize.height ?? 0)).toBe(2400);
  expect(await carriesLocation(saved)).toBe(false);

  // The dev site shows the change.
  await page.goto(`${DEV}/works`);
  await expect(page.getByText(NEW_QUOTE)).toBeVisible();
  await expect(page.getByRole("heading", { name: NEW_PROJECT })).toBeVisible();

  // The build of the edited content, and its prerendered /works.
  // Inside the app, so the prerender's server build finds its packages.
  const buildDir = resolve("node_modules", `.cms-e2e-build-${CMS_DEV_PORT}`);
  await buildSite(buildDir);
  const client = join(buildDir, "client");
  const works = readFileSync(join(client, "works", "index.html"), "utf8");
  expect(works).toContain(NEW_PROJECT);
  expect(works).toContain(NEW_QUOTE);
  expect(works).toMatch(
    /<source type="image\/avif" srcSet="\/assets\/media\/irvington-sunroom-[0-9a-f]{10}-400\.avif 400w/,
  );
  const media = readdirSync(join(client, "assets", "media")).filter((name) =>
    name.startsWith("irvington-sunroom-"),
  );
  expect(media.filter((name) => name.endsWith(".avif"))).toHaveLength(4);
  expect(media.filter((name) => name.endsWith(".webp"))).toHaveLength(4);
  for (const name of media)
    expect(await carriesLocation(readFileSync(join(client, "assets", "media", name)))).toBe(false);

  const server = await serveBuild(client, CMS_SITE_PORT);
  try {
    await page.goto(`http://127.0.0.1:${CMS_SITE_PORT}/works`);
    await waitForHydration(page);
    const count = page.getByTestId("project-count");
    await expect(count).toHaveText(`Showing ${portfolio.projects.length} projects`);
    await page.getByRole("button", { name: "Commercial", exact: true }).click();
    const commercial = portfolio.projects.filter(
      (entry: { category: string }) => entry.category === "commercial",
    );
    await expect(count).toHaveText(`Showing ${commercial.length} projects`);
    await expect(page.getByRole("heading", { name: NEW_PROJECT })).toBeVisible();
  } finally {
    server.close();
  }
});
