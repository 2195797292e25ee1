import * as z from "zod/mini";
import {
  FIELD_MAX_LENGTH,
  FOOTER_MAX_LENGTH,
  FORM_TOKEN_MAX_LENGTH,
  HONEYPOT_MAX_LENGTH,
  TURNSTILE_TOKEN_MAX_LENGTH,
} from "./constants.ts";
import { type ContactField, FIELD_LABELS, VALIDATION_MESSAGES, validateContactForm } from "./contact-form.ts";
import { emailConfigSchema } from "./email-config.ts";
import { leadSourceField } from "./lead-source.ts";
import { maxChars } from "./text-length.ts";

/** The five fields on the wire, hard-capped; the field rules are {@link validateContactForm}'s. */
export const contactFormShape = {
  name: wireString("name"),
  email: wireString("email"),
  phone: z._default(wireString("phone"), ""),
  subject: wireString("subject"),
  message: wireString("message"),
};

/** A field's string, capped at four times its limit, with its messages (docs/product.md#contact-form). */
function wireString(field: ContactField) {
  const label = FIELD_LABELS[field];
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || (issue.input === null && field !== "phone")
          ? `${label} is required`
          : `${label} must be text`,
    })
    .check(maxChars(FIELD_MAX_LENGTH[field] * 4, VALIDATION_MESSAGES.tooLong(field)));
}

/**
 * The body of `POST /api/send-email` (docs/product.md#request-and-response); the field rules run
 * after the shape, so a parse error carries their messages at `["name"]`, `["email"]`, ...
 */
export const sendEmailRequestSchema = z
  .strictObject({
    config: z.prefault(emailConfigSchema, {}),
    ...contactFormShape,
    honeypot: z.optional(z.string().check(maxChars(HONEYPOT_MAX_LENGTH))),
    turnstileToken: z.optional(z.string().check(maxChars(TURNSTILE_TOKEN_MAX_LENGTH))),
    formToken: z.optional(z.string().check(maxChars(FORM_TOKEN_MAX_LENGTH))),
    footer: z.optional(
      z.strictObject({
        text: z.optional(z.string().check(maxChars(FOOTER_MAX_LENGTH))),
        html: z.optional(z.string().check(maxChars(FOOTER_MAX_LENGTH))),
      }),
    ),
    /** Where the lead came from; never refused, a bad value is dropped (docs/product.md#where-leads-come-from). */
    source: z.optional(leadSourceField),
  })
  .check(
    z.superRefine((request, ctx) => {
      const errors = validateContactForm(request, request.config.requiredFields);
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: "custom", path: [field], message });
      }
    }),
  );

/** A request body as a client builds it: config options optional. */
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;

/** A request body after parsing and validation: defaults applied, field rules passed. */
export type ParsedSendEmailRequest = z.output<typeof sendEmailRequestSchema>;

/** One message per path of a zod error, the first winning, dot-joined; the root's under `"body"`. */
export function fieldErrorsFromZod(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
