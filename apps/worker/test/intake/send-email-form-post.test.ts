import { env } from "cloudflare:workers";
import { COMPANY_CONTACT, contactEmailConfig } from "@clearwell/contract";
import { FORM_CLASSES } from "@clearwell/contract/page-style";
import { beforeEach, describe, expect, it } from "vitest";
import { expectAccepted } from "../helpers/accepted.ts";
import { AGED_FORM_TOKEN, postInquiry } from "../helpers/api.ts";
import { type FormEncoding, fakeAssets, postForm, shownValues, typedValues } from "../helpers/form-post.ts";
import { standIn } from "../helpers/stand-in.ts";
import { runs, settleAllRuns } from "../helpers/workflow-runs.ts";

/**
 * The contact form as a plain HTML form post (docs/product.md#plain-html-form): both encodings a
 * browser uses go through the same checks as the page's JSON request and are answered in HTML.
 */

beforeEach(() => standIn.reset());

const PASSING_SECRET = "1x0000000000000000000000000000000AA";

/** Asserts that the worker sent nothing to the provider (and nothing anywhere else). */
async function expectNothingSent() {
  expect(await standIn.recorded()).toEqual({ emails: [], unexpected: [] });
}

/** Asserts an HTML answer with the form post headers, and returns its text. */
async function htmlOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  const html = await response.text();
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain("modulepreload");
  expect(html).toContain('action="/api/send-email"');
  return html;
}

/** Asserts the notice offers our phone and email as links. */
function expectContactLinks(html: string) {
  expect(html).toContain(`href="${COMPANY_CONTACT.phone.href}">${COMPANY_CONTACT.phone.display}</a>`);
  expect(html).toContain(`href="mailto:${COMPANY_CONTACT.email}">${COMPANY_CONTACT.email}</a>`);
}

const encodings: FormEncoding[] = ["urlencoded", "multipart"];

