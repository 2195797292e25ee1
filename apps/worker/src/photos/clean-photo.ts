import { type PhotoType, sniffPhotoType } from "@clearwell/contract/photos";

/**
 * Checks a photo's bytes and removes its metadata without re-encoding (docs/reference.md#photos):
 * the type comes from the bytes alone (magic numbers, then the whole container's structure), never
 * from a file name or a declared type, and a truncated or malformed file is refused.
 */

/** A photo whose structure was checked, its metadata removed. */
export type CleanPhoto = { type: PhotoType; bytes: Uint8Array };

/** JPEG markers that stand alone (no length): TEM and RST0-7. */
function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/** Start-of-frame markers (SOF0-15 but DHT, JPG and DAC). */
function isFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG segments dropped: APP1 (EXIF, XMP) and COM. */
const JPEG_DROPPED = new Set([0xe1, 0xfe]);

/** Joins kept slices of `bytes` into one new array. */
function join(bytes: Uint8Array, ranges: readonly [number, number][]): Uint8Array {
  const size = ranges.reduce((sum, [from, to]) => sum + to - from, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const [from, to] of ranges) {
    out.set(bytes.subarray(from, to), at);
    at += to - from;
  }
  return out;
}

/** Skips the entropy-coded data after a SOS header: the index of the next real marker's `FF`, or -1. */
function endOfScan(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at < bytes.length - 1) {
    const ff = bytes.indexOf(0xff, at);
    if (ff === -1 || ff >= bytes.length - 1) return -1;
    const next = bytes[ff + 1] as number;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
      at = next === 0xff ? ff + 1 : ff + 2;
      continue;
    }
    return ff;
  }
  return -1;
}

/** A JPEG without its APP1 and COM segments (nothing after EOI kept), or `null` when malformed. */
function cleanJpeg(bytes: Uint8Array): Uint8Array | null {
  const kept: [number, number][] = [[0, 2]];
  let at = 2;
  let frame = false;
  let scan = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      kept.push([at, at + 2]);
      return frame && scan ? join(bytes, kept) : null;
    }
    if (isStandaloneMarker(marker)) {
      kept.push([at, at + 2]);
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isFrameMarker(marker)) frame = true;
    if (!JPEG_DROPPED.has(marker)) kept.push([at, end]);
    at = end;
    if (marker === 0xda) {
      scan = true;
      const next = endOfScan(bytes, at);
      if (next === -1) return null;
      kept.push([at, next]);
      at = next;
    }
  }
  return null;
}

const PNG_SIGNATURE_BYTES = 8;
/** PNG chunks dropped: EXIF and the text chunks. */
const PNG_DROPPED = new Set(["eXIf", "tEXt", "zTXt", "iTXt"]);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function uint32be(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number)) >>>
    0
  );
}

function uint32le(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] as number) |
      ((bytes[at + 1] as number) << 8) |
      ((bytes[at + 2] as number) << 16) |
      ((bytes[at + 3] as number) << 24)) >>>
    0
  );
}

/** A PNG without its eXIf, tEXt, zTXt and iTXt chunks (nothing after IEND kept), or `null` when malformed. */
function cleanPng(bytes: Uint8Array): Uint8Array | null {
  const kept: [number, number][] = [[0, PNG_SIGNATURE_BYTES]];
  let at = PNG_SIGNATURE_BYTES;
  let first = true;
  let data = false;
  while (at + 12 <= bytes.length) {
    const length = uint32be(bytes, at);
    const type = ascii(bytes, at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (first && (type !== "IHDR" || length !== 13)) return null;
    first = false;
    if (type === "IDAT") data = true;
    if (!PNG_DROPPED.has(type)) kept.push([at, end]);
    if (type === "IEND") return data ? join(bytes, kept) : null;
    at = end;
  }
  return null;
}

/** VP8X flag bits of the EXIF and XMP chunks. */
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;
/** WebP chunks dropped. */
const WEBP_DROPPED = new Set(["EXIF", "XMP "]);
/** WebP chunks that hold an image. */
const WEBP_IMAGE_CHUNKS = new Set(["VP8 ", "VP8L", "ANMF"]);

/**
 * A WebP without its EXIF and "XMP " chunks, the RIFF size and the VP8X flags fixed (nothing after
 * the RIFF container kept), or `null` when malformed or truncated.
 */
function cleanWebp(bytes: Uint8Array): Uint8Array | null {
  const riffEnd = 8 + uint32le(bytes, 4);
  if (riffEnd > bytes.length || riffEnd < 20) return null;
  const kept: [number, number][] = [[0, 12]];
  let at = 12;
  let image = false;
  let vp8x = -1;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) return null;
    const type = ascii(bytes, at, at + 4);
    const size = uint32le(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    if (at === 12 && type !== "VP8X" && type !== "VP8 " && type !== "VP8L") return null;
    if (type === "VP8X") {
      if (size < 10) return null;
      vp8x = at + 8;
    }
    if (WEBP_IMAGE_CHUNKS.has(type)) image = true;
    if (!WEBP_DROPPED.has(type)) kept.push([at, end]);
    at = end;
  }
  if (!image) return null;
  const out = join(bytes, kept);
  new DataView(out.buffer, out.byteOffset, out.byteLength).setUint32(4, out.length - 8, true);
  if (vp8x !== -1) {
    // The VP8X chunk is the first one, so its place is the same in the output.
    out[vp8x] = (out[vp8x] as number) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
  }
  return out;
}

/**
 * The photo's verified type and its bytes without metadata (docs/reference.md#photos): JPEG
 * APP1 (EXIF, XMP) and COM segments, PNG eXIf, tEXt, zTXt and iTXt chunks, WebP EXIF and "XMP "
 * chunks (the RIFF size and VP8X flags fixed) are removed; everything else is kept byte for byte,
 * and anything after the image's end (JPEG EOI, PNG IEND, the RIFF container) is dropped.
 * @param bytes - the whole file as uploaded.
 * @returns `null` when the bytes are not a complete JPEG, PNG or WebP image (another format,
 *   a truncated or malformed file, zero bytes).
 */
export function cleanPhoto(bytes: Uint8Array): CleanPhoto | null {
  const type = sniffPhotoType(bytes.subarray(0, 12));
  if (!type) return null;
  const clean =
    type === "image/jpeg" ? cleanJpeg(bytes) : type === "image/png" ? cleanPng(bytes) : cleanWebp(bytes);
  return clean ? { type, bytes: clean } : null;
}
