/**
 * What Resend's published OpenAPI document says about the operations the stand-in serves
 * (`POST /emails`, `GET /domains`, `GET /domains/{domain_id}`, `POST /webhooks`, `GET /webhooks`),
 * read from the extract in spec/ (its source and date are in spec/README.md): the request and
 * answer schemas, compiled with Ajv, and the `Idempotency-Key` limit. Node only: Ajv compiles with
 * `new Function`.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import openapi from "../../spec/resend-openapi.extract.json" with { type: "json" };

// ajv-formats is CommonJS: depending on the loader its default import is the plugin or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

type Schema = Record<string, unknown>;

/** The names of the schemas in the extract (`components.schemas`). */
export type ResendSchemaName = keyof typeof openapi.components.schemas;

/** The `maxLength` the document gives the `Idempotency-Key` header of `POST /emails`. */
export const IDEMPOTENCY_KEY_MAX_LENGTH: number = (() => {
  const parameter = openapi.paths["/emails"].post.parameters.find((p) => p.name === "Idempotency-Key");
  if (!parameter) throw new Error("spec/: POST /emails has no Idempotency-Key parameter");
  return parameter.schema.maxLength;
})();

/** One failed check: the JSON pointer of the value, Ajv's keyword, and its message. */
export type SchemaError = { path: string; keyword: string; message: string };

/**
 * One Ajv (draft 2020-12, the dialect of OpenAPI 3.1; strict, with formats, the OpenAPI `example`
 * keyword allowed, and the document's `"type": ["array", "null"]`) holding every schema of the
 * extract under `#/$defs`: `#/components/schemas/X` becomes `#/$defs/X`.
 */
const compile: (name: ResendSchemaName) => ValidateFunction = (() => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addVocabulary(["example"]);
  addFormats(ajv);
  const $defs = JSON.parse(
    JSON.stringify(openapi.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'),
  ) as Record<string, Schema>;
  ajv.addSchema({ $id: "urn:clearwell:resend-openapi", $defs });
  const compiled = new Map<ResendSchemaName, ValidateFunction>();
  return (name) => {
    let validate = compiled.get(name);
    if (!validate) {
      validate = ajv.compile({ $ref: `urn:clearwell:resend-openapi#/$defs/${name}` });
      compiled.set(name, validate);
    }
    return validate;
  };
})();

function describe(error: ErrorObject): SchemaError {
  return { path: error.instancePath || "/", keyword: error.keyword, message: error.message ?? error.keyword };
}

/**
 * Checks a value against the schema `name` of Resend's OpenAPI document (a request body the
 * stand-in receives, or in the tests an answer it gives).
 *
 * @returns the errors, `[]` when the value is valid.
 */
export function checkResendSchema(name: ResendSchemaName, value: unknown): SchemaError[] {
  const validate = compile(name);
  return validate(value) ? [] : (validate.errors ?? []).map(describe);
}

/** Checks a parsed `POST /emails` body against `SendEmailRequest`; `[]` when valid. */
export const checkSendEmailRequest = (body: unknown): SchemaError[] =>
  checkResendSchema("SendEmailRequest", body);
