import { describe, expect, it } from "vitest";
import {
  buildContactRequest,
  contactRequestFromForm,
  countedPathOf,
  LEAD_SOURCE_LIMITS,
  leadSourceFromLanding,
  leadsQuerySchema,
  loadZodMessages,
  normalizeLeadSource,
  sendEmailRequestSchema,
  visitBeaconBody,
  visitBeaconSchema,
} from "../src/index.ts";

loadZodMessages();

const form = {
  name: "Maya Okafor",
  email: "maya@example.com",
  subject: "Kitchen",
  message: "Please call me about the kitchen.",
};

describe("normalizeLeadSource", () => {
  it("keeps a clean source as it is", () => {
    const source = {
      firstPage: "/services/mold-removal",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring mold",
      clickIds: ["gclid"],
    };
    expect(normalizeLeadSource(source)).toEqual(source);
  });

  it("strips markup, control and format characters from campaign tags and cuts them to 100", () => {
    const source = normalizeLeadSource({
      utmCampaign: `<script>alert("x")</script>`,
      utmSource: "news\u0000letter\u202e \n  weekly",
      utmMedium: "m".repeat(4000),
    });
    expect(source?.utmCampaign).toBe("scriptalert(x)/script");
    expect(source?.utmSource).toBe("newsletter weekly");
    expect(source?.utmMedium).toBe("m".repeat(LEAD_SOURCE_LIMITS.utm));
  });

  it("never cuts a campaign tag inside a surrogate pair", () => {
    const tag = normalizeLeadSource({ utmCampaign: `${"a".repeat(99)}😀` })?.utmCampaign;
    expect(tag).toBe("a".repeat(99));
  });

  it("drops a first page that is not a path of this site, and cuts its query", () => {
    expect(normalizeLeadSource({ firstPage: "https://evil.example/x" })).toBeUndefined();
    expect(normalizeLeadSource({ firstPage: "//evil.example/x" })).toBeUndefined();
    expect(normalizeLeadSource({ firstPage: "/a<b" })).toBeUndefined();
    expect(normalizeLeadSource({ firstPage: `/${"a".repeat(200)}` })).toBeUndefined();
    expect(normalizeLeadSource({ firstPage: "/services/?utm_source=x#top" })).toEqual({
      firstPage: "/services",
    });
    expect(normalizeLeadSource({ firstPage: "/" })).toEqual({ firstPage: "/" });
  });

  it("keeps a valid host name in lower case and drops anything else", () => {
    expect(normalizeLeadSource({ referrerHost: "WWW.Bing.com." })).toEqual({ referrerHost: "www.bing.com" });
    for (const bad of [
      "bing.com:443",
      "https://bing.com",
      "a b.com",
      "-x.com",
      `${"a".repeat(64)}.com`,
      42,
    ]) {
      expect(normalizeLeadSource({ referrerHost: bad }), String(bad)).toBeUndefined();
    }
    expect(normalizeLeadSource({ referrerHost: `${"a.".repeat(127)}ab` })).toBeUndefined();
  });

  it("keeps only known click ids, once each, never a value", () => {
    expect(normalizeLeadSource({ clickIds: ["msclkid", "gclid", "gclid", "abc", 1] })).toEqual({
      clickIds: ["gclid", "msclkid"],
    });
    expect(normalizeLeadSource({ clickIds: "gclid" })).toBeUndefined();
  });

  it("is undefined for a source that is not an object or holds nothing valid", () => {
    for (const value of [null, "google", 3, ["/"], {}, { firstPage: 7 }]) {
      expect(normalizeLeadSource(value)).toBeUndefined();
    }
  });
});

describe("sendEmailRequestSchema's source", () => {
  it("parses a source and never refuses the inquiry because of it", () => {
    const bad = [
      "not an object",
      42,
      null,
      { utmCampaign: "<b>x</b>".repeat(500) },
      { firstPage: "javascript:alert(1)" },
    ];
    for (const source of bad) {
      const result = sendEmailRequestSchema.safeParse({ ...form, source });
      expect(result.success, JSON.stringify(source).slice(0, 40)).toBe(true);
    }
    const parsed = sendEmailRequestSchema.parse({ ...form, source: { firstPage: "/works", utmSource: "x" } });
    expect(parsed.source).toEqual({ firstPage: "/works", utmSource: "x" });
    expect(sendEmailRequestSchema.parse({ ...form, source: 1 }).source).toBeUndefined();
    expect(sendEmailRequestSchema.parse(form).source).toBeUndefined();
  });

  it("is carried by buildContactRequest and contactRequestFromForm when given", () => {
    const values = { ...form, phone: "" };
    expect(buildContactRequest(values, {}, { firstPage: "/about" }).source).toEqual({ firstPage: "/about" });
    expect(buildContactRequest(values).source).toBeUndefined();
    const post = contactRequestFromForm(new URLSearchParams(form), { firstPage: "/contact" });
    expect(post.request.source).toEqual({ firstPage: "/contact" });
  });
});

describe("leadSourceFromLanding", () => {
  it("reads the first page, another site's host, the campaign tags and which click ids were there", () => {
    expect(
      leadSourceFromLanding(
        "https://clearwell.example/services/mold-removal?utm_source=google&utm_medium=cpc&utm_campaign=mold&gclid=SECRET&fbclid=X",
        "https://www.google.com/search?q=mold",
      ),
    ).toEqual({
      firstPage: "/services/mold-removal",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "mold",
      clickIds: ["gclid", "fbclid"],
    });
  });

  it("keeps no referrer host for this site, no referrer, or an address that is not a web page's", () => {
    expect(leadSourceFromLanding("https://clearwell.example/about", "https://clearwell.example/")).toEqual({
      firstPage: "/about",
    });
    expect(leadSourceFromLanding("https://clearwell.example/", "")).toEqual({ firstPage: "/" });
    expect(leadSourceFromLanding("https://clearwell.example/", "android-app://x")).toEqual({
      firstPage: "/",
    });
    expect(leadSourceFromLanding("not a url", "")).toBeUndefined();
  });
});

describe("the visits beacon", () => {
  it("counts the site's pages only, with or without a trailing slash", () => {
    expect(countedPathOf("/services/")).toBe("/services");
    expect(countedPathOf("/")).toBe("/");
    expect(countedPathOf("/admin")).toBeUndefined();
    expect(countedPathOf("/nope")).toBeUndefined();
    expect(countedPathOf(3)).toBeUndefined();
  });

  it("has the body sendBeacon sends", () => {
    const body = visitBeaconBody("/services", true);
    expect(body).toBe('{"path":"/services","first":true}');
    expect(visitBeaconSchema.parse(JSON.parse(body))).toEqual({ path: "/services", first: true });
    expect(visitBeaconSchema.parse({ path: "/" })).toEqual({ path: "/", first: false });
  });
});

describe("leadsQuerySchema", () => {
  it("takes 7, 30 or 90 days, 30 when absent or empty, and refuses anything else", () => {
    expect(leadsQuerySchema.parse({ days: "7" })).toEqual({ days: 7 });
    expect(leadsQuerySchema.parse({ days: "90" })).toEqual({ days: 90 });
    expect(leadsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(leadsQuerySchema.parse({ days: "" })).toEqual({ days: 30 });
    for (const days of ["8", "30.0", "abc", "-7"]) {
      const result = leadsQuerySchema.safeParse({ days });
      expect(result.success, days).toBe(false);
      if (!result.success) expect(result.error.issues[0]?.message).toBe("must be one of 7, 30, 90");
    }
  });
});
