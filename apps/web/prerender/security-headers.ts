import { createHash } from "node:crypto";
import {
  ADMIN_PAGE_HEADERS,
  type PagePolicySources,
  pageContentSecurityPolicy,
  SECURITY_HEADERS,
} from "@clearwell/contract/security-headers";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { ADMIN_PATH } from "./routes.ts";

/**
 * The site's security headers (docs/reference.md#security-headers), written by the post-build
 * step as the `_headers` file of Workers static assets: what each page may run and load is read
 * from the built pages themselves, so the policy always matches the build it ships with.
 */

type Element = DefaultTreeAdapterTypes.Element;

/** Script `type`s a browser runs (the rest, such as `application/ld+json`, are data blocks). */
const EXECUTABLE_SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** Every element of a parsed page, in document order. */
function* elementsOf(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** The value of `element`'s attribute `name`, or `undefined`. */
function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** A CSP hash source for an inline script's text: `'sha256-<base64>'`. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hash sources of every inline script the page runs: each `<script>` without `src` whose
 * type a browser executes, hashed over its text as the browser sees it.
 *
 * @param html - a whole page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const element of elementsOf(parse(html))) {
    if (element.tagName !== "script" || attribute(element, "src") !== undefined) continue;
    if (!EXECUTABLE_SCRIPT_TYPES.has((attribute(element, "type") ?? "").trim().toLowerCase())) continue;
    const text = element.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
    hashes.push(scriptHashSource(text));
  }
  return hashes;
}

/** The absolute http(s) URLs of a `srcset` (or `imagesrcset`) value. */
function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/**
 * The origins the page's images come from other than its own: `<img>` `src` and `srcset`, and
 * image preloads (`<link rel="preload" as="image">` `href` and `imagesrcset`).
 *
 * @param html - a whole page.
 * @returns origins such as `https://images.unsplash.com`, without duplicates.
 */
export function imageOrigins(html: string): string[] {
  const urls: string[] = [];
  for (const element of elementsOf(parse(html))) {
    if (element.tagName === "img") {
      urls.push(attribute(element, "src") ?? "", ...srcsetUrls(attribute(element, "srcset") ?? ""));
    }
    if (element.tagName === "link" && attribute(element, "as") === "image") {
      urls.push(attribute(element, "href") ?? "", ...srcsetUrls(attribute(element, "imagesrcset") ?? ""));
    }
  }
  const origins = urls.filter((url) => /^https?:\/\//i.test(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * The `_headers` file (Workers static assets): every path gets {@link SECURITY_HEADERS} and the
 * pages' Content-Security-Policy; the inbox page ({@link ADMIN_PATH}) also gets
 * {@link ADMIN_PAGE_HEADERS}.
 *
 * @param sources - the hashes and origins of all the built pages together.
 */
export function headersFile(sources: PagePolicySources): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}\n`)
      .join("")}`;
  return [
    block("/*", { ...SECURITY_HEADERS, "Content-Security-Policy": pageContentSecurityPolicy(sources) }),
    block(ADMIN_PATH, ADMIN_PAGE_HEADERS),
  ].join("\n");
}
