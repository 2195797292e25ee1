import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  TURNSTILE_ONLOAD_CALLBACK,
  type TurnstileApi,
  type TurnstileRenderOptions,
} from "../turnstile/turnstile-api.ts";
import {
  answering,
  captureScripts,
  renderForm,
  sentBody,
  VALID_INQUIRY,
} from "./contact-form.test-harness.tsx";

/**
 * The Contact form with Turnstile on (docs/product.md#abuse-defences), as in a build with
 * `VITE_TURNSTILE_SITE_KEY` set to Cloudflare's always-passing test key. `window.turnstile` and the
 * loading of `api.js` are faked: scripts appended to `<head>` are captured, never fetched.
 */

const TEST_SITE_KEY = "1x00000000000000000000AA";
// Before the modules below are evaluated: the form reads the key when its module loads.
vi.hoisted(() => {
  vi.stubEnv("VITE_TURNSTILE_SITE_KEY", "1x00000000000000000000AA");
});

const SUCCESS_TITLE = "Message sent successfully!";
const FAILURE_TITLE = "There was an error sending your message";
const VERIFY_FIRST = "Please complete the verification before sending your message.";
const UNAVAILABLE = /The verification could not be loaded/;

type TestWindow = Window & { turnstile?: TurnstileApi } & Record<string, unknown>;
const testWindow = window as unknown as TestWindow;

/** A stand-in for `window.turnstile`: records each widget's render options. */
function fakeTurnstile() {
  const widgets: { container: HTMLElement; options: TurnstileRenderOptions }[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, options: TurnstileRenderOptions) => {
      widgets.push({ container, options });
      return `widget-${widgets.length}`;
    }),
    reset: vi.fn<(id: string) => void>(),
    remove: vi.fn<(id: string) => void>(),
  };
  return {
    api,
    widgets,
    /** `api.js` has run: the global is set and the `?onload=` callback is called. */
    load: () =>
      act(() => {
        testWindow.turnstile = api;
        (testWindow[TURNSTILE_ONLOAD_CALLBACK] as () => void)();
      }),
    /** The visitor passed the challenge. */
    solve: (token: string) => act(() => widgets.at(-1)?.options.callback(token)),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete testWindow.turnstile;
  delete testWindow[TURNSTILE_ONLOAD_CALLBACK];
});

describe("ContactForm with a Turnstile site key", () => {
  beforeEach(() => {
    // happy-dom's IntersectionObserver never reports; these tests arm the widget by focus.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it("loads api.js only once a field is focused, explicitly rendered into the form", async () => {
    const scripts = captureScripts();
    const turnstile = fakeTurnstile();
    const { user } = renderForm(answering(200, {}));
    await screen.findByTestId("turnstile-container");
    expect(scripts).toHaveLength(0);

    await user.click(screen.getByLabelText("Full Name"));
    expect(scripts).toHaveLength(1);
    const src = new URL(scripts[0]?.src ?? "");
    expect(`${src.origin}${src.pathname}`).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js");
    expect(src.searchParams.get("render")).toBe("explicit");
    // api.js calls the global named by `onload` once it has run: the page must have defined it.
    expect(typeof testWindow[src.searchParams.get("onload") ?? ""]).toBe("function");
    expect(scripts[0]?.async).toBe(true);

    await turnstile.load();
    expect(turnstile.api.render).toHaveBeenCalledTimes(1);
    const [widget] = turnstile.widgets;
    expect(widget?.container).toBe(screen.getByTestId("turnstile-container"));
    expect(widget?.container.closest("form")).not.toBeNull();
    expect(widget?.options.sitekey).toBe(TEST_SITE_KEY);

    await user.click(screen.getByLabelText("Subject"));
    expect(scripts).toHaveLength(1);
  });

  it("loads api.js when the form scrolls into view", async () => {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const scripts = captureScripts();
    renderForm(answering(200, {}));
    await screen.findByTestId("turnstile-container");
    expect(scripts).toHaveLength(0);
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(scripts).toHaveLength(1));
  });

  it("sends the token as `turnstileToken` and resets the widget after the submit", async () => {
    captureScripts();
    const turnstile = fakeTurnstile();
    const fetch = answering(200, { id: "em_1", status: "sent" });
    const { user, button, fill } = renderForm(fetch);
    await fill();
    await turnstile.load();
    await turnstile.solve("token-abc");

    await user.click(button());
    await waitFor(() => expect(within(screen.getByRole("status")).getByText(SUCCESS_TITLE)).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBody(fetch).turnstileToken).toBe("token-abc");
    expect(turnstile.api.reset).toHaveBeenCalledWith("widget-1");

    // The used token is gone: the next submit waits for a new one.
    await fill();
    await user.click(button());
    expect(await screen.findByText(VERIFY_FIRST)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("without a token shows the verification message and sends nothing", async () => {
    captureScripts();
    const turnstile = fakeTurnstile();
    const fetch = answering(200, { id: "em_1", status: "sent" });
    const { user, button, fill } = renderForm(fetch);
    await fill();
    await turnstile.load();

    await user.click(button());
    const message = await screen.findByText(VERIFY_FIRST);
    expect(message.closest("[aria-live]")).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(button().textContent).toBe("Send Message");
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");

    await turnstile.solve("token-late");
    expect(screen.queryByText(VERIFY_FIRST)).toBeNull();
    await user.click(button());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch).turnstileToken).toBe("token-late");
  });

  it.each([
    // The worker's envelopes (apps/worker src/policy/turnstile.ts, rate-limit.ts).
    [
      403,
      {
        error: "The security check did not pass. Please complete it again and resend your inquiry.",
        code: "validation_failed",
        fields: { turnstileToken: "Please complete the security check" },
      },
    ],
    [
      429,
      {
        error: "Too many inquiries from your network. Please wait a minute and try again.",
        code: "rate_limited",
      },
    ],
  ])("on a %i shows only the red notice, keeps the values and resets the widget", async (status, body) => {
    captureScripts();
    const turnstile = fakeTurnstile();
    const fetch = answering(status, body);
    const { user, button, fill } = renderForm(fetch);
    await fill();
    await turnstile.load();
    await turnstile.solve("token-1");
    await user.click(button());

    await waitFor(() => expect(within(screen.getByRole("alert")).getByText(FAILURE_TITLE)).toBeTruthy());
    expect(screen.getByLabelText("Message")).toHaveProperty("value", VALID_INQUIRY.Message);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.queryByText(body.error)).toBeNull();
    expect(turnstile.api.reset).toHaveBeenCalledWith("widget-1");
  });

  it("when api.js fails to load, says so, keeps the values, sends nothing and can try again", async () => {
    const scripts = captureScripts();
    const turnstile = fakeTurnstile();
    const fetch = answering(200, {});
    const { user, button, fill } = renderForm(fetch);
    await fill();
    expect(scripts).toHaveLength(1);
    act(() => {
      scripts[0]?.dispatchEvent(new Event("error"));
    });
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();

    await user.click(button());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Full Name")).toHaveProperty("value", VALID_INQUIRY["Full Name"]);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(scripts).toHaveLength(2);
    await turnstile.load();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(turnstile.api.render).toHaveBeenCalledTimes(1);
  });
});
