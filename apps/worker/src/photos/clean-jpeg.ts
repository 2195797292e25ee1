import { startsWith, uint16be } from "./byte-fields.ts";
import { exifOrientation, ORIENTATION_SEGMENT_BYTES, orientationSegment } from "./jpeg-orientation.ts";
import { MAX_PHOTO_PARTS, PhotoOutput } from "./photo-output.ts";

/** A JPEG cleaned by an allow-list (docs/reference.md#photos); a fresh EXIF carries the orientation. */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
/** Bytes of an APP0 `JFIF` payload without its thumbnail, and of an APP14 `Adobe` payload. */
const JFIF_BYTES = 14;
const ADOBE_BYTES = 12;

/**
 * Segments kept byte for byte: SOF0-SOF15 (but DHT, JPG and DAC, which share the range), DHT,
 * DAC, DQT, DNL, DRI; SOS is kept with its scan data.
 */
function isImageSegment(marker: number): boolean {
  return (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || (marker >= 0xdb && marker <= 0xdd);
}

/** Start-of-frame markers (SOF0-15 but DHT, JPG and DAC). */
function isFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** TEM and RST0-7: markers without a length (outside a scan they carry nothing, and are dropped). */
function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * The end of the entropy-coded data after a SOS header: the index of the next marker's first
 * `FF` (stuffed `FF 00`, restart markers and fill bytes are scan data), or -1 at the file's end.
 */
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

/** Copies an APP0 `JFIF` header without its thumbnail (its size set to 0 x 0), or nothing when short. */
function writeJfif(out: PhotoOutput, body: number, end: number): boolean {
  if (body + JFIF_BYTES > end) return false;
  out.write(0xff, APP0, 0, JFIF_BYTES + 2);
  out.copy(body, body + JFIF_BYTES - 2);
  out.write(0, 0);
  return true;
}

/** Copies an APP14 `Adobe` header (its colour transform) without anything after it. */
function writeAdobe(out: PhotoOutput, body: number, end: number): void {
  if (body + ADOBE_BYTES > end) return;
  out.write(0xff, APP14, 0, ADOBE_BYTES + 2);
  out.copy(body, body + ADOBE_BYTES);
}

/**
 * The JPEG's kept segments in one new buffer, or `null` when not a whole JPEG (bad length, no frame,
 * scan or EOI, stray bytes, over {@link MAX_PHOTO_PARTS} markers). An Orientation of 2-8 becomes a fresh
 * APP1 after SOI (or APP0 `JFIF`); no other APPn, COM, unknown marker or byte after EOI.
 */
export function cleanJpeg(bytes: Uint8Array): Uint8Array | null {
  const out = new PhotoOutput(bytes, ORIENTATION_SEGMENT_BYTES);
  out.copy(0, 2);
  let at = 2;
  let parts = 0;
  let frame = false;
  let scan = false;
  let exifRead = false;
  let orientationAt = out.at;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes before a marker
    const marker = bytes[at + 1];
    parts += 1;
    if (marker === undefined || marker === 0x00 || marker === SOI || parts > MAX_PHOTO_PARTS) return null;
    if (marker === EOI) {
      if (!frame || !scan) return null;
      out.copy(at, at + 2);
      return out.result();
    }
    if (isStandaloneMarker(marker)) {
      at += 2;
      continue;
    }
    const end = at + 2 + uint16be(bytes, at + 2);
    if (at + 4 > bytes.length || end < at + 4 || end > bytes.length) return null;
    const body = at + 4;
    if (isImageSegment(marker) || marker === SOS) {
      out.copy(at, end);
      frame ||= isFrameMarker(marker);
    } else if (marker === APP0 && startsWith(bytes, body, end, "JFIF\0")) {
      if (writeJfif(out, body, end) && parts === 1) orientationAt = out.at;
    } else if (marker === APP14 && startsWith(bytes, body, end, "Adobe")) {
      writeAdobe(out, body, end);
    } else if (marker === APP2 && startsWith(bytes, body, end, "ICC_PROFILE\0")) {
      out.copy(at, end);
    } else if (marker === APP1 && !scan && !exifRead && startsWith(bytes, body, end, "Exif\0\0")) {
      exifRead = true;
      const orientation = exifOrientation(bytes, body + 6, end);
      if (orientation !== null) {
        // Moves what was written after the insertion point (a few header segments) along once.
        out.buffer.copyWithin(orientationAt + ORIENTATION_SEGMENT_BYTES, orientationAt, out.at);
        out.buffer.set(orientationSegment(orientation), orientationAt);
        out.at += ORIENTATION_SEGMENT_BYTES;
      }
    }
    at = end;
    if (marker === SOS) {
      scan = true;
      const next = endOfScan(bytes, at);
      if (next === -1) return null;
      out.copy(at, next);
      at = next;
    }
  }
  return null;
}
