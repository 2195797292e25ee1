import { describe, expect, it } from "vitest";
import { mapUrlsOf } from "./map-urls.ts";

describe("the Contact page's map (docs/product.md#contact)", () => {
  it("frames the studio's location from company.json, its marker at the centre", () => {
    expect(mapUrlsOf({ latitude: 45.5299, longitude: -122.6845 })).toEqual({
      embedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=-122.6945%2C45.5249%2C-122.6745%2C45.5349&layer=mapnik&marker=45.5299%2C-122.6845",
      linkUrl: "https://www.openstreetmap.org/?mlat=45.5299&mlon=-122.6845#map=17/45.5299/-122.6845",
    });
  });

  it("follows the location the owner sets", () => {
    const { embedUrl, linkUrl } = mapUrlsOf({ latitude: 45.6387, longitude: -122.6615 });
    expect(embedUrl).toContain("bbox=-122.6715%2C45.6337%2C-122.6515%2C45.6437");
    expect(embedUrl).toContain("marker=45.6387%2C-122.6615");
    expect(linkUrl).toBe(
      "https://www.openstreetmap.org/?mlat=45.6387&mlon=-122.6615#map=17/45.6387/-122.6615",
    );
  });
});
