import { CONTACT_FIELDS, type ContactFormData, FORM_TOKEN_FIELD_NAME } from "@clearwell/contract";
import { PHOTO_FIELD } from "@clearwell/contract/photos";
import { isLocalEnvironment } from "@clearwell/rules";
import type { Notice, NoticeField } from "./notice.ts";
import { errorIdFor, fieldErrorHtml, noticeHtml } from "./render.ts";

/** The Contact page's form: the one whose action is this route. */
export const FORM_SELECTOR = 'form[action="/api/send-email"]';

/** What the page rewrite writes in. */
export type ContactPageAnswer = {
  notice: Notice;
  /** The values to put back, or `undefined` to leave the controls as prerendered (empty). */
  values: ContactFormData | undefined;
  /** Messages under the controls: the five fields' and the Photos input's (docs/product.md#photos). */
  fieldErrors: Partial<Record<NoticeField, string>>;
  /** The token for the hidden `formToken` control (`undefined`: leave it). */
  formToken?: string;
};

/** How long the local worker waits for the site's dev server to render /contact, in ms. */
const DEV_SITE_TIMEOUT_MS = 10_000;

/** `DEV_SITE_URL` under `pnpm dev` (docs/reference.md#local-development); else `undefined`. */
export function devSiteUrl(env: Env): string | undefined {
  if (!isLocalEnvironment(env)) return undefined;
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
 * The Contact page's HTML for a form post's answer: from {@link devSiteUrl} when set, else (or when
 * that fails) from `ASSETS`; `undefined` when neither answers 200 HTML. Never throws.
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
 * A value for `Element.setAttribute`, which escapes only `"`: `&` first, so a typed `&amp;` stays
 * exact, and `<` `>`, so no tag-like text appears in the page.
 */
function attributeValue(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

type PageHooks = { controlIds: Partial<Record<NoticeField, string>>; hasAlert: boolean };

function controlSelector(field: NoticeField): string {
  return `${FORM_SELECTOR} [name="${field}"]`;
}

/** The id a control gets when the page gave it none: `contact-<field>`, the Photos input `photos`. */
function defaultIdOf(field: NoticeField): string {
  return field === PHOTO_FIELD ? PHOTO_FIELD : `contact-${field}`;
}

/** The five fields, then the Photos input (optional on the page). */
const MESSAGE_CONTROLS: readonly NoticeField[] = [...CONTACT_FIELDS, PHOTO_FIELD];

/** First pass: the controls' ids and whether the `data-form-alert` region exists. */
async function findHooks(page: string): Promise<PageHooks> {
  const hooks: PageHooks = { controlIds: {}, hasAlert: false };
  let rewriter = new HTMLRewriter().on(`${FORM_SELECTOR} [data-form-alert]`, {
    element() {
      hooks.hasAlert = true;
    },
  });
  for (const field of MESSAGE_CONTROLS) {
    rewriter = rewriter.on(controlSelector(field), {
      element(element) {
        hooks.controlIds[field] ??= element.getAttribute("id") || defaultIdOf(field);
      },
    });
  }
  await rewriter.transform(new Response(page)).text();
  return hooks;
}

/**
 * The Contact page rewritten as a form post's answer (docs/product.md#plain-html-form): values,
 * field messages, notice and form token written in, scripts and module preloads removed.
 * @param page - the prerendered Contact page's HTML.
 * @returns the page, or `undefined` when it lacks the form's hooks (answer the fallback page).
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
  for (const field of MESSAGE_CONTROLS) {
    rewriter = rewriter.on(controlSelector(field), {
      element(element) {
        const value = field === PHOTO_FIELD ? undefined : answer.values?.[field];
        if (value !== undefined) {
          if (element.tagName === "textarea") element.setInnerContent(value);
          else element.setAttribute("value", attributeValue(value));
        }
        const message = answer.fieldErrors[field];
        if (!message) return;
        const id = element.getAttribute("id") || defaultIdOf(field);
        element.setAttribute("id", id);
        element.setAttribute("aria-invalid", "true");
        // The error is added to what already describes the control (the Photos hint), never replaces it.
        const describedBy = element.getAttribute("aria-describedby");
        element.setAttribute(
          "aria-describedby",
          describedBy ? `${describedBy} ${errorIdFor(id)}` : errorIdFor(id),
        );
        element.after(fieldErrorHtml(id, message), { html: true });
      },
    });
  }
  return rewriter.transform(new Response(page)).text();
}
