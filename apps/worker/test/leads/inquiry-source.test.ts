import { env } from "cloudflare:workers";
import type { LeadSource } from "@clearwell/contract";
import { INQUIRY_CSV_COLUMNS, type InquiryDetail } from "@clearwell/contract";
import { beforeEach, describe, expect, it } from "vitest";
import type { InquiryRow } from "../../src/core/inquiry-row.ts";
import { expectAccepted } from "../helpers/accepted.ts";
import { callAdmin } from "../helpers/admin.ts";
import { ALLOWED_ORIGIN, postInquiry, validInquiry, WORKER_ORIGIN } from "../helpers/api.ts";
import { storedRow } from "../helpers/archive.ts";
import { postForm, typedValues } from "../helpers/form-post.ts";
import { standIn } from "../helpers/stand-in.ts";

/**
 * Where each inquiry came from (docs/product.md#where-leads-come-from): the page's `source` and a
 * plain form post's same-origin Referer are stored with the inquiry, a bad value is dropped or
 * cleaned (never a refusal), and the admin API's detail, the CSV export and erasure follow.
 */

beforeEach(() => standIn.reset());

type SourceColumns = Pick<
  InquiryRow,
  "first_page" | "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign" | "click_ids"
>;

const UNKNOWN: SourceColumns = {
  first_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  click_ids: null,
};

/** The source columns of inquiry `id`. */
async function sourceColumnsOf(id: string): Promise<SourceColumns> {
  const { first_page, referrer_host, utm_source, utm_medium, utm_campaign, click_ids } = await storedRow(id);
  return { first_page, referrer_host, utm_source, utm_medium, utm_campaign, click_ids };
}

/** The id of the one inquiry in the archive (a form post's answer is a redirect, without the id). */
async function onlyInquiryId(): Promise<string> {
  const { results } = await env.DB.prepare("SELECT id FROM inquiries").all<{ id: string }>();
  expect(results).toHaveLength(1);
  return results[0]?.id ?? "";
}

const FULL_SOURCE: LeadSource = {
  firstPage: "/services/mold-removal",
  referrerHost: "www.google.com",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring-mold",
  clickIds: ["gclid", "msclkid"],
};

describe("the page's source (JSON)", () => {
  it("is stored with the inquiry and answered by the admin detail", async () => {
    const { id } = await expectAccepted(await postInquiry(validInquiry({ source: FULL_SOURCE })));
    expect(await sourceColumnsOf(id)).toEqual({
      first_page: "/services/mold-removal",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-mold",
      click_ids: "gclid msclkid",
    });
    const detail = (await (await callAdmin(`/api/admin/inquiries/${id}`)).json()) as InquiryDetail;
    expect(detail.source).toEqual(FULL_SOURCE);
  });

  it("is unknown (NULL, detail null) without a source", async () => {
    const { id } = await expectAccepted(await postInquiry(validInquiry()));
    expect(await sourceColumnsOf(id)).toEqual(UNKNOWN);
    const detail = (await (await callAdmin(`/api/admin/inquiries/${id}`)).json()) as InquiryDetail;
    expect(detail.source).toBeNull();
  });

  it("never refuses an inquiry for its source: markup is removed, 4,000 characters are cut to 100", async () => {
    const { id } = await expectAccepted(
      await postInquiry(
        validInquiry({
          source: {
            firstPage: "/contact",
            utmCampaign: '<img src=x onerror="alert(1)">spring',
            utmSource: "s".repeat(4000),
          },
        }),
      ),
    );
    expect(await sourceColumnsOf(id)).toEqual({
      ...UNKNOWN,
      first_page: "/contact",
      utm_campaign: "img src=x onerror=alert(1)spring",
      utm_source: "s".repeat(100),
    });
  });

  it("drops values that are not valid, and a source that is not an object", async () => {
    const bad = await expectAccepted(
      await postInquiry(
        validInquiry({
          message: "A first message about the kitchen.",
          source: {
            firstPage: "https://evil.example/phish",
            referrerHost: "evil.example:8080/path",
            clickIds: ["gclid=abc123"],
            utmMedium: 42,
          } as never,
        }),
      ),
    );
    expect(await sourceColumnsOf(bad.id)).toEqual(UNKNOWN);
    for (const [index, source] of ["google", 7, ["/"], null].entries()) {
      const { id } = await expectAccepted(
        await postInquiry(
          validInquiry({ message: `Message ${index} about the kitchen.`, source: source as never }),
        ),
      );
      expect(await sourceColumnsOf(id)).toEqual(UNKNOWN);
    }
  });

  it("does not change the inquiry's id: the same submission from another campaign is the same inquiry", async () => {
    const first = await expectAccepted(await postInquiry(validInquiry({ source: { utmCampaign: "one" } })));
    const again = await expectAccepted(await postInquiry(validInquiry({ source: { utmCampaign: "two" } })));
    expect(again.id).toBe(first.id);
    // The first submission's source stays.
    expect((await sourceColumnsOf(first.id)).utm_campaign).toBe("one");
  });
});

