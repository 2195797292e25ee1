import { caniemail } from "caniemail";

/**
 * What Gmail, Outlook, Apple Mail and Yahoo lack of an email's HTML, by caniemail's data: each
 * client's error titles (e.g. `<body> element`), once each; a client with none is left out.
 */
export function clientProblems(html: string): Record<string, string[]> {
  const result = caniemail({ clients: ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*"], html });
  const issues = result.issues.errors as unknown as Map<string, { title: string }[]>;
  return Object.fromEntries(
    [...issues].map(([client, list]) => [client, [...new Set(list.map((i) => i.title))]]),
  );
}
