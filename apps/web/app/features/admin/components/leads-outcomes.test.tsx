import type { LeadsOutcomes } from "@clearwell/contract";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadsOutcomesPanel } from "./leads-outcomes.tsx";

/** The Leads panel's outcomes (docs/product.md#where-leads-come-from): totals in words, a table per source. */

const OUTCOMES: LeadsOutcomes = {
  inquiries: 12,
  answered: 9,
  answeredWithinTarget: 7,
  withinTargetShare: 7 / 12,
  medianFirstAnswerMinutes: 70,
  won: 2,
  wonValueUsd: 18_500,
  firstPages: [
    { value: "/services/mold-removal", inquiries: 8, won: 2, wonValueUsd: 18_500 },
    { value: null, inquiries: 4, won: 0, wonValueUsd: 0 },
  ],
  referrerHosts: [],
  campaigns: [{ value: "spring", inquiries: 3, won: 1, wonValueUsd: 12_000 }],
};

/** The `<dl>`'s terms and values, in order. */
function totals(): [string | null, string | null][] {
  return within(screen.getByRole("region", { name: "Outcomes" }))
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);
}

describe("LeadsOutcomesPanel", () => {
  it("says the period's outcomes: answered, within target with its share, the median in words, won with its value", () => {
    render(<LeadsOutcomesPanel outcomes={OUTCOMES} />);
    expect(totals()).toEqual([
      ["Inquiries", "12"],
      ["Answered", "9"],
      ["Answered within target", "7 (58.3%)"],
      ["Median time to first answer", "1 h 10 min"],
      ["Won", "2 ($18,500)"],
    ]);
  });

  it("has a table per source: inquiries, won and won value; an unknown value and an empty source say so", () => {
    render(<LeadsOutcomesPanel outcomes={OUTCOMES} />);
    const pages = screen.getByRole("table", { name: "Outcomes by first page" });
    const rows = within(pages)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["SourceInquiriesWonWon value", "/services/mold-removal82$18,500", "Not known40$0"]);
    expect(
      within(screen.getByRole("table", { name: "Outcomes by campaign" })).getByText("$12,000"),
    ).toBeTruthy();
    const referrers = screen.getByRole("region", { name: "Outcomes by referring site" });
    expect(within(referrers).getByText("No inquiries in this period.")).toBeTruthy();
  });

  it("shows – for the share and the median when nothing was received or answered", () => {
    render(
      <LeadsOutcomesPanel
        outcomes={{
          ...OUTCOMES,
          inquiries: 0,
          answered: 0,
          answeredWithinTarget: 0,
          withinTargetShare: null,
          medianFirstAnswerMinutes: null,
          won: 0,
          wonValueUsd: 0,
        }}
      />,
    );
    expect(totals().slice(2, 4)).toEqual([
      ["Answered within target", "–"],
      ["Median time to first answer", "–"],
    ]);
  });
});
