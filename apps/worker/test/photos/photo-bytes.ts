/**
 * Small JPEG, PNG and WebP files built byte by byte for the photo tests, each with the metadata
 * docs/reference.md#photos says is removed, and readers that list what a stored file holds.
 */

const encoder = new TextEncoder();

/** The bytes of `parts` joined. */
export function concat(...parts: (Uint8Array | number[] | string)[]): Uint8Array {
  const arrays = parts.map((part) =>
    typeof part === "string"
      ? encoder.encode(part)
      : part instanceof Uint8Array
        ? part
        : Uint8Array.from(part),
  );
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of arrays) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether `text` occurs in `bytes` (as ASCII). */
export function containsText(bytes: Uint8Array, text: string): boolean {
  return new TextDecoder("latin1").decode(bytes).includes(text);
}

function be16(value: number): number[] {
  return [(value >> 8) & 0xff, value & 0xff];
}

function be32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function le32(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}

/** A JPEG segment: marker, 2-byte length, payload. */
export function segment(marker: number, payload: Uint8Array | string): Uint8Array {
  const body = typeof payload === "string" ? concat(payload) : payload;
  return concat([0xff, marker, ...be16(body.length + 2)], body);
}

/**
 * An EXIF APP1 payload (big-endian TIFF) whose IFD0 points at a GPS IFD with a latitude reference
 * `N` and the text "GPSLatitude-secret" in a camera-owner tag, so a test can look for either.
 */
export function exifWithGps(): Uint8Array {
  const ifd0 = [
    ...be16(2),
    ...[0x01, 0x0f, 0x00, 0x02, ...be32(19), ...be32(8 + 2 + 24 + 4)], // Make (ASCII, at offset 38)
    ...[0x88, 0x25, 0x00, 0x04, ...be32(1), ...be32(8 + 2 + 24 + 4 + 19 + 1)], // GPS IFD pointer
    ...be32(0),
  ];
  const make = concat("GPSLatitude-secret\0", [0]);
  const gps = [...be16(1), ...[0x00, 0x01, 0x00, 0x02, ...be32(2), 0x4e, 0x00, 0x00, 0x00], ...be32(0)];
  return concat("Exif\0\0", "MM", [0x00, 0x2a], be32(8), ifd0, make, gps);
}

/** Options of {@link jpeg}: which metadata to put in. */
export type JpegOptions = {
  exif?: boolean;
  xmp?: boolean;
  comment?: string;
  trailer?: string;
  /** Extra bytes of scan data, to make a file of a given size. */
  scanBytes?: number;
};

/**
 * A baseline 8x8 greyscale JPEG's structure (SOI, APP0 JFIF, DQT, SOF0, DHT, SOS, scan data with a
 * stuffed byte and a restart marker, EOI), with the metadata asked for.
 */
export function jpeg(options: JpegOptions = {}): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.from([0xff, 0xd8])];
  parts.push(segment(0xe0, concat("JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0])));
  if (options.exif) parts.push(segment(0xe1, exifWithGps()));
  if (options.xmp)
    parts.push(
      segment(0xe1, concat("http://ns.adobe.com/xap/1.0/\0", '<x:xmpmeta exif:GPSLatitude="51,30N"/>')),
    );
  if (options.comment) parts.push(segment(0xfe, concat(options.comment)));
  parts.push(segment(0xdb, concat([0], new Uint8Array(64).fill(1))));
  parts.push(segment(0xc0, Uint8Array.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])));
  parts.push(segment(0xc4, concat([0x00], [0, 1, ...new Array(14).fill(0)], [0])));
  parts.push(segment(0xda, Uint8Array.from([1, 1, 0x00, 0, 63, 0])));
  if (options.scanBytes) parts.push(new Uint8Array(options.scanBytes).fill(0x12));
  parts.push(Uint8Array.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]));
  parts.push(Uint8Array.from([0xff, 0xd9]));
  if (options.trailer) parts.push(concat(options.trailer));
  return concat(...parts);
}

