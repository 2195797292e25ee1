import type { ParsedSendEmailRequest, SendEmailAccepted, SpamReason } from "@clearwell/contract";
import { dueTimesOf } from "../answering/answer-clock.ts";
import { apiError } from "../core/api-error.ts";
import { isApiKeyNameAllowed } from "../core/api-key.ts";
import { orWhenArchiveFails } from "../core/archive.ts";
import { nowIso } from "../core/inquiry-row.ts";
import { logEvent } from "../core/log-event.ts";
import { readSecret } from "../core/secrets.ts";
import { confirmationState, readServerSettings, type ServerSettings } from "../core/server-settings.ts";
import { composeEmail, emailInquiryOf } from "../delivery/email/compose-email.ts";
import { photoNoteOptions } from "../delivery/email/photo-note.ts";
import { CONFIRMATION_CHANNEL, EMAIL_CHANNEL, openDeliveries } from "../delivery/records/deliveries.ts";
import {
  findLatestInquiryOf,
  type NewInquiry,
  type StoredInquiry,
  storeInquiry,
} from "./records/store-inquiry.ts";
import { awaitChannelOutcome, ensureDeliveryRun, startDeliveryRun } from "../delivery/run/delivery-runs.ts";
import { retryDelivery } from "../delivery/run/retry-delivery.ts";
import { dailyPhotoBudget } from "../photos/photo-budget.ts";
import { dropUploadedPhotos } from "../photos/photo-erasure.ts";
import { idempotencyKeyFor } from "./idempotency-key.ts";
import { resolveRecipient } from "./recipient.ts";
import { NO_PHOTOS, type PhotoUpload } from "./request-body/photo-upload.ts";
import { isBlockedSender } from "./spam/block-list.ts";
import { keepSpam } from "./spam/decoy.ts";
import { checkFormToken, type FormTokenCheck, formTokenSecret } from "./spam/form-token.ts";
import { countFormTokenUse, FORM_TOKEN_MAX_USES } from "./spam/form-token-uses.ts";
import { spamVerdict } from "./spam/spam-verdict.ts";
import { requireHuman, TURNSTILE_SECRET_NAME } from "./turnstile.ts";

/** What {@link acceptInquiry} needs besides the validated request. */
export type InquiryContext = {
  env: Env;
  /** The visitor's IP (`CF-Connecting-IP`), for Turnstile's `remoteip`. */
  remoteIp: string | undefined;
  /**
   * A multipart submission's photos, not read yet (docs/product.md#photos): read only once the
   * inquiry will be stored. The caller lets them go (`discard`) whatever this answers.
   */
  photos?: PhotoUpload;
};

function storedFields(request: ParsedSendEmailRequest): NewInquiry["fields"] {
  const { name, email, phone, subject, message } = emailInquiryOf(request);
  return { name, email, phone, subject, message };
}

/** Stores `inquiry`: what the archive held before, or `null` when D1 failed (logged). */
function tryStore(env: Env, inquiry: NewInquiry): Promise<StoredInquiry | null> {
  return orWhenArchiveFails(
    "store",
    inquiry.id,
    () => storeInquiry(env.DB, inquiry),
    () => null,
  );
}

/** The form token's check with its uses counted (rule 3 of docs/product.md#abuse-defences). */
async function judgeFormToken(
  env: Env,
  secret: string,
  token: string | undefined,
  now: number,
): Promise<FormTokenCheck> {
  const check = await checkFormToken(secret, token, now);
  if (check.kind === "invalid" || !token) return check;
  if (check.kind === "expired" && readSecret(env, TURNSTILE_SECRET_NAME) === undefined)
    return { kind: "invalid" };
  return orWhenArchiveFails(
    "form_token_uses",
    null,
    async (): Promise<FormTokenCheck> =>
      (await countFormTokenUse(env.DB, token, new Date(now).toISOString())) > FORM_TOKEN_MAX_USES
        ? { kind: "invalid" }
        : check,
    () => check,
  );
}

/** `request`'s spam verdict with this deployment's evidence (docs/product.md#abuse-defences). */
async function judgeSpam(
  request: ParsedSendEmailRequest,
  env: Env,
  settings: ServerSettings,
  now: number,
): Promise<SpamReason | null> {
  const secret = formTokenSecret(env);
  if (!secret) {
    logEvent("warn", "form_token_not_configured", {
      hint: "Set the FORM_TOKEN_SECRET secret to turn on the token_invalid and too_fast spam rules.",
    });
  }
  return spamVerdict(request, {
    formToken: secret ? await judgeFormToken(env, secret, request.formToken, now) : null,
    maxLinks: settings.spamMaxLinks,
    isBlocked: (email) =>
      orWhenArchiveFails(
        "block_list",
        null,
        () => isBlockedSender(env.DB, email),
        () => false,
      ),
  });
}

/** Opens a new clean inquiry's `confirmation` channel; a D1 failure never blocks the email. */
function openConfirmation(env: Env, id: string): Promise<void> {
  return orWhenArchiveFails(
    "open confirmation",
    id,
    () => openDeliveries(env.DB, id, [CONFIRMATION_CHANNEL], nowIso()),
    () => undefined,
  );
}

/** One day in ms: a repeat of a submission within it is the same inquiry. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The id of this submission's inquiry: `key`, its newest inquiry's id within 24 hours, else
 * `<key>-d<days since the epoch>` (docs/decisions.md#idempotency-key); `key` when D1 fails.
 * @param now - ms since the epoch.
 * @returns the id, and whether a stored inquiry already has it (`null`: not known, D1 failed).
 */
