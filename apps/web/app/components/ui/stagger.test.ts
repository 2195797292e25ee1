import { describe, expect, it } from "vitest";
import { staggerStyle } from "./stagger.ts";

describe("staggerStyle (docs/product.md#splash-and-animations)", () => {
  it("delays the n-th item by n steps of 0.1 s or 0.05 s", () => {
    expect(staggerStyle(0)).toEqual({ "--stagger-delay": "0s" });
    expect(staggerStyle(3)).toEqual({ "--stagger-delay": "0.3s" });
    expect(staggerStyle(3, 0.05)).toEqual({ "--stagger-delay": "0.15s" });
  });
});
