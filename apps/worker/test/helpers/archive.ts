import { introspectWorkflowInstance } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { InquiryEvent } from "@clearwell/contract";
import type { InquiryRow } from "../../src/core/inquiry-row.ts";

/** The archive row of inquiry `id`, or `null`. */
export async function rowOf(id: string): Promise<InquiryRow | null> {
  return env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(id).first<InquiryRow>();
}

/** The archive row of inquiry `id`; throws when there is none. */
export async function storedRow(id: string): Promise<InquiryRow> {
  const row = await rowOf(id);
  if (!row) throw new Error(`no archive row for ${id}`);
  return row;
}

/** The delivery history of inquiry `id`, oldest first. */
export async function historyOf(id: string): Promise<InquiryEvent[]> {
  const { results } = await env.DB.prepare(
    "SELECT at, status, detail FROM inquiry_events WHERE inquiry_id = ? ORDER BY seq",
  )
    .bind(id)
    .all<InquiryEvent>();
  return results;
}

/** How many inquiries the archive holds. */
export async function inquiryCount(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiries").first<number>("n")) ?? 0;
}

/** A D1 binding whose `prepare` itself throws (a broken binding). */
export function throwingDb(): D1Database {
  const fail = () => {
    throw new Error("D1_ERROR: prepare failed (stand-in)");
  };
  return { prepare: fail, batch: fail, exec: fail, dump: fail } as unknown as D1Database;
}

/**
 * Waits until the delivery run of inquiry `id` (the InquiryDelivery workflow, instance id = the
 * inquiry id) completes, and answers its output (each channel's final status).
 */
export async function settledRun(id: string): Promise<{ channels: { channel: string; status: string }[] }> {
  const run = await introspectWorkflowInstance(env.INQUIRY_DELIVERY, id);
  try {
    await run.waitForStatus("complete");
    return (await run.getOutput()) as { channels: { channel: string; status: string }[] };
  } finally {
    await run.dispose();
  }
}
