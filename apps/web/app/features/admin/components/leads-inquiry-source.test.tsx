import type { InquiryDetail, LeadSource } from "@clearwell/contract";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminApiError } from "../api/admin-api.ts";
import type { InquiryDetailState } from "../hooks/use-inquiry-detail.ts";
import { makeInquiry } from "./inbox.test-harness.ts";
import { InquirySource } from "./leads-inquiry-source.tsx";

/** An inquiry's source in its detail dialog (docs/product.md#where-leads-come-from). */

const ready = (source: LeadSource | null): InquiryDetailState => {
  const detail: InquiryDetail = {
    ...makeInquiry("inq-1"),
    history: [],
    deliveries: [],
    photos: [],
    source,
    timeline: [],
  };
  return { phase: "ready", detail };
};

/** The section's terms and their values, in order. */
function shown(): [string | null, string | null][] {
  const section = screen.getByRole("region", { name: "Source" });
  return within(section)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);
}

describe("InquirySource", () => {
  it("shows the first page, referring site, campaign tags and click ids", () => {
    render(
      <InquirySource
        headingId="h"
        state={ready({
          firstPage: "/services/mold-removal",
          referrerHost: "www.google.com",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "spring",
          clickIds: ["gclid", "msclkid"],
        })}
      />,
    );
    expect(shown()).toEqual([
      ["First page", "/services/mold-removal"],
      ["Referring site", "www.google.com"],
      ["Campaign", "source: google, medium: cpc, campaign: spring"],
      ["Ad click ids", "gclid, msclkid"],
    ]);
  });

  it("says unknown for each value not known, and once when nothing is", () => {
    const { unmount } = render(
      <InquirySource headingId="h" state={ready({ firstPage: "/contact", utmCampaign: "x" })} />,
    );
    expect(shown()).toEqual([
      ["First page", "/contact"],
      ["Referring site", "unknown"],
      ["Campaign", "campaign: x"],
      ["Ad click ids", "unknown"],
    ]);
    unmount();
    render(<InquirySource headingId="h" state={ready(null)} />);
    const section = screen.getByRole("region", { name: "Source" });
    expect(within(section).queryAllByRole("term")).toEqual([]);
    expect(section.textContent).toBe("Sourceunknown");
  });

  it("says it is loading while the detail loads, and leaves the section out when the load failed", () => {
    const { unmount } = render(<InquirySource headingId="h" state={{ phase: "loading" }} />);
    expect(screen.getByRole("region", { name: "Source" }).textContent).toContain("Loading…");
    unmount();
    const { container } = render(
      <InquirySource
        headingId="h"
        state={{ phase: "error", error: new AdminApiError("unavailable", 503, null, "D1 is down.") }}
      />,
    );
    expect(container.innerHTML).toBe("");
  });
});
