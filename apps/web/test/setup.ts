import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { TEST_FORM_TOKEN } from "./form-token-stub.ts";

/**
 * The page's own requests that no test injects a `fetch` for never leave the process: the global
 * `fetch` answers the form token route (`GET /api/form-token`, asked by the Contact form on mount)
 * with {@link TEST_FORM_TOKEN} and refuses everything else as a network error. Tests that care
 * about a request inject their own `fetch` at the network edge.
 */
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith("/api/form-token")
        ? new Response(JSON.stringify({ formToken: TEST_FORM_TOKEN }), {
            status: 200,
            headers: { "Content-Type": "application/json" },
          })
        : Promise.reject(new TypeError("network access is off in the component tests")),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
