import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_FORM_TOKEN } from "../../../../test/form-token-stub.ts";
import { FORM_TOKEN_SEND_AFTER_MS, type PageClock } from "../hooks/use-form-token.ts";
import { answering, sentBody, VALID_INQUIRY } from "./contact-form.test-harness.tsx";
import { ContactForm } from "./contact-form.tsx";

/**
 * An early Send (docs/product.md#contact-form): a visitor whose browser autofills the form and who
 * pastes the message can press Send before the form token is 3 s old, which the worker would file
 * as `too_fast` spam. The form shows its submitting state at once and sends only when the token is
 * old enough. Fake timers: the wait is measured on the fake clock.
 */

const NOW = Date.UTC(2026, 10, 26, 9);

/** The fake clock as the page's monotonic clock; the page's HTML carried no token. */
const CLOCK: PageClock = { now: () => Date.now(), pageArrivedAt: () => null };

// The sending code is a chunk of its own, loaded at the first Send (hooks/use-contact-form.ts);
// loaded here beforehand, so the fake clock measures the token's wait alone.
beforeAll(async () => {
  await import("../api/send-contact-inquiry.ts");
});

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the form, lets it get its token, and fills it at once (autofill and paste). */
async function renderAndFill() {
  const fetch = answering(200, { id: "inquiry-1", status: "sent" });
  render(<ContactForm sendOptions={{ fetch }} formTokenOptions={{ clock: CLOCK }} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  for (const [label, value] of Object.entries(VALID_INQUIRY)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  return fetch;
}

describe("ContactForm's early Send (docs/product.md#contact-form)", () => {
  it("shows Sending... with every control disabled until the token is 3.5 s old, then sends and succeeds", async () => {
    vi.useFakeTimers({ now: NOW });
    const fetch = await renderAndFill();
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toHaveProperty("disabled", true);
    for (const label of Object.keys(VALID_INQUIRY)) {
      expect(screen.getByLabelText(label)).toHaveProperty("disabled", true);
    }
    expect(within(screen.getByRole("status")).getByText("Sending your message.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    // 300 ms already passed since the token arrived: 1 ms short of 3.5 s, still waiting.
    await act(() => vi.advanceTimersByTimeAsync(FORM_TOKEN_SEND_AFTER_MS - 300 - 1));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sending..." })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBody(fetch).formToken).toBe(TEST_FORM_TOKEN);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(screen.getByRole("status")).getByText("Message sent successfully!")).toBeTruthy();
  });

  it("a second press while it waits sends nothing more", async () => {
    vi.useFakeTimers({ now: NOW });
    const fetch = await renderAndFill();
    const form = screen.getByLabelText("Full Name").closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.submit(form);
    await act(() => vi.advanceTimersByTimeAsync(FORM_TOKEN_SEND_AFTER_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends at once when the token is already old enough", async () => {
    vi.useFakeTimers({ now: NOW });
    const fetch = await renderAndFill();
    await act(() => vi.advanceTimersByTimeAsync(FORM_TOKEN_SEND_AFTER_MS));
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
