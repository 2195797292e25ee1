/**
 * A stand-in for the Resend API, run in Node (not in workerd: Ajv compiles schemas with `new
 * Function`, which workerd forbids). Used as the miniflare `outboundService` of the worker tests:
 * every outbound request of the worker (and of the tests) reaches `handle`.
 *
 * - `POST /emails` is checked like Resend would (bearer key, `Idempotency-Key`, the body against
 *   `SendEmailRequest` of Resend's OpenAPI, tag names/values), recorded, and answered with the
 *   behaviour the test set (default 200 `{ id }`), or the next step of its `script` (fault
 *   injection). Accepted emails are kept by `Idempotency-Key` like Resend does: a repeat of a key
 *   is answered from memory and sends nothing (counted as a replay), so duplicates show.
 * - `POST https://challenges.cloudflare.com/turnstile/v0/siteverify` answers like Turnstile's test
 *   secrets (`1x...AA` passes, `2x...AA` fails, `3x...AA` token spent), or an outage on request.
 * - `GET http://<accessHost>/cdn-cgi/access/certs` serves a Cloudflare Access team's key set (JWKS)
 *   (and of any `<label>.<accessHost>`, a team whose keys no isolate has cached yet) with one RS256
 *   public key generated per run; its private JWK is `accessPrivateJwk`, handed to the tests as a
 *   binding so they can sign Access tokens. `http://access-down.<accessHost>` answers 503 (an
 *   Access outage). `GET /__control/access-certs` tells how often the certs were
 *   fetched since the last reset.
 * - `/__control/*` lets a test running inside workerd drive it: `POST /__control/reset`,
 *   `POST /__control/behaviour` (a {@link Behaviour}), `GET /__control/requests`,
 *   `GET /__control/deliveries`, `POST /__control/report` (prints a test's figures).
 * - Any other host or path (a real network request) is recorded as unexpected and answered 599, so a stray request fails
 *   the test that looks at `unexpected`.
 */
import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { Behaviour, Deliveries, Delivery, Recorded } from "../stand-in-types.ts";

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

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Turnstile's siteverify (DESIGN.md 5): the host and path the worker must call. */
const SITEVERIFY_HOST = "challenges.cloudflare.com";
const SITEVERIFY_PATH = "/turnstile/v0/siteverify";

/** Where a Cloudflare Access team publishes its signing keys. */
const ACCESS_CERTS_PATH = "/cdn-cgi/access/certs";

/** Cloudflare's Turnstile test secrets: always passes / always fails / token already spent. */
const TURNSTILE_TEST_SECRETS: Record<string, { success: boolean; "error-codes": string[] }> = {
  "1x0000000000000000000000000000000AA": { success: true, "error-codes": [] },
  "2x0000000000000000000000000000000AA": { success: false, "error-codes": ["invalid-input-response"] },
  "3x0000000000000000000000000000000AA": { success: false, "error-codes": ["timeout-or-duplicate"] },
};

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

/** The key id of the Access signing key the stand-in publishes. */
export const ACCESS_KEY_ID = "access-test-key-1";

/**
 * A fresh RS256 key pair for the Access stand-in, as JWKs: `publicJwk` is served in the team's key
 * set, `privateJwk` signs the tests' tokens. Both carry `kid` {@link ACCESS_KEY_ID} and `alg`.
 */
function accessKeyPair(): { publicJwk: Record<string, unknown>; privateJwk: Record<string, unknown> } {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const tag = { kid: ACCESS_KEY_ID, alg: "RS256", use: "sig" };
  return {
    publicJwk: { ...publicKey.export({ format: "jwk" }), ...tag },
    privateJwk: { ...privateKey.export({ format: "jwk" }), ...tag },
  };
}

/**
 * Creates a stand-in for `http://<host>` expecting `apiKey`, and for the Access team at
 * `http://<accessHost>` (see the module comment). Its state lives in the returned closure, so one
 * instance serves a whole test project.
 */
