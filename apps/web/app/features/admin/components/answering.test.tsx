import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { atUrl, type FetchMock, fakeAdminApi, makeInquiry } from "./inbox.test-harness.ts";
import { Inbox } from "./inbox.tsx";

/**
 * Answering an inquiry from its dialog (docs/product.md#answering-inquiries): the Lead status
 * control, Won's job value, Lost's reason, Mark as answered, the reply form and its errors, the
 * timeline and notes, against the fake admin API (which checks with the contract's schemas).
 */

const SAMPLE = [
  makeInquiry("a1", { name: "Ada Lovelace" }),
  makeInquiry("s1", { name: "Spam Bot", status: "spam", spamReason: "links" }),
].map((row) =>
  row.id === "a1"
    ? { ...row, fields: { ...row.fields, subject: "Mold in the basement", email: "ada@example.com" } }
    : row,
);

async function openAda(fetch: FetchMock, url = "/admin?inquiry=a1") {
  const user = userEvent.setup();
  render(atUrl(<Inbox fetch={fetch} />, url));
  const dialog = within(await screen.findByRole("dialog", { name: "Mold in the basement" }));
  await dialog.findByTestId("inquiry-timeline");
  return { user, dialog };
}

const status = () => screen.getByRole("status").textContent;

describe("the Lead status control", () => {
  it("saves a change at once, announces it politely, updates the row and the count, and logs it in the timeline", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    const select = dialog.getByRole("combobox", { name: "Lead status" });
    expect((select as HTMLSelectElement).value).toBe("new");
    expect(dialog.getByTestId("dialog-clock").textContent).toBe("Due in 3 h 20 min");
    await user.selectOptions(select, "quoted");
    await waitFor(() => expect(status()).toBe("Lead status saved: Quoted."));
    expect(archive.posted).toEqual([["lead-status", { status: "quoted" }]]);
    expect(dialog.getByTestId("dialog-clock").textContent).toBe("Answered in 1 h 25 min");
    await waitFor(() =>
      expect(dialog.getByTestId("inquiry-timeline").textContent).toContain("Lead status New → Quoted"),
    );
    expect(dialog.getByTestId("inquiry-timeline").textContent).toContain("by local");
    expect(screen.getByRole("button", { name: "Needs an answer 0" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quoted 1" })).toBeTruthy();
  });

  it("Won takes an optional job value: a bad one is refused under the field with the contract's message", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    await user.selectOptions(dialog.getByRole("combobox", { name: "Lead status" }), "won");
    const value = await dialog.findByRole("textbox", { name: "Job value (USD)" });
    await user.type(value, "12.5");
    await user.click(dialog.getByRole("button", { name: "Save the job value" }));
    const error = dialog.getByText("Enter the job value as a whole number of dollars from 0 to 10,000,000");
    expect(value.getAttribute("aria-invalid")).toBe("true");
    expect(value.getAttribute("aria-describedby")).toContain(error.id);
    expect(archive.posted).toHaveLength(1);
    await user.clear(value);
    await user.type(value, "$12,500{Enter}");
    await waitFor(() => expect(status()).toBe("Job value saved: $12,500."));
    expect(archive.posted.at(-1)).toEqual(["lead-status", { status: "won", jobValueUsd: 12500 }]);
    await waitFor(() =>
      expect(dialog.getByTestId("inquiry-timeline").textContent).toContain("Job value $12,500"),
    );
  });

  it("Lost takes an optional reason of at most 200 characters", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    await user.selectOptions(dialog.getByRole("combobox", { name: "Lead status" }), "lost");
    const reason = await dialog.findByRole("textbox", { name: "Why it was lost (optional)" });
    fireEvent.change(reason, { target: { value: "x".repeat(201) } });
    await user.click(dialog.getByRole("button", { name: "Save the reason" }));
    expect(dialog.getByText("A reason must be 200 characters or fewer")).toBeTruthy();
    fireEvent.change(reason, { target: { value: "Went with a cheaper quote" } });
    await user.click(dialog.getByRole("button", { name: "Save the reason" }));
    await waitFor(() => expect(status()).toBe("Reason saved."));
    expect(archive.posted.at(-1)).toEqual([
      "lead-status",
      { status: "lost", lostReason: "Went with a cheaper quote" },
    ]);
  });

  it("Mark as answered sets Answered from New and is offered no more", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    await user.click(dialog.getByRole("button", { name: "Mark as answered" }));
    await waitFor(() => expect(status()).toBe("Marked as answered."));
    expect(archive.posted).toEqual([["mark-answered", {}]]);
    expect((dialog.getByRole("combobox", { name: "Lead status" }) as HTMLSelectElement).value).toBe(
      "answered",
    );
    expect(dialog.queryByRole("button", { name: "Mark as answered" })).toBeNull();
    // Focus stays in the dialog (on its heading), not on the page behind.
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    await waitFor(() =>
      expect(dialog.getByTestId("inquiry-timeline").textContent).toContain("(marked as answered)"),
    );
  });

  it("a spam inquiry has no lead status, no Reply and no notes", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    render(atUrl(<Inbox fetch={fetch} />, "/admin?view=all&inquiry=s1"));
    const dialog = within(await screen.findByRole("dialog"));
    expect(
      dialog.getByText("Spam and Setup test inquiries have no lead status and cannot be answered from here."),
    ).toBeTruthy();
    expect(dialog.queryByRole("combobox", { name: "Lead status" })).toBeNull();
    expect(dialog.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(dialog.queryByRole("textbox", { name: "Add a private note" })).toBeNull();
  });
});

