import { CONTACT_FIELDS, type ContactField } from "@clearwell/contract";
import { PHOTO_FIELD } from "@clearwell/contract/photos";
import { MAX_BODY_BYTES } from "../../core/body-limit.ts";
import type { FormPostOutcome } from "./outcome.ts";

/** Whether the answer shows the visitor's values: `unknown` for an unreadable body, `withheld` cross-site. */
export type ValuesShown = "kept" | "unknown" | "withheld";

/** A control a message can be shown under: one of the five fields, or the Photos input. */
export type NoticeField = ContactField | typeof PHOTO_FIELD;

/**
 * Said under the Photos input of a 422 page when photos were chosen (docs/product.md#photos): a
 * browser cannot put files back into a reloaded form.
 */
export const PHOTOS_AGAIN = "Choose your photos again: a browser cannot keep them after the page reloads.";

/**
 * The message under the Photos input of a 422 page: the photos' own problem, then
 * {@link PHOTOS_AGAIN} when photos were chosen; `undefined` when there is nothing to say.
 */
export function photosMessage(problem: string | undefined, photosChosen: boolean): string | undefined {
  const parts = [problem, photosChosen ? PHOTOS_AGAIN : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(". ") : undefined;
}

/** One message of the notice; `field` links it to its control. */
export type NoticeItem = { field?: NoticeField; message: string };

/** The notice of a form post that was not accepted (docs/product.md#plain-html-form). */
export type Notice = {
  title: string;
  body: string;
  items: NoticeItem[];
  /** Whether to add "call us at ... or email ...". */
  offerContact: boolean;
  values: ValuesShown;
};

/** What the notice says about the form's values. */
export const VALUES_SENTENCES: Record<ValuesShown, string> = {
  kept: "Everything you typed is still in the form below, so you can copy it or send it again.",
  unknown: "We could not read what you typed, so the form below is empty.",
  withheld: "The form below is empty: we do not show text sent from another website.",
};

type Refusal = { title: string; body: string; values?: ValuesShown };

/** Title and body per refusal code, in the site's voice; `values` overrides what is shown. */
const REFUSALS: Record<string, Refusal> = {
  origin_not_allowed: {
    title: "This form was sent from another website",
    body: "We only accept messages sent from the form on our own Contact page, so nothing was sent.",
    values: "withheld",
  },
  rate_limited: {
    title: "Please wait a minute",
    body: "Several messages were sent from your network in a short time, so we paused this one and nothing was sent. Please wait a minute, then send it again.",
  },
  challenge_failed: {
    title: "Our spam check could not run",
    body: "Our form checks that a person is sending it, and that check needs JavaScript, which did not run in your browser. Your message was not sent. Please turn on JavaScript and send it again, or reach us directly.",
  },
  challenge_unavailable: {
    title: "Our spam check is not responding",
    body: "The check that keeps spam out of our inbox is unavailable right now, so your message was not sent. Please try again in a few minutes, or reach us directly.",
  },
  provider_unavailable: {
    title: "Your message was not sent",
    body: "Our email service is unavailable right now, so your message did not reach us. Please try again later, or call or email us.",
  },
  config_not_allowed: {
    title: "Your message was not sent",
    body: "Our contact form is not set up correctly at the moment, so your message did not reach us. Please call or email us instead.",
  },
  recipient_not_allowed: {
    title: "Your message was not sent",
    body: "Our contact form is not set up correctly at the moment, so your message did not reach us. Please call or email us instead.",
  },
  api_key_name_not_allowed: {
    title: "Your message was not sent",
    body: "Our contact form is not set up correctly at the moment, so your message did not reach us. Please call or email us instead.",
  },
  payload_too_large: {
    title: "Your message was too large to read",
    body: `What you sent is larger than we accept (${MAX_BODY_BYTES / 1024} KiB), so we could not read it and nothing was sent. If you still have your text, please shorten it and send it again, or email it to us.`,
    values: "unknown",
  },
  unsupported_media_type: {
    title: "We could not read the form",
    body: "Your browser sent the form in a format we cannot read, so nothing was sent. Please fill in the form again and send it, or reach us directly.",
    values: "unknown",
  },
  unreadable: {
    title: "We could not read the form",
    body: "The form arrived damaged or in a text encoding we cannot read, so nothing was sent. Please fill in the form again and send it, or reach us directly.",
    values: "unknown",
  },
  invalid_json: {
    title: "We could not read the form",
    body: "The form arrived in a format we cannot read, so nothing was sent. Please fill in the form again and send it, or reach us directly.",
    values: "unknown",
  },
};

/** The answer to anything not listed above (an unexpected failure on our side). */
const UNEXPECTED: Refusal = {
  title: "Your message was not sent",
  body: "Something went wrong on our side, so your message did not reach us. Please try again later, or call or email us.",
};

function isContactField(path: string): path is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(path);
}

/**
 * The notice for a form post that was not accepted: its field messages in form order, or the
 * refusal's texts (docs/product.md#plain-html-form).
 * @param valuesKnown - whether the form's values were read (false when the body was unreadable).
 * @param photosChosen - whether the post carried photos (the Photos item then says to choose them
 *   again, docs/product.md#photos).
 */
export function noticeFor(
  outcome: Exclude<FormPostOutcome, { kind: "accepted" }>,
  valuesKnown: boolean,
  photosChosen = false,
): Notice {
  if (outcome.kind === "invalid") {
    const items: NoticeItem[] = [];
    for (const field of CONTACT_FIELDS) {
      const message = outcome.fields[field];
      if (message) items.push({ field, message });
    }
    const photos = photosMessage(outcome.fields[PHOTO_FIELD], photosChosen);
    if (photos) items.push({ field: PHOTO_FIELD, message: photos });
    for (const [path, message] of Object.entries(outcome.fields)) {
      // The email's subject is made from the Subject field: its problem is already said there.
      if (path === "config.subject" && outcome.fields.subject) continue;
      if (!isContactField(path) && path !== PHOTO_FIELD)
        items.push({ message: `Something else in the form was not accepted: ${message}` });
    }
    return {
      title: "Please check the form",
      body: "Your message was not sent yet. Please correct the following and send it again:",
      items,
      offerContact: false,
      values: valuesKnown ? "kept" : "unknown",
    };
  }
  const refusal = (Object.hasOwn(REFUSALS, outcome.code) ? REFUSALS[outcome.code] : undefined) ?? UNEXPECTED;
  const values: ValuesShown = refusal.values ?? (valuesKnown ? "kept" : "unknown");
  return { title: refusal.title, body: refusal.body, items: [], offerContact: true, values };
}