/** The markers of a JPEG's segments, in order (scan data skipped). */
export function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] as number;
    markers.push(marker);
    if (marker === 0xd9) break;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    at += 2 + length;
    if (marker === 0xda) {
      while (
        !(
          bytes[at] === 0xff &&
          bytes[at + 1] !== 0x00 &&
          !((bytes[at + 1] as number) >= 0xd0 && (bytes[at + 1] as number) <= 0xd7)
        )
      )
        at += 1;
    }
  }
  return markers;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk with its length and CRC. */
export function chunk(type: string, data: Uint8Array | string): Uint8Array {
  const body = concat(type, typeof data === "string" ? concat(data) : data);
  return concat(be32(body.length - 4), body, be32(crc32(body)));
}

/** Options of {@link png}. */
export type PngOptions = { exif?: boolean; text?: boolean };

/** A 1x1 RGB PNG (IHDR, IDAT, IEND) with an eXIf chunk and the three text chunks when asked. */
export function png(options: PngOptions = {}): Uint8Array {
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", Uint8Array.from([...be32(1), ...be32(1), 8, 2, 0, 0, 0])),
  ];
  if (options.exif) parts.push(chunk("eXIf", exifWithGps().subarray(6)));
  if (options.text) {
    parts.push(chunk("tEXt", "Comment\0GPS 51.5N"));
    parts.push(chunk("zTXt", "Author\0\0xyz"));
    parts.push(chunk("iTXt", "XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>"));
  }
  parts.push(
    chunk("IDAT", Uint8Array.from([0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00])),
  );
  parts.push(chunk("IEND", new Uint8Array()));
  return concat(...parts);
}

/** The chunk types of a PNG, in order. */
export function pngChunks(bytes: Uint8Array): string[] {
  const types: string[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + at);
    types.push(new TextDecoder().decode(bytes.subarray(at + 4, at + 8)));
    at += 12 + view.getUint32(0);
  }
  return types;
}

/** A RIFF chunk with its little-endian size and the padding byte of an odd size. */
export function riffChunk(type: string, data: Uint8Array | string): Uint8Array {
  const payload = typeof data === "string" ? concat(data) : data;
  return concat(type, le32(payload.length), payload, payload.length % 2 ? [0] : []);
}

/** Options of {@link webp}. */
export type WebpOptions = { exif?: boolean; xmp?: boolean; extended?: boolean };

/** VP8X flag bits: ICC, alpha, EXIF, XMP, animation. */
export const VP8X_FLAGS = { icc: 0x20, alpha: 0x10, exif: 0x08, xmp: 0x04, animation: 0x02 } as const;

/**
 * A 1x1 lossless WebP: `VP8X` (with the EXIF and XMP flags of what it holds, and the alpha flag) +
 * `VP8L` + the metadata chunks asked for; a simple-format file (just `VP8L`) when `extended` is false.
 */
export function webp(options: WebpOptions = {}): Uint8Array {
  const vp8l = riffChunk(
    "VP8L",
    Uint8Array.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0x08, 0x00]),
  );
  const chunks: Uint8Array[] = [];
  if (options.extended ?? true) {
    const flags =
      VP8X_FLAGS.alpha | (options.exif ? VP8X_FLAGS.exif : 0) | (options.xmp ? VP8X_FLAGS.xmp : 0);
    chunks.push(riffChunk("VP8X", Uint8Array.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0])));
  }
  chunks.push(vp8l);
  if (options.exif) chunks.push(riffChunk("EXIF", exifWithGps().subarray(6)));
  if (options.xmp) chunks.push(riffChunk("XMP ", '<x:xmpmeta exif:GPSLatitude="51,30N"/>'));
  const body = concat("WEBP", ...chunks);
  return concat("RIFF", le32(body.length), body);
}

/** A WebP's RIFF size field, its chunk types in order, and its VP8X flags byte (`null` without VP8X). */
export function webpLayout(bytes: Uint8Array): { riffSize: number; chunks: string[]; flags: number | null } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: string[] = [];
  let flags: number | null = null;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = new TextDecoder().decode(bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (type === "VP8X") flags = bytes[at + 8] as number;
    chunks.push(type);
    at += 8 + size + (size % 2);
  }
  return { riffSize: view.getUint32(4, true), chunks, flags };
}
