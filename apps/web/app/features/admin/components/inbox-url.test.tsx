import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { atUrl, currentUrl, fakeAdminApi, makeInquiry, requestedUrls } from "./inbox.test-harness.ts";
import { Inbox } from "./inbox.tsx";

/** The inbox's view in its URL (docs/product.md#operator-inbox): a link or a reload shows the same view. */

const SAMPLE = [
  makeInquiry("a1", { name: "Ada Lovelace", status: "failed" }),
  makeInquiry("b2", { name: "Grace Hopper", status: "sent" }),
];

describe("Inbox view in the URL", () => {
  it("a link to ?status=failed&inquiry=<id> lists that status and opens that inquiry", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    render(atUrl(<Inbox fetch={fetch} />, "/admin?status=failed&inquiry=a1"));
    const dialog = await screen.findByRole("dialog", { name: "Subject a1" });
    expect(within(dialog).getByText("a1@example.com")).toBeTruthy();
    await waitFor(() => expect(requestedUrls(fetch)).toContain("/api/admin/inquiries?status=failed"));
    expect(screen.getByRole("button", { name: "Failed 1" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("an inquiry not in the list is fetched and opened", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    render(atUrl(<Inbox fetch={fetch} />, "/admin?status=failed&inquiry=b2"));
    expect(await screen.findByRole("dialog", { name: "Subject b2" })).toBeTruthy();
    expect(requestedUrls(fetch)).toContain("/api/admin/inquiries/b2");
  });

  it("a link to an inquiry that no longer exists says so, and the list still shows", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    render(atUrl(<Inbox fetch={fetch} />, "/admin?inquiry=gone"));
    expect((await screen.findByTestId("inquiry-missing")).textContent).toBe(
      "This inquiry no longer exists (it may have been deleted).",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" })).toBeTruthy();
  });

  it("choosing a status, searching, opening and closing write the URL", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const user = userEvent.setup();
    render(atUrl(<Inbox fetch={fetch} />));
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Failed 1" }));
    await waitFor(() => expect(currentUrl()).toBe("/admin?status=failed"));
    await user.type(screen.getByRole("searchbox", { name: "Search inquiries" }), "ada{Enter}");
    await waitFor(() => expect(currentUrl()).toBe("/admin?status=failed&q=ada"));
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    await waitFor(() => expect(currentUrl()).toBe("/admin?status=failed&q=ada&inquiry=a1"));
    const dialog = (await screen.findByRole("dialog")) as HTMLDialogElement;
    dialog.close();
    await waitFor(() => expect(currentUrl()).toBe("/admin?status=failed&q=ada"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("deleting the inquiry a link opened closes it for good: no not-found notice follows", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const user = userEvent.setup();
    render(atUrl(<Inbox fetch={fetch} />, "/admin?inquiry=a1"));
    const dialog = await screen.findByRole("dialog", { name: "Subject a1" });
    await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(currentUrl()).toBe("/admin"));
    expect(screen.getByRole("status").textContent).toBe("Inquiry deleted.");
    expect(screen.queryByTestId("inquiry-missing")).toBeNull();
  });

  it("Back to an earlier search shows that search in the box, not the later one", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const user = userEvent.setup();
    render(
      atUrl(
        <>
          <Inbox fetch={fetch} />
          <BackButton />
        </>,
        "/admin?view=all",
      ),
    );
    const box = (await screen.findByRole("searchbox", { name: "Search inquiries" })) as HTMLInputElement;
    await user.type(box, "ada{Enter}");
    await waitFor(() => expect(currentUrl()).toBe("/admin?view=all&q=ada"));
    await user.clear(box);
    await user.type(box, "grace{Enter}");
    await waitFor(() => expect(currentUrl()).toBe("/admin?view=all&q=grace"));
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(currentUrl()).toBe("/admin?view=all&q=ada"));
    expect(box.value).toBe("ada");
  });

  it("an unknown status in the URL lists every status", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    render(atUrl(<Inbox fetch={fetch} />, "/admin?view=all&status=bogus"));
    await screen.findByRole("table");
    expect(requestedUrls(fetch)[0]).toBe("/api/admin/inquiries");
    expect(screen.getByRole("button", { name: "All 2" }).getAttribute("aria-pressed")).toBe("true");
  });
});

/** The browser's Back button, for the router the inbox is in. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}
