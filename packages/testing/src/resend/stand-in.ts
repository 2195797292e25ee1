/**
 * A stand-in for the Resend API as a fetch-style handler, `(request) => Promise<Response>`, for
 * every test that needs a mail provider: the worker's tests (miniflare's outbound service), the
 * browser tests and the benchmarks (through the Node server in server.ts). See
 * docs/architecture.md#testing.
 *
 * `POST /emails` is checked the way Resend checks it, in this order, and refused with Resend's
 * error body `{ statusCode, message, name }` (errors.ts):
 * 1. `Authorization: Bearer <key>` with one of the accepted keys: else 401 `missing_api_key` (no
 *    bearer key) or 403 `invalid_api_key`;
 * 2. an `Idempotency-Key` of 1 to 256 characters (the limit of Resend's OpenAPI document; Resend
 *    makes the header optional, the worker always sends one): else 400 `invalid_idempotency_key`;
 * 3. a JSON body (`Content-Type: application/json`) valid against `SendEmailRequest` of Resend's
 *    OpenAPI document, with tag names and values of ASCII letters, digits, `_` and `-`: else 422
 *    `missing_required_field` (a required field is missing) or 422 `validation_error`.
 * Then the newest applicable {@link ResendMode} decides: an error status, a delay, no answer, a
 * dropped connection - or, by default, acceptance: 200 `{ id }`. Accepted emails are kept by
 * `Idempotency-Key` like Resend keeps them: the same key and body again is answered with the same
 * id and sends nothing (a replay); the same key with another body is 409
 * `invalid_idempotent_request`.
 *
 * The account routes - `GET /domains`, `GET /domains/{domain_id}`, `POST /webhooks`, `GET /webhooks`
 * - need a full-access key (else 401/403 as above, or 401 `restricted_api_key` for a key created
 * with sending access only) and answer from the account's domains and webhooks (account.ts).
 *
 * Every `POST /emails` is recorded (headers, raw and parsed body, the problems found, the answer).
 * The control routes under `/__control/` (types.ts, `CONTROL_PATHS`) set modes and read the records;
 * `createResendStandInClient` (client.ts) wraps them.
 */
import type { FetchHandler } from "../node-handler.ts";
import { createResendAccount, isAccountPath, parseDomains } from "./account.ts";
import { keyRefusal } from "./auth.ts";
import { resendError } from "./errors.ts";
import { checkSendEmailRequest, IDEMPOTENCY_KEY_MAX_LENGTH, type SchemaError } from "./schema.ts";
import {
  type AcceptedEmail,
  CONTROL_PATHS,
  type CreatedWebhook,
  type DomainSetting,
  type RecordedRequest,
  type ResendMode,
  type ResendStep,
} from "./types.ts";

export type { FetchHandler } from "../node-handler.ts";
export { RESEND_WEBHOOK_EVENTS } from "./account.ts";
export { defaultErrorName, RESEND_ERROR_NAMES, type ResendErrorName, resendError } from "./errors.ts";
export type {
  AcceptedEmail,
  CreatedWebhook,
  DomainRecord,
  DomainSetting,
  DomainStatus,
  RecordedRequest,
  ResendMode,
  ResendStep,
} from "./types.ts";
export { CONTROL_PATHS, DEFAULT_DOMAINS } from "./types.ts";

/** Options of {@link createResendStandIn}. */
export type ResendStandInOptions = {
  /** The API keys accepted after `Bearer ` (at least one), with full access. */
  apiKeys: readonly string[];
  /**
   * Keys with sending access only: accepted by `POST /emails`, refused by the account routes with
   * 401 `restricted_api_key`, as Resend refuses them.
   */
  sendingOnlyKeys?: readonly string[];
  /** The account's domains; default {@link DEFAULT_DOMAINS} (`reset` comes back to these). */
  domains?: readonly DomainSetting[];
};

/** A running stand-in: its handler and the same controls the control routes offer. */
export type ResendStandIn = {
  /**
   * Answers `POST /emails`, the account routes (account.ts), the control routes, and 404/405 like
   * Resend for anything else.
   */
  handle: FetchHandler;
  /** Adds a rule; the newest rule that applies to a request decides its answer. */
  setMode(mode: ResendMode): void;
  /** Forgets every request, email, rule, idempotency key and webhook; the domains are the initial ones. */
  reset(): void;
  /** The account's domains from now on (`GET /domains`, `GET /domains/{domain_id}`). */
  setDomains(domains: readonly DomainSetting[]): void;
  /** The webhooks created with `POST /webhooks`, oldest first, with their signing secrets. */
  webhooks(): CreatedWebhook[];
  /** The requests received whose raw body contains `match` (all without it), oldest first. */
  requests(match?: string): RecordedRequest[];
  /** The emails accepted whose request body contains `match` (all without it), oldest first. */
  emails(match?: string): AcceptedEmail[];
};

/** Resend's rule for tag names and values. */
const TAG_PART = /^[A-Za-z0-9_-]{1,256}$/;

