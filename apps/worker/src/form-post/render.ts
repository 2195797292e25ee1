import { COMPANY_CONTACT, type ContactField } from "@clearwell/contract";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { type Notice, VALUES_SENTENCES } from "./notice.ts";

/**
 * HTML fragments of the form post answers (docs/product.md#plain-html-form), built with Hono's
 * `html` template, which escapes every interpolated value (`& < > " '`). Classes are the site's own
 * (the Contact form's notice and field errors); apps/web's Tailwind build scans this folder.
 */

/** A fragment of {@link html} as a string (the templates here never hold promises). */
export function toHtml(fragment: HtmlEscapedString | Promise<HtmlEscapedString>): string {
  if (fragment instanceof Promise) throw new Error("form-post HTML fragments must be synchronous");
  return fragment.toString();
}

/** The `id` of a control's error text: `<control id>-error`, as the Contact page's own fields use. */
export function errorIdFor(controlId: string): string {
  return `${controlId}-error`;
}

/** The red error text under a control: `<p id="<control id>-error" ...>message</p>`. */
export function fieldErrorHtml(controlId: string, message: string): string {
  return toHtml(
    html`<p id="${errorIdFor(controlId)}" class="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">${message}</p>`,
  );
}

/** The sentence with our phone and email as links. */
function contactLinks(): HtmlEscapedString | Promise<HtmlEscapedString> {
  const { phone, email } = COMPANY_CONTACT;
  return html`<p class="mt-2 text-sm">You can also call us at <a class="font-semibold underline" href="${phone.href}">${phone.display}</a> or email <a class="font-semibold underline" href="mailto:${email}">${email}</a>.</p>`;
}

/**
 * The red notice for the `data-form-alert` region: title, what happened, the field messages as
 * links to their controls (`controlIds` maps a field to its control's id), our phone and email
 * when offered, and what became of the visitor's values. `autofocus` with `tabindex="-1"` brings
 * it into view without JavaScript.
 */
export function noticeHtml(notice: Notice, controlIds: Partial<Record<ContactField, string>>): string {
  const items = notice.items.map(({ field, message }) => {
    const id = field ? controlIds[field] : undefined;
    return id ? html`<li><a class="underline" href="#${id}">${message}</a></li>` : html`<li>${message}</li>`;
  });
  return toHtml(
    html`<div tabindex="-1" autofocus class="mb-6 flex scroll-mt-32 gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"><div><p class="font-semibold">${notice.title}</p><p class="mt-1 text-sm">${notice.body}</p>${
      items.length > 0 ? html`<ul class="mt-2 list-disc space-y-1 pl-5 text-sm">${items}</ul>` : ""
    }${notice.offerContact ? contactLinks() : ""}<p class="mt-2 text-sm">${VALUES_SENTENCES[notice.values]}</p></div></div>`,
  );
}
