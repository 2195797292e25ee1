import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { HTTPException } from "hono/http-exception";
import { beforeEach, describe, expect, it } from "vitest";
import { isArchiveFailure } from "../../src/core/archive.ts";
import worker from "../../src/index.ts";
import { CRON } from "../../src/scheduled/scheduled.ts";
import { callAdmin, failingDb } from "../helpers/admin.ts";
import { envelopeOf, postInquiry, validInquiry } from "../helpers/api.ts";
import { inquiryCount, throwingDb } from "../helpers/archive.ts";
import { captureLogs } from "../helpers/logs.ts";
import { standIn } from "../helpers/stand-in.ts";

/**
 * Errors say what happened (docs/architecture.md#the-inquiry-archive): only the archive failing
 * answers 503 `archive_unavailable`; a bug (here a `TypeError` planted in the `DB` binding) is a
 * 500 `internal_error` logged `unhandled_error`.
 */

const logs = captureLogs();
beforeEach(() => standIn.reset());

/** What a `DB` binding that trips over a bug throws on every call. */
const PLANTED = "planted: cannot read properties of undefined (reading 'results')";

/** A `DB` binding whose every call throws a `TypeError`, as code with a bug in it would. */
function buggyDb(): D1Database {
  const fail = () => {
    throw new TypeError(PLANTED);
  };
  return { prepare: fail, batch: fail, exec: fail, dump: fail } as unknown as D1Database;
}

/** What the runtime throws for `work`, or undefined. */
async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("isArchiveFailure, on what D1 and R2 really throw here", () => {
  it("D1's own failures are; a value D1 cannot bind, a TypeError and an HTTPException are not", async () => {
    const noTable = await thrownBy(() => env.DB.prepare("SELECT * FROM no_such_table").all());
    expect(noTable).toMatchObject({ message: expect.stringMatching(/^D1_ERROR: no such table/) });
    expect(isArchiveFailure(noTable)).toBe(true);
    expect(isArchiveFailure(await thrownBy(() => failingDb().prepare("SELECT 1").all()))).toBe(true);
    const typeError = await thrownBy(async () => env.DB.prepare("SELECT ?").bind({}));
    expect(typeError).toMatchObject({ message: expect.stringMatching(/^D1_TYPE_ERROR/) });
    expect(isArchiveFailure(typeError)).toBe(false);
    expect(isArchiveFailure(new TypeError(PLANTED))).toBe(false);
    expect(isArchiveFailure(new HTTPException(404))).toBe(false);
    expect(isArchiveFailure("D1_ERROR: a string, not an Error")).toBe(false);
  });

  it("an error R2 throws is (`<method>: <reason> (<code>)`); one merely naming R2 is not", async () => {
    const error = await thrownBy(() => env.PHOTOS.get("k".repeat(1100)));
    expect(error).toMatchObject({ message: "get: The specified object name is not valid. (10020)" });
    expect(isArchiveFailure(error)).toBe(true);
    expect(isArchiveFailure(new Error("R2 is unreachable"))).toBe(false);
  });
});

describe("a bug is a logged 500, never 503 archive_unavailable", () => {
  it("in the intake (POST /api/send-email): 500 internal_error and unhandled_error with the TypeError", async () => {
    const response = await postInquiry(validInquiry(), { env: { DB: buggyDb() } });
    expect(response.status).toBe(500);
    expect(await envelopeOf(response)).toEqual({
      code: "internal_error",
      error: "Something went wrong on our side. Please try again later.",
    });
    expect(logs.events("unhandled_error")).toEqual([
      expect.objectContaining({ level: "error", name: "TypeError", message: PLANTED }),
    ]);
    expect(logs.events("archive_unavailable")).toEqual([]);
    expect(await inquiryCount()).toBe(0);
  });

  for (const path of ["/api/admin/inquiries", "/api/admin/leads?days=7", "/api/admin/setup"]) {
    it(`in an admin read (GET ${path}): 500, logged; D1 failing there stays 503`, async () => {
      const buggy = await callAdmin(path, { env: { DB: buggyDb() } });
      expect(buggy.status).toBe(500);
      expect((await envelopeOf(buggy)).code).toBe("internal_error");
      expect(logs.events("unhandled_error")).toEqual([expect.objectContaining({ name: "TypeError" })]);
      if (path === "/api/admin/setup") return;
      const down = await callAdmin(path, { env: { DB: throwingDb() } });
      expect(down.status).toBe(503);
      expect((await envelopeOf(down)).code).toBe("archive_unavailable");
    });
  }

  it("a deployment without the DB binding is the archive failing (missing_binding), not a bug", async () => {
    const response = await callAdmin("/api/admin/inquiries", { env: { DB: undefined } });
    expect(response.status).toBe(503);
    expect(logs.events("archive_unavailable")).toEqual([
      expect.objectContaining({ name: "missing_binding" }),
    ]);
    expect(logs.events("unhandled_error")).toEqual([]);
  });

  it("in the scheduled jobs: each job's bug is logged unhandled_error, the handler does not throw", async () => {
    const handler = worker.scheduled;
    if (!handler) throw new Error("the worker exports no scheduled handler");
    const controller = createScheduledController({ cron: CRON.retention, scheduledTime: Date.now() });
    await handler(controller, { ...env, DB: buggyDb() } as Env);
    // Retention and the spam notice that follows it, each logged once.
    expect(logs.events("unhandled_error")).toHaveLength(2);
    expect(logs.events("archive_unavailable")).toEqual([]);
  });
});
