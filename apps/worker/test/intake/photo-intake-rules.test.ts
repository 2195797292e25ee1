import { env } from "cloudflare:workers";
import type { SendEmailRequest } from "@clearwell/contract";
import { PHOTOS_NOT_KEPT_NOTE, PHOTOS_NOT_TAKEN_TODAY } from "@clearwell/contract/photos";
import { beforeEach, describe, expect, it } from "vitest";
import { utcDay } from "../../src/core/daily-counts.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import { callAdmin } from "../helpers/admin.ts";
import {
  AGED_FORM_TOKEN,
  type ChangedEnv,
  callWorker,
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
import { concat, jpeg, png } from "../photos/photo-bytes.ts";

/**
 * The photo rules of docs/product.md#photos beyond the limits: a refusal never reads a photo, two
 * uploads of one submission never touch each other's photos, and the day's PHOTOS_DAILY_BYTES.
 */

const logs = captureLogs();
beforeEach(async () => {
  standIn.reset();
  await env.DB.prepare("DELETE FROM daily_counts WHERE name = 'photo_bytes'").run();
});

const BOUNDARY = "----clearwell-rules-test";

/** The start of a multipart body: its text parts, then the headers of one `photos` file part. */
function head(texts: [string, string][], filename = "kitchen.jpg"): Uint8Array {
  return concat(
    ...texts.map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
}

/** A whole multipart body: the texts, then each photo as a `photos` part. */
function body(texts: [string, string][], photos: Uint8Array[]): Uint8Array {
  const parts = photos.map((bytes, n) =>
    concat(
      n === 0
        ? ""
        : `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="p${n}.jpg"\r\n\r\n`,
      bytes,
    ),
  );
  return concat(head(texts, "p0.jpg"), ...parts, `\r\n--${BOUNDARY}--\r\n`);
}

/**
 * A body cut off right after the first file part's headers and a few of its bytes (no closing
 * boundary): a worker that read that photo would find the body unreadable (400), so any other
 * answer proves it did not.
 */
function breaksAfterFirstFile(texts: [string, string][]): ReadableStream<Uint8Array> {
  return new Response(concat(head(texts), jpeg().subarray(0, 8))).body as ReadableStream<Uint8Array>;
}

const JSON_ACCEPT = { Accept: "application/json" };
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

function uniqueInquiry(changes: Partial<SendEmailRequest> = {}): SendEmailRequest {
  return validInquiry({
    message: `Please quote for our hall, reference ${crypto.randomUUID()}.`,
    ...changes,
  });
}

/** POSTs the page's request (`inquiry` part) with a body from `make`. */
function post(
  stream: ReadableStream<Uint8Array> | Uint8Array,
  options: { env?: ChangedEnv; ip?: string } = {},
) {
  return postInquiry(stream instanceof Uint8Array ? new Response(stream).body : stream, {
    contentType: multipart,
    headers: JSON_ACCEPT,
    ...options,
  });
}

async function objectCount(): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const listed = await env.PHOTOS.list({ prefix: "inquiries/", ...(cursor ? { cursor } : {}) });
    count += listed.objects.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return count;
}

describe("a refusal never reads a photo (its body is cut off right after the first file's headers)", () => {
  it("invalid fields: the fields' 400, not a broken body", async () => {
    const before = await objectCount();
    const request = uniqueInquiry({ email: "not-an-email" });
    const response = await post(breaksAfterFirstFile([["inquiry", JSON.stringify(request)]]));
    expect(response.status).toBe(400);
    const envelope = await envelopeOf(response);
    expect(envelope.code).toBe("validation_failed");
    expect(Object.keys(envelope.fields ?? {})).toEqual(["email"]);
    expect(await objectCount()).toBe(before);
  });

  it("a failed Turnstile answer: 403 challenge_failed", async () => {
    const before = await objectCount();
    const request = uniqueInquiry({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" });
    const response = await post(breaksAfterFirstFile([["inquiry", JSON.stringify(request)]]), {
      env: { TURNSTILE_SECRET_KEY: "2x0000000000000000000000000000000AA" },
    });
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).code).toBe("challenge_failed");
    expect(await objectCount()).toBe(before);
  });

  it("the form token or the honeypot: the decoy, nothing stored", async () => {
    const before = await objectCount();
    for (const changes of [{ formToken: "v1.not-a-token" }, { honeypot: "bot" }]) {
      const request = uniqueInquiry(changes);
      const response = await post(breaksAfterFirstFile([["inquiry", JSON.stringify(request)]]));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { status: string }).status).toBe("sent");
    }
    await settleAllRuns();
    expect(await objectCount()).toBe(before);
  });

  it("another site's origin: 403 origin_not_allowed", async () => {
    const response = await postInquiry(breaksAfterFirstFile([["inquiry", JSON.stringify(uniqueInquiry())]]), {
      contentType: multipart,
      headers: JSON_ACCEPT,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect((await envelopeOf(response)).code).toBe("origin_not_allowed");
  });

  it("a rate-limited plain form post: the 429 page with the typed values, read up to the photo's headers", async () => {
    const ip = randomIp();
    for (let index = 0; index < 5; index += 1) await postInquiry(uniqueInquiry({ honeypot: "bot" }), { ip });
    await settleAllRuns();
    const before = await objectCount();
    const texts = Object.entries({ honeypot: "", formToken: AGED_FORM_TOKEN, ...typedValues() });
    const response = await postInquiry(breaksAfterFirstFile(texts), {
      contentType: multipart,
      headers: { Accept: "text/html" },
      ip,
      env: fakeAssets(CONTACT_PAGE_FIXTURE),
    });
    expect(response.status).toBe(429);
    // The text before the photo was read whole: the visitor's values are back in the form.
    expect(await shownValues(await response.text())).toEqual(typedValues());
    expect(await objectCount()).toBe(before);
  });
});

/** The row's photo upload, count and not-kept flag. */
async function photoRow(id: string) {
  return env.DB.prepare("SELECT photo_upload, photo_count, photos_not_kept FROM inquiries WHERE id = ?")
    .bind(id)
    .first<{ photo_upload: string | null; photo_count: number; photos_not_kept: number }>();
}

/** Every key under `inquiries/<id>/`, sorted. */
async function keysOf(id: string): Promise<string[]> {
  const listed = await env.PHOTOS.list({ prefix: `inquiries/${id}/` });
  return listed.objects.map((object) => object.key).sort();
}

describe("two simultaneous identical submissions", () => {
  it("are one inquiry whose photos are exactly one upload's, never mixed", async () => {
    const request = JSON.stringify(uniqueInquiry());
    const [small, large] = [
      [jpeg(), png()],
      [png(), png(), jpeg()],
    ];
    const [a, b] = await Promise.all([
      post(body([["inquiry", request]], small)),
      post(body([["inquiry", request]], large)),
    ]);
    const [first, second] = [await expectAccepted(a), await expectAccepted(b)];
    expect(second.id).toBe(first.id);
    const row = await photoRow(first.id);
    expect(row?.photo_upload).toMatch(/^[0-9a-f]{32}$/);
    const count = row?.photo_count ?? 0;
    expect([2, 3]).toContain(count);
    const at = `inquiries/${first.id}/${row?.photo_upload}/`;
    expect(await keysOf(first.id)).toEqual(Array.from({ length: count }, (_, n) => `${at}${n + 1}`));
    const types = (await env.PHOTOS.list({ prefix: at, include: ["httpMetadata"] })).objects
      .sort((x, y) => x.key.localeCompare(y.key))
      .map((object) => object.httpMetadata?.contentType);
    expect(types).toEqual(
      count === 2 ? ["image/jpeg", "image/png"] : ["image/png", "image/png", "image/jpeg"],
    );
    // The day's count holds only the kept upload's bytes: the other's were given back.
    const used = await env.DB.prepare("SELECT count FROM daily_counts WHERE day = ? AND name = 'photo_bytes'")
      .bind(utcDay(Date.now()))
      .first<{ count: number }>();
    const kept = count === 2 ? small : large;
    expect(used?.count).toBe(kept.reduce((sum, photo) => sum + photo.length, 0));
  });

  it("one refused half-way never deletes the other's photos", async () => {
    const request = JSON.stringify(uniqueInquiry());
    const [good, bad] = await Promise.all([
      post(body([["inquiry", request]], [jpeg(), png()])),
      post(body([["inquiry", request]], [jpeg(), png(), concat("<svg/>")])),
    ]);
    const { id } = await expectAccepted(good);
    expect([200, 202, 400]).toContain(bad.status);
    const row = await photoRow(id);
    expect(row?.photo_count).toBe(2);
    expect(await keysOf(id)).toEqual([
      `inquiries/${id}/${row?.photo_upload}/1`,
      `inquiries/${id}/${row?.photo_upload}/2`,
    ]);
  });
});

describe("PHOTOS_DAILY_BYTES", () => {
  it("past it, the inquiry is accepted and delivered without its photos, and everyone is told", async () => {
    const before = await objectCount();
    const response = await post(body([["inquiry", JSON.stringify(uniqueInquiry())]], [jpeg(), png()]), {
      env: { PHOTOS_DAILY_BYTES: "0" },
    });
    const accepted = await expectAccepted(response);
    expect(accepted.photosNotKept).toBe(true);
    expect(await objectCount()).toBe(before);
    expect(await photoRow(accepted.id)).toEqual({ photo_upload: null, photo_count: 0, photos_not_kept: 1 });
    const email = await standIn.onlyEmail();
    expect(email.body.text).toContain(`Photos: ${PHOTOS_NOT_KEPT_NOTE}`);
    expect(email.body.html).toContain("sent but not kept");
    const detail = (await (await callAdmin(`/api/admin/inquiries/${accepted.id}`)).json()) as {
      photosNotKept?: boolean;
      photos: unknown[];
    };
    expect(detail).toMatchObject({ photosNotKept: true, photos: [] });
    await settleAllRuns();
    const webhooks = await standIn.webhooks();
    const crm = webhooks.find((call) => call.path === "/crm");
    expect(JSON.parse(crm?.body ?? "{}")).toMatchObject({ data: { id: accepted.id, photosNotKept: true } });
    expect(webhooks.find((call) => call.path === "/slack")?.body).toContain(
      `Photos: ${PHOTOS_NOT_KEPT_NOTE}`,
    );
    expect(logs.events("photos_over_daily_limit")).toMatchObject([{ id: accepted.id, dropped: 0 }]);
  });

  it("a photo that does not fit drops the upload's photos already stored and gives their bytes back", async () => {
    const first = jpeg();
    const limit = first.length + 10;
    const response = await post(body([["inquiry", JSON.stringify(uniqueInquiry())]], [first, png()]), {
      env: { PHOTOS_DAILY_BYTES: String(limit) },
    });
    const accepted = await expectAccepted(response);
    expect(accepted.photosNotKept).toBe(true);
    expect(await keysOf(accepted.id)).toEqual([]);
    expect(logs.events("photos_over_daily_limit")).toMatchObject([{ id: accepted.id, dropped: 1 }]);
    const used = await env.DB.prepare("SELECT count FROM daily_counts WHERE day = ? AND name = 'photo_bytes'")
      .bind(utcDay(Date.now()))
      .first<{ count: number }>();
    expect(used?.count).toBe(0);
  });

  it("within it, photos are stored and counted as sent", async () => {
    const [one, two] = [jpeg(), png()];
    const accepted = await expectAccepted(
      await post(body([["inquiry", JSON.stringify(uniqueInquiry())]], [one, two]), {
        env: { PHOTOS_DAILY_BYTES: "100000" },
      }),
    );
    expect(accepted.photosNotKept).toBeUndefined();
    expect((await photoRow(accepted.id))?.photo_count).toBe(2);
    const used = await env.DB.prepare("SELECT count FROM daily_counts WHERE day = ? AND name = 'photo_bytes'")
      .bind(utcDay(Date.now()))
      .first<{ count: number }>();
    expect(used?.count).toBe(one.length + two.length);
  });

  it("a plain form post over it goes to the thank-you page, which says the photos could not be taken", async () => {
    const texts = Object.entries({
      honeypot: "",
      formToken: AGED_FORM_TOKEN,
      ...typedValues({ message: `Hall ${crypto.randomUUID()}` }),
    });
    const response = await postInquiry(new Response(body(texts, [jpeg()])).body, {
      contentType: multipart,
      headers: { Accept: "text/html" },
      env: { ...fakeAssets(CONTACT_PAGE_FIXTURE), PHOTOS_DAILY_BYTES: "0" },
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/contact\/thank-you\?(?:confirmation=1&)?photos=not-kept$/);
    await settleAllRuns();
    const thankYou = '<main><h1>Thank you</h1><p data-confirmation-notice=""></p></main>';
    const assets = {
      fetch: async () => new Response(thankYou, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    } as unknown as Fetcher;
    const page = await callWorker("/contact/thank-you?photos=not-kept", {}, { ASSETS: assets });
    expect(await page.text()).toContain(`<p data-confirmation-notice="">${PHOTOS_NOT_TAKEN_TODAY}</p>`);
  });
});
