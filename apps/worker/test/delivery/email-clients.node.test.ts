import { buildContactRequest, sendEmailRequestSchema } from "@clearwell/contract";
import { describe, expect, it } from "vitest";
import { composeConfirmationEmail } from "../../src/delivery/confirmation/compose-confirmation.ts";
import { composeEmail } from "../../src/delivery/email/compose-email.ts";
import { clientProblems } from "../helpers/email-clients.ts";

/**
 * The business email and the visitor's confirmation use nothing Gmail, Outlook, Apple Mail or
 * Yahoo lack (beyond the `<body>` element some drop, so it carries no styles), by caniemail's data (docs/product.md#the-email, docs/product.md#the-confirmation),
 * and their plain-text part says what their HTML says.
 */

const FROM = "inquiries@clearwell-interiors.example";

describe("the emails the worker sends for an inquiry", () => {
  it("the business email: no HTML or CSS the four clients lack, beyond the <body> element they drop", () => {
    const request = sendEmailRequestSchema.parse(
      buildContactRequest(
        {
          name: "Ada <b>Lovelace</b>",
          email: "ada@example.com",
          phone: "(503) 555-0100",
          subject: "Kitchen remodel",
          message: "We would like a quote for our kitchen.\nTwo lines.",
        },
        { honeypot: "" },
      ),
    );
    const email = composeEmail(request, { to: "hello@clearwell-interiors.example", fromAddress: FROM });
    // Windows Mail ignores `role`: the layout tables keep `role="presentation"` for screen readers elsewhere.
    const problems = Object.values(clientProblems(email.html)).flat();
    expect(problems.filter((title) => title !== "<body> element" && title !== "role attribute")).toEqual([]);
    expect(email.html).toContain("<body><div style=");
    expect(email.text).toContain("We would like a quote for our kitchen.\nTwo lines.");
    expect(email.html).not.toContain("<b>Lovelace</b>");
  });

  it("the confirmation: no HTML or CSS the four clients lack, and its text part promises what its HTML does", () => {
    const email = composeConfirmationEmail(
      { inquiryId: `inquiry-${"ab".repeat(32)}`, name: "Ada", email: "ada@example.com" },
      FROM,
    );
    const problems = Object.values(clientProblems(email.html)).flat();
    expect(problems.filter((title) => title !== "<body> element")).toEqual([]);
    expect(email.text).toContain("will reply within one business day.");
    expect(email.html).toContain("will reply within one business day.");
    expect(email.text).toContain("Your reference: CW-ABABABAB");
    expect(email.html).toContain("<body><div style=");
  });
});
