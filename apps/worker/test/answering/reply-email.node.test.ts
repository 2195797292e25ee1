import { describe, expect, it } from "vitest";
import { composeReplyEmail, type ReplyInput } from "../../src/answering/compose-reply.ts";
import { clientProblems } from "../helpers/email-clients.ts";

/**
 * The reply email's HTML uses nothing Gmail, Outlook, Apple Mail or Yahoo lacks, by caniemail's
 * data (docs/product.md#answering-inquiries); the visitor's text is escaped in it.
 */

const INPUT: ReplyInput = {
  inquiryId: "inquiry-abc",
  n: 1,
  visitor: {
    name: "Ada <b>Lovelace</b>",
    email: "ada@example.com",
    message: "Hello,\n\nPlease quote <script>alert(1)</script> & more.",
    receivedAt: "2026-07-06T16:30:00.000Z",
  },
  subject: "Re: Kitchen\r\nBcc: x@example.com",
  message: "Thank you.\n\nWe can visit on Tuesday <10 am>.",
  fromAddress: "inquiries@clearwell-interiors.example",
  replyTo: "hello@clearwell-interiors.example",
  site: "https://clearwell-interiors.example",
  timeZone: "America/Los_Angeles",
  confirmationSent: false,
};

describe("the reply email", () => {
  const email = composeReplyEmail(INPUT);

  it("uses no HTML or CSS the four clients lack (their dropping <body> aside: it carries no styles)", () => {
    for (const [client, list] of Object.entries(clientProblems(email.html)))
      expect(list, client).toEqual(["<body> element"]);
    expect(email.html).toContain("<body><div style=");
  });

  it("escapes the visitor's and the operator's text and keeps headers on one line", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.html).toContain("Tuesday &lt;10 am&gt;");
    expect(email.subject).toBe("Re: Kitchen Bcc: x@example.com");
    expect(email.text).toContain(
      "On Jul 6, 2026, 9:30 AM, Ada <b>Lovelace</b> wrote:\n> Hello,\n>\n> Please quote",
    );
  });
});
