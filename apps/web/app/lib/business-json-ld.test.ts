import { describe, expect, it } from "vitest";
import company from "../../../../content/company.json" with { type: "json" };
import { businessJsonLd } from "./business-json-ld.ts";

describe("the business's JSON-LD (docs/product.md#constants)", () => {
  it("names the city and region of content/company.json wherever it says where the studio works", () => {
    const place = `${company.address.city}, ${company.address.region}`;
    const business = businessJsonLd();
    expect(business.areaServed).toBe(`${place} metropolitan area`);
    expect(business.description).toContain(`in ${place}.`);
    expect(business.address).toMatchObject({ addressLocality: company.address.city });
  });
});
