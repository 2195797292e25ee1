import type { ContactFormData, SendEmailRequest } from "@clearwell/contract";
import { contactEmailConfig } from "../../../config/site.ts";

/**
 * Builds the body of `POST /api/send-email` for one inquiry (SPEC 7 "Contact submission"): the
 * contact form's email configuration from the site config, its subject completed as
 * `New Inquiry: <visitor's subject>`, plus the five form fields.
 *
 * Values are trimmed at both ends (SPEC 5 judges them trimmed too); the message keeps its inner
 * line breaks. Call it only with values that passed `validateContactForm`.
 *
 * @param values - the five field values as typed by the visitor.
 * @returns a request the worker's `sendEmailRequestSchema` accepts; never throws.
 */
export function buildContactRequest(values: ContactFormData): SendEmailRequest {
  const subject = values.subject.trim();
  const { config, subjectPrefix } = contactEmailConfig;
  return {
    config: {
      ...config,
      requiredFields: [...config.requiredFields],
      subject: `${subjectPrefix}${subject}`,
    },
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject,
    message: values.message.trim(),
  };
}
