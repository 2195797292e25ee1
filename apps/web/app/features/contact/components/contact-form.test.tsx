import { VALIDATION_MESSAGES } from "@clearwell/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TEST_FORM_TOKEN } from "../../../../test/form-token-stub.ts";
import { NO_TOKEN_WAIT } from "./contact-form.test-harness.tsx";
import { ContactForm } from "./contact-form.tsx";

const SUCCESS = {
  title: "Message sent successfully!",
  body: "Thank you for contacting us. We'll get back to you as soon as possible.",
};
const FAILURE = {
  title: "There was an error sending your message",
  body: "Please try again later or contact us directly via phone or email.",
};

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** A fetch that answers `status` with a JSON body (the network edge; sendEmail itself is real). */
function answering(status: number, body: unknown): FetchMock {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

/** A fetch whose answer the test releases by hand, to look at the submitting state. */
function deferredFetch() {
  let release: (response: Response) => void = () => {};
  const fetchMock = vi.fn<typeof fetch>(
    () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  );
  return {
    fetch: fetchMock,
    release: (status: number, body: unknown) => release(new Response(JSON.stringify(body), { status })),
  };
}

function renderForm(fetch: FetchMock) {
  const user = userEvent.setup();
  render(<ContactForm sendOptions={{ fetch }} formTokenOptions={NO_TOKEN_WAIT} />);
  const fields = {
    name: screen.getByLabelText("Full Name"),
    email: screen.getByLabelText("Email Address"),
    phone: screen.getByLabelText("Phone Number"),
    subject: screen.getByLabelText("Subject"),
    message: screen.getByLabelText("Message"),
  };
  const button = () => screen.getByRole("button", { name: /Send Message|Sending\.\.\./ });
  return { user, fields, button };
}

const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "(503) 555-0199",
  subject: "Kitchen remodel",
  message: "We would like a quote for a kitchen remodel.",
};

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  fields: Record<keyof typeof VALID, HTMLElement>,
) {
  for (const [field, value] of Object.entries(VALID) as [keyof typeof VALID, string][]) {
    await user.type(fields[field], value);
  }
}

