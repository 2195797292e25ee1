/**
 * What Resend's published OpenAPI document says about `POST /emails`, read from the copy in
 * spec/ (its source and date are in spec/README.md): the request body schema, compiled with Ajv,
 * and the `Idempotency-Key` limit. Node only: Ajv compiles with `new Function`.
 */
import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import openapi from "../../spec/resend-openapi.emails.json" with { type: "json" };

// ajv-formats is CommonJS: depending on the loader its default import is the plugin or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

type Schema = Record<string, unknown>;

/**
 * `SendEmailRequest` as a standalone JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1): the
 * schemas it references move under `$defs`, `#/components/schemas/X` becomes `#/$defs/X`.
 */
function sendEmailRequestSchema(): Schema {
  const { SendEmailRequest, ...others } = JSON.parse(
    JSON.stringify(openapi.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'),
  ) as Record<string, Schema>;
  return { $id: "urn:clearwell:resend-openapi:SendEmailRequest", ...SendEmailRequest, $defs: others };
}

/** The `maxLength` the document gives the `Idempotency-Key` header of `POST /emails`. */
export const IDEMPOTENCY_KEY_MAX_LENGTH: number = (() => {
  const parameter = openapi.paths["/emails"].post.parameters.find((p) => p.name === "Idempotency-Key");
  if (!parameter) throw new Error("spec/: POST /emails has no Idempotency-Key parameter");
  return parameter.schema.maxLength;
})();

/** One failed check: the JSON pointer of the value, Ajv's keyword, and its message. */
export type SchemaError = { path: string; keyword: string; message: string };

/**
 * Checks a parsed body against `SendEmailRequest` (strict Ajv with formats; the OpenAPI `example`
 * keyword allowed).
 *
 * @returns the errors, `[]` when the body is valid.
 */
export const checkSendEmailRequest: (body: unknown) => SchemaError[] = (() => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addVocabulary(["example"]);
  addFormats(ajv);
  const validate = ajv.compile(sendEmailRequestSchema());
  const describe = (error: ErrorObject): SchemaError => ({
    path: error.instancePath || "/",
    keyword: error.keyword,
    message: error.message ?? error.keyword,
  });
  return (body) => (validate(body) ? [] : (validate.errors ?? []).map(describe));
})();
