/**
 * What the operator should do about a provider refusal of `status` and error `name`: the `hint` of
 * `provider_failed` and `delivery_*` log lines (docs/reference.md#log-events).
 * @returns one sentence, or `undefined` when the error is transient (429, 5xx, timeout, network).
 */
export function operatorHint(status: number | undefined, name: string): string | undefined {
  if (status === 401) {
    return "Resend got no API key (missing_api_key): set it with `wrangler secret put RESEND_API_KEY`.";
  }
  if (status === 403 && name === "invalid_api_key") {
    return "Resend refused the API key (invalid_api_key): put a valid key with `wrangler secret put RESEND_API_KEY`.";
  }
  if (status === 403) {
    return `Resend refused to send (${name}): verify the domain of MAIL_FROM_ADDRESS at Resend, or use a key with sending access.`;
  }
  if (status === 422) {
    return `Resend refused the email's fields (${name}): check MAIL_FROM_ADDRESS and CONTACT_RECIPIENTS in wrangler.jsonc.`;
  }
  if (status === 400) {
    return `Resend says the request is invalid (${name}): check MAIL_FROM_ADDRESS and CONTACT_RECIPIENTS in wrangler.jsonc.`;
  }
  if (status === 409 && name === "concurrent_idempotent_requests") return undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return `Resend refused the request with ${status} (${name}).`;
  }
  return undefined;
}
