import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { atUrl, type FetchMock, fakeAdminApi, makeInquiry, requestedUrls } from "./inbox.test-harness.ts";
import { Inbox } from "./inbox.tsx";

/** The inbox (docs/product.md#operator-inbox) against a fake admin API answering at the fetch edge. */

function renderInbox(fetch: FetchMock) {
  const user = userEvent.setup();
  // Every inquiry (the inbox opens on Needs an answer).
  render(atUrl(<Inbox fetch={fetch} />, "/admin?view=all"));
  return { user };
}

const SAMPLE = [
  makeInquiry("a1", {
    name: "Ada Lovelace",
    status: "failed",
    lastError: "422 validation_error",
    attempts: 1,
  }),
  makeInquiry("b2", { name: "Grace Hopper", status: "sent" }),
  makeInquiry("c3", { name: "Alan Turing", status: "spam" }),
];

async function table() {
  return within(await screen.findByRole("table"));
}

describe("Inbox list", () => {
  it("shows the loading state first, then the counts per status and a row per inquiry", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    renderInbox(fetch);
    expect(screen.getByTestId("inbox-loading")).toHaveProperty("textContent", "Loading inquiries…");
    const rows = (await table()).getAllByRole("row");
    expect(rows).toHaveLength(4);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole("button", { name: "Open the inquiry from Ada Lovelace" })).toBeTruthy();
    expect(first.getByText("a1@example.com")).toBeTruthy();
    expect(first.getByText("Subject a1")).toBeTruthy();
    expect(first.getByText("Failed")).toBeTruthy();
    const time = rows[1]?.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe("2026-11-23T13:45:00.000Z");

    const filter = screen.getByRole("group", { name: "Filter by status" });
    expect(within(filter).getByRole("button", { name: "All 3" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(filter).getByRole("button", { name: "Failed 1" })).toBeTruthy();
    expect(within(filter).getByRole("button", { name: "Sent 1" })).toBeTruthy();
    expect(within(filter).getByRole("button", { name: "Dead 0" })).toBeTruthy();
    expect(screen.getByText("3 inquiries in the archive")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("3 inquiries shown."));
  });

  it("the status filter and the search build the list's query and the CSV link", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await table();
    await user.click(screen.getByRole("button", { name: "Spam 1" }));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries?status=spam"));
    expect(screen.getByRole("button", { name: "Spam 1" }).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() =>
      expect((screen.getByRole("table") as HTMLElement).querySelectorAll("tbody tr")).toHaveLength(1),
    );

    await user.type(screen.getByRole("searchbox", { name: "Search inquiries" }), "  turing & co {Enter}");
    await waitFor(() =>
      expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries?status=spam&q=turing+%26+co"),
    );
    const csv = screen.getByRole("link", { name: /Download CSV/ });
    expect(csv.getAttribute("href")).toBe("/api/admin/inquiries.csv?status=spam&q=turing+%26+co");
    expect(csv.hasAttribute("download")).toBe(true);
    expect(await screen.findByText("No inquiries match.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear" }));
    await user.click(screen.getByRole("button", { name: "All 3" }));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries"));
    expect(screen.getByRole("link", { name: /Download CSV/ }).getAttribute("href")).toBe(
      "/api/admin/inquiries.csv",
    );
  });

  it("the search button submits too", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await table();
    await user.type(screen.getByRole("searchbox", { name: "Search inquiries" }), "grace");
    expect(requestedUrls(fetch)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries?q=grace"));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Open the inquiry from Ada Lovelace" })).toBeNull(),
    );
    expect(screen.getByRole("button", { name: "Open the inquiry from Grace Hopper" })).toBeTruthy();
  });

  it("Load more fetches the next cursor and appends its rows; it disappears on the last page", async () => {
    const many = Array.from({ length: 5 }, (_, n) => makeInquiry(`id${n}`));
    const { fetch } = fakeAdminApi(many, 2);
    const { user } = renderInbox(fetch);
    expect((await table()).getAllByRole("row")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(5));
    expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries?cursor=2");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(6));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("5 inquiries shown."));
  });
});

