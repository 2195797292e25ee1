import { describe, expect, it } from "vitest";
import { ANSWERING_MESSAGES, noteRequestSchema, replyRequestSchema } from "../src/answering.ts";

/** The first message the reply schema gives for `subject` and `message`, or `null` when valid. */
function replyError(subject: string, message = "Hello Ada"): string | null {
  const result = replyRequestSchema.safeParse({ subject, message, requestKey: "reply-key-1" });
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
}

describe("the operator's writes (docs/product.md#answering-inquiries)", () => {
  it("a reply's subject of only control characters or spaces is missing, as an empty one is", () => {
    for (const subject of ["", "   ", "\u0001\u0002", "\t \u007f"]) {
      expect(replyError(subject)).toBe(ANSWERING_MESSAGES.subjectRequired);
    }
    expect(replyError("\tRe: your kitchen")).toBeNull();
  });

  it("a reply or note of only control characters is empty", () => {
    expect(replyError("Re: your kitchen", "\u0000\u0008")).toBe(ANSWERING_MESSAGES.replyEmpty);
    const note = noteRequestSchema.safeParse({ text: "\u001b" });
    expect(note.success ? null : note.error.issues[0]?.message).toBe(ANSWERING_MESSAGES.noteEmpty);
  });
});
