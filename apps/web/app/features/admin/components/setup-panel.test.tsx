import type { Delivery, InquiryDetail, SetupCheck, SetupReport } from "@clearwell/contract";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDelivery, makeInquiry } from "./inbox.test-harness.ts";
import { formatLocalDateTime } from "./local-time.tsx";
import { SetupPanel } from "./setup-panel.tsx";

/** The Setup panel (docs/product.md#setup-panel) against a fake admin API. */

const CHECKED_AT = "2026-11-24T10:00:00.000Z";

const OK_CHECKS: SetupCheck[] = [
  {
    kind: "secret",
    id: "secret:RESEND_API_KEY",
    state: "ok",
    name: "RESEND_API_KEY",
    use: "resend_api_key",
    webhook: null,
  },
  {
    kind: "sender_domain",
    id: "sender-domain",
    state: "ok",
    reason: "verified",
    domain: "clearwell-interiors.example",
    domainStatus: "verified",
    records: [],
    httpStatus: null,
  },
  { kind: "turnstile", id: "turnstile", state: "off", on: false },
  {
    kind: "d1_schema",
    id: "d1-schema",
    state: "ok",
    reason: "current",
    expected: "0007_x.sql",
    applied: "0007_x.sql",
  },
];

const FAILING_CHECKS: SetupCheck[] = [
  {
    kind: "secret",
    id: "secret:FORM_TOKEN_SECRET",
    state: "missing",
    name: "FORM_TOKEN_SECRET",
    use: "form_token",
    webhook: null,
  },
  {
    kind: "sender_domain",
    id: "sender-domain",
    state: "failing",
    reason: "not_verified",
    domain: "clearwell-interiors.example",
    domainStatus: "pending",
    records: [
      {
        record: "DKIM",
        type: "TXT",
        name: "resend._domainkey.clearwell-interiors.example",
        value: "p=MIGfMA0GCSqGSIb3DQEB",
        status: "pending",
      },
    ],
    httpStatus: null,
  },
  {
    kind: "delivery_events",
    id: "delivery-events",
    state: "missing",
    reason: "never",
    days: 7,
    count: 0,
    lastAt: null,
  },
];

type Api = {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  report: SetupReport;
  /** What each read of the test inquiry's detail answers for its channels, in turn (the last repeats). */
  reads: Delivery[][];
  testStatus: number;
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function fakeApi(checks: SetupCheck[]): Api {
  const api: Api = {
    report: { checkedAt: CHECKED_AT, checks },
    reads: [],
    testStatus: 202,
    fetch: vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(String(input), "http://127.0.0.1").pathname;
      const method = init?.method ?? "GET";
      if (method === "GET" && path === "/api/admin/setup") return json(200, api.report);
      if (method === "POST" && path === "/api/admin/test-inquiry") {
        if (api.testStatus !== 202) {
          return json(api.testStatus, {
            code: "recipient_not_allowed",
            error: "A test inquiry needs the first address of CONTACT_RECIPIENTS to be an email address.",
          });
        }
        return json(202, {
          id: "inquiry-test-1",
          subject: "[Test] Setup panel check 0a1b2c3d",
          channels: ["email", "webhook:local"],
        });
      }
      if (method === "GET" && path === "/api/admin/inquiries/inquiry-test-1") {
        const deliveries = api.reads.length > 1 ? (api.reads.shift() ?? []) : (api.reads[0] ?? []);
        const detail: InquiryDetail = {
          ...makeInquiry("inquiry-test-1"),
          history: [],
          deliveries,
          photos: [],
          source: null,
          timeline: [],
        };
        return json(200, detail);
      }
      return json(404, { code: "not_found", error: "no route" });
    }),
  };
  return api;
}

