/**
 * Crafted photo files for the cleaner's tests (docs/reference.md#photos), made here byte by byte:
 * metadata that names a place in every segment and chunk a camera, an editor or a content
 * credential tool writes, so a test can look for it in what is stored; and files built to make a
 * cleaner walk millions of parts. Runtime-agnostic (workerd and Node tests both use them).
 */
import { chunk, concat, riffChunk, segment } from "./photo-bytes.ts";

/** The place every crafted metadata block names; no byte of it may be stored. */
export const GPS_TEXT = "GPS 45.523064N 122.676483W";

/** A TIFF structure (EXIF without its `Exif\0\0` header) in either byte order. */
function tiffWithGps(order: "II" | "MM", orientation?: number): Uint8Array {
  const little = order === "II";
  const u16 = (v: number) => (little ? [v & 0xff, (v >> 8) & 0xff] : [(v >> 8) & 0xff, v & 0xff]);
  const u32 = (v: number) =>
    little ? [...u16(v & 0xffff), ...u16(v >>> 16)] : [...u16(v >>> 16), ...u16(v & 0xffff)];
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16(tag),
    ...u16(type),
    ...u32(count),
    ...value,
  ];
  // ASCII with its NUL, padded to an even length.
  const text = concat(GPS_TEXT, "\0", GPS_TEXT.length % 2 ? [] : [0]);
  const ifd0Count = orientation === undefined ? 2 : 3;
  const textAt = 8 + 2 + ifd0Count * 12 + 4;
  const gpsAt = textAt + text.length;
  const ifd0 = [
    ...u16(ifd0Count),
    ...entry(0x010f, 2, text.length, u32(textAt)), // Make: the place, as ASCII
    ...(orientation === undefined ? [] : entry(0x0112, 3, 1, [...u16(orientation), 0, 0])),
    ...entry(0x8825, 4, 1, u32(gpsAt)), // the GPS IFD
    ...u32(0),
  ];
  const gps = [
    ...u16(2),
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]), // GPSLatitudeRef "N"
    ...entry(0x001c, 7, text.length, u32(textAt)), // GPSAreaInformation: the place
    ...u32(0),
  ];
  return concat(order, u16(42), u32(8), ifd0, text, gps);
}

/** An EXIF APP1 segment naming {@link GPS_TEXT}, with an Orientation when given. */
export function exifSegment(options: { orientation?: number; order?: "II" | "MM" } = {}): Uint8Array {
  return segment(0xe1, concat("Exif\0\0", tiffWithGps(options.order ?? "MM", options.orientation)));
}

/** A minimal ICC_PROFILE APP2 payload (its content is not read by the cleaner). */
export const ICC_SEGMENT = segment(0xe2, concat("ICC_PROFILE\0", [1, 1], "colour profile bytes"));
/** An APP14 Adobe segment: version 100, no flags, colour transform 1 (YCbCr). */
export const ADOBE_SEGMENT = segment(0xee, concat("Adobe", [0, 100, 0, 0, 0, 0, 1]));

/**
 * The metadata segments a phone, Lightroom or Photoshop export and a content-credential tool put
 * in a JPEG, each naming {@link GPS_TEXT}: EXIF (Orientation 6) and XMP in APP1, Photoshop/IPTC in
 * APP13, a C2PA manifest in APP11, a multi-picture header in APP2, APP15 and a comment.
 */
export function metadataSegments(): Uint8Array[] {
  return [
    exifSegment({ orientation: 6 }),
    segment(0xe1, concat("http://ns.adobe.com/xap/1.0/\0", `<x:xmpmeta location="${GPS_TEXT}"/>`)),
    segment(
      0xed,
      concat("Photoshop 3.0\0", "8BIM", [0x04, 0x04, 0, 0, 0, 0, 0, 30], [0x1c, 2, 90], GPS_TEXT),
    ),
    segment(0xeb, concat("JP", [0, 0, 0, 0, 0, 1], "jumb", "c2pa.assertions ", GPS_TEXT)),
    segment(0xe2, concat("MPF\0", "II*\0", GPS_TEXT)),
    segment(0xef, concat("vendor data ", GPS_TEXT)),
    segment(0xfe, concat("taken at ", GPS_TEXT)),
  ];
}

/** `file` (a JPEG) with `segments` after SOI and, when the file has one there, its APP0. */
export function insertJpegSegments(file: Uint8Array, segments: Uint8Array[]): Uint8Array {
  const at = file[3] === 0xe0 ? 4 + (((file[4] as number) << 8) | (file[5] as number)) : 2;
  return concat(file.subarray(0, at), ...segments, file.subarray(at));
}

/** A zlib stream of one stored (uncompressed) deflate block holding `text`, its Adler-32 right. */
function zlibStored(text: string): Uint8Array {
  const data = concat(text);
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = ((b << 16) | a) >>> 0;
  const n = data.length;
  return concat([0x78, 0x01, 0x01, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff], data, [
    adler >>> 24,
    (adler >>> 16) & 0xff,
    (adler >>> 8) & 0xff,
    adler & 0xff,
  ]);
}

