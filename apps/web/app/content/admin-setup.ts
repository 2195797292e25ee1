import { type SetupCheck, type SetupCheckOf, type SetupState, TEST_INQUIRY } from "@clearwell/contract";

/**
 * Every word of the inbox's Setup panel (docs/product.md#setup-panel), as typed data. The worker
 * answers each check's id, state and facts; {@link describeCheck} words them.
 */

/** What the panel shows for one check: its name, what was found, and what to do (`null`: nothing). */
export type CheckWords = { label: string; detail: string; action: string | null };

/** Formats an ISO 8601 time for people (the component passes the operator's local format). */
type TimeFormat = (iso: string) => string;

/** How to set a secret: the setup commands, or wrangler by hand. Commands are in backticks (shown as code). */
const PUT_SECRET = (name: string) =>
  `Run \`pnpm run setup\` and \`pnpm run deploy\` again, or in apps/worker: \`pnpm exec wrangler secret put ${name}\``;

const SECRET_WORDS: Record<
  SetupCheckOf<"secret">["use"],
  (check: SetupCheckOf<"secret">) => { label: string; missing: string; action: string; off?: string }
> = {
  resend_api_key: ({ name }) => ({
    label: `Resend API key (${name})`,
    missing: "Not set: nothing is sent, and every inquiry is stored as Failed.",
    action: `Create an API key with full access at Resend. ${PUT_SECRET(name)}`,
  }),
  resend_webhook: ({ name }) => ({
    label: `Delivery events secret (${name})`,
    missing: "Not set: Resend's delivery events are refused, so inquiries never show Delivered or Bounced.",
    action: `Add a webhook at Resend for \`https://<your domain>/api/webhooks/resend\` and keep its signing secret (\`pnpm run setup\` offers to make it). ${PUT_SECRET(name)}`,
  }),
  form_token: ({ name }) => ({
    label: `Form token secret (${name})`,
    missing: "Not set: the spam rules “Form token missing or forged” and “Sent under 3 seconds” are off.",
    action: `\`pnpm run setup\` generates one. By hand: a long random string (\`openssl rand -base64 32\`), then \`pnpm exec wrangler secret put ${name}\` in apps/worker.`,
  }),
  cms_sign_in: ({ name }) => ({
    label: `Site editor's GitHub sign-in (${name})`,
    missing: "Not set while GITHUB_OAUTH_CLIENT_ID is: the site editor cannot sign in with GitHub.",
    action: `Run \`pnpm run setup --cms\` and \`pnpm run deploy\` again, or in apps/worker: \`pnpm exec wrangler secret put ${name}\``,
    off: "Off: no GitHub OAuth app is set up (GITHUB_OAUTH_CLIENT_ID), so the site editor cannot sign in with GitHub.",
  }),
  webhook_signing: ({ name, webhook }) => ({
    label: `Signing secret of the webhook ${webhook} (${name})`,
    missing: `Not set: the ${webhook} webhook fails at once (secret_not_configured).`,
    action: `Put its \`whsec_\` signing secret, shared with the receiver: \`pnpm exec wrangler secret put ${name}\` in apps/worker.`,
  }),
};

function secretWords(check: SetupCheckOf<"secret">): CheckWords {
  const words = SECRET_WORDS[check.use](check);
  if (check.state === "ok") return { label: words.label, detail: "Set.", action: null };
  if (check.state === "off") {
    const detail = words.off ?? "Not needed here: the local outbox sends nothing.";
    return { label: words.label, detail, action: null };
  }
  return { label: words.label, detail: words.missing, action: words.action };
}

const KEY_ACTION = `Create a new API key with full access at Resend. ${PUT_SECRET("RESEND_API_KEY")}`;