describe.each(encodings)("a %s form post", (encoding) => {
  it("sent -> 303 See Other to /contact/thank-you, one email", async () => {
    const response = await postForm({ ...typedValues(), honeypot: "" }, encoding);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/thank-you");
    expect(await response.text()).toBe("");
    const email = await standIn.onlyEmail();
    expect(email.body).toMatchObject({
      subject: "New Inquiry: Kitchen remodel",
      reply_to: "ada@example.com",
    });
  });

  it("queued on a provider outage -> 303 as well (the run retries it)", async () => {
    await standIn.setMode({ status: 503 });
    const response = await postForm(typedValues(), encoding);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/thank-you");
    const { results } = await env.DB.prepare("SELECT status, attempts FROM inquiries").all();
    expect(results).toEqual([{ status: "queued", attempts: 1 }]);
  });

  it("a filled honeypot -> 303 like a sent inquiry, nothing sent", async () => {
    const response = await postForm({ ...typedValues(), honeypot: "https://spam.example" }, encoding);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/thank-you");
    await expectNothingSent();
  });

  it("invalid fields -> 422 with the values, the exact messages, aria links; nothing sent", async () => {
    const typed = typedValues({ name: "  ", email: "ada@", phone: "call me", message: "short" });
    const html = await htmlOf(await postForm(typed, encoding), 422);
    expect(await shownValues(html)).toEqual(typed);
    for (const [field, message] of [
      ["name", "Name is required"],
      ["email", "Please enter a valid email address"],
      ["phone", "Please enter a valid phone number"],
      ["message", "Message must be at least 10 characters"],
    ]) {
      expect(html).toContain(
        `<p id="contact-${field}-error" class="${FORM_CLASSES.fieldError}">${message}</p>`,
      );
      expect(html).toContain(`<a class="underline" href="#contact-${field}">${message}</a>`);
      expect(html).toMatch(
        new RegExp(`id="contact-${field}"[^>]*aria-invalid="true" aria-describedby="contact-${field}-error"`),
      );
    }
    expect(html).not.toContain('id="contact-subject-error"');
    expect(html).toContain("Please check the form");
    expect(html).toContain("<title>Error: Contact | Clearwell Interiors</title>");
    await expectNothingSent();
  });

  it("absent controls -> 422 '<Field> is required'", async () => {
    const html = await htmlOf(await postForm({ phone: "" }, encoding), 422);
    for (const message of [
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      expect(html).toContain(`>${message}</p>`);
    }
    await expectNothingSent();
  });

  it("a 6,000-character message comes back whole with the too-long message", async () => {
    const message = `${"Our basement smells of mould. ".repeat(200)}`;
    expect(message).toHaveLength(6000);
    const html = await htmlOf(await postForm(typedValues({ message }), encoding), 422);
    expect((await shownValues(html)).message).toBe(message);
    expect(html).toContain(">Message must be at most 5000 characters</p>");
    await expectNothingSent();
  });

  it("a cross-site post -> 403 HTML at once (the Contact page is not even fetched), values not shown, nothing sent", async () => {
    const assets = fakeAssets();
    const response = await postForm(
      typedValues({ message: "Visit https://evil.example now please" }),
      encoding,
      { origin: "https://evil.example", env: { ASSETS: assets.ASSETS } },
    );
    const html = await htmlOf(response, 403);
    expect(assets.requested).toEqual([]);
    expect(html).toContain("This form was sent from another website");
    expect(html).not.toContain("evil.example");
    expect(await shownValues(html)).toMatchObject({ name: "", message: "" });
    expectContactLinks(html);
    await expectNothingSent();
  });

  it("rate limited -> 429 HTML with Retry-After, the values kept, nothing sent", async () => {
    const limiter = { limit: async () => ({ success: false }) };
    const typed = typedValues();
    const response = await postForm(typed, encoding, { env: { INQUIRY_RATE_LIMITER: limiter } });
    const html = await htmlOf(response, 429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(html).toContain("Please wait a minute");
    expect(await shownValues(html)).toEqual(typed);
    expectContactLinks(html);
    await expectNothingSent();
  });

  it("Turnstile on and no token (no JavaScript) -> 403 HTML explaining it, values kept", async () => {
    const typed = typedValues();
    const response = await postForm(typed, encoding, { env: { TURNSTILE_SECRET_KEY: PASSING_SECRET } });
    const html = await htmlOf(response, 403);
    expect(html).toContain("needs JavaScript");
    expect(await shownValues(html)).toEqual(typed);
    expectContactLinks(html);
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  it("Turnstile on with the widget's token field -> sent", async () => {
    const response = await postForm(
      { ...typedValues(), "cf-turnstile-response": "XXXX.DUMMY.TOKEN" },
      encoding,
      {
        env: { TURNSTILE_SECRET_KEY: PASSING_SECRET },
      },
    );
    expect(response.status).toBe(303);
    expect((await standIn.deliveries()).siteverify.map((call) => call.response)).toEqual([
      "XXXX.DUMMY.TOKEN",
    ]);
  });

  it("archive unavailable -> 303: the delivery run stores the inquiry first, then delivers it", async () => {
    const typed = typedValues();
    const response = await postForm(typed, encoding, { env: { DB: undefined } });
    expect(response.status).toBe(303);
    await settleAllRuns();
    const { results } = await env.DB.prepare("SELECT status FROM inquiries").all();
    expect(results).toEqual([{ status: "sent" }]);
    expect((await standIn.onlyEmail()).body.reply_to).toBe(typed.email);
  });

  it("the archive still failing for the run's first 8 tries to store it: stored and delivered once it answers", async () => {
    await runs().modifyAll(async (m) => {
      await m.disableRetryDelays();
      await m.mockStepError({ name: "store" }, new Error("D1_ERROR: the database is unavailable"), 8);
    });
    const typed = typedValues();
    expect((await postForm(typed, encoding, { env: { DB: undefined } })).status).toBe(303);
    await settleAllRuns();
    const { results } = await env.DB.prepare("SELECT status FROM inquiries").all();
    expect(results).toEqual([{ status: "sent" }]);
    expect((await standIn.onlyEmail()).body.reply_to).toBe(typed.email);
  });

  it("neither the archive nor a delivery run -> 503 HTML with our phone and email, values kept, nothing sent", async () => {
    const typed = typedValues();
    const html = await htmlOf(
      await postForm(typed, encoding, { env: { DB: undefined, INQUIRY_DELIVERY: undefined } }),
      503,
    );
    expect(html).toContain("Our email service is unavailable right now");
    expect(await shownValues(html)).toEqual(typed);
    expectContactLinks(html);
    await expectNothingSent();
  });

  it("a body over 32 KiB -> 413 HTML saying the values could not be read, nothing sent", async () => {
    const html = await htmlOf(await postForm(typedValues({ message: "x".repeat(33 * 1024) }), encoding), 413);
    expect(html).toContain("too large to read");
    expect(html).toContain("We could not read what you typed");
    expect(await shownValues(html)).toMatchObject({ name: "", message: "" });
    await expectNothingSent();
  });

  it("the email composed from the form equals the one from the page's JSON request", async () => {
    const typed = typedValues({ email: "anna@müller.de", phone: "+1 503-555-0100 ext. 12" });
    expect((await postForm(typed, encoding)).status).toBe(303);
    const fromForm = await standIn.onlyEmail();
    await standIn.reset();
    const { buildContactRequest } = await import("@clearwell/contract");
    // The same submission again is the stored inquiry, already sent: forget it, then send the JSON.
    await env.DB.batch(
      ["delivery_events", "deliveries", "inquiry_events", "inquiries"].map((table) =>
        env.DB.prepare(`DELETE FROM ${table}`),
      ),
    );
    await expectAccepted(
      await postInquiry(buildContactRequest(typed, { honeypot: "", formToken: AGED_FORM_TOKEN })),
    );
    const fromJson = await standIn.onlyEmail();
    expect(fromForm.body).toEqual(fromJson.body);
    expect(fromForm.headers["idempotency-key"]).toBe(fromJson.headers["idempotency-key"]);
    expect(fromForm.body.reply_to).toBe("anna@xn--mller-kva.de");
    expect(fromForm.body.subject).toBe(`${contactEmailConfig.subjectPrefix}Kitchen remodel`);
  });
});

describe("unreadable form bodies: a clear 4xx HTML page, never a 5xx, nothing sent", () => {
  it("a broken multipart boundary -> 400", async () => {
    const body = '--nope\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n';
    const response = await postInquiry(body, {
      contentType: "multipart/form-data; boundary=----real",
      env: { ASSETS: (await import("../helpers/form-post.ts")).fakeAssets().ASSETS },
    });
    const html = await htmlOf(response, 400);
    expect(html).toContain("We could not read the form");
    expectContactLinks(html);
    await expectNothingSent();
  });

  it("multipart without a boundary -> 400", async () => {
    const response = await postInquiry("name=Ada", { contentType: "multipart/form-data" });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    await expectNothingSent();
  });

  it("bad percent-encoding or bytes that are not UTF-8 -> 400", async () => {
    for (const body of ["name=Ada%zz&email=ada%40example.com", "name=%E9t%E9&message=x", "message=%"]) {
      const html = await htmlOf(
        await postInquiry(body, { contentType: "application/x-www-form-urlencoded" }),
        400,
      );
      expect(html).toContain("We could not read the form");
    }
    await expectNothingSent();
  });

  it("a charset other than UTF-8 -> 415", async () => {
    const html = await htmlOf(
      await postInquiry("name=Ada", { contentType: "application/x-www-form-urlencoded; charset=iso-8859-1" }),
      415,
    );
    expect(html).toContain("We could not read what you typed");
    await expectNothingSent();
  });
});

describe("JSON requests are unchanged", () => {
  it("a JSON refusal stays the JSON envelope", async () => {
    const response = await postInquiry({ name: "Ada" }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: "origin_not_allowed",
      error: "Requests from this origin are not allowed.",
    });
  });
});