/**
 * The metadata chunks a PNG may carry, each naming {@link GPS_TEXT}: EXIF under its registered
 * name and the two older ones (`eXIf`, `zxIf`, `exIf`), a C2PA manifest (`caBX`), the three text
 * chunks, the modification time and a private chunk. Valid chunks (CRCs, zlib), so decoders read
 * the file.
 */
export function metadataChunks(): Uint8Array[] {
  const tiff = tiffWithGps("MM", 6);
  return [
    chunk("eXIf", tiff),
    chunk("zxIf", tiff),
    chunk("exIf", tiff),
    chunk("caBX", concat([0, 0, 0, 8], "jumb", GPS_TEXT)),
    chunk("tEXt", concat("Location\0", GPS_TEXT)),
    chunk("iTXt", concat("XML:com.adobe.xmp\0", [0, 0], "\0\0", `<x:xmpmeta location="${GPS_TEXT}"/>`)),
    chunk("zTXt", concat("Comment\0", [0], zlibStored(GPS_TEXT))),
    chunk("tIME", Uint8Array.from([0x07, 0xea, 11, 26, 10, 42, 0])),
    chunk("prVt", concat("private ", GPS_TEXT)),
  ];
}

/** `file` (a PNG) with `chunks` right after its `IHDR`. */
export function insertPngChunks(file: Uint8Array, chunks: Uint8Array[]): Uint8Array {
  return concat(file.subarray(0, 33), ...chunks, file.subarray(33));
}

/** The metadata chunks of a WebP, each naming {@link GPS_TEXT}: `EXIF`, `XMP ` and an unknown one. */
export function webpMetadataChunks(): Uint8Array[] {
  return [
    riffChunk("EXIF", tiffWithGps("II", 6)),
    riffChunk("XMP ", `<x:xmpmeta location="${GPS_TEXT}"/>`),
    riffChunk("LOCN", concat("private ", GPS_TEXT)),
  ];
}

/**
 * `file` (an extended WebP: `VP8X` first) with `chunks` appended, the RIFF size rewritten and
 * `flags` added to the VP8X flags.
 * @throws Error when the file has no VP8X chunk.
 */
export function appendWebpChunks(file: Uint8Array, chunks: Uint8Array[], flags = 0): Uint8Array {
  if (String.fromCharCode(...file.subarray(12, 16)) !== "VP8X") throw new Error("not an extended WebP");
  const out = concat(file, ...chunks);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  out[20] = (out[20] as number) | flags;
  return out;
}

/** The bytes of the smallest image parts the flood files end with. */
const PNG_PIXEL = Uint8Array.from([0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00]);
const VP8L_PIXEL = Uint8Array.from([0x2f, 0, 0, 0, 0, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0x08, 0x00]);

/**
 * A JPEG of `bytes` bytes: SOI, then as many `FF 01` (TEM) markers as fit, then the frame, scan
 * and end of `tail` (a small JPEG whose SOI and APP0 are left out). 10 MiB holds 5.2 million markers.
 */
export function markerFloodJpeg(bytes: number, tail: Uint8Array): Uint8Array {
  const rest = tail.subarray(4 + (((tail[4] as number) << 8) | (tail[5] as number)));
  const out = new Uint8Array(bytes);
  const markers = Math.floor((bytes - 2 - rest.length) / 2);
  out.set([0xff, 0xd8]);
  for (let i = 0; i < markers; i += 1) {
    out[2 + i * 2] = 0xff;
    out[3 + i * 2] = 0x01;
  }
  out.set(rest, 2 + markers * 2);
  return out.subarray(0, 2 + markers * 2 + rest.length);
}

/** A 1x1 PNG with `count` empty `IDAT` chunks (12 bytes each) before its one real `IDAT`. */
export function emptyChunkPng(count: number): Uint8Array {
  const head = concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk("IHDR", Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  );
  const empty = chunk("IDAT", new Uint8Array());
  const tail = concat(chunk("IDAT", PNG_PIXEL), chunk("IEND", new Uint8Array()));
  const out = new Uint8Array(head.length + count * empty.length + tail.length);
  out.set(head);
  for (let i = 0; i < count; i += 1) out.set(empty, head.length + i * empty.length);
  out.set(tail, head.length + count * empty.length);
  return out;
}

/** A 1x1 extended WebP with `count` empty `ALPH` chunks (8 bytes each) before its `VP8L`. */
export function chunkFloodWebp(count: number): Uint8Array {
  const head = concat("RIFF", [0, 0, 0, 0], "WEBP", riffChunk("VP8X", new Uint8Array(10)));
  const empty = riffChunk("ALPH", new Uint8Array());
  const tail = riffChunk("VP8L", VP8L_PIXEL);
  const out = new Uint8Array(head.length + count * empty.length + tail.length);
  out.set(head);
  for (let i = 0; i < count; i += 1) out.set(empty, head.length + i * empty.length);
  out.set(tail, head.length + count * empty.length);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}
