import { inquiryPageSchema } from "@clearwell/contract";
import { type AdminRequestOptions, parse, request } from "./admin-api.ts";

/** Where Cloudflare Access answers the signed-in user's identity on every hostname it protects. */
export const ACCESS_IDENTITY_PATH = "/cdn-cgi/access/get-identity";

/** Host names on which the worker's `ADMIN_AUTH = "local"` admits the operator as `local`. */
const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Who is signed in (docs/product.md#operator-workbench): the `email` Cloudflare Access answers at
 * {@link ACCESS_IDENTITY_PATH} for the session's cookie; on a local host name, where `pnpm dev`
 * admits the operator without Access, `local` when Access does not answer.
 *
 * @param hostname - the page's host name (`location.hostname`).
 * @returns the identity, or `null` when it cannot be told (no Access answer on a real host).
 */
export async function fetchIdentity(
  hostname: string,
  options: AdminRequestOptions = {},
): Promise<string | null> {
  const doFetch = options.fetch ?? globalThis.fetch;
  try {
    const response = await doFetch(ACCESS_IDENTITY_PATH, {
      credentials: "same-origin",
      redirect: "manual",
      headers: { Accept: "application/json" },
      signal: options.signal,
    });
    if (response.ok) {
      const body: unknown = await response.json();
      const email = body && typeof body === "object" ? (body as { email?: unknown }).email : undefined;
      if (typeof email === "string" && email) return email;
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    // No Access in front of this host (or not JSON): fall through.
  }
  return LOCAL_HOSTNAMES.has(hostname) ? "local" : null;
}

/**
 * How many inquiries need an answer: `GET /api/admin/inquiries?view=needs-answer&limit=1`'s
 * `needsAnswer`.
 *
 * @throws {AdminApiError} as every admin request.
 */
export async function fetchNeedsAnswerCount(options: AdminRequestOptions = {}): Promise<number> {
  const response = await request("/inquiries?view=needs-answer&limit=1", {}, options);
  return (await parse(response, inquiryPageSchema)).needsAnswer;
}