async function inquiryIdFor(
  env: Env,
  key: string,
  now: number,
): Promise<{ id: string; stored: boolean | null }> {
  const latest = await orWhenArchiveFails(
    "find",
    key,
    () => findLatestInquiryOf(env.DB, key),
    () => undefined,
  );
  if (latest === undefined) return { id: key, stored: null };
  if (latest && now - Date.parse(latest.received_at) < DAY_MS) return { id: latest.id, stored: true };
  return { id: latest ? `${key}-d${Math.floor(now / DAY_MS)}` : key, stored: false };
}

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
 * Takes one validated inquiry (JSON or a form post) through checks 8 to 13 of
 * docs/architecture.md#worker-checks: Turnstile, the allowlists, the spam rules, then store and
 * deliver; a repeated submission is answered as docs/decisions.md#idempotency-key says. Photos
 * (`photos`) are read after the spam verdict and stored under the inquiry's id and a fresh upload
 * segment before its email is composed, within the day's `PHOTOS_DAILY_BYTES`; the row records
 * the upload, how many, or that they were not kept (docs/product.md#photos).
 * @returns `{ id, status: "sent" | "queued", confirmation?, photosNotKept? }`
 *   (docs/product.md#request-and-response): `id` is the inquiry's id, the decoy's random one for spam.
 * @throws HTTPException (`apiError`) with the refusal's envelope: 403 `challenge_failed`, 503
 *   `challenge_unavailable`, 403 `recipient_not_allowed`, 403 `api_key_name_not_allowed`; 503
 *   `provider_unavailable` only when the inquiry could be neither stored nor handed to a run; a
 *   refusal of the photos (400 `validation_failed` with `fields.photos`, 503 `archive_unavailable`).
 */
export async function acceptInquiry(
  request: ParsedSendEmailRequest,
  { env, remoteIp, photos }: InquiryContext,
): Promise<SendEmailAccepted> {
  const settings = readServerSettings(env);
  await requireHuman({ env, token: request.turnstileToken, remoteIp, timeoutMs: settings.providerTimeoutMs });
  const to = resolveRecipient(request.config.recipient, settings.recipients);
  if (!to) throw apiError(403, "recipient_not_allowed", "This recipient is not allowed on this server.");
  const keyName = request.config.apiKeyEnvName;
  if (!isApiKeyNameAllowed(keyName, settings.apiKeyNames)) {
    throw apiError(403, "api_key_name_not_allowed", "This API key setting is not allowed on this server.");
  }
  const now = Date.now();
  const reason = await judgeSpam(request, env, settings, now);
  if (reason) {
    return keepSpam(
      { fields: storedFields(request), apiKeyEnvName: request.config.apiKeyEnvName, reason },
      env,
      settings,
      now,
      photos,
    );
  }
  const { id, stored: repeat } = await inquiryIdFor(
    env,
    await idempotencyKeyFor({ recipient: to, ...request }),
    now,
  );
  // Photos go only with a new inquiry: a repeat is answered from the stored one, whose photos stay
  // as they are, and when the archive cannot be read the inquiry could not keep them anyway
  // (docs/product.md#photos). The route lets unread photos go.
  const photoResult =
    photos && repeat === false
      ? await photos.storeUnder(id, dailyPhotoBudget(env.DB, settings.photosDailyBytes, now))
      : NO_PHOTOS;
  const { count: photoCount, upload, notKept } = photoResult;
  if (photos?.chosen && repeat !== false)
    logEvent("info", "photos_not_read", { id, repeat: repeat === true });
  const addressing = { to, fromAddress: settings.fromAddress, photosNotKept: notKept };
  const inquiry: NewInquiry = {
    id,
    status: "received",
    fields: storedFields(request),
    email: composeEmail(request, { ...addressing, ...photoNoteOptions(env, id, photoCount) }),
    spamReason: null,
    apiKeyEnvName: keyName,
    at: nowIso(now),
    ...dueTimesOf(env, now),
    photoCount,
    photoUpload: upload,
    photosNotKept: notKept,
    ...(request.source ? { source: request.source } : {}),
  };
  const notKeptNote = notKept ? ({ photosNotKept: true } as const) : {};
  const stored = await tryStore(env, inquiry);
  if (!stored) {
    if (photoCount > 0 && upload) {
      // Photos without their row would be orphans: deleted, and the email says nothing of them.
      await dropUploadedPhotos(env.PHOTOS, { id, upload }, "unstored");
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
  if (stored.existing && upload) await dropUploadedPhotos(env.PHOTOS, { id, upload }, "superseded");
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
  if (!before) {
    const confirmation = confirmationState(env);
    if (confirmation.on) await openConfirmation(env, id);
    else if (confirmation.reason === "turnstile_not_configured")
      logEvent("warn", "confirmation_disabled", { id, reason: confirmation.reason });
  }
  // Only the upload that stored the row says its photos were not kept.
  const note = before ? {} : notKeptNote;
  if ((await ensureDeliveryRun(env, id)) === "unavailable")
    return withConfirmation(env, { id, status: "queued", ...note });
  const outcome = await awaitChannelOutcome(env.DB, id, EMAIL_CHANNEL);
  return withConfirmation(env, { id, status: outcome === "sent" ? "sent" : "queued", ...note });
}
