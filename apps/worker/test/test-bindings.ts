/**
 * Vars and the secret the worker tests run with (they override wrangler.jsonc's top level, which
 * stays the production config: MAIL_PROVIDER "resend"). Shared by the Node config and the tests.
 */
export const TEST_BINDINGS = {
  MAIL_PROVIDER: "resend",
  RESEND_API_URL: "http://resend.test",
  RESEND_API_KEY: "re_test_0123456789abcdefSECRET",
  MAIL_FROM_ADDRESS: "inquiries@clearwell-interiors.example",
  CONTACT_RECIPIENTS: "hello@clearwell-interiors.example,Sales@Clearwell-Interiors.example",
  ALLOWED_ORIGINS: "https://clearwell-interiors.example,http://localhost:5173",
  ALLOWED_API_KEY_NAMES: "RESEND_API_KEY,OTHER_ALLOWED_KEY",
  // A second allowed key setting (the Resend stand-in accepts both keys).
  OTHER_ALLOWED_KEY: "re_other_key",
  // Long enough for a busy machine's answer; the tests of a slow provider delay past it.
  PROVIDER_TIMEOUT_MS: "3000",
  ENVIRONMENT: "production",
  // Two notification webhooks on the webhook stand-in's host (test/node/webhook-stand-in.ts): a
  // signed `json` one and a Slack one, so every inquiry in the tests has three channels.
  NOTIFY_WEBHOOKS: JSON.stringify([
    { name: "crm", url: "https://hooks.test/crm", format: "json", secret: "NOTIFY_WEBHOOK_CRM_SECRET" },
    { name: "sales", url: "https://hooks.test/slack", format: "slack" },
  ]),
  NOTIFY_WEBHOOK_CRM_SECRET: "whsec_dGVzdC1jcm0td2ViaG9vay1zZWNyZXQtMDEyMzQ1Njc=",
  RESEND_WEBHOOK_SECRET: "whsec_dGVzdC1yZXNlbmQtZXZlbnRzLXNlY3JldC0wMTIzNDU2Nzg=",
  // Cloudflare Access for /api/admin/* (docs/reference.md#cloudflare-access): the stand-in serves
  // this team's keys over http (production: https://<team>.cloudflareaccess.com and an AUD tag).
  ACCESS_TEAM_DOMAIN: "http://access.test",
  ACCESS_AUD: "clearwell-test-access-aud-0123456789abcdef",
  // Signs the form tokens of the spam rules (docs/product.md#abuse-defences).
  FORM_TOKEN_SECRET: "test-form-token-secret-0123456789",
  // The site editor's GitHub sign-in (docs/reference.md#site-editor-sign-in): a test OAuth app,
  // and GitHub's stand-in (test/node/github-stand-in.ts) at GITHUB_OAUTH_URL.
  GITHUB_OAUTH_CLIENT_ID: "Iv1.clearwelltestapp01",
  GITHUB_OAUTH_CLIENT_SECRET: "test-github-client-secret-0123456789abcdef",
  GITHUB_OAUTH_URL: "http://github.test",
} as const;

/** A Resend key with sending access only: the stand-in accepts it for emails, refuses it for domains. */
export const SENDING_ONLY_RESEND_KEY = "re_sending_only_key";

/** The host of the notification webhooks in {@link TEST_BINDINGS}. */
export const WEBHOOK_HOST = "hooks.test";

/** The URL of the stand-in's control routes (reached through the outbound service). */
export const STAND_IN_URL = TEST_BINDINGS.RESEND_API_URL;
