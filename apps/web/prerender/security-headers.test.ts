// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { headersFile, imageOrigins, inlineScriptHashes, scriptHashSource } from "./security-headers.ts";

/** The CSP hash of `text`, computed independently of the module under test. */
function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

describe("inlineScriptHashes", () => {
  it("hashes every inline script a browser runs, byte for byte, and skips data blocks and external scripts", () => {
    const page = `<!doctype html><html><head>
<script>window.a = "é";</script>
<script type="application/ld+json">{"@type":"LocalBusiness"}</script>
<script src="/assets/app.js"></script>
</head><body><script type="module">import "/assets/x.js";
</script><script type="text/plain">not run</script></body></html>`;
    expect(inlineScriptHashes(page)).toEqual([sha256('window.a = "é";'), sha256('import "/assets/x.js";\n')]);
  });

  it("hashes an empty inline script as the empty text", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([scriptHashSource("")]);
  });
});

describe("imageOrigins", () => {
  it("reads img src and srcset and image preloads, keeping only other origins, once each", () => {
    const page = `<link rel="preload" as="image" imagesrcset="https://img.example/a?w=640 640w, https://img.example/a?w=1280 1280w">
<img src="/favicon.svg" alt=""><img src="https://img.example/b" srcset="https://cdn.example/b 2x" alt="">
<a href="https://www.openstreetmap.org/">map</a>`;
    expect(imageOrigins(page).sort()).toEqual(["https://cdn.example", "https://img.example"]);
  });
});

describe("headersFile", () => {
  it("gives every path the security headers and the policy, and the inbox noindex and no-store", () => {
    const file = headersFile({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      imageOrigins: ["https://img.example"],
      frameOrigins: ["https://map.example"],
      turnstile: false,
    });
    expect(file).toContain("/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n");
    expect(file).toContain("\n  X-Content-Type-Options: nosniff\n");
    expect(file).toContain("\n  Referrer-Policy: strict-origin-when-cross-origin\n");
    expect(file).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(file).toMatch(/\n\/admin\n {2}X-Robots-Tag: noindex\n {2}Cache-Control: no-store\n$/);
  });
});
