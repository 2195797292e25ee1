import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_FORM_TOKEN } from "../../../../test/form-token-stub.ts";
import { answering, captureScripts, renderForm, sentBody } from "./contact-form.test-harness.tsx";

/**
 * The page's abuse defences (docs/product.md#abuse-defences) as built locally: the honeypot, and
 * Turnstile off (no `VITE_TURNSTILE_SITE_KEY`). Turnstile on: contact-form.turnstile.test.tsx.
 */

const SUCCESS_TITLE = "Message sent successfully!";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ContactForm honeypot", () => {
  it("is in the form, out of the Tab order and hidden from assistive tech", async () => {
    const { user } = renderForm(answering(200, {}));
    const honeypot = screen.getByLabelText("Leave this field empty") as HTMLInputElement;

    expect(honeypot.closest("form")).toBe(screen.getByLabelText("Full Name").closest("form"));
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.type).toBe("text");
    expect(honeypot.name).not.toMatch(/name|mail|phone|address|company|url|website|fax|tel/i);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not hidden with display:none / hidden / type=hidden, which bots skip.
    expect(honeypot.closest("[hidden]")).toBeNull();
    // Not in the accessibility tree: role queries skip aria-hidden content.
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();

    // Tab goes from the message past the honeypot to the Photos control, then the button.
    await user.click(screen.getByLabelText("Message"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Photos (optional)"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send Message" }));
  });

  it("is sent as `honeypot` even when empty, and its value when filled", async () => {
    const fetch = answering(200, { id: "em_1", status: "sent" });
    const { user, button, fill } = renderForm(fetch);
    await fill();
    await user.click(button());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch, 0).honeypot).toBe("");
    await screen.findByText(SUCCESS_TITLE);

    await fill();
    const honeypot = screen.getByLabelText("Leave this field empty") as HTMLInputElement;
    honeypot.value = "http://spam.example";
    await user.click(button());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1).honeypot).toBe("http://spam.example");
    // The worker answers a honeypot like a success; the page shows the ordinary success.
    await waitFor(() => expect(within(screen.getByRole("status")).getByText(SUCCESS_TITLE)).toBeTruthy());
    expect(honeypot.value).toBe("");
  });
});

describe("ContactForm without a Turnstile site key (the local default)", () => {
  it("loads nothing when a field is focused, the moment a build with a key loads api.js", async () => {
    const scripts = captureScripts();
    const { user } = renderForm(answering(200, {}));
    await user.click(screen.getByLabelText("Full Name"));
    await user.click(screen.getByLabelText("Message"));
    expect(scripts).toEqual([]);
    expect(screen.queryByTestId("turnstile-container")).toBeNull();
    expect(screen.queryByText(/verification/i)).toBeNull();
  });

  it("requests no script, shows no widget and sends", async () => {
    const scripts = captureScripts();
    const fetch = answering(200, { id: "em_1", status: "sent" });
    const { user, button, fill } = renderForm(fetch);
    await fill();
    await user.click(button());
    await waitFor(() => expect(within(screen.getByRole("status")).getByText(SUCCESS_TITLE)).toBeTruthy());

    expect(scripts).toEqual([]);
    expect(document.querySelector(`script[src*="challenges.cloudflare.com"]`)).toBeNull();
    expect(screen.queryByTestId("turnstile-container")).toBeNull();
    expect(sentBody(fetch)).not.toHaveProperty("turnstileToken");
  });
});

describe("ContactForm's form token", () => {
  it("asks the worker for one on mount when the page carried none, and sends it as `formToken`", async () => {
    const fetch = answering(200, { id: "em_1", status: "sent" });
    const { user, button, fill } = renderForm(fetch);
    const token = document.querySelector<HTMLInputElement>('input[name="formToken"]');
    expect(token?.type).toBe("hidden");
    await waitFor(() => expect(token?.value).toBe(TEST_FORM_TOKEN));
    expect(globalThis.fetch).toHaveBeenCalledWith(
      "/api/form-token",
      expect.objectContaining({ cache: "no-store" }),
    );
    await fill();
    await user.click(button());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch, 0).formToken).toBe(TEST_FORM_TOKEN);
  });
});

describe("ContactForm's success notice and the visitor's confirmation (docs/product.md#the-confirmation)", () => {
  it("says a confirmation email is on its way only when the worker says so", async () => {
    const withConfirmation = answering(200, { id: "inquiry-1", status: "sent", confirmation: true });
    const first = renderForm(withConfirmation);
    await first.fill();
    await first.user.click(first.button());
    const status = screen.getByRole("status");
    await waitFor(() => expect(within(status).getByText(SUCCESS_TITLE)).toBeTruthy());
    expect(status.textContent).toContain("A confirmation email is on its way to you.");
  });

  it("says nothing of a confirmation when the autoresponder is off", async () => {
    const { user, button, fill } = renderForm(answering(200, { id: "inquiry-1", status: "sent" }));
    await fill();
    await user.click(button());
    const status = screen.getByRole("status");
    await waitFor(() => expect(within(status).getByText(SUCCESS_TITLE)).toBeTruthy());
    expect(status.textContent).not.toContain("confirmation");
  });
});
