import { uint16be, uint16le, uint32be, uint32le } from "./byte-fields.ts";

/* The one piece of EXIF kept (docs/product.md#photos): Orientation, rewritten as a fresh segment holding nothing else. */

/** The EXIF Orientation tag of IFD0. */
const ORIENTATION_TAG = 0x0112;
/** TIFF field type SHORT (unsigned 16-bit). */
const SHORT = 3;

/** The Orientation (2-8) of the TIFF at `tiff` (after `Exif\0\0`) up to `end`; `null` for 1, none or unreadable. */
export function exifOrientation(bytes: Uint8Array, tiff: number, end: number): number | null {
  if (tiff + 8 > end) return null;
  const little = bytes[tiff] === 0x49 && bytes[tiff + 1] === 0x49; // "II"
  const big = bytes[tiff] === 0x4d && bytes[tiff + 1] === 0x4d; // "MM"
  if (!little && !big) return null;
  const u16 = little ? uint16le : uint16be;
  const u32 = little ? uint32le : uint32be;
  if (u16(bytes, tiff + 2) !== 42) return null;
  const ifd = tiff + u32(bytes, tiff + 4);
  if (ifd < tiff + 8 || ifd + 2 > end) return null;
  const count = u16(bytes, ifd);
  for (let entry = ifd + 2; entry < ifd + 2 + count * 12 && entry + 12 <= end; entry += 12) {
    if (u16(bytes, entry) !== ORIENTATION_TAG) continue;
    if (u16(bytes, entry + 2) !== SHORT || u32(bytes, entry + 4) < 1) return null;
    const value = u16(bytes, entry + 8);
    return value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** Bytes of the segment {@link orientationSegment} makes. */
export const ORIENTATION_SEGMENT_BYTES = 36;

/** A minimal EXIF APP1 segment (36 bytes, marker included): one IFD0 entry, Orientation = `value`. */
export function orientationSegment(value: number): number[] {
  return [
    ...[0xff, 0xe1, 0x00, ORIENTATION_SEGMENT_BYTES - 2],
    ...[0x45, 0x78, 0x69, 0x66, 0x00, 0x00], // Exif\0\0
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // MM, 42, IFD0 at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, SHORT, 0x00, 0x00, 0x00, 0x01, 0x00, value, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ];
}
