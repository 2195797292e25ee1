import type { ContactFormData } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { AGED_FORM_TOKEN, type ChangedEnv, postInquiry, type SendOptions } from "./api.ts";

/** The class of every control of the fixture: the site's layout classes and the shared border. */
export const CONTROL_CLASS = `block w-full rounded-lg ${FORM_CLASSES.controlBorder}`;

/**
 * A small copy of the prerendered Contact page's markup (docs/product.md#plain-html-form): the
 * form posting to /api/send-email with the `data-form-alert` region, the five named controls with
 * ids and the site's classes (their border from the contract's `FORM_CLASSES`, as the site's
 * form field has it), the honeypot and the hidden form token, plus the scripts and module
 * preloads the answer must strip.
 */
export const CONTACT_PAGE_FIXTURE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Contact | Clearwell Interiors</title>
<link rel="modulepreload" href="/assets/entry.client-abc123.js">
<link rel="stylesheet" href="/assets/root-abc123.css">
<script>window.__reactRouterContext = {"state":{}};</script>
</head><body><main><h1>Contact us</h1>
<form method="post" action="/api/send-email" novalidate aria-labelledby="contact-heading">
<div role="status"></div><div role="alert" data-form-alert></div>
<div><label for="contact-name">Full Name</label><input type="text" id="contact-name" name="name" required class="${CONTROL_CLASS}" value=""></div>
<div><label for="contact-email">Email Address</label><input type="email" id="contact-email" name="email" required class="${CONTROL_CLASS}" value=""></div>
<div><label for="contact-phone">Phone Number</label><input type="tel" id="contact-phone" name="phone" class="${CONTROL_CLASS}" value=""></div>
<div><label for="contact-subject">Subject</label><input type="text" id="contact-subject" name="subject" required class="${CONTROL_CLASS}" value=""></div>
<div><label for="contact-message">Message</label><textarea id="contact-message" name="message" rows="5" required class="${CONTROL_CLASS}"></textarea></div>
<div aria-hidden="true" class="absolute -left-[10000px]"><input id="contact-honeypot" name="honeypot" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="formToken">
<button type="submit">Send Message</button>
</form></main>
<script type="module">import("/assets/entry.client-abc123.js");</script>
</body></html>`;

/** A stand-in for the `ASSETS` binding that serves {@link CONTACT_PAGE_FIXTURE} at /contact. */
export function fakeAssets(page = CONTACT_PAGE_FIXTURE): { ASSETS: Fetcher; requested: string[] } {
  const requested: string[] = [];
  const assets = {
    async fetch(input: RequestInfo | URL) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requested.push(url.pathname);
      if (url.pathname !== "/contact") return new Response("Not found", { status: 404 });
      return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  };
  return { ASSETS: assets as unknown as Fetcher, requested };
}

/** An `ASSETS` binding whose fetch throws. */
export const failingAssets = {
  async fetch(): Promise<Response> {
    throw new Error("assets unavailable (stand-in)");
  },
} as unknown as Fetcher;

export { typedValues } from "./api.ts";

/** How a form is encoded: as a browser does for `<form method="post">` with or without `enctype`. */
export type FormEncoding = "urlencoded" | "multipart";

/** Options of {@link postForm}. */
export type FormPostOptions = Omit<SendOptions, "contentType" | "env"> & {
  env?: ChangedEnv;
  /** Whether to add a fake `ASSETS` serving the fixture (default true). */
  withAssets?: boolean;
  /**
   * Whether to add what the served page's form always posts besides the typed values, an empty
   * `honeypot` and the page's form token ({@link AGED_FORM_TOKEN}), unless `entries` has them
   * (default true; `false` posts `entries` alone, as a bot might).
   */
  withPageFields?: boolean;
};

/** The body and Content-Type a browser would send for these entries. */
export async function encodeForm(
  entries: Record<string, string>,
  encoding: FormEncoding,
): Promise<{ body: string; contentType: string }> {
  if (encoding === "urlencoded") {
    return {
      body: new URLSearchParams(entries).toString(),
      contentType: "application/x-www-form-urlencoded",
    };
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  const request = new Request("https://encode.test/", { method: "POST", body: form });
  const body = new TextDecoder().decode(await request.arrayBuffer());
  return { body, contentType: request.headers.get("Content-Type") ?? "" };
}

/**
 * POSTs a form to /api/send-email the way a browser without JavaScript does, with the fixture page
 * as `ASSETS` and the page's hidden fields unless told otherwise.
 */
export async function postForm(
  entries: Record<string, string>,
  encoding: FormEncoding,
  options: FormPostOptions = {},
): Promise<Response> {
  const { withAssets = true, withPageFields = true, env: changed, ...rest } = options;
  const posted = withPageFields ? { honeypot: "", formToken: AGED_FORM_TOKEN, ...entries } : entries;
  const { body, contentType } = await encodeForm(posted, encoding);
  const env = withAssets ? { ASSETS: fakeAssets().ASSETS, ...changed } : changed;
  return postInquiry(body, { ...rest, contentType, env });
}

/** What a browser would show in the answer's form: each control's value, decoded. */
export async function shownValues(html: string): Promise<Partial<ContactFormData>> {
  const shown: Partial<Record<string, string>> = {};
  let rewriter = new HTMLRewriter();
  for (const field of ["name", "email", "phone", "subject"]) {
    rewriter = rewriter.on(`form [name="${field}"]`, {
      element(element) {
        shown[field] = decodeEntities(element.getAttribute("value") ?? "");
      },
    });
  }
  rewriter = rewriter.on('form textarea[name="message"]', {
    element() {
      shown.message = "";
    },
    text(chunk) {
      shown.message = (shown.message ?? "") + chunk.text;
    },
  });
  await rewriter.transform(new Response(html)).text();
  if (shown.message !== undefined) shown.message = decodeEntities(shown.message);
  return shown as Partial<ContactFormData>;
}

/** Decodes the character references HTML escaping produces. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