function senderDomainWords(check: SetupCheckOf<"sender_domain">): CheckWords {
  const label = `Sender's domain at Resend${check.domain ? ` (${check.domain})` : ""}`;
  const words = (detail: string, action: string | null = null) => ({ label, detail, action });
  switch (check.reason) {
    case "verified":
      return words("Verified: Resend sends from it.");
    case "not_verified":
      return words(
        `Not verified yet (Resend says ${check.domainStatus ?? "not verified"}): Resend refuses to send from it.`,
        check.records.length > 0
          ? "Add these DNS records at your DNS host; Resend checks them again by itself. Check again here in a few minutes."
          : "Open the domain in Resend's dashboard to see the DNS records it waits for.",
      );
    case "not_on_account":
      return words(
        "This domain is not on the Resend account of RESEND_API_KEY.",
        "Add it at Resend (Domains, Add domain) and put the DNS records it gives at your DNS host, or set MAIL_FROM_ADDRESS to an address at a domain verified there.",
      );
    case "key_refused":
      return words(`Resend refused the API key (HTTP ${check.httpStatus ?? "error"}).`, KEY_ACTION);
    case "key_restricted":
      return words(
        "The API key may only send, so the domain cannot be read here. Send a test inquiry to see Resend send.",
      );
    case "unreachable":
      return words(
        `Resend could not be reached${check.httpStatus ? ` (HTTP ${check.httpStatus})` : ""}.`,
        "Check again shortly; if it stays, check RESEND_API_URL and Resend's status page.",
      );
    case "no_key":
      return words("Cannot be checked without RESEND_API_KEY.", "Set RESEND_API_KEY first (above).");
    case "no_sender":
      return words(
        "MAIL_FROM_ADDRESS is empty: nothing is sent.",
        "Set MAIL_FROM_ADDRESS to an address at your domain verified at Resend.",
      );
    case "outbox":
      return words("Not needed here: the local outbox sends nothing.");
  }
}

const ARCHIVE_DOWN = "Cannot be read: the inquiry archive (D1) is unavailable.";
const ARCHIVE_ACTION = "See the database check below.";

function deliveryEventsWords(check: SetupCheckOf<"delivery_events">, time: TimeFormat): CheckWords {
  const label = "Delivery events from Resend";
  const latest = check.lastAt ? `; the latest arrived ${time(check.lastAt)}` : "";
  const webhook = `Add a webhook at Resend for \`https://<your domain>/api/webhooks/resend\` with the events email.delivered, email.bounced, email.complained and email.delivery_delayed, and set \`RESEND_WEBHOOK_SECRET\` to its signing secret (\`pnpm run setup\` offers both).`;
  switch (check.reason) {
    case "recent":
      return {
        label,
        detail: `${check.count} in the last ${check.days} days${latest}.`,
        action: null,
      };
    case "quiet":
      return {
        label,
        detail: `None in the last ${check.days} days, and no email was sent then either${latest}.`,
        action: null,
      };
    case "stopped":
      return {
        label,
        detail: `None in the last ${check.days} days although emails were sent${latest}.`,
        action: `Check the webhook at Resend: its endpoint, its events, and that RESEND_WEBHOOK_SECRET is its signing secret.`,
      };
    case "never":
      return {
        label,
        detail: "None received yet, so inquiries stay Sent and never show Delivered or Bounced.",
        action: `${webhook} The first event arrives with the next email.`,
      };
    case "outbox":
      return { label, detail: "Not needed here: the local outbox gets no delivery events.", action: null };
    case "archive_unavailable":
      return { label, detail: ARCHIVE_DOWN, action: ARCHIVE_ACTION };
  }
}

const ACCESS_ACTION =
  "`pnpm run setup` can create the Access application (with an API token that may). By hand: a self-hosted application for `/admin*` and `/api/admin/*`, then set `ACCESS_TEAM_DOMAIN` (`https://<team>.cloudflareaccess.com`) and `ACCESS_AUD` (its Application Audience tag).";

function accessWords(check: SetupCheckOf<"access">): CheckWords {
  const label = "Cloudflare Access";
  switch (check.reason) {
    case "configured":
      return {
        label,
        detail: "On: only the people your Access policy allows reach the inbox.",
        action: null,
      };
    case "local":
      return {
        label,
        detail: "Off: local development (ADMIN_AUTH local) lets anyone on this machine in.",
        action: `Before going live: ${ACCESS_ACTION}`,
      };
    case "incomplete":
      return {
        label,
        detail: `${check.missing.join(" and ")} ${check.missing.length === 1 ? "is" : "are"} empty.`,
        action: ACCESS_ACTION,
      };
    case "team_domain_invalid":
      return {
        label,
        detail: "ACCESS_TEAM_DOMAIN is not a URL.",
        action: "Set it to `https://<team>.cloudflareaccess.com`.",
      };
  }
}

function turnstileWords(check: SetupCheckOf<"turnstile">): CheckWords {
  return check.on
    ? { label: "Turnstile", detail: "On: every inquiry needs a Turnstile token.", action: null }
    : {
        label: "Turnstile",
        detail: "Off: the Contact form shows no challenge; the spam rules still run.",
        action:
          "Optional: `pnpm run setup` can create a Turnstile widget; by hand, set `TURNSTILE_SECRET_KEY` and build the site with `VITE_TURNSTILE_SITE_KEY`.",
      };
}

