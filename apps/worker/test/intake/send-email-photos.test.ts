import { env } from "cloudflare:workers";
import type { SendEmailRequest } from "@clearwell/contract";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "@clearwell/contract/photos";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { limitBody, MAX_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from "../../src/core/body-limit.ts";
import { utcDay } from "../../src/core/daily-counts.ts";
import { handleError } from "../../src/core/handle-error.ts";
import { PHOTOS_AGAIN } from "../../src/intake/form-post/notice.ts";
import { cleanPhoto } from "../../src/photos/clean-photo.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import {
  AGED_FORM_TOKEN,
  type ChangedEnv,
  envelopeOf,
  postInquiry,
  randomIp,
  typedValues,
  validInquiry,
} from "../helpers/api.ts";
import { CONTACT_PAGE_FIXTURE, fakeAssets, shownValues } from "../helpers/form-post.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";
import { settleAllRuns } from "../helpers/workflow-runs.ts";
import {
  concat,
  containsText,
  jpeg,
  jpegMarkers,
  png,
  pngChunks,
  VP8X_FLAGS,
  webp,
  webpLayout,
} from "../photos/photo-bytes.ts";

/**
 * Photos sent with an inquiry (docs/product.md#photos): both request shapes, where and how they are
 * stored, every refusal (nothing stored, nothing sent), the spam paths, and the cleanup of a
 * refusal half-way.
 */

const logs = captureLogs();
beforeEach(() => standIn.reset());

/** One part of a multipart body: a text field, or a file. */
type Part =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Uint8Array; type?: string };

const BOUNDARY = "----clearwell-photos-test";

