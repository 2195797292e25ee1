import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  atUrl,
  channelReportLoads,
  type FetchMock,
  fakeAdminApi,
  makeDelivery,
  makeInquiry,
  requestedUrls,
} from "./inbox.test-harness.ts";
import { Inbox } from "./inbox.tsx";

/**
 * The inbox's delivery channels (docs/product.md#operator-inbox): the banner while a channel fails
 * or the webhooks' configuration is refused, and each inquiry's channels with a Retry per channel.
 */

function renderInbox(fetch: FetchMock) {
  const user = userEvent.setup();
  render(atUrl(<Inbox fetch={fetch} />));
  return { user };
}

const ADA = makeInquiry("a1", { name: "Ada Lovelace", status: "sent" });

/** The fake API with Ada's inquiry: email sent, the Slack webhook failed for good. */
function withFailingWebhook() {
  const api = fakeAdminApi([ADA]);
  api.archive.deliveries.a1 = [
    makeDelivery("email", { providerMessageId: "em_1" }),
    makeDelivery("webhook:sales", {
      status: "failed",
      lastError: "404 http_404",
      history: [
        { at: "2026-11-23T13:45:00.000Z", status: "pending", detail: null },
        { at: "2026-11-23T13:45:01.000Z", status: "failed", detail: "attempt 1; 404 http_404" },
      ],
    }),
  ];
  api.archive.channels = {
    channels: [
      { channel: "email", failing: false, status: "sent", lastError: null, since: null, inquiryId: null },
      {
        channel: "webhook:sales",
        failing: true,
        status: "failed",
        lastError: "404 http_404",
        since: "2026-11-23T13:45:01.000Z",
        inquiryId: "a1",
      },
    ],
    configError: null,
  };
  return api;
}

describe("the channels banner", () => {
  it("names the failing channel with its last error and since when, and opens its latest inquiry", async () => {
    const { fetch } = withFailingWebhook();
    const { user } = renderInbox(fetch);
    const banner = await screen.findByRole("region", {
      name: "Inquiries are not reaching you on every channel",
    });
    expect(banner.textContent).toContain("Webhook: sales is failing");
    expect(banner.textContent).toContain("404 http_404");
    expect(banner.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-23T13:45:01.000Z");
    expect(banner.textContent).not.toContain("Business email");
    await user.click(
      within(banner).getByRole("button", { name: "Open the latest inquiry Webhook: sales failed for" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Subject a1" });
    expect(
      await within(dialog).findByRole("table", { name: "Delivery channels of this inquiry" }),
    ).toBeTruthy();
  });

  it("says why the notification webhooks are off when their configuration was refused", async () => {
    const api = fakeAdminApi([ADA]);
    api.archive.channels = { channels: [], configError: "NOTIFY_WEBHOOKS is not valid JSON." };
    renderInbox(api.fetch);
    const banner = await screen.findByRole("region", {
      name: "Inquiries are not reaching you on every channel",
    });
    expect(banner.textContent).toContain(
      "Notification webhooks are switched off: NOTIFY_WEBHOOKS is not valid JSON.",
    );
  });

  it("is not there while every channel works", async () => {
    const api = fakeAdminApi([ADA]);
    api.archive.channels = {
      channels: [
        {
          channel: "email",
          failing: false,
          status: "delivered",
          lastError: null,
          since: null,
          inquiryId: null,
        },
      ],
      configError: null,
    };
    renderInbox(api.fetch);
    await screen.findByRole("table");
    await waitFor(() => expect(channelReportLoads(api.fetch)).toBe(1));
    expect(screen.queryByTestId("channels-banner")).toBeNull();
  });
});

describe("an inquiry's channels", () => {
  it("lists each channel with its status, attempts, last error and history; only a failed one offers Retry", async () => {
    const { fetch } = withFailingWebhook();
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    const channels = within(await within(dialog).findByTestId("delivery-channels"));
    const email = channels.getByRole("row", { name: /Business email/ });
    expect(within(email).getByText("Sent")).toBeTruthy();
    expect(within(email).queryByRole("button", { name: /Retry/ })).toBeNull();
    const sales = channels.getByRole("row", { name: /Webhook: sales/ });
    expect(within(sales).getByText("Failed")).toBeTruthy();
    expect(within(sales).getByText("404 http_404")).toBeTruthy();
    expect(sales.textContent).toContain("1 attempt");
    expect(within(sales).getByText("History of Webhook: sales")).toBeTruthy();
    expect(sales.textContent).toContain("attempt 1; 404 http_404");
  });

  it("Retry posts to the channel's URL (encoded), shows Retrying…, then the new status, announces it and reads the banner again", async () => {
    const { fetch } = withFailingWebhook();
    const { user } = renderInbox(fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByTestId("delivery-channels");
    const loadsBefore = channelReportLoads(fetch);
    const retry = within(dialog).getByRole("button", { name: "Retry Webhook: sales" });
    await user.click(retry);
    expect(requestedUrls(fetch, "POST")).toEqual([
      "/api/admin/inquiries/a1/deliveries/webhook%3Asales/retry",
    ]);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Webhook: sales retried. It is now Sent."),
    );
    const sales = within(dialog).getByRole("row", { name: /Webhook: sales/ });
    expect(within(sales).getByText("Sent")).toBeTruthy();
    expect(sales.textContent).toContain("2 attempts");
    expect(within(dialog).queryByRole("button", { name: "Retry Webhook: sales" })).toBeNull();
    await waitFor(() => expect(channelReportLoads(fetch)).toBe(loadsBefore + 1));
  });

  it("a refused retry (409) shows why inside the dialog", async () => {
    const api = withFailingWebhook();
    const { user } = renderInbox(api.fetch);
    await user.click(await screen.findByRole("button", { name: "Open the inquiry from Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByTestId("delivery-channels");
    // Someone else retried it meanwhile: the worker now refuses.
    api.archive.deliveries.a1 = (api.archive.deliveries.a1 ?? []).map((record) => ({
      ...record,
      status: "sent",
    }));
    await user.click(within(dialog).getByRole("button", { name: "Retry Webhook: sales" }));
    await within(dialog).findByText("This channel cannot be retried from its current status.");
  });
});
