import * as z from "zod/mini";
import { BRAND_COLOR, COMPANY_NAME } from "./brand.ts";
import { FOOTER_MAX_LENGTH } from "./constants.ts";
import { CONTACT_FIELDS, CONTROL_CHARS, type ContactField } from "./contact-form.ts";
import { maxChars } from "./text-length.ts";

/** Defaults of the email configuration options (docs/product.md#request-and-response). */
export const EMAIL_CONFIG_DEFAULTS = {
  subject: "New Contact Form Submission",
  fromName: COMPANY_NAME,
  formName: "Contact Form",
  brandColor: BRAND_COLOR,
  requiredFields: ["name", "email", "message"] as ContactField[],
  footerText: `This message was sent from the ${COMPANY_NAME} website.`,
  apiKeyEnvName: "RESEND_API_KEY",
} as const;

/** `#rgb` or `#rrggbb`. */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
/** The name of a server setting: upper-case letters, digits and `_`, starting with a letter. */
export const ENV_NAME_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

const singleLine = (max: number) =>
  z.string().check(
    maxChars(max),
    z.refine((value) => !CONTROL_CHARS.test(value), "must be on a single line"),
  );
const address = z.email("must be a valid email address").check(maxChars(254));

/** The email configuration options, defaults applied on parse (docs/product.md#request-and-response). */
export const emailConfigSchema = z.strictObject({
  recipient: z.optional(address),
  subject: z._default(singleLine(300), EMAIL_CONFIG_DEFAULTS.subject),
  fromEmail: z.optional(address),
  fromName: z._default(singleLine(100), EMAIL_CONFIG_DEFAULTS.fromName),
  replyToEmail: z.optional(address),
  formName: z._default(singleLine(100), EMAIL_CONFIG_DEFAULTS.formName),
  brandColor: z._default(
    z.string().check(z.regex(HEX_COLOR_PATTERN, "must be a hex colour such as #c2410c")),
    EMAIL_CONFIG_DEFAULTS.brandColor,
  ),
  requiredFields: z._default(
    z.array(z.enum(CONTACT_FIELDS)).check(z.maxLength(CONTACT_FIELDS.length)),
    () => [...EMAIL_CONFIG_DEFAULTS.requiredFields],
  ),
  footerText: z._default(z.string().check(maxChars(FOOTER_MAX_LENGTH)), EMAIL_CONFIG_DEFAULTS.footerText),
  footerHtml: z.optional(z.string().check(maxChars(FOOTER_MAX_LENGTH))),
  apiKeyEnvName: z._default(
    z
      .string()
      .check(z.regex(ENV_NAME_PATTERN, "must be the name of a server setting, such as RESEND_API_KEY")),
    EMAIL_CONFIG_DEFAULTS.apiKeyEnvName,
  ),
});

/** The email configuration as sent by a client: every option optional. */
export type EmailConfigInput = z.input<typeof emailConfigSchema>;

/** The email configuration after parsing: defaults applied. */
export type EmailConfig = z.output<typeof emailConfigSchema>;
