import { afterEach, describe, expect, it, vi } from "vitest";
import { VISIT_SOURCE_KEY } from "../../../lib/visit-source.ts";
import { buildContactRequest } from "./build-contact-request.ts";

const values = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  subject: "Kitchen",
  message: "Please call me about the kitchen.",
};

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the Contact form's request carries where the lead came from (docs/product.md#where-leads-come-from)", () => {
  it("sends the tab's visit source as `source`", () => {
    const source = {
      firstPage: "/services/mold-removal",
      referrerHost: "www.google.com",
      clickIds: ["gclid"],
    };
    sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(source));
    const request = buildContactRequest(values, { formToken: "t" });
    expect(request.source).toEqual(source);
    expect(request).toMatchObject({ name: "Ada Lovelace", formToken: "t" });
  });

  it("leaves `source` out when none was kept or the storage throws, and still builds the request", () => {
    expect("source" in buildContactRequest(values)).toBe(false);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const request = buildContactRequest(values);
    expect("source" in request).toBe(false);
    expect(request.subject).toBe("Kitchen");
  });
});
