/**
 * Whether the form's hidden honeypot field was filled (docs/product.md#abuse-defences): people never see
 * it, so any non-blank value marks the submission as a bot's.
 */
export function isHoneypotFilled(honeypot: string | undefined): boolean {
  return honeypot !== undefined && honeypot.trim() !== "";
}
