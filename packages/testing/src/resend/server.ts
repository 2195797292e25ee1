/**
 * The Resend stand-in (stand-in.ts) on a port of 127.0.0.1, for the browser tests (Playwright's
 * `webServer`) and the benchmarks.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "../node-handler.ts";
import { createResendStandIn, type ResendStandIn, type ResendStandInOptions } from "./stand-in.ts";

/** Options of {@link startResendStandInServer}: the stand-in's (keys, domains) and where to listen. */
export type ResendStandInServerOptions = ResendStandInOptions & {
  /** The port; default 0 (any free port). */
  port?: number;
  /** The address to listen on; default 127.0.0.1. */
  host?: string;
};

/** A listening stand-in: its origin, its in-process controls, and how to stop it. */
export type ResendStandInServer = {
  /** The origin to use as `RESEND_API_URL` and for the client, e.g. `http://127.0.0.1:8789`. */
  url: string;
  standIn: ResendStandIn;
  /** Stops listening and drops open connections (a request left hanging included). */
  close(): Promise<void>;
};

/**
 * Starts a stand-in on `host:port`.
 *
 * @throws when the port cannot be listened on (e.g. EADDRINUSE).
 */
export async function startResendStandInServer(
  options: ResendStandInServerOptions,
): Promise<ResendStandInServer> {
  const { port: _port, host: _host, ...standInOptions } = options;
  const standIn = createResendStandIn(standInOptions);
  const server = createServer(toNodeHandler(standIn.handle));
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    standIn,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
