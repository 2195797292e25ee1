/**
 * The contract between the Contact page and the worker: field rules and messages, the email
 * configuration, the Contact form's request (built the same for the page's script and a plain form
 * post), the response shapes, and the client call (docs/product.md#contact-form,
 * docs/architecture.md#the-inquiry-journey). No page styling or headers: those are the entry points
 * `@clearwell/contract/page-style` and `@clearwell/contract/security-headers`.
 */

export {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  FAILING_DELIVERY_STATUSES,
  INQUIRY_CSV_COLUMNS,
  INQUIRY_PAGE_LIMIT,
  INQUIRY_STATUSES,
  type InquiryQuery,
  type InquiryStatus,
  inquiryPhotoPath,
  inquiryQuerySchema,
  RESENDABLE_STATUSES,
} from "./admin.ts";
export {
  type BlockedSender,
  type BlockedSenderList,
  blockedSenderListSchema,
  blockedSenderSchema,
  type ChannelHealth,
  type ChannelsReport,
  channelHealthSchema,
  channelsReportSchema,
  type Delivery,
  type DeliveryEvent,
  deliveryEventSchema,
  deliverySchema,
  type Inquiry,
  type InquiryDetail,
  type InquiryEvent,
  type InquiryPage,
  type InquiryPhoto,
  inquiryDetailSchema,
  inquiryEventSchema,
  inquiryFieldsSchema,
  inquiryPageSchema,
  inquiryPhotoSchema,
  inquirySchema,
  type LeadsReport,
  type LeadsTopEntry,
  leadsReportSchema,
  leadsTopEntrySchema,
} from "./admin-answers.ts";
export {
  SETUP_STATES,
  type SetupCheck,
  type SetupCheckOf,
  type SetupReport,
  type SetupState,
  setupReportSchema,
  type TestInquiryStarted,
  testInquiryStartedSchema,
} from "./admin-setup.ts";
export { COMPANY_ADDRESS, COMPANY_CONTACT, COMPANY_NAME } from "./brand.ts";
export {
  CONFIRMATION_ON_ITS_WAY,
  confirmationEmailCopy,
  confirmationName,
  inquiryReference,
} from "./confirmation-email.ts";
export {
  ERROR_PREVIEW_LENGTH,
  FIELD_MAX_LENGTH,
  FOOTER_MAX_LENGTH,
  FORM_TOKEN_MAX_LENGTH,
  HONEYPOT_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  SPAM_REASONS,
  type SpamReason,
  TURNSTILE_TOKEN_MAX_LENGTH,
} from "./constants.ts";
export {
  CONTACT_FIELDS,
  CONTROL_CHARS,
  type ContactField,
  type ContactFormData,
  type ContactFormErrors,
  EMAIL_PATTERN,
  EMPTY_CONTACT_FORM,
  FIELD_LABELS,
  isBlank,
  isContactFormValid,
  toAsciiEmail,
  VALIDATION_MESSAGES,
  validateContactForm,
} from "./contact-form.ts";
export {
  buildContactRequest,
  type ContactAntiAbuseFields,
  type ContactFormPost,
  contactEmailConfig,
  contactRequestFromForm,
  FORM_TOKEN_FIELD_NAME,
  HONEYPOT_FIELD_NAME,
  TURNSTILE_FIELD_NAMES,
} from "./contact-request.ts";
export {
  EMAIL_CONFIG_DEFAULTS,
  type EmailConfig,
  type EmailConfigInput,
  ENV_NAME_PATTERN,
  emailConfigSchema,
  HEX_COLOR_PATTERN,
} from "./email-config.ts";
export {
  ERROR_CODES,
  type ErrorCode,
  type ErrorEnvelope,
  errorEnvelopeSchema,
  type SendEmailAccepted,
} from "./envelope.ts";
export { FORM_TOKEN_MIN_AGE_MS, FORM_TOKEN_REFRESH_AFTER_MS, formTokenIssuedAt } from "./form-token.ts";
export {
  CLICK_ID_PARAMS,
  type ClickIdParam,
  CONTACT_PATH,
  COUNTED_PATHS,
  type CountedPath,
  cleanHost,
  cleanPath,
  cleanUtmValue,
  countedPathOf,
  LEAD_SOURCE_LIMITS,
  LEADS_PERIODS,
  LEADS_TOP_LIMIT,
  type LeadSource,
  type LeadsPeriodDays,
  type LeadsQuery,
  leadSourceField,
  leadSourceFromLanding,
  leadSourceSchema,
  leadsQuerySchema,
  normalizeLeadSource,
  UTM_PARAMS,
  type UtmField,
  VISIT_BODY_MAX_BYTES,
  VISITS_ROUTE,
  type VisitBeacon,
  visitBeaconBody,
  visitBeaconSchema,
} from "./lead-source.ts";
export {
  contactFormShape,
  fieldErrorsFromZod,
  type ParsedSendEmailRequest,
  type SendEmailRequest,
  sendEmailRequestSchema,
} from "./request.ts";
export {
  INQUIRY_PART,
  readSendEmailAnswer,
  SEND_RESULT_MESSAGES,
  type SendEmailOptions,
  type SendEmailResult,
  sendEmail,
  sendEmailFailure,
} from "./send-email.ts";
export {
  BLOCK_ENTRY_MESSAGES,
  BLOCKED_SENDER_KINDS,
  type BlockEntry,
  type BlockedSenderKind,
  type BlockSenderRequest,
  blockEntryOf,
  blockSenderRequestSchema,
  canonicalAddress,
  domainOf,
  type MarkSpamRequest,
  markSpamRequestSchema,
} from "./spam.ts";
export { isFinalDeliveryStatus, TEST_INQUIRY } from "./test-inquiry.ts";
export { loadZodMessages } from "./zod-messages.ts";
