import type { SendEmailAccepted, SpamReason } from "@clearwell/contract";
import { type NewInquiry, storeInquiry } from "../../archive/store-inquiry.ts";
import { orWhenArchiveFails } from "../../core/archive.ts";
import { bumpDailyCount } from "../../core/daily-counts.ts";
import { INQUIRY_ID_PREFIX, nowIso } from "../../core/inquiry-row.ts";
import { logEvent } from "../../core/log-event.ts";
import type { ServerSettings } from "../../core/server-settings.ts";
import { dailyPhotoBudget } from "../../photos/photo-budget.ts";
import { dropUploadedPhotos } from "../../photos/photo-erasure.ts";
import { NO_PHOTOS, type PhotoUpload } from "../request-body/photo-upload.ts";

/**
 * The decoy for spam (docs/product.md#abuse-defences): `{ id, status: "sent" }` with a random id of a
 * real one's shape (`inquiry-` and 64 hex digits), so a bot cannot tell it was caught.
 */
export function decoyAcceptance(): SendEmailAccepted {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return { id: `${INQUIRY_ID_PREFIX}${hex}`, status: "sent" };
}

/** A submission a spam rule caught: its trimmed fields, the key setting it named, and why. */
export type CaughtSpam = {
  fields: NewInquiry["fields"];
  apiKeyEnvName: string;
  reason: SpamReason;
};

/**
 * Spam reasons whose submission is never kept with photos: the bot checks (honeypot, form token)
 * decide before any photo is read, and its photos are let go unread (docs/product.md#photos).
 */
const PHOTOLESS_REASONS: ReadonlySet<SpamReason> = new Set([
  "honeypot",
  "honeypot_missing",
  "token_invalid",
  "too_fast",
]);

/**
 * Keeps spam under the decoy's id (at most `SPAM_DAILY_LIMIT` a UTC day, five fields only, never
 * emailed) and answers the decoy whatever the archive does (docs/product.md#abuse-defences). Its
 * photos are stored under the decoy's id only when the row is kept and the reason is not one of
 * {@link PHOTOLESS_REASONS}; else they are let go unread (docs/product.md#photos).
 * @throws only a refusal of the photos themselves (400 `validation_failed` with `fields.photos`).
 */
export async function keepSpam(
  spam: CaughtSpam,
  env: Env,
  settings: ServerSettings,
  now: number,
  photos?: PhotoUpload,
): Promise<SendEmailAccepted> {
  const { reason } = spam;
  logEvent("warn", "spam_caught", { reason });
  const decoy = decoyAcceptance();
  const kept = await orWhenArchiveFails(
    "store",
    decoy.id,
    async () => {
      const seen = await bumpDailyCount(env.DB, "spam", now);
      if (seen <= settings.spamDailyLimit) return true;
      logEvent("warn", "spam_over_limit", { reason, count: seen, limit: settings.spamDailyLimit });
      return false;
    },
    () => false,
  );
  if (!kept || PHOTOLESS_REASONS.has(reason)) await photos?.discard();
  if (!kept) return decoy;
  const budget = dailyPhotoBudget(env.DB, settings.photosDailyBytes, now);
  const {
    count: photoCount,
    upload,
    notKept,
    bytes,
  } = photos && !PHOTOLESS_REASONS.has(reason) ? await photos.storeUnder(decoy.id, budget) : NO_PHOTOS;
  const stored = await orWhenArchiveFails(
    "store",
    decoy.id,
    async () => {
      await storeInquiry(env.DB, {
        id: decoy.id,
        status: "spam",
        fields: spam.fields,
        email: null,
        spamReason: reason,
        apiKeyEnvName: spam.apiKeyEnvName,
        at: nowIso(now),
        photoCount,
        photoUpload: upload,
        photosNotKept: notKept,
      });
      return true;
    },
    () => false,
  );
  if (!stored && upload) {
    await dropUploadedPhotos(env.PHOTOS, { id: decoy.id, upload }, "unstored");
    await budget.release(bytes);
  }
  // Answered as a real inquiry whose photos were not kept would be.
  return notKept ? { ...decoy, photosNotKept: true } : decoy;
}