/** A `multipart/form-data` body of `parts`, in order, as a browser writes it. */
function multipartBody(parts: Part[]): Uint8Array {
  const pieces: (Uint8Array | string)[] = [];
  for (const part of parts) {
    pieces.push(`--${BOUNDARY}\r\n`);
    if ("value" in part) {
      pieces.push(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`, part.value, "\r\n");
    } else {
      pieces.push(
        `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n`,
        `Content-Type: ${part.type ?? "image/jpeg"}\r\n\r\n`,
        part.bytes,
        "\r\n",
      );
    }
  }
  pieces.push(`--${BOUNDARY}--\r\n`);
  return concat(...pieces);
}

/** A photo part of the `photos` field. */
function photo(bytes: Uint8Array, filename = "photo.jpg", type = "image/jpeg"): Part {
  return { name: "photos", filename, bytes, type };
}

type PostOptions = { accept?: string; env?: ChangedEnv; contentType?: string; ip?: string };

/** POSTs `parts` as a streamed multipart body (no Content-Length, as a large upload may come). */
function postParts(parts: Part[], options: PostOptions = {}): Promise<Response> {
  return postInquiry(new Response(multipartBody(parts)).body, {
    contentType: options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
    headers: { Accept: options.accept ?? "application/json" },
    env: options.env,
    ip: options.ip,
  });
}

/** The page's request with photos: the JSON request as the `inquiry` part, then the photos. */
function postWithPhotos(
  request: SendEmailRequest,
  photos: Part[],
  options: PostOptions = {},
): Promise<Response> {
  return postParts([{ name: "inquiry", value: JSON.stringify(request) }, ...photos], options);
}

/** The Contact page fixture with the Photos input after the hidden fields, as the site has it. */
const PAGE_WITH_PHOTOS = CONTACT_PAGE_FIXTURE.replace(
  '<input type="hidden" name="formToken">',
  '<input type="hidden" name="formToken"><div><label for="photos">Photos</label><p id="photos-hint">Up to 5 photos</p><input type="file" id="photos" name="photos" multiple accept="image/jpeg,image/png,image/webp" aria-describedby="photos-hint"></div>',
);

/** A plain form post: the typed fields, the page's hidden fields, then the photo parts. */
function postFormWithPhotos(
  photos: Part[],
  fields: Record<string, string> = typedValues(),
  changed: ChangedEnv = {},
): Promise<Response> {
  const texts = Object.entries({ honeypot: "", formToken: AGED_FORM_TOKEN, ...fields }).map(
    ([name, value]) => ({
      name,
      value,
    }),
  );
  return postParts([...texts, ...photos], {
    accept: "text/html,application/xhtml+xml,*/*;q=0.8",
    env: { ASSETS: fakeAssets(PAGE_WITH_PHOTOS).ASSETS, ...changed },
  });
}

/** Every object in the PHOTOS bucket, by key. */
async function bucketObjects(): Promise<Map<string, R2Object>> {
  const listed = await env.PHOTOS.list({ include: ["httpMetadata", "customMetadata"] });
  return new Map(listed.objects.map((object) => [object.key, object]));
}

/** The stored bytes of a key. */
async function storedBytes(key: string): Promise<Uint8Array> {
  const object = await env.PHOTOS.get(key);
  if (!object) throw new Error(`no object ${key}`);
  return new Uint8Array(await object.arrayBuffer());
}

/** The key prefix of inquiry `id`'s photos: `inquiries/<id>/<the upload its row records>/`. */
async function prefixOf(id: string): Promise<string> {
  const row = await env.DB.prepare("SELECT photo_upload FROM inquiries WHERE id = ?")
    .bind(id)
    .first<{ photo_upload: string | null }>();
  if (!row?.photo_upload) throw new Error(`no upload recorded for ${id}`);
  expect(row.photo_upload).toMatch(/^[0-9a-f]{32}$/);
  return `inquiries/${id}/${row.photo_upload}/`;
}

async function rowCount(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiries").first<{ n: number }>())?.n ?? -1;
}

async function photoCountOf(id: string): Promise<number | undefined> {
  return (
    (
      await env.DB.prepare("SELECT photo_count FROM inquiries WHERE id = ?")
        .bind(id)
        .first<{ photo_count: number }>()
    )?.photo_count ?? undefined
  );
}

/** Asserts nothing was stored (no row, no photo) and nothing was sent since `before`. */
async function expectNothingKept(before: { rows: number; objects: number }): Promise<void> {
  await settleAllRuns();
  expect(await rowCount()).toBe(before.rows);
  expect((await bucketObjects()).size).toBe(before.objects);
  expect((await standIn.recorded()).emails).toHaveLength(0);
}

async function snapshot(): Promise<{ rows: number; objects: number }> {
  return { rows: await rowCount(), objects: (await bucketObjects()).size };
}

/** A request unique to the test (so its idempotency key, and its inquiry id, are its own). */
function uniqueInquiry(changes: Partial<SendEmailRequest> = {}): SendEmailRequest {
  return validInquiry({
    message: `Please quote for our kitchen, reference ${crypto.randomUUID()}.`,
    ...changes,
  });
}

/** The archive, but every batch fails: the look-ups and counts work, the insert of a row does not. */
function batchFails(): D1Database {
  return new Proxy(env.DB, {
    get(db, key) {
      if (key === "batch") return () => Promise.reject(new Error("D1_ERROR: batch failed (stand-in)"));
      const value = Reflect.get(db, key);
      return typeof value === "function" ? value.bind(db) : value;
    },
  });
}

/** Today's reserved photo bytes (`daily_counts`), 0 when none. */
async function photoBytesToday(): Promise<number> {
  const row = await env.DB.prepare("SELECT count FROM daily_counts WHERE day = ? AND name = 'photo_bytes'")
    .bind(utcDay(Date.now()))
    .first<{ count: number }>();
  return row?.count ?? 0;
}

describe("the page's request with photos (an `inquiry` JSON part, then the photos)", () => {
  it("stores each photo under the inquiry's id without its metadata, records the count, answers JSON", async () => {
    const response = await postWithPhotos(uniqueInquiry(), [
      photo(jpeg({ exif: true, xmp: true, comment: "GPS 51.5N" }), "kitchen.jpg"),
      photo(png({ exif: true, text: true }), "plan.png", "image/png"),
      photo(webp({ exif: true, xmp: true }), "wall.webp", "image/webp"),
    ]);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const { id } = await expectAccepted(response);
    const objects = await bucketObjects();
    const at = await prefixOf(id);
    expect([...objects.keys()].filter((key) => key.startsWith(`inquiries/${id}/`)).sort()).toEqual([
      `${at}1`,
      `${at}2`,
      `${at}3`,
    ]);
    expect(objects.get(`${at}1`)?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(objects.get(`${at}2`)?.httpMetadata?.contentType).toBe("image/png");
    expect(objects.get(`${at}3`)?.httpMetadata?.contentType).toBe("image/webp");
    expect(objects.get(`${at}1`)?.customMetadata?.name).toBe("kitchen.jpg");

    const stored = await storedBytes(`${at}1`);
    expect(jpegMarkers(stored)).not.toContain(0xe1);
    expect(jpegMarkers(stored)).not.toContain(0xfe);
    expect(containsText(stored, "GPSLatitude")).toBe(false);
    expect(stored).toEqual(jpeg());
    expect(pngChunks(await storedBytes(`${at}2`))).toEqual(["IHDR", "IDAT", "IEND"]);
    const storedWebp = await storedBytes(`${at}3`);
    expect(webpLayout(storedWebp)).toEqual({
      riffSize: storedWebp.length - 8,
      chunks: ["VP8X", "VP8L"],
      flags: VP8X_FLAGS.alpha,
    });
    expect(await photoCountOf(id)).toBe(3);
    const email = await standIn.onlyEmail();
    expect(email.body.text).toMatch(/Photos: 3/);
  });

  it("decides the type from the bytes: a PNG named .jpg and sent as image/jpeg is stored as a PNG", async () => {
    const { id } = await expectAccepted(
      await postWithPhotos(uniqueInquiry(), [
        photo(png(), "C:\\Users\\ada\\secret/../\u0007bad\u0000name.jpg", "image/jpeg"),
      ]),
    );
    const object = (await bucketObjects()).get(`${await prefixOf(id)}1`);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(object?.customMetadata?.name).toBe("badname.png");
  });

  it("without photos is today's JSON request: nothing in the bucket, photo_count 0, no photo line", async () => {
    const before = await snapshot();
    const { id } = await expectAccepted(await postWithPhotos(uniqueInquiry(), []));
    expect((await bucketObjects()).size).toBe(before.objects);
    expect(await photoCountOf(id)).toBe(0);
    expect((await standIn.onlyEmail()).body.text).not.toMatch(/Photos:/);
  });

  it("a repeat of the same submission is answered from the stored inquiry: its photos stay, the repeat's are not read", async () => {
    const request = uniqueInquiry();
    const first = await expectAccepted(await postWithPhotos(request, [photo(jpeg()), photo(png(), "b.png")]));
    const keysOf = async () =>
      [...(await bucketObjects()).keys()].filter((key) => key.startsWith(`inquiries/${first.id}/`)).sort();
    const at = await prefixOf(first.id);
    const firstBytes = await storedBytes(`${at}1`);

    // Six photos would be refused, and a refusal deletes what the upload stored: never the first's.
    const sixPhotos = Array.from({ length: 6 }, (_, n) => photo(png(), `again-${n}.png`, "image/png"));
    const again = await expectAccepted(await postWithPhotos(request, sixPhotos));
    expect(again.id).toBe(first.id);
    expect(await keysOf()).toEqual([`${at}1`, `${at}2`]);
    expect(await storedBytes(`${at}1`)).toEqual(firstBytes);
    expect(await photoCountOf(first.id)).toBe(2);
    expect(logs.events("photos_not_read")).toMatchObject([{ id: first.id, repeat: true }]);
  });
});

describe("refusals: 400 validation_failed with fields.photos, nothing stored, nothing sent", () => {
  const cases: { name: string; parts: () => Part[]; message: string }[] = [
    {
      name: "an HTML file named .jpg",
      parts: () => [photo(concat("<!doctype html><html><script>alert(1)</script></html>"), "x.jpg")],
      message: PHOTO_MESSAGES.wrong_type,
    },
    {
      name: "an SVG file named .jpg",
      parts: () => [photo(concat('<svg xmlns="http://www.w3.org/2000/svg"/>'), "x.jpg")],
      message: PHOTO_MESSAGES.wrong_type,
    },
    {
      name: "a truncated JPEG",
      parts: () => [photo(jpeg().subarray(0, 60))],
      message: PHOTO_MESSAGES.wrong_type,
    },
    {
      name: "a zero-byte file",
      parts: () => [photo(new Uint8Array(), "empty.jpg")],
      message: PHOTO_MESSAGES.wrong_type,
    },
    {
      name: "a sixth file",
      parts: () => Array.from({ length: 6 }, (_, n) => photo(jpeg(), `p${n}.jpg`)),
      message: PHOTO_MESSAGES.too_many,
    },
    {
      name: "an 11 MB file",
      parts: () => [photo(jpeg({ scanBytes: 11 * 1024 * 1024 }))],
      message: PHOTO_MESSAGES.too_large,
    },
    {
      name: "26 MB in all (three valid 9 MB photos)",
      parts: () => [1, 2, 3].map((n) => photo(jpeg({ scanBytes: 9 * 1024 * 1024 }), `big${n}.jpg`)),
      message: PHOTO_MESSAGES.total_too_large,
    },
  ];
  for (const { name, parts, message } of cases) {
    it(name, async () => {
      const before = await snapshot();
      const response = await postWithPhotos(uniqueInquiry(), parts());
      expect(response.status).toBe(400);
      const envelope = await envelopeOf(response);
      expect(envelope.code).toBe("validation_failed");
      expect(envelope.fields).toEqual({ photos: message });
      await expectNothingKept(before);
    });
  }

  it("a refusal half-way (a bad type in file 3) deletes the photos already stored", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry(), [
      photo(jpeg(), "1.jpg"),
      photo(png(), "2.png"),
      photo(concat("<svg/>"), "3.jpg"),
    ]);
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).fields).toEqual({ photos: PHOTO_MESSAGES.wrong_type });
    await expectNothingKept(before);
    expect(logs.events("photos_refused")).toEqual([
      expect.objectContaining({ problem: "wrong_type", stored: 2 }),
    ]);
    expect(logs.events("photos_cleaned_up")).toEqual([expect.objectContaining({ deleted: 2 })]);
    expect(logs.lines.join("\n")).not.toContain("3.jpg");
  });

  it("a file under another name than `photos` is refused", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry(), [
      { name: "attachment", filename: "a.jpg", bytes: jpeg() },
    ]);
    expect(response.status).toBe(400);
    const envelope = await envelopeOf(response);
    expect(envelope.code).toBe("validation_failed");
    expect(envelope.fields?.body).toMatch(/only as photos/);
    await expectNothingKept(before);
  });

  it("a body without a boundary is a clear 400", async () => {
    const before = await snapshot();
    const response = await postParts([{ name: "inquiry", value: JSON.stringify(uniqueInquiry()) }], {
      contentType: "multipart/form-data",
    });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).error).toMatch(/no boundary/);
    await expectNothingKept(before);
  });

  it("a boundary longer than RFC 2046's 70 characters is a clear 400, the body not searched for it", async () => {
    const before = await snapshot();
    /** A body of one large text part, with `boundary` in its Content-Type and around its part. */
    const postWithBoundary = (boundary: string) =>
      postInquiry(
        new Response(
          concat(
            `--${boundary}\r\nContent-Disposition: form-data; name="inquiry"\r\n\r\n`,
            new Uint8Array(16 * 1024).fill(0x61),
            `\r\n--${boundary}--\r\n`,
          ),
        ).body,
        { contentType: `multipart/form-data; boundary=${boundary}`, headers: { Accept: "application/json" } },
      );
    const long = await postWithBoundary(`${"a".repeat(4000)}b${"a".repeat(4000)}`);
    expect(long.status).toBe(400);
    expect((await envelopeOf(long)).error).toMatch(/boundary.*70 characters/);
    // The longest boundary RFC 2046 allows is read: this body then fails as the JSON it is not.
    const longest = await postWithBoundary("a".repeat(70));
    expect(longest.status).toBe(400);
    expect((await envelopeOf(longest)).error).not.toMatch(/boundary/);
    await expectNothingKept(before);
  });

  it("a text part after the photos is refused", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry(), [photo(jpeg()), { name: "note", value: "late" }]);
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).fields?.body).toMatch(/before its photos/);
    await expectNothingKept(before);
  });

  it("invalid fields are refused without reading the photos: a bad photo is not reported, nothing is stored", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry({ email: "not-an-email" }), [
      photo(jpeg()),
      photo(concat("<html></html>"), "x.jpg"),
    ]);
    expect(response.status).toBe(400);
    const { fields } = await envelopeOf(response);
    expect(fields?.photos).toBeUndefined();
    expect(fields?.email).toBeTruthy();
    await expectNothingKept(before);
    expect(logs.events("photos_refused")).toEqual([]);
  });

  it("a row that cannot be stored takes its photos with it", async () => {
    const response = await postWithPhotos(uniqueInquiry(), [photo(jpeg())], { env: { DB: batchFails() } });
    expect(response.status).toBeLessThan(300);
    const { id } = (await response.json()) as { id: string };
    await settleAllRuns();
    expect([...(await bucketObjects()).keys()].filter((key) => key.startsWith(`inquiries/${id}/`))).toEqual(
      [],
    );
    expect(logs.events("photos_cleaned_up")).toEqual([expect.objectContaining({ id, deleted: 1 })]);
  });

  it("a deployment without the PHOTOS binding: 503 archive_unavailable, nothing stored or sent", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry(), [photo(jpeg())], { env: { PHOTOS: undefined } });
    expect(response.status).toBe(503);
    expect((await envelopeOf(response)).code).toBe("archive_unavailable");
    await expectNothingKept(before);
  });

  it("when the archive cannot be read, the photos are not read (the inquiry could not keep them)", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry(), [photo(jpeg())], { env: { DB: undefined } });
    expect(response.status).toBeLessThan(300);
    const { id } = (await response.json()) as { id: string };
    await settleAllRuns();
    expect((await bucketObjects()).size).toBe(before.objects);
    expect(logs.events("photos_not_read")).toMatchObject([{ id, repeat: false }]);
  });
});

describe("spam rules run before any photo is stored", () => {
  it("a honeypot hit stores no photo bytes (answered with the decoy)", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry({ honeypot: "bot" }), [
      photo(jpeg()),
      photo(png(), "b.png"),
    ]);
    expect(response.status).toBe(200);
    await settleAllRuns();
    expect((await bucketObjects()).size).toBe(before.objects);
    const row = await env.DB.prepare(
      "SELECT photo_count, spam_reason FROM inquiries ORDER BY received_at DESC LIMIT 1",
    ).first<{
      photo_count: number;
      spam_reason: string;
    }>();
    expect(row).toEqual({ photo_count: 0, spam_reason: "honeypot" });
  });

  it("an invalid form token stores no photo bytes", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry({ formToken: "v1.not-a-token" }), [photo(jpeg())]);
    expect(response.status).toBe(200);
    await settleAllRuns();
    expect((await bucketObjects()).size).toBe(before.objects);
  });

  it("a failed Turnstile check stores no photo bytes", async () => {
    const before = await snapshot();
    const response = await postWithPhotos(
      uniqueInquiry({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }),
      [photo(jpeg())],
      {
        env: { TURNSTILE_SECRET_KEY: "2x0000000000000000000000000000000AA" },
      },
    );
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).code).toBe("challenge_failed");
    await expectNothingKept(before);
  });

  it("a rate-limited submission stores no photo bytes", async () => {
    const ip = randomIp();
    for (let index = 0; index < 5; index += 1) {
      await postInquiry(uniqueInquiry({ honeypot: "bot" }), { ip });
    }
    await settleAllRuns();
    const before = await snapshot();
    const response = await postWithPhotos(uniqueInquiry(), [photo(jpeg())], { ip });
    expect(response.status).toBe(429);
    expect((await envelopeOf(response)).code).toBe("rate_limited");
    await expectNothingKept(before);
  });

  it("spam caught for its links keeps its photos under its stored row's id", async () => {
    const links = Array.from({ length: 6 }, (_, n) => `https://spam.example/${n}`).join(" ");
    const response = await postWithPhotos(uniqueInquiry({ message: `Cheap offers ${links}` }), [
      photo(jpeg({ exif: true })),
      photo(png(), "b.png"),
    ]);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    await settleAllRuns();
    const row = await env.DB.prepare("SELECT photo_count, spam_reason FROM inquiries WHERE id = ?")
      .bind(id)
      .first<{ photo_count: number; spam_reason: string }>();
    expect(row).toEqual({ photo_count: 2, spam_reason: "links" });
    const at = await prefixOf(id);
    expect(jpegMarkers(await storedBytes(`${at}1`))).not.toContain(0xe1);
    expect((await bucketObjects()).has(`${at}2`)).toBe(true);
    expect((await standIn.recorded()).emails).toHaveLength(0);
  });

  it("spam kept for its links whose row cannot be stored drops its photos and gives their bytes back", async () => {
    const links = Array.from({ length: 6 }, (_, n) => `https://spam.example/${n}`).join(" ");
    const before = { bytes: await photoBytesToday(), objects: (await bucketObjects()).size };
    const response = await postWithPhotos(
      uniqueInquiry({ message: `Cheap offers ${links}` }),
      [photo(jpeg())],
      {
        env: { DB: batchFails() },
      },
    );
    expect(response.status).toBe(200);
    expect(logs.events("photos_cleaned_up")).toMatchObject([{ deleted: 1, why: "unstored" }]);
    expect({ bytes: await photoBytesToday(), objects: (await bucketObjects()).size }).toEqual(before);
  });
});

