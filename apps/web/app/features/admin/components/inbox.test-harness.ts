import {
  BLOCK_ENTRY_MESSAGES,
  type BlockedSender,
  blockEntryOf,
  type ChannelsReport,
  type Delivery,
  FAILING_DELIVERY_STATUSES,
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryDetail,
  type InquiryPhoto,
  type InquiryStatus,
  LEAD_STATUSES,
  leadStatusChangeSchema,
  noteRequestSchema,
  replyRequestSchema,
  type TimelineEntry,
} from "@clearwell/contract";
import { createElement, type ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";

/**
 * A fake admin API for the inbox's component tests (docs/product.md#operator-inbox): an in-memory
 * archive answering `fetch` the way the worker's `/api/admin/*` routes do. Test support only; not
 * imported by the app.
 */

/** A `fetch` mock as `vi.fn` types it. */
export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/**
 * An inquiry with defaults for every field (a clean one is New, due in 3 h 20 min; spam has no lead
 * fields); `overrides` replaces what the test cares about.
 */
export function makeInquiry(id: string, overrides: Partial<Inquiry> & { name?: string } = {}): Inquiry {
  const { name = `Visitor ${id}`, ...rest } = overrides;
  const clean = rest.status !== "spam";
  return {
    leadStatus: clean ? "new" : null,
    dueAt: clean ? "2026-11-24T13:45:00.000Z" : null,
    answeredAt: null,
    firstAnswerMinutes: null,
    jobValueUsd: null,
    lostReason: null,
    answerClock: clean ? { state: "due", minutes: 200 } : null,
    id,
    receivedAt: "2026-11-23T13:45:00.000Z",
    updatedAt: "2026-11-23T13:45:02.000Z",
    status: "sent",
    fields: {
      name,
      email: `${id}@example.com`,
      phone: "",
      subject: `Subject ${id}`,
      message: `Message of ${id}`,
    },
    attempts: 1,
    lastError: null,
    providerMessageId: `msg_${id}`,
    spamReason: null,
    photoCount: 0,
    ...rest,
  };
}

/** A channel record with defaults; `overrides` replaces what the test cares about. */
export function makeDelivery(channel: string, overrides: Partial<Delivery> = {}): Delivery {
  return {
    channel,
    status: "sent",
    attempts: 1,
    lastError: null,
    providerMessageId: null,
    createdAt: "2026-11-23T13:45:00.000Z",
    updatedAt: "2026-11-23T13:45:01.000Z",
    history: [{ at: "2026-11-23T13:45:00.000Z", status: "pending", detail: null }],
    ...overrides,
  };
}

/** The fake archive: its rows (newest first), page size, and per-route error overrides. */
export type FakeArchive = {
  inquiries: Inquiry[];
  history: Record<string, InquiryDetail["history"]>;
  /** Each inquiry's channels (none by default). */
  deliveries: Record<string, Delivery[]>;
  /** Each inquiry's photos as the detail lists them (none by default; `null`: the bucket failed). */
  photos: Record<string, InquiryPhoto[] | null>;
  /** What `GET /api/admin/channels` answers. */
  channels: ChannelsReport;
  pageSize: number;
  /** When set, every request answers this status and JSON body instead. */
  failWith: { status: number; body: unknown } | null;
  /** What a re-send moves an inquiry to. */
  resendTo: InquiryStatus;
  /** The block list, newest first. */
  blocked: BlockedSender[];
  /** Each inquiry's timeline entries beyond `received` (added by the answering writes). */
  timeline: Record<string, TimelineEntry[]>;
  /** The answering writes' bodies, in order: `[path, body]`. */
  posted: [string, unknown][];
  /** When set, `POST .../replies` answers this status and JSON body instead. */
  replyFailWith: { status: number; body: unknown } | null;
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fetch backed by a {@link FakeArchive}, plus the archive to inspect or change. */
export function fakeAdminApi(inquiries: Inquiry[], pageSize = 50) {
  const archive: FakeArchive = {
    inquiries,
    history: {},
    deliveries: {},
    photos: {},
    channels: { channels: [], configError: null },
    pageSize,
    failWith: null,
    resendTo: "sent",
    blocked: [],
    timeline: {},
    posted: [],
    replyFailWith: null,
  };
  const needs = (row: Inquiry) => row.leadStatus === "new" && row.answeredAt === null;
  const leadCounts = () =>
    Object.fromEntries(
      LEAD_STATUSES.map((lead) => [lead, archive.inquiries.filter((row) => row.leadStatus === lead).length]),
    );
  const counts = () =>
    Object.fromEntries(
      INQUIRY_STATUSES.map((status) => [
        status,
        archive.inquiries.filter((row) => row.status === status).length,
      ]),
    );
  const spamCounts = () => {
    const byReason: Record<string, number> = {};
    for (const row of archive.inquiries) {
      if (row.status === "spam" && row.spamReason)
        byReason[row.spamReason] = (byReason[row.spamReason] ?? 0) + 1;
    }
    return byReason;
  };
  const photosOf = (id: string) => (id in archive.photos ? archive.photos[id] : []);
  const timelineOf = (row: Inquiry): TimelineEntry[] => [
    { kind: "received", at: row.receivedAt },
    ...(archive.timeline[row.id] ?? []),
  ];
  const AT = "2026-11-23T15:10:00.000Z";
  /** The answering writes, checked with the contract's schemas as the worker checks them. */
  const answer = (id: string, action: string, init: RequestInit | undefined): Response => {
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    archive.posted.push([action, body]);
    const row = archive.inquiries.find((inquiry) => inquiry.id === id);
    if (!row) return json(404, { error: "There is no inquiry with this id.", code: "not_found" });
    if (!row.leadStatus) return json(409, { error: "Not answerable.", code: "inquiry_not_answerable" });
    const log = (entry: TimelineEntry) => {
      archive.timeline[id] = [...(archive.timeline[id] ?? []), entry];
    };
    const refused = (issues: { path: PropertyKey[]; message: string }[]) =>
      json(422, {
        error: "Check the fields.",
        code: "validation_failed",
        fields: Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])),
      });
    const setLead = (
      to: Inquiry["leadStatus"] & string,
      via: "change" | "mark_answered" | "reply",
      extra = {},
    ) => {
      const answered = row.answeredAt ?? (to === "new" ? null : AT);
      const updated: Inquiry = {
        ...row,
        leadStatus: to,
        answeredAt: answered,
        answerClock: answered ? { state: "answered", minutes: 85 } : row.answerClock,
        ...extra,
      };
      archive.inquiries = archive.inquiries.map((inquiry) => (inquiry.id === id ? updated : inquiry));
      log({
        kind: "lead_status",
        at: AT,
        by: "local",
        from: row.leadStatus,
        to,
        via,
        jobValueUsd: updated.jobValueUsd,
        lostReason: updated.lostReason,
      });
      return updated;
    };
    if (action === "lead-status") {
      const parsed = leadStatusChangeSchema.safeParse(body);
      if (!parsed.success) return refused(parsed.error.issues);
      const { status, jobValueUsd = null, lostReason = null } = parsed.data;
      return json(200, setLead(status, "change", { jobValueUsd, lostReason: lostReason || null }));
    }
    if (action === "mark-answered") {
      if (row.leadStatus !== "new")
        return json(409, { error: "Answered.", code: "inquiry_already_answered" });
      return json(200, setLead("answered", "mark_answered"));
    }
    if (action === "notes") {
      const parsed = noteRequestSchema.safeParse(body);
      if (!parsed.success) return refused(parsed.error.issues);
      log({ kind: "note", at: AT, by: "local", text: parsed.data.text });
      return json(201, { ok: true });
    }
    if (archive.replyFailWith) return json(archive.replyFailWith.status, archive.replyFailWith.body);
    const parsed = replyRequestSchema.safeParse(body);
    if (!parsed.success) return refused(parsed.error.issues);
    const { subject, message, requestKey } = parsed.data;
    if ((archive.timeline[id] ?? []).some((entry) => entry.kind === "reply" && entry.replyId === requestKey))
      return json(202, { ok: true });
    if (row.leadStatus === "new") setLead("answered", "reply");
    log({
      kind: "reply",
      at: AT,
      by: "local",
      replyId: requestKey,
      to: row.fields.email,
      subject,
      message,
      status: "pending",
      detail: null,
    });
    return json(202, { ok: true });
  };
  const fetchMock: FetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (archive.failWith) return json(archive.failWith.status, archive.failWith.body);
    const url = new URL(String(input), "http://127.0.0.1");
    const method = init?.method ?? "GET";
    const path = url.pathname;
    if (method === "GET" && path === "/api/admin/inquiries") {
      const status = url.searchParams.get("status");
      const lead = url.searchParams.get("lead");
      const needsView = url.searchParams.get("view") === "needs-answer";
      const q = url.searchParams.get("q")?.toLowerCase();
      const matching = archive.inquiries.filter(
        (row) =>
          (!status || row.status === status) &&
          (needsView ? needs(row) : !lead || row.leadStatus === lead) &&
          (!q || Object.values(row.fields).some((value) => value.toLowerCase().includes(q))),
      );
      if (needsView) matching.sort((a, b) => (a.dueAt ?? "9").localeCompare(b.dueAt ?? "9"));
      const limit = Number(url.searchParams.get("limit") ?? archive.pageSize);
      const start = Number(url.searchParams.get("cursor") ?? 0);
      const page = matching.slice(start, start + limit);
      const next = start + limit < matching.length ? String(start + limit) : null;
      return json(200, {
        inquiries: page,
        nextCursor: next,
        counts: counts(),
        spamCounts: spamCounts(),
        leadCounts: leadCounts(),
        needsAnswer: archive.inquiries.filter(needs).length,
      });
    }
    if (method === "GET" && path === "/api/admin/channels") return json(200, archive.channels);
    if (path === "/api/admin/blocked-senders" && method === "GET")
      return json(200, { blocked: archive.blocked });
    if (path === "/api/admin/blocked-senders" && method === "POST") {
      const entry = blockEntryOf(String((JSON.parse(String(init?.body)) as { value: unknown }).value));
      if (!entry) return json(400, { error: BLOCK_ENTRY_MESSAGES.invalid, code: "block_entry_invalid" });
      if (entry.value.endsWith("clearwell-interiors.example")) {
        return json(400, {
          error: BLOCK_ENTRY_MESSAGES.notAllowed,
          code: "block_not_allowed",
        });
      }
      const stored: BlockedSender = { ...entry, addedAt: "2026-11-23T15:00:00.000Z", addedBy: "local" };
      archive.blocked = [stored, ...archive.blocked.filter((known) => known.value !== entry.value)];
      return json(201, stored);
    }
    const unblock = /^\/api\/admin\/blocked-senders\/(.+)$/.exec(path);
    if (unblock && method === "DELETE") {
      const value = decodeURIComponent(unblock[1] ?? "");
      if (!archive.blocked.some((entry) => entry.value === value)) {
        return json(404, { error: "Not blocked.", code: "blocked_sender_not_found" });
      }
      archive.blocked = archive.blocked.filter((entry) => entry.value !== value);
      return new Response(null, { status: 204 });
    }
    const answering = /^\/api\/admin\/inquiries\/([^/]+)\/(lead-status|mark-answered|replies|notes)$/.exec(
      path,
    );
    if (answering && method === "POST")
      return answer(decodeURIComponent(answering[1] ?? ""), answering[2] ?? "", init);
    const correction = /^\/api\/admin\/inquiries\/([^/]+)\/(not-spam|mark-spam)$/.exec(path);
    if (correction && method === "POST") {
      const id = decodeURIComponent(correction[1] ?? "");
      const row = archive.inquiries.find((inquiry) => inquiry.id === id);
      if (!row) return json(404, { error: "There is no inquiry with this id.", code: "not_found" });
      const toSpam = correction[2] === "mark-spam";
      if (toSpam === (row.status === "spam")) {
        return toSpam
          ? json(409, { error: "Already spam.", code: "inquiry_already_spam" })
          : json(409, { error: "Not spam.", code: "inquiry_not_spam" });
      }
      const updated: Inquiry = toSpam
        ? { ...row, status: "spam", spamReason: "operator" }
        : { ...row, status: "sent", spamReason: null, attempts: row.attempts + 1 };
      if (toSpam) {
        const { block } = JSON.parse(String(init?.body)) as { block: string };
        const entry =
          block === "none"
            ? null
            : blockEntryOf(block === "address" ? row.fields.email : (row.fields.email.split("@")[1] ?? ""));
        if (entry)
          archive.blocked = [
            { ...entry, addedAt: "2026-11-23T15:00:00.000Z", addedBy: "local" },
            ...archive.blocked,
          ];
      }
      archive.inquiries = archive.inquiries.map((inquiry) => (inquiry.id === id ? updated : inquiry));
      return json(200, updated);
    }
    const retry = /^\/api\/admin\/inquiries\/([^/]+)\/deliveries\/([^/]+)\/retry$/.exec(path);
    if (retry && method === "POST") {
      const id = decodeURIComponent(retry[1] ?? "");
      const channel = decodeURIComponent(retry[2] ?? "");
      const row = archive.inquiries.find((inquiry) => inquiry.id === id);
      const delivery = archive.deliveries[id]?.find((record) => record.channel === channel);
      if (!row || !delivery) return json(404, { error: "No such channel.", code: "not_found" });
      if (!(FAILING_DELIVERY_STATUSES as readonly string[]).includes(delivery.status)) {
        return json(409, { error: "Not retryable.", code: "delivery_not_retryable" });
      }
      archive.deliveries[id] = (archive.deliveries[id] ?? []).map((record) =>
        record.channel === channel
          ? { ...record, status: "sent", attempts: record.attempts + 1, lastError: null }
          : record,
      );
      return json(200, {
        ...row,
        history: archive.history[id] ?? [],
        deliveries: archive.deliveries[id],
        photos: photosOf(id),
        source: null,
        timeline: timelineOf(row),
      });
    }
    const match = /^\/api\/admin\/inquiries\/([^/]+)(\/resend)?$/.exec(path);
    const id = match ? decodeURIComponent(match[1] ?? "") : "";
    const row = archive.inquiries.find((inquiry) => inquiry.id === id);
    if (!match || !row) return json(404, { error: "There is no inquiry with this id.", code: "not_found" });
    if (method === "GET" && !match[2]) {
      return json(200, {
        ...row,
        history: archive.history[id] ?? [],
        deliveries: archive.deliveries[id] ?? [],
        photos: photosOf(id),
        source: null,
        timeline: timelineOf(row),
      });
    }
    if (method === "POST" && match[2]) {
      if (row.status === "sent" || row.status === "received") {
        return json(409, { error: "Not resendable.", code: "inquiry_not_resendable" });
      }
      const updated: Inquiry = { ...row, status: archive.resendTo, attempts: row.attempts + 1 };
      archive.inquiries = archive.inquiries.map((inquiry) => (inquiry.id === id ? updated : inquiry));
      archive.history[id] = [
        ...(archive.history[id] ?? []),
        { at: "2026-11-23T14:00:00.000Z", status: archive.resendTo, detail: "re-sent by the operator" },
      ];
      return json(200, updated);
    }
    if (method === "DELETE" && !match[2]) {
      archive.inquiries = archive.inquiries.filter((inquiry) => inquiry.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(405, { error: "Method not allowed", code: "method_not_allowed" });
  });
  return { fetch: fetchMock, archive };
}