describe("focus after an answering write", () => {
  it("stays in the dialog when the control it came from goes away (a saved job value)", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    await user.selectOptions(dialog.getByRole("combobox", { name: "Lead status" }), "won");
    await user.type(await dialog.findByRole("textbox", { name: "Job value (USD)" }), "12500{Enter}");
    await waitFor(() => expect(status()).toBe("Job value saved: $12,500."));
    const modal = screen.getByRole("dialog");
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe("the reply form", () => {
  it("shows the visitor's address, prefills the subject, focuses the message, and says each error under its field letter for letter", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    await user.click(dialog.getByRole("button", { name: "Reply" }));
    const form = within(dialog.getByRole("region", { name: "Reply by email" }));
    expect(form.getByTestId("reply-to").textContent).toBe("Ada Lovelace <ada@example.com>");
    expect(form.queryByRole("textbox", { name: "To" })).toBeNull();
    const subject = form.getByRole("textbox", { name: "Subject" }) as HTMLInputElement;
    const message = form.getByRole("textbox", { name: "Message" });
    expect(subject.value).toBe("Re: Mold in the basement");
    expect(document.activeElement).toBe(message);

    await user.click(form.getByRole("button", { name: "Send reply" }));
    const empty = form.getByText("Write a reply before sending");
    expect(message.getAttribute("aria-describedby")).toContain(empty.id);
    expect(message.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(message, { target: { value: "y".repeat(5001) } });
    await user.clear(subject);
    await user.click(form.getByRole("button", { name: "Send reply" }));
    expect(form.getByText("A reply must be 5,000 characters or fewer")).toBeTruthy();
    const subjectError = form.getByText("Subject is required");
    expect(subject.getAttribute("aria-describedby")).toBe(subjectError.id);
    expect(document.activeElement).toBe(subject);
    expect(archive.posted).toEqual([]);
  });

  it("sends once on a double click with one request key, closes, announces, and shows the reply in the timeline", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    await user.click(dialog.getByRole("button", { name: "Reply" }));
    const form = within(dialog.getByRole("region", { name: "Reply by email" }));
    await user.type(form.getByRole("textbox", { name: "Message" }), "We can come on Tuesday.");
    await user.dblClick(form.getByRole("button", { name: "Send reply" }));
    await waitFor(() =>
      expect(status()).toBe("Reply sent to ada@example.com. Its delivery shows in the timeline."),
    );
    const replies = archive.posted.filter(([path]) => path === "replies");
    expect(replies).toHaveLength(1);
    expect(replies[0]?.[1]).toMatchObject({
      subject: "Re: Mold in the basement",
      message: "We can come on Tuesday.",
    });
    expect(dialog.queryByRole("region", { name: "Reply by email" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole("button", { name: "Reply" })));
    const timeline = within(dialog.getByTestId("inquiry-timeline"));
    await waitFor(() => expect(timeline.getByText(/Reply sent to ada@example.com/)).toBeTruthy());
    expect(timeline.getByText("We can come on Tuesday.")).toBeTruthy();
    expect(timeline.getByText("Pending")).toBeTruthy();
    expect(dialog.getByTestId("dialog-clock").textContent).toBe("Answered in 1 h 25 min");
    // The list behind the dialog and its counts follow: Ada is answered now.
    await waitFor(() => expect(screen.getByRole("button", { name: "Needs an answer 0" })).toBeTruthy());
    expect(screen.getByRole("button", { name: "Answered 1" })).toBeTruthy();
  });

  it("a refusal keeps the form and the same request key, and shows the worker's sentence (the day's limit)", async () => {
    const { fetch, archive } = fakeAdminApi(SAMPLE);
    archive.replyFailWith = {
      status: 429,
      body: {
        error: "Today's 200 replies are sent; the next can go after midnight UTC.",
        code: "reply_limit_reached",
      },
    };
    const { user, dialog } = await openAda(fetch);
    await user.click(dialog.getByRole("button", { name: "Reply" }));
    const form = within(dialog.getByRole("region", { name: "Reply by email" }));
    await user.type(form.getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(form.getByRole("button", { name: "Send reply" }));
    expect((await form.findByRole("alert")).textContent).toBe(
      "Today's 200 replies are sent; the next can go after midnight UTC.",
    );
    archive.replyFailWith = null;
    await user.click(form.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(dialog.queryByRole("region", { name: "Reply by email" })).toBeNull());
    const keys = archive.posted.map(([, body]) => (body as { requestKey: string }).requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe("notes and the timeline", () => {
  it("the timeline starts with Received; a note is checked, added with who, and the field empties", async () => {
    const { fetch } = fakeAdminApi(SAMPLE);
    const { user, dialog } = await openAda(fetch);
    const timeline = () => within(dialog.getByTestId("inquiry-timeline"));
    expect(
      timeline()
        .getAllByRole("listitem")
        .map((item) => item.dataset.kind),
    ).toEqual(["received"]);
    const note = dialog.getByRole("textbox", { name: "Add a private note" });
    await user.click(dialog.getByRole("button", { name: "Add note" }));
    expect(dialog.getByText("Write a note before saving")).toBeTruthy();
    fireEvent.change(note, { target: { value: "z".repeat(2001) } });
    await user.click(dialog.getByRole("button", { name: "Add note" }));
    expect(dialog.getByText("A note must be 2,000 characters or fewer")).toBeTruthy();
    fireEvent.change(note, { target: { value: "Called back, left a voicemail." } });
    await user.click(dialog.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(status()).toBe("Note added."));
    await waitFor(() =>
      expect(
        timeline()
          .getAllByRole("listitem")
          .map((item) => item.dataset.kind),
      ).toEqual(["received", "note"]),
    );
    expect(timeline().getByText("Called back, left a voicemail.")).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe("");
  });
});
