import { type InquiryDetail, leadStatusChangeSchema, noteRequestSchema } from "@clearwell/contract";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { apiError } from "../core/api-error.ts";
import type { AppEnv } from "../core/app-env.ts";
import { answerArchiveFailure } from "../core/archive.ts";
import { logEvent } from "../core/log-event.ts";
import { actorOf, answeringBody, notAnswerable, notFound } from "./answering-http.ts";
import { readAnsweringDetail } from "./inquiry-detail.ts";
import { addNote, changeLeadStatus, type LeadChangeResult } from "./lead-records.ts";
import { sendReply } from "./replies.ts";

/** Adds the photos to a detail (the inbox's `withPhotos`, passed in: the inbox mounts these routes). */
export type AddPhotos = (env: Env, detail: Omit<InquiryDetail, "photos">) => Promise<InquiryDetail>;

/** Throws the refusal of a lead change that did not happen. */
function refuseUnless(result: LeadChangeResult): void {
  if (result === "not_found") throw notFound();
  if (result === "not_answerable") throw notAnswerable();
  if (result === "not_new") {
    throw apiError(
      409,
      "inquiry_already_answered",
      "This inquiry is no longer New: Mark as answered only changes a New inquiry.",
    );
  }
}

/**
 * The answering routes under `/api/admin/inquiries/:id/` (docs/product.md#answering-inquiries),
 * behind the admin guard like every admin route. Each write answers the updated `InquiryDetail`:
 * `lead-status` and `mark-answered` 200, `notes` 201, `replies` 202 (200 for a repeat of the same
 * `requestKey`).
 */
export function answeringRoute(addPhotos: AddPhotos) {
  /** The updated detail of inquiry `id` as the inbox's dialog shows it, or 404. */
  const detailOf = async (c: Context<AppEnv>, id: string): Promise<InquiryDetail> => {
    const detail = await readAnsweringDetail(c.env, id);
    if (!detail) throw notFound();
    return addPhotos(c.env, detail);
  };
  return new Hono<AppEnv>()
    .onError(answerArchiveFailure)
    .post("/:id/lead-status", async (c) => {
      const id = c.req.param("id");
      const change = await answeringBody(c, leadStatusChangeSchema);
      const result = await changeLeadStatus(
        c.env,
        id,
        {
          status: change.status,
          jobValueUsd: change.jobValueUsd ?? null,
          lostReason: change.lostReason || null,
          via: "change",
        },
        actorOf(c),
      );
      refuseUnless(result);
      logEvent("info", "lead_status_changed", { id, to: change.status });
      return c.json(await detailOf(c, id));
    })
    .post("/:id/mark-answered", async (c) => {
      const id = c.req.param("id");
      const change = {
        status: "answered",
        jobValueUsd: null,
        lostReason: null,
        via: "mark_answered",
      } as const;
      refuseUnless(await changeLeadStatus(c.env, id, change, actorOf(c), { onlyFromNew: true }));
      logEvent("info", "lead_status_changed", { id, to: "answered" });
      return c.json(await detailOf(c, id));
    })
    .post("/:id/notes", async (c) => {
      const id = c.req.param("id");
      const { text } = await answeringBody(c, noteRequestSchema);
      if (!(await addNote(c.env.DB, id, text, actorOf(c)))) throw notFound();
      logEvent("info", "note_added", { id });
      return c.json(await detailOf(c, id), 201);
    })
    .post("/:id/replies", async (c) => {
      const id = c.req.param("id");
      const outcome = await sendReply(c, id);
      return c.json(await detailOf(c, id), outcome === "repeat" ? 200 : 202);
    });
}