/**
 * The URLs (path and query) the mock was called with, in order, for `method`, leaving out the
 * banner's `GET /api/admin/channels` (see {@link channelReportLoads}) and the block list's own
 * `/api/admin/blocked-senders`.
 */
export function requestedUrls(fetchMock: FetchMock, method = "GET"): string[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? "GET") === method &&
        String(input) !== "/api/admin/channels" &&
        String(input) !== "/api/admin/blocked-senders",
    )
    .map(([input]) => String(input));
}

/** How many times the banner's report (`GET /api/admin/channels`) was loaded. */
export function channelReportLoads(fetchMock: FetchMock): number {
  return fetchMock.mock.calls.filter(([input]) => String(input) === "/api/admin/channels").length;
}

/**
 * `element` inside a memory router at `url` (the inbox keeps its view in the URL's query), the
 * way React Router renders the `/admin` route. Test support only.
 */
export function atUrl(element: ReactElement, url = "/admin"): ReactElement {
  return createElement(MemoryRouter, { initialEntries: [url] }, element, createElement(LocationProbe));
}

/** Shows the router's current path and query (`data-testid="location"`), for tests to read. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return createElement(
    "span",
    { hidden: true, "data-testid": "location" },
    `${location.pathname}${location.search}`,
  );
}

/** The URL the inbox's router is at now (what `atUrl` rendered, after the inbox's navigations). */
export function currentUrl(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? "";
}
