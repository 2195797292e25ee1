import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import type { FormTokenOptions } from "../hooks/use-form-token.ts";
import { ContactForm } from "./contact-form.tsx";

/**
 * Shared set-up of the Contact form's anti-abuse tests (contact-form.anti-abuse.test.tsx and
 * contact-form.turnstile.test.tsx): a fetch mocked at the network edge, a valid fill, the sent body,
 * and captured `<head>` scripts. Test support only; not imported by the app.
 */

/**
 * The form token's wait switched off (`sendAfterMs: 0`), for tests of everything but that wait: a
 * Send goes out at once. The wait itself: contact-form.early-send.test.tsx and use-form-token.test.ts.
 */
export const NO_TOKEN_WAIT: FormTokenOptions = { sendAfterMs: 0 };

/** A `fetch` mock as `vi.fn` types it. */
export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** A fetch that answers every request with `status` and `body` as JSON. */
export function answering(status: number, body: unknown): FetchMock {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

/** A valid inquiry, keyed by the fields' labels (docs/product.md#contact-form). */
export const VALID_INQUIRY = {
  "Full Name": "Ada Lovelace",
  "Email Address": "ada@example.com",
  Subject: "Kitchen remodel",
  Message: "We would like a quote for a kitchen remodel.",
};

/** Renders the form with `fetch`; returns the user, the submit button and a valid `fill()`. */
export function renderForm(fetch: FetchMock) {
  const user = userEvent.setup();
  render(<ContactForm sendOptions={{ fetch }} formTokenOptions={NO_TOKEN_WAIT} />);
  const button = () => screen.getByRole("button", { name: /Send Message|Sending\.\.\./ });
  const fill = async () => {
    for (const [label, value] of Object.entries(VALID_INQUIRY)) {
      await user.type(screen.getByLabelText(label), value);
    }
  };
  return { user, button, fill };
}

/** The JSON body of the `n`th request the fetch mock received. */
export function sentBody(fetch: FetchMock, n = 0): Record<string, unknown> {
  return JSON.parse(String(fetch.mock.calls[n]?.[1]?.body));
}

/** Scripts appended to `<head>` are captured (never loaded); everything else is appended as usual. */
export function captureScripts(): HTMLScriptElement[] {
  const scripts: HTMLScriptElement[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node);
      return node;
    }
    return append(node);
  });
  return scripts;
}
