import { describe, expect, it } from "vitest";
import {
  blockEntryOf,
  canonicalAddress,
  confirmationName,
  domainOf,
  inquiryReference,
} from "../src/index.ts";

describe("blockEntryOf", () => {
  it("reads an address or a domain, trimmed and lower-cased, an IDN domain in ASCII", () => {
    expect(blockEntryOf("  Eve@Example.COM ")).toEqual({ kind: "address", value: "eve@example.com" });
    expect(blockEntryOf("@Spam.Example")).toEqual({ kind: "domain", value: "spam.example" });
    expect(blockEntryOf("müller.de")).toEqual({ kind: "domain", value: "xn--mller-kva.de" });
  });

  it("stores an address or a domain in its canonical form (canonicalAddress)", () => {
    expect(blockEntryOf("Eve+promo@Example.com")).toEqual({ kind: "address", value: "eve@example.com" });
    expect(blockEntryOf("J.ane@GoogleMail.com")).toEqual({ kind: "address", value: "jane@gmail.com" });
    expect(blockEntryOf("googlemail.com")).toEqual({ kind: "domain", value: "gmail.com" });
  });

  it("refuses what is neither", () => {
    for (const text of [
      "",
      " ",
      "localhost",
      "http://spam.example",
      "a@b@c",
      "spam .example",
      "-bad.example",
      "x".repeat(260),
    ]) {
      expect(blockEntryOf(text), text).toBeNull();
    }
  });
});

describe("canonicalAddress", () => {
  it("meets every spelling of one address: +tag, case, full-width and IDN domains", () => {
    for (const spelling of ["ada@example.com", "Ada+x@Example.COM", " ADA+a+b@ｅｘａｍｐｌｅ.com "]) {
      expect(canonicalAddress(spelling), spelling).toBe("ada@example.com");
    }
    expect(canonicalAddress("eve@müller.de")).toBe("eve@xn--mller-kva.de");
  });

  it("at Gmail: the local part's dots removed and googlemail.com read as gmail.com; elsewhere dots stay", () => {
    for (const spelling of [
      "jane@gmail.com",
      "j.ane@gmail.com",
      "Ja.Ne+news@GMAIL.com",
      "j.a.n.e@googlemail.com",
    ])
      expect(canonicalAddress(spelling), spelling).toBe("jane@gmail.com");
    expect(canonicalAddress("jane@ｇｍａｉｌ.com")).toBe("jane@gmail.com");
    expect(canonicalAddress("j.ane@example.com")).toBe("j.ane@example.com");
    expect(canonicalAddress("j.ane@mail.gmail.com")).toBe("j.ane@mail.gmail.com");
  });

  it("is null for what is not an address, or only a tag", () => {
    for (const text of ["", "no-at-sign", "+tag@example.com", "a..b@example.com"]) {
      expect(canonicalAddress(text), text).toBeNull();
    }
  });
});

describe("domainOf and inquiryReference", () => {
  it("take an address's domain and an inquiry's short reference", () => {
    expect(domainOf("Ada@Example.com")).toBe("example.com");
    expect(domainOf("no-at-sign")).toBe("");
    expect(inquiryReference(`inquiry-3f2a9c1b${"0".repeat(56)}-d20000`)).toBe("CW-3F2A9C1B");
  });
});

describe("confirmationName", () => {
  it("keeps a plain name, folds controls, drops invisibles, and refuses link-like names", () => {
    expect(confirmationName("  Ada   Lovelace ")).toBe("Ada Lovelace");
    expect(confirmationName("Ada\r\nLovelace")).toBe("Ada Lovelace");
    expect(confirmationName("A\u200Bda\u202E")).toBe("Ada");
    expect(confirmationName("\u200B\u200B")).toBeNull();
    expect(confirmationName("see www.spam.example")).toBeNull();
    expect(confirmationName("é".repeat(60))).toBe("é".repeat(60));
    expect(confirmationName("é".repeat(61))).toBeNull();
  });

  it("greets only a name as people write one: letters, marks, spaces, apostrophes, hyphens, initials", () => {
    for (const name of [
      "Mary-Jane O'Neil",
      "J.R.R. Tolkien",
      "Sam Smith Jr.",
      "Zoë Ångström",
      "ليلى حداد",
      "王小明",
      "José Ma. García",
    ])
      expect(confirmationName(name), name).toBe(name);
    for (const name of [
      "Your refund is held - call +1 900 555 0100 today",
      "see пример.рф for your prize",
      "visit bit.ly",
      "Ada2",
      "Ada!",
      "<b>Ada</b>",
      "Ada .Lovelace",
      "Ada, Lovelace",
      ".Ada",
    ])
      expect(confirmationName(name), name).toBeNull();
  });
});

describe("canonicalAddress", () => {
  it("maps an address's spellings to one: IDN to ASCII, lower case, +tag removed", () => {
    for (const spelling of ["ada@example.com", "Ada+promo@Example.com", "ADA@ｅｘａｍｐｌｅ.com"])
      expect(canonicalAddress(spelling), spelling).toBe("ada@example.com");
    expect(canonicalAddress("anna@müller.de")).toBe("anna@xn--mller-kva.de");
    expect(canonicalAddress("+only@example.com")).toBeNull();
    expect(canonicalAddress("not an address")).toBeNull();
  });
});