function confirmationWords(check: SetupCheckOf<"confirmation">): CheckWords {
  const label = "Confirmation to the visitor";
  switch (check.reason) {
    case "on":
      return { label, detail: "On: each clean inquiry's visitor gets a confirmation email.", action: null };
    case "autoresponder_off":
      return { label, detail: "Off (AUTORESPONDER is off).", action: null };
    case "turnstile_not_configured":
      return {
        label,
        detail:
          "AUTORESPONDER is on, but no confirmation is sent until Turnstile is on, so nobody can make the site email an address that is not theirs.",
        action: "Turn Turnstile on (see Turnstile), or set AUTORESPONDER to off.",
      };
  }
}

function notifyWebhooksWords(check: SetupCheckOf<"notify_webhooks">): CheckWords {
  const label = "Notification webhooks (NOTIFY_WEBHOOKS)";
  if (check.error !== null) {
    return {
      label,
      detail: `Refused, so no webhook is used: ${check.error}`,
      action: "Fix NOTIFY_WEBHOOKS; the email still goes meanwhile.",
    };
  }
  if (check.webhooks.length === 0) {
    return {
      label,
      detail: "None: inquiries reach you by email only.",
      action: "Recommended: add a chat webhook, so a failing email is noticed (`pnpm run setup` offers one).",
    };
  }
  const list = check.webhooks.map((webhook) => `${webhook.name} (${webhook.format})`).join(", ");
  return {
    label,
    detail: `${check.webhooks.length === 1 ? "One webhook" : `${check.webhooks.length} webhooks`}: ${list}.`,
    action: null,
  };
}

function retentionRunWords(check: SetupCheckOf<"retention_run">, time: TimeFormat): CheckWords {
  const label = "Retention run";
  const cron = "the daily Cron Trigger (17 3 * * *, 03:17 UTC)";
  const triggers = `Check that ${cron} is listed under the worker's Triggers in the Cloudflare dashboard, and look for retention_run in its logs.`;
  switch (check.reason) {
    case "recent":
      return {
        label,
        detail: `Last ran ${time(check.lastAt ?? "")} and deleted ${check.deleted ?? 0} expired ${check.deleted === 1 ? "inquiry" : "inquiries"}.`,
        action: null,
      };
    case "late":
      return {
        label,
        detail: `Last ran ${time(check.lastAt ?? "")}, more than 2 days ago.`,
        action: triggers,
      };
    case "not_yet":
      return {
        label,
        detail: `Not run yet: a new site's first run is ${time(check.nextAt)}, with ${cron}.`,
        action: null,
      };
    case "never":
      return {
        label,
        detail: `No run recorded, although the site was set up more than 2 days ago; it should run with ${cron}.`,
        action: triggers,
      };
    case "archive_unavailable":
      return { label, detail: ARCHIVE_DOWN, action: ARCHIVE_ACTION };
  }
}

const MIGRATE =
  "`pnpm run deploy` applies the migrations before it deploys; by hand, in apps/worker: `pnpm exec wrangler d1 migrations apply DB --remote`.";

function d1SchemaWords(check: SetupCheckOf<"d1_schema">): CheckWords {
  const label = "Database schema (D1)";
  switch (check.reason) {
    case "current":
      return { label, detail: `Up to date (${check.applied ?? check.expected}).`, action: null };
    case "behind":
      return {
        label,
        detail: `Behind: the newest migration applied is ${check.applied ?? "none"}; this version needs ${check.expected}.`,
        action: MIGRATE,
      };
    case "never_migrated":
      return { label, detail: "No migration was ever applied.", action: MIGRATE };
    case "archive_unavailable":
      return {
        label,
        detail: "The inquiry archive is unavailable: the DB binding is missing or D1 refused.",
        action:
          "Check the d1_databases entry of wrangler.jsonc and that the database exists; then check again.",
      };
  }
}

/** The bucket `pnpm run deploy` finds or creates for the `PHOTOS` binding (apps/worker/wrangler.jsonc). */
const PHOTOS_BUCKET = "clearwell-photos";

const CREATE_BUCKET = `Run \`pnpm run deploy\`, which creates the ${PHOTOS_BUCKET} bucket (private) and deploys the worker with its PHOTOS binding; if deploy says R2 is not enabled, enable R2 in the Cloudflare dashboard first (even on the free plan).`;

function photosBucketWords(check: SetupCheckOf<"photos_bucket">): CheckWords {
  const label = "Photos storage (R2)";
  switch (check.reason) {
    case "ready":
      return {
        label,
        detail: `The PHOTOS bucket answers: photos sent with inquiries are stored privately, for the inbox only.`,
        action: null,
      };
    case "no_binding":
      return {
        label,
        detail: "The worker has no PHOTOS binding, so photos sent with inquiries cannot be stored.",
        action: CREATE_BUCKET,
      };
    case "unavailable":
      return {
        label,
        detail:
          "The PHOTOS bucket did not answer (R2 refused or failed), so photos cannot be stored or shown right now.",
        action: `${CREATE_BUCKET} If the bucket exists, check Cloudflare's status page, then check again.`,
      };
  }
}

