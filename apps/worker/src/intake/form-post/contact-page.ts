import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormData,
  FORM_TOKEN_FIELD_NAME,
} from "@clearwell/contract";
import type { Notice } from "./notice.ts";
import { errorIdFor, fieldErrorHtml, noticeHtml } from "./render.ts";

/** The Contact page's form: the one whose action is this route. */
export const FORM_SELECTOR = 'form[action="/api/send-email"]';

/** Everything the page rewrite needs. */
export type ContactPageAnswer = {
  notice: Notice;
  /** The values to put back, or `undefined` to leave the controls as prerendered (empty). */
  values: ContactFormData | undefined;
  /** The contract's message per invalid field. */
  fieldErrors: Partial<Record<ContactField, string>>;
  /** The form token to write into the form's hidden `formToken` control (`undefined`: leave it). */
  formToken?: string;
};

/** How long the local worker waits for the site's dev server to render /contact, in ms. */
const DEV_SITE_TIMEOUT_MS = 10_000;

/**
 * `DEV_SITE_URL`, the site's dev server that `pnpm dev` runs beside the worker (scripts/dev-worker.mjs
 * passes it with `--var`; docs/reference.md#local-development), or `undefined` when it is unset or
 * empty, or when `ENVIRONMENT` is not `local`: a deployed worker never reads it.
 */
export function devSiteUrl(env: Env): string | undefined {
  if (env.ENVIRONMENT !== "local") return undefined;
  const value = (env as Env & { DEV_SITE_URL?: unknown }).DEV_SITE_URL;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The page `load` answers when it is 200 HTML, else `undefined` (the body is let go). Never throws. */
async function htmlPage(load: () => Promise<Response>): Promise<string | undefined> {
  try {
    const response = await load();
    if (response.status !== 200 || !response.headers.get("Content-Type")?.includes("text/html")) {
      await response.body?.cancel();
      return undefined;
    }
    return await response.text();
  } catch {
    return undefined;
  }
}

/**
 * The site's Contact page (`/contact`) as text, for the answer to a form post, or `undefined`
 * when it cannot be had. Under `pnpm dev` ({@link devSiteUrl} set) it comes from the site's dev
 * server, which renders the route in full as the build prerenders it (the dev worker has no built
 * site), within {@link DEV_SITE_TIMEOUT_MS}; otherwise, or when that fails, it is the prerendered
 * page from the `ASSETS` binding. `undefined` when there is neither, a fetch fails, or neither
 * answers 200 HTML. Never throws.
 */
export async function fetchContactPage(env: Env, requestUrl: string): Promise<string | undefined> {
  const devSite = devSiteUrl(env);
  if (devSite) {
    const page = await htmlPage(() =>
      fetch(new URL("/contact", devSite), {
        headers: { Accept: "text/html" },
        signal: AbortSignal.timeout(DEV_SITE_TIMEOUT_MS),
      }),
    );
    if (page !== undefined) return page;
  }
  const assets = (env as Partial<Env>).ASSETS;
  if (!assets) return undefined;
  return htmlPage(() => assets.fetch(new Request(new URL("/contact", requestUrl))));
}

/**
 * A value for `Element.setAttribute`: HTMLRewriter escapes only `"` there (as `&quot;`) and writes
 * `&` as is, so a typed `&amp;` would come back as `&`. Escaping `&` first keeps the value exact;
 * `<` and `>` are escaped too, so no tag-like text appears in the page at all.
 */
function attributeValue(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What the first pass found in the page: the controls' ids and whether the hooks exist. */
type PageHooks = { controlIds: Partial<Record<ContactField, string>>; hasAlert: boolean };

/** The selector of the control named `field` inside the form. */
function controlSelector(field: ContactField): string {
  return `${FORM_SELECTOR} [name="${field}"]`;
}

/** Reads the control ids and looks for the `data-form-alert` region (first pass). */
async function findHooks(page: string): Promise<PageHooks> {
  const hooks: PageHooks = { controlIds: {}, hasAlert: false };
  let rewriter = new HTMLRewriter().on(`${FORM_SELECTOR} [data-form-alert]`, {
    element() {
      hooks.hasAlert = true;
    },
  });
  for (const field of CONTACT_FIELDS) {
    rewriter = rewriter.on(controlSelector(field), {
      element(element) {
        hooks.controlIds[field] ??= element.getAttribute("id") || `contact-${field}`;
      },
    });
  }
  await rewriter.transform(new Response(page)).text();
  return hooks;
}

/**
 * The Contact page rewritten as the answer to a form post (docs/product.md#plain-html-form), with the
 * platform's `HTMLRewriter`, or `undefined` when the page lacks the hooks it relies on (the caller then
 * answers the fallback page):
 * - in `form[action="/api/send-email"]`, the controls named `name`, `email`, `phone`, `subject` get `value`
 *   (`& < >` escaped here, `"` by `setAttribute`) and the `message` textarea its text (escaped text mode); an
 *   invalid control gets `aria-invalid="true"` (its red border follows from the contract's
 *   `FORM_CLASSES.controlBorder`, never a class swap), `aria-describedby="<id>-error"` and its
 *   message right after it;
 * - the form's `[data-form-alert]` element gets the notice, and its hidden `formToken` control the
 *   answer's form token;
 * - every `<script>` and `<link rel="modulepreload">` is removed, so the page is plain HTML that posts again
 *   and nothing hydrates over it; the title starts with `Error: `.
 *
 * @param page - the prerendered Contact page's HTML.
 */
export async function rewriteContactPage(
  page: string,
  answer: ContactPageAnswer,
): Promise<string | undefined> {
  const hooks = await findHooks(page);
  const found = CONTACT_FIELDS.every((field) => hooks.controlIds[field]);
  if (!hooks.hasAlert || !found) return undefined;
  let rewriter = new HTMLRewriter()
    .on("script", { element: (element) => void element.remove() })
    .on('link[rel="modulepreload"]', { element: (element) => void element.remove() })
    .on("title", { element: (element) => void element.prepend("Error: ") })
    .on(`${FORM_SELECTOR} [data-form-alert]`, {
      element: (element) =>
        void element.setInnerContent(noticeHtml(answer.notice, hooks.controlIds), { html: true }),
    });
  const { formToken } = answer;
  if (formToken) {
    rewriter = rewriter.on(`${FORM_SELECTOR} input[name="${FORM_TOKEN_FIELD_NAME}"]`, {
      element: (element) => void element.setAttribute("value", attributeValue(formToken)),
    });
  }
  for (const field of CONTACT_FIELDS) {
    rewriter = rewriter.on(controlSelector(field), {
      element(element) {
        const value = answer.values?.[field];
        if (value !== undefined) {
          if (element.tagName === "textarea") element.setInnerContent(value);
          else element.setAttribute("value", attributeValue(value));
        }
        const message = answer.fieldErrors[field];
        if (!message) return;
        const id = element.getAttribute("id") || `contact-${field}`;
        element.setAttribute("id", id);
        element.setAttribute("aria-invalid", "true");
        element.setAttribute("aria-describedby", errorIdFor(id));
        element.after(fieldErrorHtml(id, message), { html: true });
      },
    });
  }
  return rewriter.transform(new Response(page)).text();
}
