import { leadsReportSchema } from "@clearwell/contract";
import { describe, expect, it } from "vitest";
import { callAdmin } from "../helpers/admin.ts";
import { seedLead } from "./answering-fixtures.ts";

/** The Leads panel's outcomes (docs/product.md#answering-inquiries): answered, within target, won. */

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe("GET /api/admin/leads outcomes", () => {
  it("counts answered, within target, the median first answer and won per source; spam and tests left out", async () => {
    const received = ago(5 * HOUR);
    const due = ago(2 * HOUR);
    const base = { received_at: received };
    await seedLead(base, {
      due_at: due,
      answered_at: ago(4 * HOUR),
      first_answer_minutes: 60,
      lead_status: "won",
      job_value_usd: 12000,
      first_page: "/services",
    });
    await seedLead(base, {
      due_at: due,
      answered_at: ago(HOUR),
      first_answer_minutes: 240,
      lead_status: "quoted",
      first_page: "/services",
    });
    await seedLead(
      { received_at: received },
      {
        due_at: due,
        lead_status: "won",
        answered_at: ago(3 * HOUR),
        first_answer_minutes: 120,
        first_page: "/contact",
      },
    );
    await seedLead({ received_at: received }, { due_at: due, first_page: "/contact" });
    await seedLead({ received_at: received, status: "spam" }, { lead_status: null });
    const response = await callAdmin("/api/admin/leads?days=7");
    expect(response.status).toBe(200);
    const { outcomes } = leadsReportSchema.parse(await response.json());
    expect(outcomes).toMatchObject({
      inquiries: 4,
      answered: 3,
      answeredWithinTarget: 2,
      withinTargetShare: 0.5,
      medianFirstAnswerMinutes: 120,
      won: 2,
      wonValueUsd: 12000,
    });
    expect(outcomes.firstPages).toEqual([
      { value: "/contact", inquiries: 2, won: 1, wonValueUsd: 0 },
      { value: "/services", inquiries: 2, won: 1, wonValueUsd: 12000 },
    ]);
    expect(outcomes.campaigns).toEqual([{ value: null, inquiries: 4, won: 2, wonValueUsd: 12000 }]);
  });

  it("answers zeros and no median for a period without leads", async () => {
    const { outcomes } = leadsReportSchema.parse(await (await callAdmin("/api/admin/leads?days=30")).json());
    expect(outcomes).toMatchObject({
      inquiries: 0,
      answered: 0,
      withinTargetShare: null,
      medianFirstAnswerMinutes: null,
      won: 0,
    });
  });
});