describe("the checks", () => {
  it("shows every check's state as text, what was found and what to do; open while something needs work", async () => {
    const api = fakeApi([...OK_CHECKS.filter((check) => check.kind !== "sender_domain"), ...FAILING_CHECKS]);
    render(<SetupPanel fetch={api.fetch} />);
    const panel = await screen.findByRole("region", { name: "Setup" });
    expect((await within(panel).findByTestId("setup-summary")).textContent).toContain(
      "2 OK, 2 missing, 1 failing, 1 off",
    );
    const list = within(panel)
      .getAllByRole("listitem")
      .filter((item) => item.dataset.check);
    expect(list).toHaveLength(6);
    const formToken = panel.querySelector<HTMLElement>('[data-check="secret:FORM_TOKEN_SECRET"]');
    if (!formToken) throw new Error("no form token check");
    expect(within(formToken).getByRole("heading", { level: 3 }).textContent).toContain(
      "Form token secret (FORM_TOKEN_SECRET)",
    );
    expect(formToken?.textContent).toContain("Missing");
    expect(formToken?.textContent).toContain(
      "What to do: pnpm run setup generates one. By hand: a long random string (openssl rand -base64 32)",
    );
    const domain = panel.querySelector<HTMLElement>('[data-check="sender-domain"]');
    if (!domain) throw new Error("no domain check");
    expect(domain?.textContent).toContain("Failing");
    expect(domain?.textContent).toContain("Not verified yet (Resend says pending)");
    const records = within(domain).getByRole("list", { name: "DNS records Resend waits for" });
    expect(records?.textContent).toContain("resend._domainkey.clearwell-interiors.example");
    expect(records?.textContent).toContain("p=MIGfMA0GCSqGSIb3DQEB");
    expect(panel.querySelector("details")?.open).toBe(true);
  });

  it("starts closed while every check is ok or off; its summary opens it", async () => {
    const user = userEvent.setup();
    const api = fakeApi(OK_CHECKS);
    render(<SetupPanel fetch={api.fetch} />);
    expect((await screen.findByTestId("setup-summary")).textContent).toContain("3 OK, 1 off");
    const details = screen.getByRole("group");
    expect((details as HTMLDetailsElement).open).toBe(false);
    await user.click(screen.getByText("All 4 checks"));
    await waitFor(() => expect((details as HTMLDetailsElement).open).toBe(true));
  });

  it("Check again reads the report again and announces the new summary", async () => {
    const user = userEvent.setup();
    const api = fakeApi(FAILING_CHECKS);
    render(<SetupPanel fetch={api.fetch} />);
    await screen.findByTestId("setup-summary");
    api.report = { checkedAt: CHECKED_AT, checks: OK_CHECKS };
    await user.click(screen.getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(screen.getByTestId("setup-summary").textContent).toContain("3 OK, 1 off"));
    expect(screen.getByTestId("setup-live").textContent).toContain("3 OK, 1 off");
    expect(api.fetch.mock.calls.filter(([input]) => String(input) === "/api/admin/setup")).toHaveLength(2);
  });

  it("a new site's retention run says it has not run yet and when it will, never Missing; the list starts closed", async () => {
    const nextAt = "2026-11-25T03:17:00.000Z";
    const retention: SetupCheck = {
      kind: "retention_run",
      id: "retention-run",
      state: "pending",
      reason: "not_yet",
      lastAt: null,
      deleted: null,
      nextAt,
    };
    const api = fakeApi([...OK_CHECKS, retention]);
    render(<SetupPanel fetch={api.fetch} />);
    expect((await screen.findByTestId("setup-summary")).textContent).toContain("3 OK, 1 pending, 1 off");
    const item = document.querySelector<HTMLElement>('[data-check="retention-run"]');
    if (!item) throw new Error("no retention check");
    expect(item.querySelector("[data-state]")?.textContent).toBe("…Pending");
    expect(item.textContent).not.toContain("Missing");
    expect(item.textContent).toContain(
      `Not run yet: a new site's first run is ${formatLocalDateTime(nextAt)}, with the daily Cron Trigger (17 3 * * *, 03:17 UTC).`,
    );
    expect(item.textContent).not.toContain("What to do");
    expect((screen.getByRole("group") as HTMLDetailsElement).open).toBe(false);
  });

  it("a retention run that should have run and did not is Missing, with what to check", async () => {
    const retention: SetupCheck = {
      kind: "retention_run",
      id: "retention-run",
      state: "missing",
      reason: "never",
      lastAt: null,
      deleted: null,
      nextAt: "2026-11-25T03:17:00.000Z",
    };
    const api = fakeApi([...OK_CHECKS, retention]);
    render(<SetupPanel fetch={api.fetch} />);
    expect((await screen.findByTestId("setup-summary")).textContent).toContain("3 OK, 1 missing, 1 off");
    const item = document.querySelector<HTMLElement>('[data-check="retention-run"]');
    expect(item?.querySelector("[data-state]")?.textContent).toBe("!Missing");
    expect(item?.textContent).toContain("No run recorded, although the site was set up more than 2 days ago");
    expect(item?.textContent).toContain(
      "What to do: Check that the daily Cron Trigger (17 3 * * *, 03:17 UTC) is listed",
    );
    expect((screen.getByRole("group") as HTMLDetailsElement).open).toBe(true);
  });

  it("the photos bucket: OK while PHOTOS answers; without the binding or when R2 fails, Failing with the deploy that creates it", async () => {
    const ready: SetupCheck = { kind: "photos_bucket", id: "photos-bucket", state: "ok", reason: "ready" };
    const api = fakeApi([...OK_CHECKS, ready]);
    render(<SetupPanel fetch={api.fetch} />);
    expect((await screen.findByTestId("setup-summary")).textContent).toContain("4 OK, 1 off");
    const item = () => {
      const found = document.querySelector<HTMLElement>('[data-check="photos-bucket"]');
      if (!found) throw new Error("no photos bucket check");
      return found;
    };
    expect(within(item()).getByRole("heading", { level: 3 }).textContent).toBe("Photos storage (R2)");
    expect(item().textContent).toContain("photos sent with inquiries are stored privately");
    expect(item().textContent).not.toContain("What to do");

    const user = userEvent.setup();
    for (const [reason, detail] of [
      ["no_binding", "The worker has no PHOTOS binding, so photos sent with inquiries cannot be stored."],
      ["unavailable", "The PHOTOS bucket did not answer (R2 refused or failed)"],
    ] as const) {
      api.report = {
        checkedAt: CHECKED_AT,
        checks: [...OK_CHECKS, { kind: "photos_bucket", id: "photos-bucket", state: "failing", reason }],
      };
      await user.click(screen.getByRole("button", { name: "Check again" }));
      await waitFor(() => expect(item().querySelector("[data-state]")?.textContent).toBe("✕Failing"));
      expect(item().textContent).toContain(detail);
      expect(item().textContent).toContain(
        "What to do: Run pnpm run deploy, which creates the clearwell-photos bucket (private) and deploys the worker with its PHOTOS binding; if deploy says R2 is not enabled, enable R2 in the Cloudflare dashboard first (even on the free plan).",
      );
      expect(item().querySelector("code")?.textContent).toBe("pnpm run deploy");
    }
  });

  it("the answer reminders: on, off, or a refused setting of the clock, each with the clock's settings in force", async () => {
    const base = {
      kind: "answer_reminders",
      id: "answer-reminders",
      targetMinutes: 540,
      timeZone: "America/Los_Angeles",
      officeHours: "mon-fri 09:00-18:00, sat 10:00-16:00",
      closedDates: ["2026-12-25"] as string[],
      error: null,
    } as const;
    const api = fakeApi([...OK_CHECKS, { ...base, state: "ok", reason: "on", on: true }]);
    render(<SetupPanel fetch={api.fetch} />);
    await screen.findByTestId("setup-summary");
    const item = () => {
      const found = document.querySelector<HTMLElement>('[data-check="answer-reminders"]');
      if (!found) throw new Error("no answer reminders check");
      return found;
    };
    expect(within(item()).getByRole("heading", { level: 3 }).textContent).toBe("Answer reminders");
    const clock =
      "The target is 540 office minutes, counted in America/Los_Angeles during mon-fri 09:00-18:00, sat 10:00-16:00 (closed dates: 2026-12-25).";
    expect(item().textContent).toContain(
      `On: a New inquiry is reminded once when a quarter of its window is left`,
    );
    expect(item().textContent).toContain(clock);
    expect(item().textContent).not.toContain("What to do");

    const user = userEvent.setup();
    for (const [check, detail, action] of [
      [
        { ...base, state: "off", reason: "off", on: false },
        "Off (ANSWER_REMINDERS is off): nobody is reminded before an inquiry is overdue.",
        "What to do: Remove ANSWER_REMINDERS, or set it to on, to be reminded.",
      ],
      [
        {
          ...base,
          state: "failing",
          reason: "invalid_settings",
          on: true,
          error: "OFFICE_HOURS: mon-fry is not a day",
        },
        "A setting of the response clock was refused, so the defaults are used: OFFICE_HOURS: mon-fry is not a day.",
        "What to do: Correct the setting named above",
      ],
    ] as const) {
      api.report = { checkedAt: CHECKED_AT, checks: [...OK_CHECKS, check] };
      await user.click(screen.getByRole("button", { name: "Check again" }));
      await waitFor(() => expect(item().textContent).toContain(detail));
      expect(item().textContent).toContain(action);
      expect(item().textContent).toContain(clock);
    }
  });

  it("says so in one line when the report cannot be loaded", async () => {
    const api = fakeApi(OK_CHECKS);
    api.fetch.mockImplementation(async () => json(503, { code: "archive_unavailable", error: "down" }));
    render(<SetupPanel fetch={api.fetch} />);
    expect(await screen.findByText("The setup could not be checked right now.")).toBeTruthy();
  });
});