describe("a plain HTML form post with photos", () => {
  it("is stored like the page's request and answered 303 to the thank-you page", async () => {
    const message = `Please quote for our bathroom, reference ${crypto.randomUUID()}.`;
    const response = await postFormWithPhotos(
      [photo(webp({ exif: true, xmp: true }), "wall.webp", "image/webp")],
      typedValues({ message }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/contact\/thank-you/);
    await settleAllRuns();
    const row = await env.DB.prepare("SELECT id, photo_count FROM inquiries WHERE message = ?")
      .bind(message)
      .first<{ id: string; photo_count: number }>();
    expect(row?.photo_count).toBe(1);
    const stored = await storedBytes(`${await prefixOf(row?.id ?? "")}1`);
    expect(webpLayout(stored).chunks).toEqual(["VP8X", "VP8L"]);
    expect(cleanPhoto(stored)?.type).toBe("image/webp");
  });

  it("an empty file input (an empty part with an empty file name) means no photos", async () => {
    const message = `No photos this time, reference ${crypto.randomUUID()}.`;
    const before = await snapshot();
    const response = await postFormWithPhotos(
      [{ name: "photos", filename: "", bytes: new Uint8Array(), type: "application/octet-stream" }],
      typedValues({ message }),
    );
    expect(response.status).toBe(303);
    await settleAllRuns();
    expect((await bucketObjects()).size).toBe(before.objects);
    const row = await env.DB.prepare("SELECT photo_count FROM inquiries WHERE message = ?")
      .bind(message)
      .first<{ photo_count: number }>();
    expect(row?.photo_count).toBe(0);
  });

  it("a photo refusal is the 422 page with the message under the Photos field and a reminder to choose them again", async () => {
    const before = await snapshot();
    const response = await postFormWithPhotos(
      Array.from({ length: 6 }, (_, n) => photo(jpeg(), `p${n}.jpg`)),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    // The error joins the hint in describing the control.
    expect(html).toContain(`aria-describedby="photos-hint photos-error"`);
    expect(html).toMatch(
      new RegExp(`<p id="photos-error"[^>]*>${PHOTO_MESSAGES.too_many}\\. ${PHOTOS_AGAIN}</p>`),
    );
    expect(html).toContain('href="#photos"');
    await expectNothingKept(before);
  });

  it("invalid fields with valid photos: the field's message, and the photos must be chosen again", async () => {
    const before = await snapshot();
    const response = await postFormWithPhotos([photo(jpeg())], typedValues({ email: "not-an-email" }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('id="contact-email-error"');
    expect(html).toMatch(new RegExp(`<p id="photos-error"[^>]*>${PHOTOS_AGAIN}</p>`));
    await expectNothingKept(before);
  });

  it("an 11 MB photo is refused while it is read: the 422 page with the typed values, nothing stored", async () => {
    const before = await snapshot();
    const response = await postFormWithPhotos([photo(jpeg({ scanBytes: MAX_PHOTO_BYTES + 1024 }))]);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`<p id="photos-error"[^>]*>${PHOTO_MESSAGES.too_large}\\. ${PHOTOS_AGAIN}</p>`),
    );
    // The text before the photo was read, so the visitor's values are back in the form.
    expect(await shownValues(html)).toEqual(typedValues());
    await expectNothingKept(before);
  });
});

describe("the multipart body limit", () => {
  const app = new Hono().post("/", limitBody, (c) => c.text("read"));
  app.onError((error, c) => handleError(error, c));

  it("refuses at once a Content-Length that can only hold more than 25 MB of photos", async () => {
    const response = await app.request("/", {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length": String(MAX_MULTIPART_BODY_BYTES + 1),
      },
      body: "x",
    });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).fields).toEqual({ photos: PHOTO_MESSAGES.total_too_large });
  });

  it("lets a multipart body of 25 MB of photos through to be read part by part; other bodies keep 32 KiB", async () => {
    const multipart = await app.request("/", {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length": String(MAX_MULTIPART_BODY_BYTES),
      },
      body: "x",
    });
    expect(await multipart.text()).toBe("read");
    const json = await app.request("/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(MAX_BODY_BYTES + 1),
    });
    expect(json.status).toBe(413);
  });
});
