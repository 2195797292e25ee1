/**
 * A stand-in for the Resend API for the end-to-end tests (issue 2 section 6; DESIGN.md 5), on
 * node:http. It checks each `POST /emails` the way Resend would and keeps what it received:
 *
 * - `Authorization: Bearer <key>` must carry the expected key (else 401/403 like Resend);
 * - an `Idempotency-Key` header of 1-256 characters is required (the worker always sends one);
 *   a repeated key with the same body answers the first id without a second email, with another
 *   body 409 `invalid_idempotent_request`;
 * - the JSON body must match `SendEmailRequest` of Resend's published OpenAPI (the worker's test
 *   fixture `apps/worker/test/fixtures/resend-send-email-request.schema.json`), and tag names and
 *   values must be ASCII letters, digits, `_` or `-` (else 422 `validation_error`).
 *
 * Control API for the tests (all JSON): `GET /__emails?match=` accepted emails, `GET /__requests?match=`
 * every request with its answer, `POST /__fail {status, match?, delayMs?}` answer matching requests
 * with that status (a Resend error body), `POST /__delay {delayMs, match?}` slow down matching
 * requests, `POST /__reset` forget everything, `GET /__health`. `match` is a substring of the raw
 * request body, so tests running in parallel only see and steer their own inquiries.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

/** One `POST /emails` the stand-in received, with what it answered. */
export type RecordedRequest = {
  receivedAt: string;
  headers: { authorization?: string; idempotencyKey?: string; contentType?: string };
  rawBody: string;
  body: unknown;
  /** Why Resend would refuse it (schema errors, key, header problems); `[]` when none. */
  problems: string[];
  /** The HTTP status the stand-in answered. */
  status: number;
};

/** An accepted email: the id the stand-in gave it and the request body (SendEmailRequest). */
export type RecordedEmail = { id: string; idempotencyKey: string; body: Record<string, unknown> };

/** A rule the tests set: requests whose raw body contains `match` are delayed and/or failed. */
export type Behaviour = { match?: string; status?: number; delayMs?: number };

/** Options of {@link createResendStandIn}. */
export type StandInOptions = {
  /** The key expected after `Bearer `. */
  apiKey: string;
  /** Path of the SendEmailRequest JSON Schema (draft 2020-12). */
  schemaPath: string;
};

const TAG_PART = /^[A-Za-z0-9_-]{1,256}$/;
/** Resend's error names by status, for the failure bodies `{ statusCode, message, name }`. */
const ERROR_NAMES: Record<number, string> = {
  400: "validation_error",
  401: "missing_api_key",
  403: "invalid_api_key",
  409: "invalid_idempotent_request",
  422: "validation_error",
  429: "rate_limit_exceeded",
  500: "internal_server_error",
  503: "service_unavailable",
};

// ajv-formats is CommonJS: depending on the loader its default import is the plugin or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** Ajv for draft 2020-12 (OpenAPI 3.1), strict, with the OpenAPI `example` keyword and formats. */
function compileSchema(schemaPath: string) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addVocabulary(["example"]);
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function resendError(status: number, message: string) {
  return { statusCode: status, message, name: ERROR_NAMES[status] ?? "application_error" };
}

/**
 * Creates the stand-in's HTTP server (not yet listening). Never throws on bad input: every
 * problem is answered as Resend would and recorded.
 *
 * @returns the node:http server; call `listen(port, "127.0.0.1")` on it.
 */
export function createResendStandIn(options: StandInOptions): Server {
  const validate = compileSchema(options.schemaPath);
  let requests: RecordedRequest[] = [];
  let emails: RecordedEmail[] = [];
  let behaviours: Behaviour[] = [];
  /** Idempotency key -> the body it was first used with and the id answered. */
  let idempotency = new Map<string, { rawBody: string; id: string }>();

  const matching = <T extends { rawBody?: string; body?: unknown }>(items: T[], match: string | null) =>
    match ? items.filter((item) => (item.rawBody ?? JSON.stringify(item.body)).includes(match)) : items;

  function problemsOf(request: IncomingMessage, rawBody: string, body: unknown): string[] {
    const problems: string[] = [];
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || key.length === 0 || key.length > 256) {
      problems.push("Idempotency-Key header missing or longer than 256 characters");
    }
    if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) {
      problems.push("Content-Type is not application/json");
    }
    if (body === undefined) {
      problems.push(`body is not JSON: ${rawBody.slice(0, 100)}`);
    } else if (!validate(body)) {
      for (const error of validate.errors ?? [])
        problems.push(`${error.instancePath || "/"} ${error.message}`);
    } else {
      const tags = (body as { tags?: { name?: string; value?: string }[] }).tags ?? [];
      for (const tag of tags) {
        if (!TAG_PART.test(tag.name ?? "") || !TAG_PART.test(tag.value ?? "")) {
          problems.push(`tag ${JSON.stringify(tag)} has characters Resend refuses`);
        }
      }
    }
    return problems;
  }

  async function handleSend(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const rawBody = await readBody(request);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = undefined;
    }
    const idempotencyKey = request.headers["idempotency-key"];
    const record: RecordedRequest = {
      receivedAt: new Date().toISOString(),
      headers: {
        authorization: request.headers.authorization ? "Bearer <redacted>" : undefined,
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
        contentType: request.headers["content-type"],
      },
      rawBody,
      body,
      problems: [],
      status: 0,
    };
    requests.push(record);
    const answer = (status: number, payload: unknown) => {
      record.status = status;
      sendJson(response, status, payload);
    };

    const behaviour = [...behaviours].reverse().find((rule) => !rule.match || rawBody.includes(rule.match));
    if (behaviour?.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));

    const authorization = request.headers.authorization;
    if (!authorization) return answer(401, resendError(401, "Missing API key in the authorization header."));
    if (authorization !== `Bearer ${options.apiKey}`)
      return answer(403, resendError(403, "API key is invalid."));

    record.problems = problemsOf(request, rawBody, body);
    if (record.problems.length > 0) return answer(422, resendError(422, record.problems.join("; ")));
    if (behaviour?.status)
      return answer(behaviour.status, resendError(behaviour.status, "Stand-in told to fail."));

    const key = String(idempotencyKey);
    const seen = idempotency.get(key);
    if (seen) {
      if (seen.rawBody !== rawBody) {
        return answer(409, resendError(409, "Same idempotency key used with a different request payload."));
      }
      return answer(200, { id: seen.id });
    }
    const id = randomUUID();
    idempotency.set(key, { rawBody, id });
    emails.push({ id, idempotencyKey: key, body: body as Record<string, unknown> });
    return answer(200, { id });
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const match = url.searchParams.get("match");
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "GET /__health":
        return sendJson(response, 200, { ok: true });
      case "GET /__emails":
        return sendJson(response, 200, matching(emails, match));
      case "GET /__requests":
        return sendJson(response, 200, matching(requests, match));
      case "POST /__fail":
      case "POST /__delay": {
        const rule = JSON.parse((await readBody(request)) || "{}") as Behaviour;
        behaviours.push({ match: rule.match, status: rule.status, delayMs: rule.delayMs });
        return sendJson(response, 200, { behaviours: behaviours.length });
      }
      case "POST /__reset":
        requests = [];
        emails = [];
        behaviours = [];
        idempotency = new Map();
        return sendJson(response, 200, { ok: true });
      default:
        return sendJson(response, 404, resendError(404, `No route ${route} on the stand-in.`));
    }
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const handler =
      request.method === "POST" && url.pathname === "/emails"
        ? handleSend(request, response)
        : handleControl(request, response, url);
    handler.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, resendError(500, String(error)));
    });
  });
}