const STEP_KEYS = new Set(["status", "name", "message", "retryAfter", "delayMs", "hang", "networkError"]);

/**
 * Checks a mode sent to the control route, so a misspelt or outdated field fails the test that
 * sent it instead of being ignored.
 *
 * @throws {TypeError} naming the first field that is unknown or of the wrong type.
 */
export function parseMode(value: unknown): ResendMode {
  const checkStep = (step: unknown, where: string, extra: ReadonlySet<string> = new Set()) => {
    if (typeof step !== "object" || step === null || Array.isArray(step)) {
      throw new TypeError(`${where} is not an object`);
    }
    for (const [key, field] of Object.entries(step)) {
      const type = key === "hang" || key === "networkError" ? "boolean" : "number";
      const expected = key === "name" || key === "message" || key === "match" ? "string" : type;
      if (!STEP_KEYS.has(key) && !extra.has(key)) throw new TypeError(`${where}.${key} is not a mode field`);
      if (key !== "script" && typeof field !== expected)
        throw new TypeError(`${where}.${key} is not a ${expected}`);
    }
  };
  checkStep(value, "mode", new Set(["match", "script"]));
  const { script } = value as ResendMode;
  if (script !== undefined) {
    if (!Array.isArray(script)) throw new TypeError("mode.script is not an array");
    script.forEach((step, index) => {
      checkStep(step, `mode.script[${index}]`);
    });
  }
  return value as ResendMode;
}