describe("a plain form post's source", () => {
  it("is the path of a same-origin Referer, without its query", async () => {
    const response = await postForm(typedValues(), "urlencoded", {
      headers: { Referer: `${WORKER_ORIGIN}/contact?utm_source=x#form` },
    });
    expect(response.status).toBe(303);
    expect(await sourceColumnsOf(await onlyInquiryId())).toEqual({ ...UNKNOWN, first_page: "/contact" });
  });

  it("takes a Referer from an allowed origin of the site (ALLOWED_ORIGINS), multipart too", async () => {
    const response = await postForm(typedValues(), "multipart", {
      headers: { Referer: `${ALLOWED_ORIGIN}/contact` },
    });
    expect(response.status).toBe(303);
    expect((await sourceColumnsOf(await onlyInquiryId())).first_page).toBe("/contact");
  });

  it("is unknown with another site's Referer, or none", async () => {
    const response = await postForm(typedValues(), "urlencoded", {
      headers: { Referer: "https://elsewhere.example/contact" },
    });
    expect(response.status).toBe(303);
    const id = await onlyInquiryId();
    expect(await sourceColumnsOf(id)).toEqual(UNKNOWN);
    await env.DB.prepare("DELETE FROM inquiries").run();
    expect(
      (await postForm(typedValues({ message: "No referrer at all for this kitchen." }), "urlencoded")).status,
    ).toBe(303);
    expect(await sourceColumnsOf(await onlyInquiryId())).toEqual(UNKNOWN);
  });
});

describe("the CSV export and erasure", () => {
  it("exports the source columns, empty when unknown", async () => {
    const known = await expectAccepted(await postInquiry(validInquiry({ source: FULL_SOURCE })));
    await expectAccepted(await postInquiry(validInquiry({ message: "Another message about the kitchen." })));
    const csv = await (await callAdmin("/api/admin/inquiries.csv")).text();
    const [header, ...lines] = csv.trim().split("\r\n");
    const columns = (header ?? "").split(",").map((cell) => cell.replaceAll('"', ""));
    expect(columns).toEqual([...INQUIRY_CSV_COLUMNS]);
    for (const name of [
      "first_page",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "click_ids",
    ]) {
      expect(columns).toContain(name);
    }
    const cellsOf = (line: string) => (line.match(/"(?:[^"]|"")*"/g) ?? []).map((cell) => cell.slice(1, -1));
    const rows = lines.map(cellsOf);
    const at = (row: string[], name: string) => row[columns.indexOf(name)];
    const knownRow = rows.find((row) => at(row, "id") === known.id) ?? [];
    expect(
      ["first_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "click_ids"].map((name) =>
        at(knownRow, name),
      ),
    ).toEqual(["/services/mold-removal", "www.google.com", "google", "cpc", "spring-mold", "gclid msclkid"]);
    const unknownRow = rows.find((row) => at(row, "id") !== known.id) ?? [];
    expect(at(unknownRow, "first_page")).toBe("");
    expect(at(unknownRow, "click_ids")).toBe("");
  });

  it("erasing an inquiry erases its source with it", async () => {
    const { id } = await expectAccepted(await postInquiry(validInquiry({ source: FULL_SOURCE })));
    expect((await callAdmin(`/api/admin/inquiries/${id}`, { method: "DELETE" })).status).toBe(204);
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM inquiries WHERE first_page IS NOT NULL OR utm_campaign IS NOT NULL",
    ).first<number>("n");
    expect(left).toBe(0);
    expect((await callAdmin(`/api/admin/inquiries/${id}`)).status).toBe(404);
  });
});
