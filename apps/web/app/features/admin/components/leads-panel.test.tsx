import type { LeadsReport } from "@clearwell/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatLeadsDay } from "./leads-chart.tsx";
import { LeadsPanel } from "./leads-panel.tsx";

/** The Leads panel (docs/product.md#where-leads-come-from) against a fake `GET /api/admin/leads`. */

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A report of `days` days ending 2026-11-26, with `perDay(index)` visits and inquiries on each day. */
function report(
  days: 7 | 30 | 90,
  perDay: (index: number) => { visits: number; inquiries: number },
  top: Partial<LeadsReport["top"]> = {},
  outcomes: Partial<LeadsReport["outcomes"]> = {},
): LeadsReport {
  const end = Date.UTC(2026, 10, 26);
  const daily = Array.from({ length: days }, (_, index) => ({
    day: new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    ...perDay(index),
  }));
  const visits = daily.reduce((sum, entry) => sum + entry.visits, 0);
  const inquiries = daily.reduce((sum, entry) => sum + entry.inquiries, 0);
  return {
    period: { days, from: daily[0]?.day ?? "", to: daily[days - 1]?.day ?? "" },
    totals: {
      visits,
      contactViews: Math.floor(visits / 4),
      inquiries,
      conversion: visits ? inquiries / visits : null,
    },
    daily,
    top: { firstPages: [], referrerHosts: [], campaigns: [], ...top },
    outcomes: {
      inquiries,
      answered: 0,
      answeredWithinTarget: 0,
      withinTargetShare: inquiries ? 0 : null,
      medianFirstAnswerMinutes: null,
      won: 0,
      wonValueUsd: 0,
      firstPages: [],
      referrerHosts: [],
      campaigns: [],
      ...outcomes,
    },
  };
}

/** A fake admin API answering each period with `reports[days]`, or `status` for every request when set. */
function fakeLeadsApi(reports: Partial<Record<string, LeadsReport>>, failing: { status?: number } = {}) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), "http://127.0.0.1");
    if (url.pathname !== "/api/admin/leads") return json(404, { code: "not_found", error: "no route" });
    if (failing.status) return json(failing.status, { code: "archive_unavailable", error: "D1 is down." });
    const answer = reports[url.searchParams.get("days") ?? ""];
    return answer ? json(200, answer) : json(400, { code: "invalid_query", error: "days" });
  });
}

const week = report(
  7,
  (index) => ({
    visits: [10, 0, 30, 20, 5, 0, 15][index] ?? 0,
    inquiries: [1, 0, 0, 2, 0, 0, 1][index] ?? 0,
  }),
  {
    firstPages: [
      { value: "/services/mold-removal", inquiries: 2 },
      { value: null, inquiries: 1 },
    ],
    referrerHosts: [{ value: "www.google.com", inquiries: 3 }],
    campaigns: [{ value: "spring", inquiries: 1 }],
  },
);
const month = report(30, (index) => ({ visits: index, inquiries: index % 10 === 0 ? 1 : 0 }));
const quarter = report(90, () => ({ visits: 0, inquiries: 0 }));

