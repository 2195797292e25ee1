import { afterEach, describe, expect, it } from "vitest";
import { readVisitSource, VISIT_SOURCE_KEY } from "./visit-source.ts";

afterEach(() => sessionStorage.clear());

describe("readVisitSource (docs/product.md#where-leads-come-from)", () => {
  it("gives the source the visit script kept in the tab's sessionStorage", () => {
    sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify({ firstPage: "/works", clickIds: ["fbclid"] }));
    expect(readVisitSource()).toEqual({ firstPage: "/works", clickIds: ["fbclid"] });
  });

  it("gives nothing when none was kept, or what was kept is not a JSON object", () => {
    expect(readVisitSource()).toBeUndefined();
    for (const kept of ["not json", "[]", "null", '"/works"', "3"]) {
      sessionStorage.setItem(VISIT_SOURCE_KEY, kept);
      expect(readVisitSource()).toBeUndefined();
    }
  });

  it("never throws when the storage is unavailable", () => {
    const refuse = (): Storage => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    expect(readVisitSource(refuse)).toBeUndefined();
  });
});