/** The panel's "Send a test inquiry" button. */
function sendButton(): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>("button", { name: "Send a test inquiry" });
}

describe("Send a test inquiry", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout"], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each channel's result in place as the run moves on, and announces them", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = fakeApi(OK_CHECKS);
    // Every read answers both channels pending until the test moves them on.
    api.reads = [
      [makeDelivery("email", { status: "pending" }), makeDelivery("webhook:local", { status: "pending" })],
    ];
    render(<SetupPanel fetch={api.fetch} />);
    await screen.findByTestId("setup-summary");
    await user.click(screen.getByRole("button", { name: "Send a test inquiry" }));
    const channels = await screen.findByRole("list", { name: "Channels of the test inquiry" });
    expect(channels?.textContent).toContain("Business email");
    expect(screen.getByTestId("test-inquiry-subject").textContent).toBe(
      "Sent as “[Test] Setup panel check 0a1b2c3d”: look for it in your mailbox and chat.",
    );
    expect(screen.getByTestId("setup-live").textContent).toContain(
      "Test inquiry sent. Waiting for each channel…",
    );
    expect(sendButton().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(channels.querySelector('[data-channel="email"]')?.textContent).toContain("Pending");
    api.reads = [
      [
        makeDelivery("email", { status: "sent" }),
        makeDelivery("webhook:local", { status: "failed", lastError: "404 http_404" }),
      ],
    ];
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() =>
      expect(screen.getByTestId("setup-live").textContent).toContain(
        "Test inquiry: Business email Sent; Webhook: local Failed.",
      ),
    );
    const webhook = channels.querySelector('[data-channel="webhook:local"]');
    expect(webhook?.textContent).toContain("Failed");
    expect(webhook?.textContent).toContain("Last error: 404 http_404");
    expect(sendButton().disabled).toBe(false);
  });

  it("a refused test shows and announces the worker's reason", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = fakeApi(OK_CHECKS);
    api.testStatus = 403;
    render(<SetupPanel fetch={api.fetch} />);
    await screen.findByTestId("setup-summary");
    await user.click(screen.getByRole("button", { name: "Send a test inquiry" }));
    const reason = "A test inquiry needs the first address of CONTACT_RECIPIENTS to be an email address.";
    expect((await screen.findByTestId("test-inquiry-error")).textContent).toContain(reason);
    expect(screen.getByTestId("setup-live").textContent).toContain(reason);
  });
});