describe("LeadsPanel", () => {
  it("loads the last 30 days at first and shows the totals, conversion as a percentage", async () => {
    const fetch = fakeLeadsApi({ "30": month });
    render(<LeadsPanel fetch={fetch} />);
    const panel = screen.getByRole("region", { name: "Where leads come from" });
    expect(within(panel).getByTestId("leads-loading").textContent).toBe("Loading the figures…");
    const totals = await within(panel).findByTestId("leads-totals");
    const values = Object.fromEntries(
      within(totals)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    // 0 + 1 + ... + 29 visits; inquiries on days 0, 10 and 20.
    expect(values).toEqual({
      Visits: "435",
      "Contact page views": "108",
      Inquiries: "3",
      Conversion: "0.7%",
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/admin/leads?days=30");
    expect(within(panel).getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("says on which days the site's daily page view limit was reached (their visits are a floor), and nothing otherwise", async () => {
    const capped = { ...month, cappedDays: [month.daily[3]?.day ?? "", month.daily[29]?.day ?? ""] };
    const fetch = fakeLeadsApi({ "30": capped });
    render(<LeadsPanel fetch={fetch} />);
    const note = await screen.findByTestId("leads-capped");
    expect(note.textContent).toMatch(
      /^The site's daily limit on counted page views was reached on .+, .+: those days had at least the visits shown\.$/,
    );
    expect(note.textContent).toContain(formatLeadsDay(month.daily[29]?.day ?? ""));
  });

  it("shows no limit note when no day reached it", async () => {
    render(<LeadsPanel fetch={fakeLeadsApi({ "30": month })} />);
    await screen.findByTestId("leads-totals");
    expect(screen.queryByTestId("leads-capped")).toBeNull();
  });

  it("switches the period with the keyboard alone and announces the period loaded", async () => {
    const fetch = fakeLeadsApi({ "7": week, "30": month, "90": quarter });
    const user = userEvent.setup();
    render(<LeadsPanel fetch={fetch} />);
    await screen.findByTestId("leads-totals");
    const group = screen.getByRole("group", { name: "Period" });
    const [seven, thirty, ninety] = within(group).getAllByRole("button");
    expect([seven, thirty, ninety].map((button) => button?.textContent)).toEqual([
      "7 days",
      "30 days",
      "90 days",
    ]);

    seven?.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByText("Nov 20 to Nov 26 (UTC)")).toBeTruthy());
    expect(seven?.getAttribute("aria-pressed")).toBe("true");
    expect(thirty?.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("leads-live").textContent).toBe("Last 7 days: 80 visits, 4 inquiries.");

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(ninety);
    await user.keyboard(" ");
    await waitFor(() =>
      expect(screen.getByText("No visits and no inquiries in the last 90 days.")).toBeTruthy(),
    );
    expect(ninety?.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByTestId("leads-chart")).toBeNull();
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([
      "/api/admin/leads?days=30",
      "/api/admin/leads?days=7",
      "/api/admin/leads?days=90",
    ]);
  });

  it("draws visits and inquiries per day with a text alternative and the numbers in a table", async () => {
    render(<LeadsPanel fetch={fakeLeadsApi({ "7": week, "30": week })} />);
    const chart = await screen.findByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Visits and inquiries per day from Nov 20 to Nov 26: 80 visits and 4 inquiries in all. Most visits on Nov 22 (30). Most inquiries on Nov 23 (2).",
    );
    // One bar per day with visits, one per day with inquiries, the tallest of each row full height.
    const bars = [...chart.querySelectorAll("rect")];
    expect(bars.filter((bar) => bar.getAttribute("class")?.includes("fill-stone-400"))).toHaveLength(5);
    expect(bars.filter((bar) => bar.getAttribute("class")?.includes("fill-brand-600"))).toHaveLength(3);
    expect(Math.max(...bars.map((bar) => Number(bar.getAttribute("height"))))).toBe(64);

    // The numbers are a table inside a disclosure, rendered once it is opened.
    expect(screen.queryByRole("table")).toBeNull();
    await userEvent.setup().click(screen.getByText("Show the numbers per day"));
    const table = await screen.findByRole("table", { name: "Visits and inquiries per day" });
    expect(table.closest("details")?.open).toBe(true);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Nov 20", "10", "1"],
      ["Nov 21", "0", "0"],
      ["Nov 22", "30", "0"],
      ["Nov 23", "20", "2"],
      ["Nov 24", "5", "0"],
      ["Nov 25", "0", "0"],
      ["Nov 26", "15", "1"],
    ]);
  });

  it("lists the top first pages, referring sites and campaigns by inquiries; an unknown value says so", async () => {
    render(<LeadsPanel fetch={fakeLeadsApi({ "30": week })} />);
    const list = async (name: string) =>
      within(await screen.findByRole("region", { name }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(await list("Top first pages")).toEqual([
      "/services/mold-removal2 inquiries",
      "Not known1 inquiry",
    ]);
    expect(await list("Top referring sites")).toEqual(["www.google.com3 inquiries"]);
    expect(await list("Top campaigns")).toEqual(["spring1 inquiry"]);
  });

  it("says when a list has no inquiries, and shows no conversion without visits", async () => {
    const noVisits = report(30, (index) => ({ visits: 0, inquiries: index === 3 ? 1 : 0 }));
    render(<LeadsPanel fetch={fakeLeadsApi({ "30": noVisits })} />);
    const campaigns = await screen.findByRole("region", { name: "Top campaigns" });
    expect(campaigns.textContent).toContain("No inquiries in this period.");
    const conversion = within(screen.getByTestId("leads-totals")).getByText("Conversion");
    expect(conversion.nextElementSibling?.textContent).toBe("–");
  });

  it("says why the figures could not be loaded, and Try again loads them", async () => {
    const fetch = fakeLeadsApi({ "30": month }, { status: 503 });
    const user = userEvent.setup();
    render(<LeadsPanel fetch={fetch} />);
    const error = await screen.findByTestId("leads-error");
    expect(error.textContent).toContain("The figures could not be loaded.");
    expect(screen.queryByTestId("leads-totals")).toBeNull();
    fetch.mockImplementation(fakeLeadsApi({ "30": month }));
    await user.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("leads-totals")).toBeTruthy();
    expect(screen.queryByTestId("leads-error")).toBeNull();
  });

  it("treats an answer of another shape as a failure", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { totals: "lots" }));
    render(<LeadsPanel fetch={fetch} />);
    expect((await screen.findByTestId("leads-error")).textContent).toContain(
      "The figures could not be loaded.",
    );
  });
});
