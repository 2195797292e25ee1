import { env, exports } from "cloudflare:workers";
import { inquiryDetailSchema, inquiryPageSchema, inquiryPhotoPath } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { photoDisposition, photoNumberOf } from "../../src/inbox/inquiry-photos.ts";
import { accessToken, callAdmin, seedInquiry, strangerKey } from "../helpers/admin.ts";
import { envelopeOf, WORKER_ORIGIN } from "../helpers/api.ts";
import { captureLogs } from "../helpers/logs.ts";
import {
  emptyPhotos,
  JPEG_BYTES,
  PNG_BYTES,
  photoKeys,
  seedPhotos,
  setPhotoCount,
} from "./photo-fixtures.ts";

/** An inquiry's photos in the operator inbox's API (docs/product.md#operator-inbox). */

const logs = captureLogs();
const LIST = "/api/admin/inquiries";

// The archive starts empty in every test; the bucket is emptied here (its storage lives per file).
beforeEach(() => emptyPhotos());

/** GETs `path` like the inbox page's <img> behind Access (a valid token unless `token` says). */
async function fetchPhoto(path: string, token?: string | null): Promise<Response> {
  const headers = new Headers();
  const jwt = token === undefined ? await accessToken() : token;
  if (jwt !== null) headers.set("Cf-Access-Jwt-Assertion", jwt);
  return exports.default.fetch(new Request(`${WORKER_ORIGIN}${path}`, { headers }));
}

/** A bucket whose every call fails as workerd's R2 binding words an internal error. */
function failingBucket(): R2Bucket {
  const fail = (method: string) => async () => {
    throw new Error(`${method}: We encountered an internal error. Please try again. (10001)`);
  };
  return {
    list: fail("list"),
    get: fail("get"),
    head: fail("head"),
    put: fail("put"),
    delete: fail("delete"),
  } as unknown as R2Bucket;
}

describe("the inquiry's photos in the list and the detail", () => {
  it("the list and the detail carry photoCount; the detail lists each photo's n, name, type and size", async () => {
    const row = await seedInquiry();
    await seedPhotos(row.id, ["Kitchen wall.JPG", "../../etc/passwd", "sink"]);
    const other = await seedInquiry();
    const page = inquiryPageSchema.parse(await (await callAdmin(LIST)).json());
    expect(Object.fromEntries(page.inquiries.map((inquiry) => [inquiry.id, inquiry.photoCount]))).toEqual({
      [row.id]: 3,
      [other.id]: 0,
    });
    const detail = inquiryDetailSchema.parse(await (await callAdmin(`${LIST}/${row.id}`)).json());
    expect(detail.photoCount).toBe(3);
    expect(detail.photos).toEqual([
      { n: 1, name: "Kitchen wall.jpg", type: "image/jpeg", size: JPEG_BYTES.length },
      { n: 2, name: "passwd.jpg", type: "image/jpeg", size: JPEG_BYTES.length },
      { n: 3, name: "sink.jpg", type: "image/jpeg", size: JPEG_BYTES.length },
    ]);
    // Metadata written by hand (not through putPhoto) is made safe all the same.
    await env.PHOTOS.put(`inquiries/${other.id}/1`, JPEG_BYTES, {
      httpMetadata: { contentType: "image/jpeg" },
      customMetadata: { name: '../evil"\r\n.exe' },
    });
    await setPhotoCount(other.id, 1);
    const forged = inquiryDetailSchema.parse(await (await callAdmin(`${LIST}/${other.id}`)).json());
    expect(forged.photos).toEqual([{ n: 1, name: "evil.jpg", type: "image/jpeg", size: JPEG_BYTES.length }]);
    await setPhotoCount(other.id, 0);
    const none = inquiryDetailSchema.parse(await (await callAdmin(`${LIST}/${other.id}`)).json());
    expect(none.photos).toEqual([]);
  });

  it("when the bucket cannot be read the detail still answers, with photos null, and logs photos_unavailable", async () => {
    const row = await seedInquiry();
    await setPhotoCount(row.id, 2);
    const response = await callAdmin(`${LIST}/${row.id}`, { env: { PHOTOS: failingBucket() } });
    expect(response.status).toBe(200);
    const detail = inquiryDetailSchema.parse(await response.json());
    expect(detail).toMatchObject({ id: row.id, photoCount: 2, photos: null });
    expect(logs.events("photos_unavailable")).toMatchObject([
      { level: "error", during: "admin detail", id: row.id },
    ]);
  });
});

