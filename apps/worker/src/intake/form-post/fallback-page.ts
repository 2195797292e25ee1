import { COMPANY_NAME, CONTACT_FIELDS, type ContactField, FIELD_LABELS } from "@clearwell/contract";
import { html, raw } from "hono/html";
import type { ContactPageAnswer } from "./contact-page.ts";
import { errorIdFor, fieldErrorHtml, noticeHtml, toHtml } from "./render.ts";

/** Control ids of the fallback page's form. */
const FALLBACK_IDS = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, `contact-${field}`])) as Record<
  ContactField,
  string
>;

/** Input types of the single-line controls. */
const INPUT_TYPES: Record<Exclude<ContactField, "message">, string> = {
  name: "text",
  email: "email",
  phone: "tel",
  subject: "text",
};

/** Styling of its own, by place and id, never the site's `FORM_CLASSES`, so those can change freely. */
const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;color:#1c1917;max-width:40rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin-top:1rem;font-weight:600}input,textarea{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #a8a29e;border-radius:.375rem}
[aria-invalid=true]{border-color:#dc2626}[id$="-error"]{color:#b91c1c}[data-form-alert] [tabindex="-1"]{background:#fef2f2;border:1px solid #fecaca;border-radius:.75rem;padding:1rem}
.hp{position:absolute;left:-10000px}button{margin-top:1.5rem;padding:.75rem 1.5rem;font:inherit;font-weight:600;color:#fff;background:#c2410c;border:0;border-radius:.5rem}`;

/** The self-contained answer page (docs/product.md#plain-html-form), values escaped. Never throws. */
export function fallbackPage(answer: ContactPageAnswer): string {
  const controls = CONTACT_FIELDS.map((field) => {
    const id = FALLBACK_IDS[field];
    const value = answer.values?.[field] ?? "";
    const message = answer.fieldErrors[field];
    const invalid = message ? html` aria-invalid="true" aria-describedby="${errorIdFor(id)}"` : "";
    const control =
      field === "message"
        ? html`<textarea id="${id}" name="${field}" rows="8"${invalid}>${value}</textarea>`
        : html`<input id="${id}" name="${field}" type="${INPUT_TYPES[field]}" value="${value}"${invalid}>`;
    return html`<label for="${id}">${FIELD_LABELS[field]}</label>${control}${message ? raw(fieldErrorHtml(id, message)) : ""}`;
  });
  return toHtml(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Error: Contact ${COMPANY_NAME}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
<h1>Contact ${COMPANY_NAME}</h1>
<form method="post" action="/api/send-email" novalidate>
<div role="alert" data-form-alert>${raw(noticeHtml(answer.notice, FALLBACK_IDS))}</div>
${controls}
<div class="hp" aria-hidden="true"><label for="contact-honeypot">Leave this field empty</label><input id="contact-honeypot" name="honeypot" tabindex="-1" autocomplete="off"></div>
${answer.formToken ? html`<input type="hidden" name="formToken" value="${answer.formToken}">` : ""}
<button type="submit">Send message</button>
</form>
</main>
</body>
</html>
`);
}
