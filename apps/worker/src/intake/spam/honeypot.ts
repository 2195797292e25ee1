/** Whether the hidden honeypot holds anything but blanks (rule 1 of docs/product.md#abuse-defences). */
export function isHoneypotFilled(honeypot: string | undefined): boolean {
  return honeypot !== undefined && honeypot.trim() !== "";
}