export function createResendStandIn(apiKey: string, host: string, accessHost = "access.test") {
  const access = accessKeyPair();
  let accessCertsFetches = 0;
  let behaviour: Behaviour = {};
  let recorded: Recorded = { emails: [], unexpected: [] };
  let deliveries = new Map<string, Delivery>();
  let bodiesByKey = new Map<string, string>();
  let deliveryCount = 0;
  let siteverify: Deliveries["siteverify"] = [];

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
    const { script, ...base } = behaviour;
    const current = script?.shift() ?? base;
    const status = current.status ?? 200;
    let answer = current.body;
    let answerStatus = status;
    if (status < 300) {
      // Like Resend: the first accepted request of a key sends; a later one with the same key and
      // body gets the stored answer and sends nothing; another body with that key is a 409.
      const key = headers["idempotency-key"] ?? "";
      const earlier = deliveries.get(key);
      if (!earlier) {
        const delivery: Delivery = { idempotencyKey: key, id: `em_${++deliveryCount}`, to: null, replays: 0 };
        delivery.to = (body as { to?: unknown } | undefined)?.to ?? null;
        deliveries.set(key, delivery);
        bodiesByKey.set(key, rawBody);
        answer ??= { id: delivery.id };
      } else if (bodiesByKey.get(key) === rawBody) {
        earlier.replays += 1;
        answer ??= { id: earlier.id };
      } else {
        answerStatus = 409;
        answer = {
          statusCode: 409,
          name: "invalid_idempotent_request",
          message: "stand-in: same key, other body",
        };
      }
    }
    if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    if (current.networkError) {
      req.socket.destroy();
      return;
    }
    answer ??= {
      statusCode: answerStatus,
      name: ERROR_NAMES[answerStatus] ?? "application_error",
      message: "stand-in error",
    };
    sendJson(res, answerStatus, answer, current.headers);
  }

  async function handleSiteverify(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    siteverify.push({
      secret: form.get("secret") ?? "",
      response: form.get("response") ?? "",
      remoteip: form.get("remoteip"),
    });
    const mode = behaviour.siteverify ?? {};
    if (mode.delayMs) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    if (mode.networkError) {
      req.socket.destroy();
      return;
    }
    if (mode.status && mode.status !== 200) return sendJson(res, mode.status, { error: "stand-in outage" });
    const known = TURNSTILE_TEST_SECRETS[form.get("secret") ?? ""];
    const answer = !form.get("response")
      ? { success: false, "error-codes": ["missing-input-response"] }
      : (known ?? { success: false, "error-codes": ["invalid-input-secret"] });
    sendJson(res, 200, { ...answer, hostname: "worker.test" });
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === "POST" && path === "/__control/reset") {
      behaviour = {};
      recorded = { emails: [], unexpected: [] };
      deliveries = new Map();
      bodiesByKey = new Map();
      siteverify = [];
      accessCertsFetches = 0;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "POST" && path === "/__control/behaviour") {
      behaviour = JSON.parse(await readBody(req)) as Behaviour;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "GET" && path === "/__control/requests") return sendJson(res, 200, recorded);
    if (req.method === "POST" && path === "/__control/report") {
      // A test's figures (issue 4 closing note), printed by the Node process: vitest hides the
      // console of passing tests.
      process.stdout.write(`\n[worker tests] ${(await readBody(req)).slice(0, 2000)}\n`);
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "GET" && path === "/__control/access-certs") {
      return sendJson(res, 200, { fetches: accessCertsFetches });
    }
    if (req.method === "GET" && path === "/__control/deliveries") {
      const answer: Deliveries = { delivered: [...deliveries.values()], siteverify };
      return sendJson(res, 200, answer);
    }
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
      if (req.method === "POST" && url.host === SITEVERIFY_HOST && url.pathname === SITEVERIFY_PATH) {
        return await handleSiteverify(req, res);
      }
      if (req.method === "GET" && url.pathname === ACCESS_CERTS_PATH) {
        if (url.host === `access-down.${accessHost}`) return sendJson(res, 503, { error: "stand-in outage" });
        if (url.host === accessHost || url.host.endsWith(`.${accessHost}`)) {
          accessCertsFetches += 1;
          return sendJson(res, 200, { keys: [access.publicJwk] });
        }
      }
    } catch (error) {
      return sendJson(res, 500, { error: String(error) });
    }
    recorded.unexpected.push(`${req.method} ${url.href}`);
    sendJson(res, 599, { error: "unexpected outbound request" });
  }

  return { handle, accessPrivateJwk: access.privateJwk };
}