describe("GET /api/admin/inquiries/:id/photos/:n", () => {
  it("serves the bytes inline with the verified type, nosniff, the safe name and private, no-store", async () => {
    const row = await seedInquiry();
    await seedPhotos(row.id, ["before.png", 'Küche "alt".png'], "image/png");
    const response = await fetchPhoto(inquiryPhotoPath(row.id, 1));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="before.png"; filename*=UTF-8''before.png`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
    const second = await fetchPhoto(inquiryPhotoPath(row.id, 2));
    expect(second.headers.get("Content-Disposition")).toBe(
      `inline; filename="Kuche alt.png"; filename*=UTF-8''Kuche%20alt.png`,
    );
    await second.arrayBuffer();
  });

  it("?download=1 makes it an attachment; any other value stays inline", async () => {
    const row = await seedInquiry();
    await seedPhotos(row.id, ["wall.jpg"]);
    const download = await fetchPhoto(inquiryPhotoPath(row.id, 1, { download: true }));
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="wall.jpg"; filename*=UTF-8''wall.jpg`,
    );
    expect(download.headers.get("Content-Type")).toBe("image/jpeg");
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    await download.arrayBuffer();
    const other = await fetchPhoto(`${inquiryPhotoPath(row.id, 1)}?download=yes`);
    expect(other.headers.get("Content-Disposition")?.startsWith("inline;")).toBe(true);
    await other.arrayBuffer();
  });

  it("a missing photo, a bad number or an unknown inquiry -> 404 not_found, no-store", async () => {
    const row = await seedInquiry();
    await seedPhotos(row.id, ["wall.jpg"]);
    const stranger = `inquiry-${"e".repeat(64)}`;
    await env.PHOTOS.put(`inquiries/${stranger}/1`, JPEG_BYTES, {
      httpMetadata: { contentType: "image/jpeg" },
    });
    for (const path of [
      inquiryPhotoPath(row.id, 2),
      inquiryPhotoPath(row.id, 5),
      `${LIST}/${row.id}/photos/0`,
      `${LIST}/${row.id}/photos/6`,
      `${LIST}/${row.id}/photos/1.0`,
      `${LIST}/${row.id}/photos/abc`,
      // Its row is gone (erased, expired): its leftover object is never served.
      inquiryPhotoPath(stranger, 1),
    ]) {
      const response = await callAdmin(path);
      expect(response.status, path).toBe(404);
      expect((await envelopeOf(response)).code, path).toBe("not_found");
    }
  });

  it("without Access: 401 access_token_missing, 403 access_token_invalid; no bytes", async () => {
    const row = await seedInquiry();
    await seedPhotos(row.id, ["wall.jpg"]);
    const path = inquiryPhotoPath(row.id, 1);
    const missing = await fetchPhoto(path, null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
    expect((await envelopeOf(missing)).code).toBe("access_token_missing");
    for (const token of [
      await accessToken({ key: await strangerKey() }),
      await accessToken({ aud: ["someone-elses-aud"] }),
      await accessToken({ expiresIn: -600 }),
    ]) {
      const refused = await fetchPhoto(path, token);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("Content-Type")).not.toBe("image/jpeg");
      expect((await envelopeOf(refused)).code).toBe("access_token_invalid");
    }
  });

  it("a failing bucket, or a deployment without the PHOTOS binding -> 503, never 500", async () => {
    const row = await seedInquiry();
    await setPhotoCount(row.id, 1);
    for (const bucket of [failingBucket(), undefined]) {
      const response = await callAdmin(inquiryPhotoPath(row.id, 1), { env: { PHOTOS: bucket } });
      expect(response.status).toBe(503);
      expect((await envelopeOf(response)).code).toBe("archive_unavailable");
    }
    const detail = await callAdmin(`${LIST}/${row.id}`, { env: { PHOTOS: undefined } });
    expect(detail.status).toBe(200);
    expect(inquiryDetailSchema.parse(await detail.json())).toMatchObject({ photoCount: 1, photos: null });
  });
});

describe("photoDisposition and photoNumberOf", () => {
  it("quotes ASCII with escapes in filename= and percent-encodes UTF-8 in filename*=", () => {
    expect(photoDisposition('a "b"\\c.jpg', false)).toBe(
      `inline; filename="a \\"b\\"\\\\c.jpg"; filename*=UTF-8''a%20%22b%22%5Cc.jpg`,
    );
    expect(photoDisposition("café (1).jpg", true)).toBe(
      `attachment; filename="caf_ (1).jpg"; filename*=UTF-8''caf%C3%A9%20%281%29.jpg`,
    );
  });

  it("reads 1 to 5 only", () => {
    expect(["1", "5", "0", "6", "01", "1e0", "", "-1", " 1"].map(photoNumberOf)).toEqual([
      1,
      5,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("DELETE /api/admin/inquiries/:id deletes its photos", () => {
  it("the erased inquiry's photos go with it; another inquiry's stay", async () => {
    const row = await seedInquiry();
    const kept = await seedInquiry();
    await seedPhotos(row.id, ["a.jpg", "b.jpg"]);
    await seedPhotos(kept.id, ["c.jpg"]);
    const response = await callAdmin(`${LIST}/${row.id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await photoKeys()).toEqual([`inquiries/${kept.id}/1`]);
    expect(logs.events("inquiry_erased")).toMatchObject([{ id: row.id, photosDeleted: 2 }]);
    expect((await callAdmin(inquiryPhotoPath(row.id, 1))).status).toBe(404);
  });

  it("erasing a spam inquiry deletes its photos too", async () => {
    const row = await seedInquiry({ status: "spam" });
    await seedPhotos(row.id, ["a.jpg"]);
    expect((await callAdmin(`${LIST}/${row.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await photoKeys()).toEqual([]);
  });

  it("when R2 fails the row is still erased (204) and photos_delete_failed is logged for the sweep", async () => {
    const row = await seedInquiry();
    await seedPhotos(row.id, ["a.jpg"]);
    const response = await callAdmin(`${LIST}/${row.id}`, {
      method: "DELETE",
      env: { PHOTOS: failingBucket() },
    });
    expect(response.status).toBe(204);
    expect((await callAdmin(`${LIST}/${row.id}`)).status).toBe(404);
    expect(logs.events("photos_delete_failed")).toMatchObject([
      {
        level: "warn",
        during: "erase",
        id: row.id,
        message: "list: We encountered an internal error. Please try again. (10001)",
      },
    ]);
    expect(logs.events("inquiry_erased")).toMatchObject([{ id: row.id, photosDeleted: null }]);
    // Left for the orphan sweep (test/scheduled/photo-jobs.test.ts).
    expect(await photoKeys()).toEqual([`inquiries/${row.id}/1`]);
  });
});
