/**
 * Local stand-ins for the third-party hosts the site loads from (the stock photo host of
 * docs/product.md#page-content, the Contact page's map frame of docs/product.md#contact), so e2e
 * tests never wait on the network (docs/architecture.md#testing). Bodies for `route.fulfill`.
 */

/** A calm 16:9 "photo": a stone gradient with a soft shape, scaled by the page like any image. */
export const PLACEHOLDER_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6d3d1"/><stop offset="1" stop-color="#a8a29e"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<circle cx="1180" cy="300" r="180" fill="#e7e5e4" opacity="0.5"/>
<path d="M0 720 L420 460 L760 700 L1080 520 L1600 780 L1600 900 L0 900 Z" fill="#78716c" opacity="0.45"/>
</svg>`;

/** A blank page for frames (the map): transparent, so what the site draws behind it shows. */
export const PLACEHOLDER_FRAME_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Placeholder</title></head><body></body></html>';

/** What to answer for one request to a third-party host, by the kind of resource asked for. */
export function placeholderFor(resourceType: string): { status: number; contentType: string; body: string } {
  switch (resourceType) {
    case "image":
      return { status: 200, contentType: "image/svg+xml", body: PLACEHOLDER_IMAGE_SVG };
    case "document":
      return { status: 200, contentType: "text/html; charset=utf-8", body: PLACEHOLDER_FRAME_HTML };
    case "stylesheet":
      return { status: 200, contentType: "text/css", body: "" };
    case "script":
      return { status: 200, contentType: "text/javascript", body: "" };
    default:
      return { status: 204, contentType: "text/plain", body: "" };
  }
}
