import { uint16be, uint16le, uint32be, uint32le } from "./byte-fields.ts";

/**
 * The one piece of a JPEG's EXIF that is kept (docs/product.md#photos): its Orientation, the tag
 * that tells a viewer to turn the picture upright, read from the TIFF structure of an EXIF APP1
 * segment and written back as a fresh segment holding nothing else.
 */

/** The EXIF Orientation tag of IFD0. */
const ORIENTATION_TAG = 0x0112;
/** TIFF field type SHORT (unsigned 16-bit). */
const SHORT = 3;

/**
 * The Orientation of an EXIF APP1 payload when it turns or mirrors the picture (2-8), else `null`
 * (1, a missing tag or an unreadable TIFF structure).
 * @param tiff - where the TIFF header starts (after `Exif\0\0`); `end` - the segment's end.
 */
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

/**
 * A minimal EXIF APP1 segment (marker included, 36 bytes): a big-endian TIFF header and an IFD0
 * of one entry, Orientation = `value`, and no next IFD. No location, time, device or thumbnail.
 */
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
