/** Whether `name` is one of `ALLOWED_API_KEY_NAMES`, exactly (docs/product.md#abuse-defences). */
export function isApiKeyNameAllowed(name: string, allowedNames: readonly string[]): boolean {
  return allowedNames.includes(name);
}
