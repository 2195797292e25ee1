import type { Page } from "@playwright/test";
import { contactForm, fillContactForm, uniqueInquiry } from "./support/contact-form.ts";
import { expect, test, waitForHydration, waitForPageToSettle } from "./support/fixtures.ts";
import { GPS_MARKER, htmlNamedJpg, jpegWithGps, solidPng } from "./support/photo-files.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Photos with the inquiry, end to end (docs/product.md#photos): Chromium at 1280 and 390 px ->
 * `wrangler dev --env local` with its emulated R2 bucket and D1 archive. With JavaScript the visitor
 * previews, removes by keyboard and sends; without it the form posts multipart and the worker
 * answers 303 or its 422 page. What is stored is read back through the admin API (local admin auth)
 * and checked for the location the photos carried; erasing the inquiry takes its photos with it.
 */

const SUCCESS = "Message sent successfully!";

/** The Photos control and what the page shows around it. */
function photosControl(page: Page) {
  return {
    input: page.getByLabel("Photos (optional)", { exact: true }),
    error: page.locator("#photos-error"),
    chosen: page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem"),
  };
}

type StoredInquiry = { id: string; photoCount: number };

/** The stored inquiries whose text carries `token`, through the admin API. */
async function storedInquiries(page: Page, token: string): Promise<StoredInquiry[]> {
  const listed = await page.request.get(`/api/admin/inquiries?q=${token}`);
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as { inquiries: StoredInquiry[] }).inquiries;
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
  });

  test("photos are previewed, one is removed by keyboard, the rest are stored without their location", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const values = uniqueInquiry("Rosalind Franklin");
    const photos = photosControl(page);
    const jpeg = await jpegWithGps(page, "../../mould corner.jpg");
    await fillContactForm(page, values);
    await photos.input.setInputFiles([
      jpeg,
      solidPng("ceiling.png", [200, 180, 150]),
      solidPng("wall.png", [90, 120, 160]),
    ]);
    await expect(photos.chosen).toHaveCount(3);
    // The previews are the photos themselves, decoded by the browser (decorative: each Remove button names its photo).
    const previews = photos.chosen.locator("img");
    await expect(previews).toHaveCount(3);
    await expect
      .poll(() => previews.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(96);

    const remove = page.getByRole("button", { name: "Remove photo 2: ceiling.png" });
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(photos.chosen).toHaveCount(2);
    await waitForPageToSettle(page);
    await contactForm(page).form.screenshot({ path: screenshotPath(testInfo, "photos-chosen") });

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-email");
    await contactForm(page).send.click();
    const response = await answer;
    expect([200, 202]).toContain(response.status());
    const { id } = (await response.json()) as { id: string };
    await expect(page.getByRole("status")).toContainText(SUCCESS);
    await expect(photos.chosen).toHaveCount(0);

    const detail = await page.request.get(`/api/admin/inquiries/${id}`);
    expect(detail.status()).toBe(200);
    const stored = (await detail.json()) as {
      photoCount: number;
      photos: { n: number; name: string; type: string }[];
    };
    expect(stored.photoCount).toBe(2);
    expect(stored.photos.map(({ n, name, type }) => [n, name, type])).toEqual([
      [1, "mould corner.jpg", "image/jpeg"],
      [2, "wall.png", "image/png"],
    ]);
    for (const n of [1, 2]) {
      const photo = await page.request.get(`/api/admin/inquiries/${id}/photos/${n}`);
      expect(photo.status()).toBe(200);
      expect(photo.headers()["x-content-type-options"]).toBe("nosniff");
      expect(photo.headers()["cache-control"]).toBe("private, no-store");
      const bytes = await photo.body();
      expect(bytes.includes(Buffer.from(GPS_MARKER, "latin1"))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    }

    // The inbox shows both as thumbnails; erasing the inquiry takes its photos with it.
    await page.goto(`/admin?inquiry=${id}`);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: values.subject });
    await expect(dialog).toBeVisible();
    const thumbnails = dialog.getByRole("img", { name: /^Photo \d of 2: / });
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.first()).toHaveJSProperty("complete", true);
    await expect
      .poll(() => thumbnails.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await thumbnails.last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(testInfo, "photos-inbox") });
    // A thumbnail opens the photo full size in a new tab, by keyboard, as the verified type.
    const [fullSize] = await Promise.all([
      page.context().waitForEvent("page"),
      thumbnails
        .first()
        .evaluate((image) => (image.closest("a") as HTMLAnchorElement).focus())
        .then(() => page.keyboard.press("Enter")),
    ]);
    await fullSize.waitForLoadState();
    expect(new URL(fullSize.url()).pathname).toBe(`/api/admin/inquiries/${id}/photos/1`);
    // The browser shows it as an image (the verified type, inline), the canvas's 96 x 64 pixels.
    await expect(fullSize.locator("img")).toHaveJSProperty("naturalWidth", 96);
    await fullSize.close();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.getByRole("button", { name: "Delete for good" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(`/api/admin/inquiries/${id}/photos/1`)).status()).toBe(404);
    expect(await storedInquiries(page, values.token)).toEqual([]);
  });

  test("a sixth photo or an HTML file named .jpg is refused under Photos before anything is sent", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/send-email") sent.push(request.method());
    });
    const photos = photosControl(page);
    await fillContactForm(page, uniqueInquiry());
    await photos.input.setInputFiles(
      [1, 2, 3, 4, 5, 6].map((n) => solidPng(`room-${n}.png`, [n * 30, 100, 120])),
    );
    await contactForm(page).send.click();
    await expect(photos.error).toHaveText("Add at most 5 photos");
    await expect(photos.input).toHaveAccessibleDescription(/Add at most 5 photos/);

    await page.getByRole("button", { name: /^Remove photo 6: / }).click();
    await page.getByRole("button", { name: /^Remove photo 5: / }).click();
    await photos.input.setInputFiles([htmlNamedJpg()]);
    await contactForm(page).send.click();
    await expect(photos.error).toHaveText("Photos must be JPEG, PNG or WebP images");
    expect(sent).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts its photos as multipart: 303 to the thank-you page, the photo stored", async ({
    page,
  }) => {
    const values = uniqueInquiry("Marie Curie");
    await page.goto("/contact");
    await fillContactForm(page, values);
    await photosControl(page).input.setInputFiles([solidPng("bathroom.png", [40, 90, 70])]);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-email");
    await contactForm(page).send.click();
    const response = await answer;
    expect(response.status()).toBe(303);
    expect(response.request().headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page).toHaveURL(/\/contact\/thank-you(\?.*)?$/);
    const [stored] = await storedInquiries(page, values.token);
    expect(stored?.photoCount).toBe(1);
  });

  test("an HTML file named .jpg gets the 422 page: the message under Photos, choose again, the text kept", async ({
    page,
  }, testInfo) => {
    const values = uniqueInquiry("Lise Meitner");
    await page.goto("/contact");
    await fillContactForm(page, values);
    await photosControl(page).input.setInputFiles([htmlNamedJpg()]);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-email");
    await contactForm(page).send.click();
    expect((await answer).status()).toBe(422);

    const photos = photosControl(page);
    await expect(photos.error).toContainText("Photos must be JPEG, PNG or WebP images");
    await expect(photos.error).toContainText("Choose your photos again");
    await expect(contactForm(page).subject).toHaveValue(values.subject);
    await expect(contactForm(page).message).toHaveValue(values.message);
    await waitForPageToSettle(page);
    await photos.input.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(testInfo, "photos-no-js-422") });
    expect(await storedInquiries(page, values.token)).toEqual([]);
  });
});

test("with the scripts held back until after Send, the browser posts the photos itself, once", async ({
  page,
}) => {
  let releaseScripts: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/send-email")
      posts.push(request.headers()["content-type"] ?? "");
  });
  const values = uniqueInquiry("Chien-Shiung Wu");
  await page.goto("/contact");
  await fillContactForm(page, values);
  await photosControl(page).input.setInputFiles([
    solidPng("hallway.png", [120, 110, 90]),
    solidPng("stairs.png", [60, 60, 60]),
  ]);
  await contactForm(page).send.click();
  releaseScripts();

  await expect(page).toHaveURL(/\/contact\/thank-you(\?.*)?$/);
  await expect.poll(async () => (await storedInquiries(page, values.token))[0]?.photoCount).toBe(2);
  // Scripts that start late must not send it a second time.
  await page.waitForTimeout(1_000);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);
});
