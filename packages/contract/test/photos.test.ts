import { describe, expect, it } from "vitest";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_TOTAL_BYTES,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  photoSizeProblem,
  sniffPhotoType,
} from "../src/photos.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("sniffPhotoType", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe(
      "image/png",
    );
    expect(sniffPhotoType(new Uint8Array([...ascii("RIFF"), 4, 0, 0, 0, ...ascii("WEBP")]))).toBe(
      "image/webp",
    );
  });

  it("refuses markup, other RIFF files, short and empty heads", () => {
    expect(sniffPhotoType(ascii("<svg xmlns="))).toBeNull();
    expect(sniffPhotoType(ascii("<!doctype html>"))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([...ascii("RIFF"), 4, 0, 0, 0, ...ascii("WAVE")]))).toBeNull();
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});

describe("photoSizeProblem", () => {
  const MB = 1024 * 1024;

  it("accepts up to 5 photos of 10 MB each within 25 MB in all", () => {
    expect(photoSizeProblem([])).toBeNull();
    expect(photoSizeProblem([MAX_PHOTO_BYTES, MAX_PHOTO_BYTES, 5 * MB])).toBeNull();
    expect(photoSizeProblem([5 * MB, 5 * MB, 5 * MB, 5 * MB, 5 * MB])).toBeNull();
  });

  it("names the first problem: too many, then one too large, then the total", () => {
    expect(photoSizeProblem([1, 1, 1, 1, 1, 1])).toBe("too_many");
    expect(photoSizeProblem([MAX_PHOTO_BYTES + 1])).toBe("too_large");
    expect(photoSizeProblem([11 * MB, 1, 1, 1, 1, 1])).toBe("too_many");
    expect(photoSizeProblem([9 * MB, 9 * MB, 9 * MB])).toBe("total_too_large");
    expect(photoSizeProblem([MAX_PHOTO_BYTES, MAX_PHOTO_BYTES, 5 * MB + 1])).toBe("total_too_large");
    expect(MAX_PHOTOS_TOTAL_BYTES).toBe(2 * MAX_PHOTO_BYTES + 5 * MB);
  });

  it("has a message for every problem and accepts the three types", () => {
    expect(PHOTO_MESSAGES).toEqual({
      too_many: "Add at most 5 photos",
      too_large: "Each photo must be 10 MB or smaller",
      total_too_large: "Photos must be 25 MB or smaller in total",
      wrong_type: "Photos must be JPEG, PNG or WebP images",
    });
    expect(PHOTO_ACCEPT).toBe("image/jpeg,image/png,image/webp");
  });
});
