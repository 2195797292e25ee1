import { COMPANY_CONTACT } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { type Notice, type NoticeField, VALUES_SENTENCES } from "./notice.ts";

/** A fragment of {@link html}, which escapes every interpolated value, as a string (never a promise here). */
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
  return toHtml(html`<p id="${errorIdFor(controlId)}" class="${FORM_CLASSES.fieldError}">${message}</p>`);
}

/** The sentence with our phone and email as links. */
function contactLinks(): HtmlEscapedString | Promise<HtmlEscapedString> {
  const { phone, email } = COMPANY_CONTACT;
  return html`<p class="${FORM_CLASSES.noticeMore}">You can also call us at <a class="${FORM_CLASSES.noticeContactLink}" href="${phone.href}">${phone.display}</a> or email <a class="${FORM_CLASSES.noticeContactLink}" href="mailto:${email}">${email}</a>.</p>`;
}

/**
 * The red notice for the `data-form-alert` region (docs/product.md#plain-html-form), each field
 * message a link to its control's id in `controlIds`; `autofocus` brings it into view without JavaScript.
 */
export function noticeHtml(notice: Notice, controlIds: Partial<Record<NoticeField, string>>): string {
  const items = notice.items.map(({ field, message }) => {
    const id = field ? controlIds[field] : undefined;
    return id
      ? html`<li><a class="${FORM_CLASSES.noticeFieldLink}" href="#${id}">${message}</a></li>`
      : html`<li>${message}</li>`;
  });
  return toHtml(
    html`<div class="${FORM_CLASSES.noticeWrapper}"><div tabindex="-1" autofocus class="${FORM_CLASSES.errorNotice}"><div><p class="${FORM_CLASSES.noticeTitle}">${notice.title}</p><p class="${FORM_CLASSES.noticeBody}">${notice.body}</p>${
      items.length > 0 ? html`<ul class="${FORM_CLASSES.noticeList}">${items}</ul>` : ""
    }${notice.offerContact ? contactLinks() : ""}<p class="${FORM_CLASSES.noticeMore}">${VALUES_SENTENCES[notice.values]}</p></div></div></div>`,
  );
}
