import { CommandError } from "./errors.ts";
import type { Fetcher } from "./seams.ts";

/**
 * One request to an account API that `pnpm run setup` calls (Resend's, Cloudflare's;
 * docs/reference.md#the-commands-in-detail): `method` to `url` with `Authorization: Bearer <token>` and, when
 * `body` is given, that body as JSON. The token travels only in the header and is never printed.
 *
 * @param unreachable - says where the request went, e.g. `Resend at https://api.resend.com`.
 * @returns the answer, whatever its status (the caller reads the API's own error shape).
 * @throws CommandError "Could not reach <unreachable> (<why>). Check the connection and run setup
 *   again." when no answer arrives (no network, DNS, refused connection).
 */
export async function bearerRequest(
  fetcher: Fetcher,
  request: { method: "GET" | "POST"; url: string; token: string; body?: unknown; unreachable: string },
): Promise<Response> {
  const { method, url, token, body, unreachable } = request;
  try {
    return await fetcher(url, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new CommandError(
      `Could not reach ${unreachable} (${error instanceof Error ? error.message : String(error)}). Check the connection and run setup again.`,
    );
  }
}