/** The answer reminders: whether they are on, and the response clock's settings in force. */
function answerRemindersWords(check: SetupCheckOf<"answer_reminders">): CheckWords {
  const label = "Answer reminders";
  const closed = check.closedDates.length > 0 ? check.closedDates.join(", ") : "none";
  const clock = `The target is ${check.targetMinutes} office minutes, counted in ${check.timeZone} during ${check.officeHours} (closed dates: ${closed}).`;
  switch (check.reason) {
    case "on":
      return {
        label,
        detail: `On: a New inquiry is reminded once when a quarter of its window is left and once when it is overdue, on every alert channel. ${clock}`,
        action: null,
      };
    case "off":
      return {
        label,
        detail: `Off (ANSWER_REMINDERS is off): nobody is reminded before an inquiry is overdue. ${clock}`,
        action: "Remove ANSWER_REMINDERS, or set it to on, to be reminded.",
      };
    case "invalid_settings":
      return {
        label,
        detail: `A setting of the response clock was refused, so the defaults are used: ${check.error ?? "see the worker's logs"}. ${clock}`,
        action:
          "Correct the setting named above (the operations guide shows each format), then deploy again.",
      };
  }
}

/**
 * The words of one check: its label, what was found and what to do (docs/product.md#setup-panel).
 *
 * @param time - formats the report's times for the operator.
 */
export function describeCheck(check: SetupCheck, time: TimeFormat): CheckWords {
  switch (check.kind) {
    case "secret":
      return secretWords(check);
    case "sender_domain":
      return senderDomainWords(check);
    case "delivery_events":
      return deliveryEventsWords(check, time);
    case "access":
      return accessWords(check);
    case "turnstile":
      return turnstileWords(check);
    case "confirmation":
      return confirmationWords(check);
    case "notify_webhooks":
      return notifyWebhooksWords(check);
    case "retention_run":
      return retentionRunWords(check, time);
    case "d1_schema":
      return d1SchemaWords(check);
    case "photos_bucket":
      return photosBucketWords(check);
    case "answer_reminders":
      return answerRemindersWords(check);
  }
}

/** The panel's own words. */
export const setupCopy = {
  title: "Setup",
  lead: "Whether everything the site needs is in place, checked when the page opened.",
  loading: "Checking the setup…",
  /** Names of the states, always shown as text (colour only reinforces them). */
  stateLabels: {
    ok: "OK",
    missing: "Missing",
    failing: "Failing",
    pending: "Pending",
    off: "Off",
  } satisfies Record<SetupState, string>,
  /** The line above the list, e.g. "9 OK, 1 missing, 1 pending, 2 off". */
  summary: (counts: Record<SetupState, number>) =>
    (["ok", "missing", "failing", "pending", "off"] as const)
      .filter((state) => counts[state] > 0)
      .map((state) => `${counts[state]} ${state === "ok" ? "OK" : state}`)
      .join(", "),
  checkedAt: (time: string) => `Checked ${time}.`,
  showChecks: (count: number) => `All ${count} checks`,
  recheck: "Check again",
  rechecking: "Checking…",
  whatToDo: "What to do",
  records: {
    caption: "DNS records Resend waits for",
    type: "Type",
    name: "Name",
    value: "Value",
    status: "Status",
  },
  loadFailed: "The setup could not be checked right now.",
  testInquiry: {
    title: "Send a test inquiry",
    lead: `Sends a test inquiry from “${TEST_INQUIRY.name}”, with a subject starting “${TEST_INQUIRY.subjectPrefix}”, through the business email and every webhook (never a visitor's confirmation), and shows each channel's result here. It is kept in the inbox like any inquiry, marked the same way (reload to see it in the list); delete it whenever you like.`,
    send: "Send a test inquiry",
    sending: "Sending…",
    sentAs: (subject: string) => `Sent as “${subject}”: look for it in your mailbox and chat.`,
    channelsCaption: "Channels of the test inquiry",
    waiting: "Waiting…",
    lastError: "Last error",
    /** Announced in the live region. */
    started: "Test inquiry sent. Waiting for each channel…",
    finished: (results: string) => `Test inquiry: ${results}.`,
    stillRetrying: "Some channels are still retrying. Open the test inquiry in the inbox below to follow it.",
    failed: "The test inquiry could not be sent right now. Try again.",
  },
} as const;