describe("ContactForm", () => {
  it("renders the five fields with their types, autocomplete and a 5-row message", () => {
    const { fields, button } = renderForm(answering(200, {}));
    expect(fields.email).toHaveProperty("type", "email");
    expect(fields.phone).toHaveProperty("type", "tel");
    expect(fields.message.tagName).toBe("TEXTAREA");
    expect(fields.message.getAttribute("rows")).toBe("5");
    expect(fields.name.getAttribute("autocomplete")).toBe("name");
    expect(fields.email.getAttribute("autocomplete")).toBe("email");
    expect(fields.phone.getAttribute("autocomplete")).toBe("tel");
    expect(fields.phone.hasAttribute("required")).toBe(false);
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
      expect(field.hasAttribute("required")).toBe(true);
    }
    expect(button().textContent).toBe("Send Message");
    expect(fields.name.closest("form")?.noValidate).toBe(true);
  });

  it("on an empty submit shows each exact message, sends nothing and focuses the first invalid field", async () => {
    const fetch = answering(200, {});
    const { user, fields, button } = renderForm(fetch);
    await user.click(button());

    const expected = {
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    };
    for (const [field, text] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const input = fields[field];
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const describedBy = input.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      expect(document.getElementById(describedBy ?? "")?.textContent).toBe(text);
    }
    expect(fields.phone.hasAttribute("aria-invalid")).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(fields.name);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("shows the format and length messages, and the phone message when a phone is invalid", async () => {
    const fetch = answering(200, {});
    const { user, fields, button } = renderForm(fetch);
    await user.type(fields.name, "Ada");
    await user.type(fields.email, "ada at example.com");
    await user.type(fields.phone, "call me");
    await user.type(fields.subject, "Hi");
    await user.type(fields.message, "  too short  ");
    await user.click(button());

    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Message must be at least 10 characters")).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(fields.name.hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(fields.email);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("clears only the edited field's error", async () => {
    const { user, fields, button } = renderForm(answering(200, {}));
    await user.click(button());
    await user.type(fields.email, "a");

    expect(screen.queryByText("Email is required")).toBeNull();
    expect(fields.email.hasAttribute("aria-invalid")).toBe(false);
    expect(fields.email.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
  });

  it("while sending shows Sending... with every control disabled, then clears the form on success", async () => {
    const { fetch, release } = deferredFetch();
    const { user, fields, button } = renderForm(fetch);
    await fillValid(user, fields);
    await user.click(button());

    expect(button().textContent).toBe("Sending...");
    expect(button()).toHaveProperty("disabled", true);
    for (const field of Object.values(fields)) expect(field).toHaveProperty("disabled", true);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    await user.click(button());
    expect(fetch).toHaveBeenCalledTimes(1);

    release(200, { id: "em_1", status: "sent" });
    const status = screen.getByRole("status");
    await waitFor(() => expect(within(status).getByText(SUCCESS.title)).toBeTruthy());
    expect(within(status).getByText(SUCCESS.body)).toBeTruthy();
    expect(button().textContent).toBe("Send Message");
    for (const field of Object.values(fields)) {
      expect(field).toHaveProperty("value", "");
      expect(field).toHaveProperty("disabled", false);
      expect(field.hasAttribute("aria-invalid")).toBe(false);
    }
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(status.contains(document.activeElement)).toBe(true);
  });

  it("keeps the values and shows the red notice when the worker fails", async () => {
    const fetch = answering(502, { error: "The mail provider is unavailable", code: "provider_unavailable" });
    const { user, fields, button } = renderForm(fetch);
    await fillValid(user, fields);
    await user.click(button());

    const alert = screen.getByRole("alert");
    await waitFor(() => expect(within(alert).getByText(FAILURE.title)).toBeTruthy());
    expect(within(alert).getByText(FAILURE.body)).toBeTruthy();
    for (const [field, value] of Object.entries(VALID) as [keyof typeof VALID, string][]) {
      expect(fields[field]).toHaveProperty("value", value);
      expect(fields[field]).toHaveProperty("disabled", false);
    }
    expect(screen.getByRole("status").textContent).toBe("");
    expect(button().textContent).toBe("Send Message");
  });

  it("shows the red notice when the network fails", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { user, fields, button } = renderForm(fetchMock);
    await fillValid(user, fields);
    await user.click(button());
    await waitFor(() => expect(within(screen.getByRole("alert")).getByText(FAILURE.title)).toBeTruthy());
    expect(fields.message).toHaveProperty("value", VALID.message);
  });

  it("shows the worker's per-field messages under the fields and focuses the first", async () => {
    const fetch = answering(400, {
      error: "Some fields are not valid",
      code: "validation_failed",
      fields: { email: "This address cannot receive email", "config.recipient": "not allowed" },
    });
    const { user, fields, button } = renderForm(fetch);
    await fillValid(user, fields);
    await user.click(button());

    await waitFor(() => expect(screen.getByText("This address cannot receive email")).toBeTruthy());
    expect(fields.email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(fields.email);
    expect(within(screen.getByRole("alert")).getByText(FAILURE.title)).toBeTruthy();
    expect(screen.queryByText("not allowed")).toBeNull();
  });

  it("posts the JSON request: the contact form's config, New Inquiry subject and the fields", async () => {
    const fetch = answering(200, { id: "em_1", status: "sent" });
    const { user, fields, button } = renderForm(fetch);
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('[name="formToken"]')?.value).toBe(TEST_FORM_TOKEN),
    );
    await fillValid(user, fields);
    await user.click(button());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/send-email");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({
      config: {
        subject: "New Inquiry: Kitchen remodel",
        fromName: "Clearwell Interiors",
        formName: "Website Contact Form",
        brandColor: "#c2410c",
        requiredFields: ["name", "email", "subject", "message"],
        apiKeyEnvName: "RESEND_API_KEY",
        footerHtml: expect.stringContaining("Clearwell Interiors"),
      },
      ...VALID,
      honeypot: "",
      formToken: TEST_FORM_TOKEN,
    });
    expect(JSON.stringify(body)).not.toMatch(/re_[A-Za-z0-9]/);
  });
});