describe("Inquiry detail", () => {
  it("opens from the row by keyboard with every field, the message's line breaks and the history; Escape closes it and focus returns", async () => {
    const message = "Line one\nLine two <b>not bold</b>";
    const inquiry = makeInquiry("a1", {
      name: "Ada Lovelace",
      status: "failed",
      attempts: 2,
      lastError: "422 validation_error",
      providerMessageId: null,
      fields: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+1 555 0100",
        subject: "Kitchen",
        message,
      },
    });
    const { fetch, archive } = fakeAdminApi([inquiry]);
    archive.history.a1 = [
      { at: "2026-11-23T13:45:00.000Z", status: "received", detail: null },
      { at: "2026-11-23T13:45:01.000Z", status: "failed", detail: "422 validation_error" },
    ];
    const { user } = renderInbox(fetch);
    const open = (await table()).getByRole("button", { name: "Open the inquiry from Ada Lovelace" });
    open.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Kitchen" });
    const view = within(dialog);
    expect(view.getByText("+1 555 0100")).toBeTruthy();
    expect(view.getByText("ada@example.com")).toBeTruthy();
    expect(view.getByTestId("inquiry-attempts").textContent).toBe("2");
    const messageBlock = view.getByText(/Line one/);
    expect(messageBlock.textContent).toBe(message);
    expect(messageBlock.className).toContain("whitespace-pre-wrap");
    expect(messageBlock.querySelector("b")).toBeNull();
    const history = await view.findByTestId("inquiry-history");
    expect(within(history).getAllByRole("listitem")).toHaveLength(2);
    expect(within(history).getByText("422 validation_error")).toBeTruthy();
    expect(view.getAllByText("None").length).toBeGreaterThan(0);
    expect(requestedUrls(fetch).at(-1)).toBe("/api/admin/inquiries/a1");

    // The native dialog's Escape fires `cancel` then `close`.
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Open the inquiry from Ada Lovelace" }),
    );
  });

  it("a mouse click anywhere on the row opens it; sent inquiries offer no Re-send", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await user.click((await table()).getByText("b2@example.com"));
    const dialog = await screen.findByRole("dialog", { name: "Subject b2" });
    expect(within(dialog).queryByRole("button", { name: "Re-send" })).toBeNull();
    expect(within(dialog).getByText(/Only failed, dead and queued/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Re-send posts, shows the new status in the dialog and the row, and announces it", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await user.click((await table()).getByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("No events yet.");
    await user.click(within(dialog).getByRole("button", { name: "Re-send" }));
    expect(requestedUrls(fetch, "POST")).toEqual(["/api/admin/inquiries/a1/resend"]);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Re-sent. The inquiry is now Sent."),
    );
    expect(within(dialog).getByTestId("inquiry-attempts").textContent).toBe("2");
    // The delivery history's entries (the dialog's timeline is a list of its own).
    await waitFor(() =>
      expect(within(within(dialog).getByTestId("inquiry-history")).getAllByRole("listitem")).toHaveLength(1),
    );
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("Sent")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sent 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Failed 0" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Re-send" })).toBeNull();
  });

  it("Delete asks for confirmation; Cancel keeps the row, confirming removes it and announces it", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await user.click((await table()).getByRole("button", { name: "Open the inquiry from Grace Hopper" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByRole("region", { name: "Delete this inquiry?" })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requestedUrls(fetch, "DELETE")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).queryByRole("region", { name: "Delete this inquiry?" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect(requestedUrls(fetch, "DELETE")).toEqual(["/api/admin/inquiries/b2"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Open the inquiry from Grace Hopper" })).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByRole("status").textContent).toBe("Inquiry deleted.");
    expect(screen.getByRole("button", { name: "All 2" })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Inquiries" })),
    );
  });

  it("a refused re-send (409) shows why inside the dialog", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await user.click((await table()).getByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("No events yet.");
    archive.inquiries = archive.inquiries.map((row) => (row.id === "a1" ? { ...row, status: "sent" } : row));
    await user.click(within(dialog).getByRole("button", { name: "Re-send" }));
    expect(
      await within(dialog).findByText("This inquiry cannot be re-sent from its current status."),
    ).toBeTruthy();
  });
});

describe("Error states", () => {
  it.each([
    [401, "access_token_missing"],
    [403, "access_token_invalid"],
  ])("%i %s asks to sign in through Cloudflare Access with a reload link", async (status, code) => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    archive.failWith = { status, body: { error: "Access", code } };
    renderInbox(fetch);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Sign in through Cloudflare Access" })).toBeTruthy();
    expect(within(alert).getByText(/Cloudflare Access/, { selector: "p" })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Reload and sign in" }).getAttribute("href")).toBe(
      "/admin",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("group", { name: "Filter by status" })).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("an Access redirect to its login page also asks to sign in", async () => {
    const fetch: FetchMock = fakeAdminApi([]).fetch;
    fetch.mockImplementation(
      async () => new Response(null, { status: 302, headers: { Location: "/login" } }),
    );
    renderInbox(fetch);
    expect(await screen.findByRole("heading", { name: "Sign in through Cloudflare Access" })).toBeTruthy();
  });

  it("503 admin_not_configured names the settings to make", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    archive.failWith = {
      status: 503,
      body: {
        error: "Admin not configured: set ACCESS_TEAM_DOMAIN and ACCESS_AUD",
        code: "admin_not_configured",
      },
    };
    renderInbox(fetch);
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("heading", {
        name: "Admin not configured: set ACCESS_TEAM_DOMAIN and ACCESS_AUD",
      }),
    ).toBeTruthy();
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("503 archive_unavailable offers Retry, which loads the list again", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    archive.failWith = {
      status: 503,
      body: { error: "The archive is unavailable.", code: "archive_unavailable" },
    };
    const { user } = renderInbox(fetch);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "The inbox is unavailable right now" })).toBeTruthy();
    archive.failWith = null;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect((await table()).getAllByRole("row")).toHaveLength(4);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a network failure and an answer of the wrong shape read as unavailable", async () => {
    const network: FetchMock = fakeAdminApi([]).fetch;
    network.mockRejectedValue(new TypeError("Failed to fetch"));
    renderInbox(network);
    expect(await screen.findByRole("heading", { name: "The inbox is unavailable right now" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("an answer that does not match the contract's schema is not shown", async () => {
    const bad: FetchMock = fakeAdminApi([]).fetch;
    bad.mockImplementation(
      async () => new Response(JSON.stringify({ inquiries: [{ id: 1 }] }), { status: 200 }),
    );
    renderInbox(bad);
    expect(await screen.findByRole("heading", { name: "The inbox is unavailable right now" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
