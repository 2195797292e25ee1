/**
 * A stand-in for the Resend API, run in Node (not in workerd: Ajv compiles schemas with `new
 * Function`, which workerd forbids). Used as the miniflare `outboundService` of the worker tests:
 * every outbound request of the worker (and of the tests) reaches `handle`.
 *
 * - `POST /emails` is checked like Resend would (bearer key, `Idempotency-Key`, the body against
 *   `SendEmailRequest` of Resend's OpenAPI, tag names/values), recorded, and answered with the
 *   behaviour the test set (default 200 `{ id }`).
 * - `/__control/*` lets a test running inside workerd drive it: `POST /__control/reset`,
 *   `POST /__control/behaviour` (a {@link Behaviour}), `GET /__control/requests`.
 * - Any other host or path (a real network request) is recorded as unexpected and answered 599, so a stray request fails
 *   the test that looks at `unexpected`.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { Behaviour, Recorded } from "../stand-in-types.ts";

// ajv-formats is CommonJS: its default export is the function (or wraps it).
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const schema = JSON.parse(
  readFileSync(new URL("../fixtures/resend-send-email-request.schema.json", import.meta.url), "utf8"),
) as Record<string, unknown>;
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addVocabulary(["example"]);
addFormats(ajv);
const validateSendEmailRequest = ajv.compile(schema);

const TAG_PART = /^[A-Za-z0-9_-]{1,256}$/;

/** Resend-like error bodies per status. */
const ERROR_NAMES: Record<number, string> = {
  400: "validation_error",
  401: "missing_api_key",
  403: "invalid_api_key",
  409: "invalid_idempotent_request",
  422: "missing_required_field",
  429: "rate_limit_exceeded",
  500: "application_error",
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function problemsOf(headers: Record<string, string>, body: unknown, apiKey: string): string[] {
  const problems: string[] = [];
  if (headers.authorization !== `Bearer ${apiKey}`)
    problems.push("authorization is not the expected bearer key");
  const key = headers["idempotency-key"];
  if (!key || key.length > 256) problems.push("idempotency-key missing or longer than 256");
  if (!headers["content-type"]?.startsWith("application/json")) problems.push("content-type is not JSON");
  const tags = (body as { tags?: { name?: unknown; value?: unknown }[] } | null)?.tags ?? [];
  for (const tag of tags) {
    if (!TAG_PART.test(String(tag.name)) || !TAG_PART.test(String(tag.value))) {
      problems.push(`tag not ASCII letters/digits/_/-: ${JSON.stringify(tag)}`);
    }
  }
  return problems;
}

/**
 * Creates a stand-in for `http://<host>` expecting `apiKey`. Its state lives in the returned closure, so one instance
 * serves a whole test project.
 */
export function createResendStandIn(apiKey: string, host: string) {
  let behaviour: Behaviour = {};
  let recorded: Recorded = { emails: [], unexpected: [] };

  async function handleEmails(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBody = await readBody(req);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = undefined;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(", ") : (value ?? ""),
      ]),
    );
    const valid = validateSendEmailRequest(body);
    const schemaErrors = valid
      ? []
      : (validateSendEmailRequest.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`);
    recorded.emails.push({
      method: req.method ?? "",
      url: req.url ?? "",
      headers,
      body,
      rawBody,
      schemaErrors,
      problems: problemsOf(headers, body, apiKey),
    });
    const current = behaviour;
    if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    if (current.networkError) {
      req.socket.destroy();
      return;
    }
    const status = current.status ?? 200;
    const answer =
      current.body ??
      (status < 300
        ? { id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" }
        : {
            statusCode: status,
            name: ERROR_NAMES[status] ?? "application_error",
            message: "stand-in error",
          });
    sendJson(res, status, answer);
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === "POST" && path === "/__control/reset") {
      behaviour = {};
      recorded = { emails: [], unexpected: [] };
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "POST" && path === "/__control/behaviour") {
      behaviour = JSON.parse(await readBody(req)) as Behaviour;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "GET" && path === "/__control/requests") return sendJson(res, 200, recorded);
    sendJson(res, 404, { error: "unknown control route" });
  }

  /** The Node request handler (miniflare `outboundService: { node: handle }` or `http.createServer`). */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "unknown"}`);
    try {
      if (url.pathname.startsWith("/__control/")) return await handleControl(req, res, url.pathname);
      if (req.method === "POST" && url.host === host && url.pathname === "/emails") {
        return await handleEmails(req, res);
      }
    } catch (error) {
      return sendJson(res, 500, { error: String(error) });
    }
    recorded.unexpected.push(`${req.method} ${url.href}`);
    sendJson(res, 599, { error: "unexpected outbound request" });
  }

  return { handle };
}
