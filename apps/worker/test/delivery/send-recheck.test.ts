import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDeliveries } from "../../src/delivery/records/deliveries.ts";
import { readDelivery } from "../../src/delivery/records/delivery-reads.ts";
import { eraseInquiry } from "../../src/delivery/records/inquiry-records.ts";
import { attemptChannel } from "../../src/delivery/run/channel-attempt.ts";
import { seedInquiry } from "../helpers/admin.ts";
import { standIn } from "../helpers/stand-in.ts";

/**
 * A delivery step reads the channel's record once more just before it sends
 * (docs/reference.md#retention-and-erasure): an erasure or a "Mark as spam" answered while the
 * step was between its first read and its send stops the send. The step is made to land between
 * the two by a D1 binding that runs the operator's action as the confirmation's address claim (a
 * D1 write every confirmation makes after the first read) is about to run.
 */

beforeEach(async () => {
  await standIn.reset();
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** `db`, where the statement claiming a confirmation first awaits `action`. */
function dbRunningBeforeClaim(db: D1Database, action: () => Promise<unknown>): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property !== "prepare") return Reflect.get(target, property, target);
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (!sql.includes("INSERT INTO confirmation_claims")) return statement;
        return {
          bind: (...values: unknown[]) => {
            const bound = statement.bind(...values);
            const run = async () => {
              await action();
              return bound.run();
            };
            return { run };
          },
        };
      };
    },
  });
}

/** Tries the confirmation of a stored clean inquiry while `action` happens during the step. */
async function confirmationWith(action: (id: string) => Promise<unknown>) {
  const row = await seedInquiry({ status: "sent" });
  await openDeliveries(env.DB, row.id, ["confirmation"], new Date().toISOString());
  const DB = dbRunningBeforeClaim(env.DB, () => action(row.id));
  const result = await attemptChannel({ ...env, DB } as Env, row.id, "confirmation", 1);
  return { row, result };
}

describe("a send re-checks its inquiry just before sending", () => {
  it("an erasure answered during the step: nothing is sent, the channel reports erased", async () => {
    const { row, result } = await confirmationWith((id) => eraseInquiry(env.DB, id));
    expect(result).toMatchObject({ channel: "confirmation", status: "erased" });
    expect(await readDelivery(env.DB, row.id, "confirmation")).toBeNull();
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  it("Mark as spam answered during the step (waiting channels end skipped): nothing is sent", async () => {
    const { row, result } = await confirmationWith((id) =>
      env.DB.batch([
        env.DB.prepare("UPDATE inquiries SET status = 'spam' WHERE id = ?").bind(id),
        env.DB.prepare(
          "UPDATE deliveries SET status = 'skipped', last_error = 'spam' WHERE inquiry_id = ?",
        ).bind(id),
      ]),
    );
    expect(result).toMatchObject({ status: "skipped", lastError: "spam" });
    expect((await readDelivery(env.DB, row.id, "confirmation"))?.status).toBe("skipped");
    expect((await standIn.recorded()).emails).toEqual([]);
  });

  it("without either, the confirmation is sent", async () => {
    const { result } = await confirmationWith(async () => {});
    expect(result).toMatchObject({ status: "sent" });
    expect((await standIn.recorded()).emails).toHaveLength(1);
  });
});