/** Resolves after `ms`, or as soon as `signal` aborts; tells which came first. */
function wait(ms: number, signal: AbortSignal): Promise<"elapsed" | "aborted"> {
  if (signal.aborted) return Promise.resolve("aborted");
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve("aborted");
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve("elapsed");
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** One schema error as recorded: the value's JSON pointer and Ajv's message. */
function describeSchemaError(error: SchemaError): string {
  return `${error.path} ${error.message}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * Creates a stand-in accepting `options.apiKeys`. Its state lives in the returned object, so one
 * instance serves a whole test run; `reset` between tests.
 *
 * @throws {Error} when no API key is given.
 */
export function createResendStandIn(options: ResendStandInOptions): ResendStandIn {
  if (options.apiKeys.length === 0) throw new Error("createResendStandIn: give at least one API key");
  const keys = { full: new Set(options.apiKeys), sendingOnly: new Set(options.sendingOnlyKeys ?? []) };
  const account = createResendAccount(options.domains);
  let rules: ResendMode[] = [];
  let requests: RecordedRequest[] = [];
  let accepted: { email: AcceptedEmail; rawBody: string }[] = [];
  let byKey = new Map<string, { email: AcceptedEmail; rawBody: string }>();

  function reset(): void {
    rules = [];
    requests = [];
    accepted = [];
    byKey = new Map();
    account.reset();
  }

  function setMode(mode: ResendMode): void {
    rules.push({ ...mode, script: mode.script?.map((step) => ({ ...step })) });
  }

  /** The step the newest applicable rule gives this request (a script step is used up). */
  function stepFor(rawBody: string): ResendStep {
    for (let index = rules.length - 1; index >= 0; index -= 1) {
      const rule = rules[index];
      if (!rule || (rule.match !== undefined && !rawBody.includes(rule.match))) continue;
      const { match: _match, script, ...own } = rule;
      return script?.shift() ?? own;
    }
    return {};
  }

  /** Accepts the email once per idempotency key (a replay answers the first id). */
  function accept(record: RecordedRequest): Answer {
    const key = record.headers["idempotency-key"] ?? "";
    const earlier = byKey.get(key);
    if (!earlier) {
      const email: AcceptedEmail = {
        id: crypto.randomUUID(),
        idempotencyKey: key,
        body: record.body,
        replays: 0,
      };
      const entry = { email, rawBody: record.rawBody };
      byKey.set(key, entry);
      accepted.push(entry);
      return { status: 200, body: { id: email.id } };
    }
    if (earlier.rawBody !== record.rawBody) return { status: 409, body: resendError(409) };
    earlier.email.replays += 1;
    return { status: 200, body: { id: earlier.email.id } };
  }

  /**
   * What Resend would object to, as readable problems, and the refusal it would answer (its
   * first check that fails: key, then `Idempotency-Key`, then the body); `refusal` is `null` when
   * the request passes.
   */
  function inspect(
    headers: Record<string, string>,
    rawBody: string,
    body: unknown,
    schemaErrors: SchemaError[],
  ): { problems: string[]; refusal: Answer | null } {
    const keyProblem = keyRefusal(headers.authorization, keys, "sending");
    if (keyProblem) {
      return {
        problems: [keyProblem.problem],
        refusal: { status: keyProblem.status, body: keyProblem.body },
      };
    }
    const key = headers["idempotency-key"] ?? "";
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      return {
        problems: [`Idempotency-Key: missing or longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`],
        refusal: { status: 400, body: resendError(400, "invalid_idempotency_key") },
      };
    }
    const problems: string[] = [];
    if (!/^application\/json\s*(;|$)/i.test(headers["content-type"] ?? "")) {
      problems.push("Content-Type: not application/json");
    }
    if (body === undefined) problems.push(`body: not JSON: ${rawBody.slice(0, 100)}`);
    const tags = (body as { tags?: unknown } | null | undefined)?.tags;
    for (const tag of Array.isArray(tags) ? (tags as { name?: unknown; value?: unknown }[]) : []) {
      if (!TAG_PART.test(String(tag?.name)) || !TAG_PART.test(String(tag?.value))) {
        problems.push(
          `tags: ${JSON.stringify(tag)} has characters other than ASCII letters, digits, _ and -`,
        );
      }
    }
    if (problems.length === 0 && schemaErrors.length === 0) return { problems, refusal: null };
    const name = schemaErrors.some((error) => error.keyword === "required")
      ? "missing_required_field"
      : "validation_error";
    const message = [...problems, ...schemaErrors.map(describeSchemaError)].join("; ");
    return { problems, refusal: { status: 422, body: resendError(422, name, message) } };
  }

  async function handleSend(request: Request): Promise<Response> {
    const rawBody = await request.text();
    const body = parseJson(rawBody);
    const headers = Object.fromEntries(request.headers);
    const schemaErrors = body === undefined ? [] : checkSendEmailRequest(body);
    const { problems, refusal } = inspect(headers, rawBody, body, schemaErrors);
    const record: RecordedRequest = {
      receivedAt: new Date().toISOString(),
      method: request.method,
      url: request.url,
      headers,
      rawBody,
      body: body ?? null,
      schemaErrors: schemaErrors.map(describeSchemaError),
      problems,
      status: null,
      answer: null,
      clientGaveUp: false,
    };
    requests.push(record);
    const step = stepFor(rawBody);
    if (step.networkError) return Response.error();
    if (step.hang) {
      await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
      record.clientGaveUp = true;
      return Response.error();
    }
    let answer = refusal;
    if (!answer && step.status !== undefined && step.status >= 400) {
      answer = { status: step.status, body: resendError(step.status, step.name, step.message) };
    }
    answer ??= accept(record);
    if (step.retryAfter !== undefined && answer.status >= 400) {
      answer.headers = { "retry-after": String(step.retryAfter) };
    }
    if (step.delayMs && (await wait(step.delayMs, request.signal)) === "aborted") {
      record.clientGaveUp = true;
      return Response.error();
    }
    record.status = answer.status;
    record.answer = answer.body;
    return Response.json(answer.body, { status: answer.status, headers: answer.headers });
  }

  async function handleControl(request: Request, url: URL): Promise<Response> {
    const match = url.searchParams.get("match") ?? undefined;
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case `GET ${CONTROL_PATHS.health}`:
        return Response.json({ ok: true });
      case `POST ${CONTROL_PATHS.reset}`:
        reset();
        return Response.json({ ok: true });
      case `POST ${CONTROL_PATHS.mode}`:
        try {
          setMode(parseMode(await request.json()));
        } catch (error) {
          return Response.json({ error: String(error) }, { status: 400 });
        }
        return Response.json({ rules: rules.length });
      case `GET ${CONTROL_PATHS.requests}`:
        return Response.json(listRequests(match));
      case `GET ${CONTROL_PATHS.emails}`:
        return Response.json(listEmails(match));
      case `POST ${CONTROL_PATHS.domains}`:
        try {
          account.setDomains(parseDomains(await request.json()));
        } catch (error) {
          return Response.json({ error: String(error) }, { status: 400 });
        }
        return Response.json({ ok: true });
      case `GET ${CONTROL_PATHS.webhooks}`:
        return Response.json(account.webhooks());
      default:
        return Response.json({ error: `no control route ${route}` }, { status: 404 });
    }
  }

  function listRequests(match?: string): RecordedRequest[] {
    return match === undefined ? [...requests] : requests.filter((record) => record.rawBody.includes(match));
  }

  function listEmails(match?: string): AcceptedEmail[] {
    return accepted
      .filter((entry) => match === undefined || entry.rawBody.includes(match))
      .map((entry) => entry.email);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__control/")) return handleControl(request, url);
    if (isAccountPath(url.pathname)) {
      const refusal = keyRefusal(request.headers.get("authorization") ?? undefined, keys, "full");
      if (refusal) return Response.json(refusal.body, { status: refusal.status });
      return account.handle(request, url);
    }
    if (url.pathname !== "/emails") return Response.json(resendError(404), { status: 404 });
    if (request.method !== "POST") return Response.json(resendError(405), { status: 405 });
    return handleSend(request);
  }

  return {
    handle,
    setMode,
    reset,
    setDomains: account.setDomains,
    webhooks: account.webhooks,
    requests: listRequests,
    emails: listEmails,
  };
}
