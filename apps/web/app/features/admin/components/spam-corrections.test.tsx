import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { atUrl, type FetchMock, fakeAdminApi, makeInquiry } from "./inbox.test-harness.ts";
import { Inbox } from "./inbox.tsx";
import { Workbench } from "./workbench.tsx";

/**
 * The operator corrects spam verdicts in the inbox (docs/product.md#operator-inbox): the reason
 * shows in the list and the detail, the Spam filter counts by reason, "Not spam" and "Mark as
 * spam" (with blocking) post to the admin API, and the block list adds and removes entries.
 */

function renderInbox(fetch: FetchMock) {
  const user = userEvent.setup();
  // Every inquiry (the inbox opens on Needs an answer).
  render(atUrl(<Inbox fetch={fetch} />, "/admin?view=all"));
  return { user };
}

const SAMPLE = [
  makeInquiry("s1", { name: "Spam Bot", status: "spam", spamReason: "honeypot_missing", attempts: 0 }),
  makeInquiry("s2", { name: "Link Farm", status: "spam", spamReason: "links", attempts: 0 }),
  makeInquiry("d1", { name: "Grace Hopper", status: "delivered" }),
];

/** The workbench's Blocked senders section (its own section since the workbench frame). */
function renderBlockedSenders(fetch: FetchMock) {
  const user = userEvent.setup();
  render(atUrl(<Workbench fetch={fetch} />, "/admin?section=blocked"));
  return { user };
}

/** The POST bodies sent to `path`, parsed. */
function postedTo(fetch: FetchMock, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === "POST")
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

describe("spam in the inbox", () => {
  it("shows each spam row's reason, and the Spam filter counts by reason", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    const table = within(await screen.findByRole("table"));
    expect(table.getByText("Hidden field missing")).toBeTruthy();
    expect(table.getByText("Too many links")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Spam by reason" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Spam 2" }));
    const counts = await screen.findByRole("region", { name: "Spam by reason" });
    expect(within(counts).getByTestId("spam-reason-counts").textContent).toBe(
      "Hidden field missing: 1Too many links: 1",
    );
  });

  it("Not spam delivers a spam inquiry: it posts, the row shows the new status, and it is announced", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Spam Bot" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("inquiry-spam-reason").textContent).toBe("Hidden field missing");
    expect(within(dialog).queryByRole("button", { name: "Mark as spam" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Re-send" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Not spam" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Marked as not spam. The inquiry is now Sent."),
    );
    expect(postedTo(fetch, "/api/admin/inquiries/s1/not-spam")).toHaveLength(1);
    expect(within(dialog).queryByTestId("inquiry-spam-reason")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Mark as spam" })).toBeTruthy();
  });

  it("Mark as spam asks first, can block the sender's domain, and the block list shows it", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Grace Hopper" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Mark as spam" }));
    const form = within(dialog).getByRole("region", { name: "Mark this inquiry as spam?" });
    const select = within(form).getByRole("combobox", { name: "Also block" });
    expect(document.activeElement).toBe(select);
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nobody", "This address (d1@example.com)", "Everyone at example.com"]);
    await user.selectOptions(select, "domain");
    await user.click(within(form).getByRole("button", { name: "Mark as spam" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Marked as spam."));
    expect(postedTo(fetch, "/api/admin/inquiries/d1/mark-spam")).toEqual([{ block: "domain" }]);
    expect(archive.inquiries.find((row) => row.id === "d1")?.status).toBe("spam");
    expect(within(dialog).getByRole("button", { name: "Not spam" })).toBeTruthy();
  });

  it("Cancel leaves the inquiry as it was and returns focus to Mark as spam", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Grace Hopper" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Mark as spam" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Mark as spam"));
    expect(postedTo(fetch, "/api/admin/inquiries/d1/mark-spam")).toEqual([]);
  });
});

describe("the block list", () => {
  it("blocks what the operator types, refuses the business's own domain with the worker's sentence, and removes entries", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderBlockedSenders(fetch);
    const section = within(await screen.findByRole("region", { name: "Blocked senders" }));
    expect(await section.findByText("Nobody is blocked.")).toBeTruthy();
    const input = section.getByRole("textbox", { name: "Address or domain to block" });

    await user.type(input, "clearwell-interiors.example");
    await user.click(section.getByRole("button", { name: "Block" }));
    const error = await section.findByText("The business's own domain cannot be blocked.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(error.id);

    await user.clear(input);
    await user.type(input, "@Spam.Example{Enter}");
    await waitFor(() => expect(section.getByTestId("block-list").textContent).toContain("spam.example"));
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect((input as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("status").textContent).toBe("spam.example is blocked.");

    await user.click(section.getByRole("button", { name: "Stop blocking spam.example" }));
    expect(await section.findByText("Nobody is blocked.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("spam.example is no longer blocked.");
  });

  it("checks the shape before sending: a typo is caught under the field, no request made", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user } = renderBlockedSenders(fetch);
    const section = within(await screen.findByRole("region", { name: "Blocked senders" }));
    await section.findByText("Nobody is blocked.");
    const input = section.getByRole("textbox", { name: "Address or domain to block" });
    await user.type(input, "not a domain{Enter}");
    const error = await section.findByText(
      "Enter an email address (name@example.com) or a domain (example.com).",
    );
    expect(input.getAttribute("aria-describedby")).toBe(error.id);
    expect(postedTo(fetch, "/api/admin/blocked-senders")).toEqual([]);
  });
});
