import { COMPANY_CONTACT } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { beforeEach, describe, expect, it } from "vitest";
import { postInquiry } from "../helpers/api.ts";
import {
  CONTACT_PAGE_FIXTURE,
  CONTROL_CLASS,
  encodeForm,
  failingAssets,
  fakeAssets,
  postForm,
  shownValues,
  typedValues,
} from "../helpers/form-post.ts";
import { standIn } from "../helpers/stand-in.ts";

/**
 * The HTML answers to a plain HTML form post (docs/product.md#plain-html-form): what the rewritten
 * Contact page holds, how values are escaped, and the fallback page when the Contact page cannot
 * be had.
 */

beforeEach(() => standIn.reset());

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)> & &amp; 'quoted'`;

describe("the rewritten Contact page", () => {
  it("fetches /contact from ASSETS and keeps the page around the form", async () => {
    const assets = fakeAssets();
    const response = await postForm(typedValues({ name: "" }), "urlencoded", {
      withAssets: false,
      env: { ASSETS: assets.ASSETS },
    });
    expect(response.status).toBe(422);
    expect(assets.requested).toEqual(["/contact"]);
    const html = await response.text();
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-abc123.css">');
    expect(html).toContain("<h1>Contact us</h1>");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("entry.client");
    expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
  });

  it("escapes hostile values in attributes and in the textarea, and gives them back exactly", async () => {
    const typed = typedValues({
      name: HOSTILE,
      subject: HOSTILE,
      phone: HOSTILE,
      message: `${HOSTILE}</textarea>`,
    });
    const response = await postForm(typed, "multipart");
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(await shownValues(html)).toEqual(typed);
  });

  it("marks only invalid controls with aria-invalid, classes untouched, and lists every message in the notice", async () => {
    const html = await (await postForm(typedValues({ email: "ada", subject: "" }), "urlencoded")).text();
    // The red border follows aria-invalid (FORM_CLASSES.controlBorder): no class is swapped.
    expect(html).toContain(`id="contact-email" name="email" required class="${CONTROL_CLASS}"`);
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"/);
    expect(html).toContain(`id="contact-name" name="name" required class="${CONTROL_CLASS}"`);
    expect(html).not.toMatch(/id="contact-name"[^>]*aria-invalid="true"/);
    const notice = html.slice(html.indexOf("data-form-alert"), html.indexOf('id="contact-name"'));
    expect(notice).toContain(
      '<a class="underline" href="#contact-email">Please enter a valid email address</a>',
    );
    expect(notice).toContain('<a class="underline" href="#contact-subject">Subject is required</a>');
    expect(notice).toContain("Everything you typed is still in the form below");
    expect(notice).not.toContain(COMPANY_CONTACT.phone.display);
  });

  it.each([
    ["a tab in it", "Kitchen\tremodel"],
    ["290 characters", "a".repeat(290)],
  ])(
    "a subject with %s: only the Subject field's message, as the page's script shows",
    async (_, subject) => {
      const html = await (await postForm(typedValues({ subject }), "urlencoded")).text();
      const notice = html.slice(html.indexOf("data-form-alert"), html.indexOf('id="contact-name"'));
      expect(notice).toContain('href="#contact-subject"');
      expect(notice).not.toContain("Something else");
    },
  );

  it("accepts phone extensions and internationalised domains from a form post", async () => {
    const response = await postForm(
      typedValues({ phone: "503.555.0100 x12", email: "user@例え.jp" }),
      "multipart",
    );
    expect(response.status).toBe(303);
    expect((await standIn.onlyEmail()).body.reply_to).toBe("user@xn--r8jz45g.jp");
  });
});

describe("the fallback page when the Contact page cannot be had", () => {
  const notFound = { fetch: async () => new Response("Not found", { status: 404 }) } as unknown as Fetcher;
  const cases: [string, Fetcher | undefined][] = [
    ["ASSETS fails", failingAssets],
    ["ASSETS is missing", undefined],
    ["ASSETS answers 404", notFound],
    ["the page lacks the form hooks", fakeAssets("<!doctype html><p>Contact</p>").ASSETS],
  ];
  for (const [label, assets] of cases) {
    it(`${label} -> a self-contained page with the notice and the escaped values`, async () => {
      const typed = typedValues({ email: "not-an-email", message: HOSTILE });
      const response = await postForm(typed, "urlencoded", { withAssets: false, env: { ASSETS: assets } });
      expect(response.status).toBe(422);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('<form method="post" action="/api/send-email" novalidate>');
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(">Please enter a valid email address</p>");
      expect(html).toMatch(
        /id="contact-email"[^>]*aria-invalid="true" aria-describedby="contact-email-error"/,
      );
      expect(await shownValues(html)).toEqual(typed);
    });
  }

  it("styles its notice and messages by place and id, never by the site's classes", async () => {
    const response = await postForm(typedValues({ email: "ada" }), "urlencoded", {
      withAssets: false,
      env: { ASSETS: failingAssets },
    });
    const html = await response.text();
    const style = html.slice(html.indexOf("<style>"), html.indexOf("</style>"));
    expect(style).toContain('[id$="-error"]{color:#b91c1c}');
    expect(style).toContain('[data-form-alert] [tabindex="-1"]{background:#fef2f2;');
    const shared = new Set(Object.values(FORM_CLASSES).flatMap((classes) => classes.split(" ")));
    const selected = [...style.matchAll(/\.([a-z][\w-]*)/g)].map(([, name]) => name ?? "");
    expect(selected.filter((name) => shared.has(name))).toEqual([]);
  });

  it("a refusal on the fallback page still offers our phone and email", async () => {
    const limiter = { limit: async () => ({ success: false }) };
    const response = await postForm(typedValues(), "multipart", {
      withAssets: false,
      env: { ASSETS: failingAssets, INQUIRY_RATE_LIMITER: limiter },
    });
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(html).toContain(`href="mailto:${COMPANY_CONTACT.email}"`);
    expect(html).toContain(`href="${COMPANY_CONTACT.phone.href}"`);
    expect(await shownValues(html)).toEqual(typedValues());
  });
});

describe("how requests are told apart: by Content-Type", () => {
  it("JSON sent as a form is read as a form (and refused field by field, in HTML)", async () => {
    const response = await postInquiry(JSON.stringify(typedValues()), {
      contentType: "application/x-www-form-urlencoded",
      env: { ASSETS: fakeAssets().ASSETS },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("a form body sent as JSON gets the JSON envelope", async () => {
    const { body } = await encodeForm(typedValues(), "urlencoded");
    const response = await postInquiry(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "invalid_json",
      error: "The request body is not valid JSON.",
    });
  });

  it("the fixture holds what the rewrite relies on", () => {
    expect(CONTACT_PAGE_FIXTURE).toContain('action="/api/send-email"');
    expect(CONTACT_PAGE_FIXTURE).toContain("data-form-alert");
  });
});
