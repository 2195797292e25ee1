/**
 * Serves a fetch-style handler from node:http: for miniflare's `outboundService: { node }` and for
 * a stand-in listening on a port (server.ts). A `Response.error()` from the handler drops the
 * connection (the client sees a network error); a client that goes away aborts `request.signal`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** A fetch-style handler, as the stand-ins export them. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** A node:http request listener (`http.createServer(listener)`, miniflare's `{ node: listener }`). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on("error", reject);
  });
}

/**
 * Wraps `handle` as a node:http listener. The `Request` gets the URL `http://<Host><path>`, the
 * method, headers and body; its signal aborts when the client closes the connection before the
 * answer. A handler that throws answers 500 with the error's text.
 */
export function toNodeHandler(handle: FetchHandler): NodeHandler {
  return async (req, res) => {
    const gaveUp = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) gaveUp.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const method = req.method ?? "GET";
    const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req);
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    let response: Response;
    try {
      response = await handle(new Request(url, { method, headers, body, signal: gaveUp.signal }));
    } catch (error) {
      response = new Response(String(error), { status: 500 });
    }
    if (res.destroyed || gaveUp.signal.aborted) return;
    if (response.type === "error") {
      req.socket.destroy();
      return;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
