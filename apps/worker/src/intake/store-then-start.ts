import type { SendEmailAccepted } from "@clearwell/contract";
import { dueTimesOf } from "../answering/answer-clock.ts";
import { inquiryIdFor, type NewInquiry, storedFieldsOf, storeInquiry } from "../archive/store-inquiry.ts";
import { apiError } from "../core/api-error.ts";
import { orWhenArchiveFails } from "../core/archive.ts";
import { nowIso } from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { confirmationState } from "../core/server-settings.ts";
import { composeEmail } from "../delivery/email/compose-email.ts";
import { photoNoteOptions } from "../delivery/email/photo-note.ts";
import { CONFIRMATION_CHANNEL, EMAIL_CHANNEL, openDeliveries } from "../delivery/records/deliveries.ts";
import { awaitChannelOutcome, ensureDeliveryRun, startDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { retryDelivery } from "../delivery/run/retry-delivery.ts";
import { dailyPhotoBudget } from "../photos/photo-budget.ts";
import { dropUploadedPhotos } from "../photos/photo-erasure.ts";
import { NO_PHOTOS, type PhotoUpload } from "./request-body/photo-upload.ts";
import type { CheckedRequest } from "./request-checks.ts";

/** `accepted` with `confirmation: true` while it is on (docs/product.md#the-confirmation). */
function withConfirmation(env: Env, accepted: SendEmailAccepted): SendEmailAccepted {
  return confirmationState(env).on ? { ...accepted, confirmation: true } : accepted;
}

/** Statuses of a stored inquiry that a repeat of its submission answers as they are. */
const SETTLED: Partial<Record<string, SendEmailAccepted["status"]>> = {
  sent: "sent",
  delivered: "sent",
  bounced: "sent",
  queued: "queued",
  // A repeat of spam is answered like the first time and starts nothing.
  spam: "sent",
};

/**
 * Checks 12 and 13 of docs/architecture.md#worker-checks for a clean checked request: the id, the
 * photos (`photos`, read only for a new inquiry, stored under its id and a fresh upload segment
 * within the day's `PHOTOS_DAILY_BYTES`, docs/product.md#photos), the composed email, the row, then
 * the delivery run and its email step's first outcome (up to about 2.5 s). A repeated submission
 * is answered as docs/decisions.md#idempotency-key says.
 * @param now - ms since the epoch.
 * @returns `{ id, status: "sent" | "queued", confirmation?, photosNotKept? }`
 *   (docs/product.md#request-and-response).
 * @throws 503 `provider_unavailable` only when the inquiry could be neither stored nor handed to a
 *   run; a refusal of the photos (400 `validation_failed` with `fields.photos`, 503 `archive_unavailable`).
 */
export async function storeThenStart(
  env: Env,
  { request, to, settings }: CheckedRequest,
  now: number,
  photos: PhotoUpload | undefined,
): Promise<SendEmailAccepted> {
  const { id, stored: repeat } = await inquiryIdFor(env.DB, { recipient: to, ...request }, now);
  // Photos go only with a new inquiry: a repeat is answered from the stored one, whose photos stay
  // as they are, and when the archive cannot be read the inquiry could not keep them anyway
  // (docs/product.md#photos). The route lets unread photos go.
  const budget = photos && repeat === false ? dailyPhotoBudget(env.DB, settings.photosDailyBytes, now) : null;
  const photoResult = photos && budget ? await photos.storeUnder(id, budget) : NO_PHOTOS;
  const { count: photoCount, upload, notKept } = photoResult;
  if (photos?.chosen && repeat !== false)
    logEvent("info", "photos_not_read", { id, repeat: repeat === true });
  const addressing = { to, fromAddress: settings.fromAddress, photosNotKept: notKept };
  const inquiry: NewInquiry = {
    id,
    status: "received",
    fields: storedFieldsOf(request),
    email: composeEmail(request, { ...addressing, ...photoNoteOptions(env, id, photoCount) }),
    spamReason: null,
    apiKeyEnvName: request.config.apiKeyEnvName,
    at: nowIso(now),
    ...dueTimesOf(env, now),
    photoCount,
    photoUpload: upload,
    photosNotKept: notKept,
    ...(request.source ? { source: request.source } : {}),
  };
  const notKeptNote = notKept ? ({ photosNotKept: true } as const) : {};
  const stored = await orWhenArchiveFails(
    "store",
    id,
    () => storeInquiry(env.DB, inquiry),
    () => null,
  );
  if (!stored) {
    if (photoCount > 0 && upload) {
      // Photos without their row would be orphans: deleted, and the email says nothing of them.
      await dropUploadedPhotos(env.PHOTOS, { id, upload }, "unstored");
      await budget?.release(photoResult.bytes);
      inquiry.photoCount = 0;
      inquiry.photoUpload = null;
      inquiry.email = composeEmail(request, addressing);
    }
    if ((await startDeliveryRun(env, { inquiryId: id, unstored: inquiry })) !== "unavailable") {
      return { id, status: "queued", ...notKeptNote };
    }
    throw apiError(
      503,
      "provider_unavailable",
      "The mail service is unavailable right now. Please try again later.",
    );
  }
  const before = stored.existing?.status;
  // Another upload of the same submission stored the row first: this one's photos are not its.
  if (stored.existing && upload) {
    await dropUploadedPhotos(env.PHOTOS, { id, upload }, "superseded");
    await budget?.release(photoResult.bytes);
  }
  const settled = before && Object.hasOwn(SETTLED, before) ? SETTLED[before] : undefined;
  if (settled) {
    logEvent("info", "inquiry_repeated", { id, status: before });
    return before === "spam" ? { id, status: settled } : withConfirmation(env, { id, status: settled });
  }
  if (before === "failed" || before === "dead") {
    const row = await retryDelivery(env, id, [EMAIL_CHANNEL], `visitor request again (was ${before})`).catch(
      () => null,
    );
    return withConfirmation(env, { id, status: row?.status === "sent" ? "sent" : "queued" });
  }
  let confirmationOpened = true;
  if (!before) {
    const confirmation = confirmationState(env);
    if (confirmation.on) {
      // A D1 failure opening the visitor's confirmation never blocks the email; the run then has
      // no confirmation to send, so none is promised.
      confirmationOpened = await orWhenArchiveFails(
        "open confirmation",
        id,
        async () => {
          await openDeliveries(env.DB, id, [CONFIRMATION_CHANNEL], nowIso());
          return true;
        },
        () => false,
      );
    } else if (confirmation.reason === "turnstile_not_configured")
      logEvent("warn", "confirmation_disabled", { id, reason: confirmation.reason });
  }
  const answer = (accepted: SendEmailAccepted) =>
    confirmationOpened ? withConfirmation(env, accepted) : accepted;
  // Only the upload that stored the row says its photos were not kept.
  const note = before ? {} : notKeptNote;
  if ((await ensureDeliveryRun(env, id)) === "unavailable") return answer({ id, status: "queued", ...note });
  const outcome = await awaitChannelOutcome(env.DB, id, EMAIL_CHANNEL);
  return answer({ id, status: outcome === "sent" ? "sent" : "queued", ...note });
}
