import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  atUrl,
  currentUrl,
  type FetchMock,
  fakeAdminApi,
  makeInquiry,
  requestedUrls,
} from "./inbox.test-harness.ts";
import { Workbench } from "./workbench.tsx";

/** The operator's workbench (docs/product.md#operator-workbench): its frame, sections and default view. */

const SAMPLE = [
  makeInquiry("late", {
    name: "Ada Lovelace",
    dueAt: "2026-11-24T10:00:00.000Z",
    answerClock: { state: "overdue", minutes: 45 },
  }),
  makeInquiry("soon", { name: "Grace Hopper", dueAt: "2026-11-24T09:00:00.000Z" }),
  makeInquiry("done", {
    name: "Alan Turing",
    leadStatus: "won",
    answeredAt: "2026-11-23T15:00:00.000Z",
    answerClock: { state: "answered", minutes: 70 },
    jobValueUsd: 1200,
  }),
  makeInquiry("old", { name: "Old Timer", dueAt: null, answerClock: { state: "no_target", minutes: null } }),
  makeInquiry("junk", { name: "Spam Bot", status: "spam", spamReason: "links" }),
];

function renderWorkbench(fetch: FetchMock, url = "/admin") {
  const user = userEvent.setup();
  render(atUrl(<Workbench fetch={fetch} />, url));
  return { user };
}

const nav = () => within(screen.getByRole("navigation", { name: "Sections" }));

describe("the workbench frame", () => {
  it("names who is signed in, links back to the site, and lists the four sections with the inbox current", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    renderWorkbench(fetch);
    expect((await screen.findByTestId("workbench-identity")).textContent).toBe("Signed in as local");
    expect(screen.getByRole("link", { name: "Back to the site" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Edit the site" }).getAttribute("href")).toBe("/admin/content");
    const links = nav().getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Inbox", "/admin"],
      ["Leads", "/admin?section=leads"],
      ["Setup", "/admin?section=setup"],
      ["Blocked senders", "/admin?section=blocked"],
      ["Needs an answer…", "/admin"],
    ]);
    expect(nav().getByRole("link", { name: "Inbox" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Inbox" })).toBeTruthy();
  });

  it("shows the Needs an answer count from the inbox's list, and reads it itself on every other section", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderWorkbench(fetch);
    const count = await nav().findByRole("link", { name: "Needs an answer 3" });
    expect(count.textContent).toBe("Needs an answer3");
    await user.click(nav().getByRole("link", { name: "Blocked senders" }));
    expect(currentUrl()).toBe("/admin?section=blocked");
    expect(screen.getByRole("heading", { level: 1, name: "Blocked senders" })).toBeTruthy();
    expect(nav().getByRole("link", { name: "Blocked senders" }).getAttribute("aria-current")).toBe("page");
    await waitFor(() =>
      expect(requestedUrls(fetch)).toContain("/api/admin/inquiries?view=needs-answer&limit=1"),
    );
    expect(nav().getByRole("link", { name: "Needs an answer 3" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("opens the section a link names: ?section=leads shows the Leads panel, an unknown section the inbox", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    renderWorkbench(fetch, "/admin?section=leads");
    expect(screen.getByRole("region", { name: "Where leads come from" })).toBeTruthy();
    expect(nav().getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("the inbox's default view: Needs an answer", () => {
  it("lists New inquiries soonest due first, each with its clock in words; answered and spam ones are left out", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    renderWorkbench(fetch, "/admin?section=nonsense");
    const table = within(await screen.findByRole("table"));
    expect(requestedUrls(fetch)[0]).toBe("/api/admin/inquiries?view=needs-answer");
    const leads = table.getAllByTestId("inquiry-lead").map((cell) => cell.textContent);
    expect(leads).toEqual(["NewDue in 3 h 20 min", "NewOverdue by 45 min", "NewNo target"]);
    const filter = within(screen.getByRole("group", { name: "Filter by lead status" }));
    expect(filter.getByRole("button", { name: "Needs an answer 3" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(filter.getByRole("button", { name: "All inquiries 5" })).toBeTruthy();
    expect(filter.getByRole("button", { name: "Won 1" })).toBeTruthy();
    expect(filter.getByRole("button", { name: "Lost 0" })).toBeTruthy();
    const delivery = within(screen.getByRole("group", { name: "Filter by status" }));
    expect(delivery.getByRole("button", { name: "All 5" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("a lead status, All inquiries and a delivery status each change the list and the URL", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderWorkbench(fetch);
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Won 1" }));
    await waitFor(() => expect(currentUrl()).toBe("/admin?lead=won"));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries?lead=won"));
    const row = within(await screen.findByRole("table")).getAllByTestId("inquiry-lead");
    expect(row.map((cell) => cell.textContent)).toEqual(["WonAnswered in 1 h 10 min"]);
    await user.click(screen.getByRole("button", { name: /^Spam/ }));
    await waitFor(() => expect(currentUrl()).toBe("/admin?status=spam&lead=won"));
    await user.click(screen.getByRole("button", { name: "All inquiries 5" }));
    await waitFor(() => expect(currentUrl()).toBe("/admin?view=all&status=spam"));
    expect(await within(await screen.findByRole("table")).findByText("None")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Needs an answer 3" }));
    await waitFor(() => expect(currentUrl()).toBe("/admin"));
    // From the default view, a delivery status lists every inquiry of that status.
    await user.click(screen.getByRole("button", { name: /^Spam/ }));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries?status=spam"));
    expect(screen.getByRole("button", { name: "All inquiries 5" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: /Download CSV/ }).getAttribute("href")).toBe(
      "/api/admin/inquiries.csv?status=spam",
    );
  });
});
