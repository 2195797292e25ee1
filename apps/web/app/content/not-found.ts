/** Every word of the Not found screen (docs/product.md#not-found), rendered by app/routes/not-found.tsx. */
export const notFoundCopy = {
  code: "404",
  title: "Page Not Found",
  description:
    "Sorry, we couldn't find that page. It may have moved, or the address may have a typo. Let's get you somewhere comfortable.",
  home: { label: "Back to Home", to: "/" },
  back: "Go Back",
  contactPrompt: "Looking for something specific?",
  contact: { label: "Contact us", to: "/contact" },
} as const;
