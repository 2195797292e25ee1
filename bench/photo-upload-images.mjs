/**
 * The photos `pnpm bench:photos` uploads (bench/photo-upload.mjs), made in memory to an exact size
 * in bytes so the cases sit right on the limits of @clearwell/contract/photos
 * (docs/reference.md#photos). Both kinds are whole, decodable images whose bulk is image data, so a
 * worker that strips metadata keeps nearly every byte:
 *
 * - {@link noisePng}: an 8-bit greyscale PNG of random pixels, its IDAT a zlib stream of stored
 *   (uncompressed) deflate blocks with a correct Adler-32, every chunk with a correct CRC-32;
 * - {@link noiseJpeg}: a baseline JPEG of random colour pixels (jpeg-js, quality 90: a scan that does
 *   not compress), optionally with a GPS EXIF segment (APP1) after the JFIF header, padded to the size
 *   with comment segments;
 * - {@link markerFloodJpeg}, {@link emptyChunkPng}, {@link chunkFloodWebp}: files crafted to make a
 *   cleaner walk millions of segments or chunks, each as many as fit in the size asked.
 */
import { randomFillSync } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import jpegJs from "jpeg-js";

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** Bytes of one PNG chunk besides its data: length, type and CRC. */
const CHUNK_OVERHEAD = 12;
/** The largest stored deflate block's data. */
const STORED_BLOCK_MAX = 65_535;
/** Bytes of a stored deflate block besides its data: the header byte, LEN and NLEN. */
const STORED_BLOCK_OVERHEAD = 5;
/** Pixels per row of the PNG (greyscale: one byte each, plus the row's filter byte). */
const PNG_WIDTH = 3_999;

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type, data) {
  const chunk = Buffer.alloc(CHUNK_OVERHEAD + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, "latin1");
  chunk.set(data, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** Adler-32 of `bytes` (the zlib stream's trailer). */
export function adler32(bytes) {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i];
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * How a PNG of exactly `bytes` bytes is laid out: `height` rows of {@link PNG_WIDTH} pixels,
 * `emptyBlocks` extra empty stored blocks and the zlib stream split into `idatChunks` IDAT chunks
 * (the two fillers, 5 and 12 bytes each, make up what whole rows cannot).
 * @throws RangeError when `bytes` is too small for one row.
 */
export function pngLayout(bytes) {
  const fixed = PNG_SIGNATURE.length + (CHUNK_OVERHEAD + 13) + CHUNK_OVERHEAD; // IHDR, IEND
  const rowBytes = PNG_WIDTH + 1;
  for (let height = Math.floor(bytes / rowBytes); height >= 1; height--) {
    const raw = height * rowBytes;
    const blocks = Math.ceil(raw / STORED_BLOCK_MAX);
    const base = fixed + CHUNK_OVERHEAD + 2 + blocks * STORED_BLOCK_OVERHEAD + raw + 4;
    const left = bytes - base;
    if (left < 0) continue;
    for (let extraChunks = 0; extraChunks < STORED_BLOCK_OVERHEAD; extraChunks++) {
      const rest = left - extraChunks * CHUNK_OVERHEAD;
      if (rest >= 0 && rest % STORED_BLOCK_OVERHEAD === 0)
        return {
          width: PNG_WIDTH,
          height,
          idatChunks: 1 + extraChunks,
          emptyBlocks: rest / STORED_BLOCK_OVERHEAD,
        };
    }
  }
  throw new RangeError(`no PNG of ${bytes} bytes: too small`);
}

/**
 * A valid greyscale PNG of random pixels, exactly `bytes` bytes long ({@link pngLayout}).
 * @returns the file's bytes and its size in pixels.
 */
export function noisePng(bytes) {
  const { width, height, idatChunks, emptyBlocks } = pngLayout(bytes);
  const rowBytes = width + 1;
  const raw = randomFillSync(Buffer.alloc(height * rowBytes));
  // Filter type 0 (None) on every row.
  for (let row = 0; row < height; row++) raw[row * rowBytes] = 0;
  const blocks = Math.ceil(raw.length / STORED_BLOCK_MAX);
  const zlib = Buffer.alloc(2 + (blocks + emptyBlocks) * STORED_BLOCK_OVERHEAD + raw.length + 4);
  zlib[0] = 0x78; // deflate, 32 KiB window
  zlib[1] = 0x01; // no dictionary, lowest level; (0x78 << 8 | 0x01) % 31 === 0
  let at = 2;
  const storedBlock = (data, final) => {
    zlib[at] = final ? 1 : 0;
    zlib.writeUInt16LE(data.length, at + 1);
    zlib.writeUInt16LE(~data.length & 0xffff, at + 3);
    zlib.set(data, at + STORED_BLOCK_OVERHEAD);
    at += STORED_BLOCK_OVERHEAD + data.length;
  };
  for (let i = 0; i < emptyBlocks; i++) storedBlock(raw.subarray(0, 0), false);
  for (let block = 0; block < blocks; block++) {
    const start = block * STORED_BLOCK_MAX;
    storedBlock(raw.subarray(start, start + STORED_BLOCK_MAX), block === blocks - 1);
  }
  zlib.writeUInt32BE(adler32(raw), at);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale; compression, filter and interlace methods stay 0
  const idat = [];
  const share = Math.ceil(zlib.length / idatChunks);
  for (let i = 0; i < idatChunks; i++) idat.push(pngChunk("IDAT", zlib.subarray(i * share, (i + 1) * share)));
  const file = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    ...idat,
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  if (file.length !== bytes) throw new Error(`noisePng made ${file.length} bytes, not ${bytes}`);
  return { bytes: file, width, height };
}

/** An EXIF rational: numerator and denominator, big-endian. */
function rational(view, offset, numerator, denominator) {
  view.setUint32(offset, numerator);
  view.setUint32(offset + 4, denominator);
}

/**
 * A JPEG APP1 segment (marker included) holding EXIF with a GPS position: IFD0 with an
 * Orientation when `orientation` is given and its GPSInfo pointer, and a GPS IFD with the version,
 * latitude and longitude (degrees, minutes, seconds; `N`/`S` and `E`/`W` from the signs).
 * Big-endian TIFF.
 */
export function gpsExifSegment({ latitude, longitude }, orientation) {
  const ifd0Entries = orientation ? 2 : 1;
  const gpsAt = 8 + 2 + 12 * ifd0Entries + 4;
  const latitudeAt = gpsAt + 2 + 12 * 5 + 4;
  const tiff = new DataView(new ArrayBuffer(latitudeAt + 48));
  const ascii = (offset, text) => {
    for (let i = 0; i < text.length; i++) tiff.setUint8(offset + i, text.charCodeAt(i));
  };
  const entry = (offset, tag, type, count, value) => {
    tiff.setUint16(offset, tag);
    tiff.setUint16(offset + 2, type);
    tiff.setUint32(offset + 4, count);
    tiff.setUint32(offset + 8, value);
  };
  ascii(0, "MM");
  tiff.setUint16(2, 42);
  tiff.setUint32(4, 8); // IFD0
  tiff.setUint16(8, ifd0Entries);
  if (orientation) entry(10, 0x0112, 3, 1, orientation * 0x10000); // Orientation (SHORT, in place)
  entry(10 + 12 * (ifd0Entries - 1), 0x8825, 4, 1, gpsAt); // GPSInfo (LONG); next IFD offset 0
  const gps = (n) => gpsAt + 2 + 12 * n;
  tiff.setUint16(gpsAt, 5);
  entry(gps(0), 0x0000, 1, 4, 0x02020000); // GPSVersionID 2.2.0.0 (BYTE x 4, in place)
  entry(gps(1), 0x0001, 2, 2, 0); // GPSLatitudeRef (ASCII x 2, in place)
  ascii(gps(1) + 8, latitude < 0 ? "S" : "N");
  entry(gps(2), 0x0002, 5, 3, latitudeAt); // GPSLatitude (RATIONAL x 3)
  entry(gps(3), 0x0003, 2, 2, 0); // GPSLongitudeRef
  ascii(gps(3) + 8, longitude < 0 ? "W" : "E");
  entry(gps(4), 0x0004, 5, 3, latitudeAt + 24); // GPSLongitude (RATIONAL x 3); next IFD offset 0
  const dms = (offset, value) => {
    const seconds = Math.round(Math.abs(value) * 360_000); // hundredths of a second
    rational(tiff, offset, Math.floor(seconds / 360_000), 1);
    rational(tiff, offset + 8, Math.floor((seconds % 360_000) / 6_000), 1);
    rational(tiff, offset + 16, seconds % 6_000, 100);
  };
  dms(latitudeAt, latitude);
  dms(latitudeAt + 24, longitude);
  const header = Buffer.from("Exif\0\0", "latin1");
  const segment = Buffer.alloc(4 + header.length + tiff.byteLength);
  segment[0] = 0xff;
  segment[1] = 0xe1; // APP1
  segment.writeUInt16BE(segment.length - 2, 2);
  segment.set(header, 4);
  segment.set(new Uint8Array(tiff.buffer), 4 + header.length);
  return segment;
}

/** JPEG comment segments (COM, marker included) of `bytes` bytes in all (0, or at least 4). */
function commentSegments(bytes) {
  const segments = [];
  let missing = bytes;
  while (missing > 0) {
    // A segment is 4 to 65,537 bytes; never leave fewer than 4 for the next one.
    let size = Math.min(missing, 65_537);
    if (missing - size > 0 && missing - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    missing -= size;
  }
  return segments;
}

/** jpeg-js's encoding of random colour pixels, `width` x `height`, quality 90. */
function encodeNoise(width, height) {
  const data = randomFillSync(Buffer.alloc(width * height * 4));
  return Buffer.from(jpegJs.encode({ data, width, height }, 90).data);
}

/**
 * A valid baseline JPEG of random colour pixels, exactly `bytes` bytes long: the scan as large as
 * fits (a small sample sets the bytes per pixel, the image is sized a little under), then comment
 * segments for the rest; with `gps`, a GPS EXIF segment ({@link gpsExifSegment}, with `orientation`
 * when given) after the JFIF header.
 * @returns the file's bytes, its size in pixels and how many bytes are padding (comments).
 * @throws RangeError when `bytes` is under 64 KiB.
 */
export function noiseJpeg(bytes, { gps, orientation } = {}) {
  if (bytes < 65_536) throw new RangeError(`noiseJpeg makes files of 64 KiB or more, not ${bytes}`);
  const exif = gps ? gpsExifSegment(gps, orientation) : Buffer.alloc(0);
  const sample = encodeNoise(256, 256);
  const perPixel = sample.length / (256 * 256);
  // 3:2, in whole 16-pixel blocks, aiming 3% under.
  const pixels = ((bytes - exif.length) * 0.97) / perPixel;
  const width = Math.max(16, Math.floor(Math.sqrt((pixels * 3) / 2) / 16) * 16);
  const height = Math.max(16, Math.floor(pixels / width / 16) * 16);
  let jpeg = encodeNoise(width, height);
  const padding = bytes - jpeg.length - exif.length;
  if (padding > 0 && padding < 4) throw new Error(`noiseJpeg: ${padding} bytes left, too few for a comment`);
  if (padding < 0)
    throw new Error(`noiseJpeg: the ${width} x ${height} scan came out ${-padding} bytes too large`);
  // After SOI and jpeg-js's JFIF APP0 segment, which a JFIF file starts with.
  const head = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  jpeg = Buffer.concat([jpeg.subarray(0, head), exif, ...commentSegments(padding), jpeg.subarray(head)]);
  if (jpeg.length !== bytes) throw new Error(`noiseJpeg made ${jpeg.length} bytes, not ${bytes}`);
  return { bytes: jpeg, width, height, padding };
}

/** A JPEG's frame, scan and end: a tiny jpeg-js encoding without its SOI and APP0. */
function jpegTail() {
  const tiny = encodeNoise(8, 8);
  return tiny.subarray(tiny[3] === 0xe0 ? 4 + tiny.readUInt16BE(4) : 2);
}

/**
 * A "JPEG" of at most `bytes` bytes: SOI, then as many `FF 01` (TEM) markers as fit (10 MiB holds
 * 5.2 million), then a tiny frame, scan and end marker.
 * @returns the file's bytes and how many markers it has.
 */
export function markerFloodJpeg(bytes) {
  const tail = jpegTail();
  const markers = Math.floor((bytes - 2 - tail.length) / 2);
  const file = Buffer.alloc(2 + markers * 2 + tail.length);
  file[0] = 0xff;
  file[1] = 0xd8;
  for (let at = 2; at < 2 + markers * 2; at += 2) {
    file[at] = 0xff;
    file[at + 1] = 0x01;
  }
  file.set(tail, 2 + markers * 2);
  return { bytes: file, parts: markers };
}

/** `head`, then `part` `count` times, then `tail`, in one buffer. */
function repeated(head, part, count, tail) {
  const file = Buffer.alloc(head.length + part.length * count + tail.length);
  file.set(head);
  for (let i = 0; i < count; i++) file.set(part, head.length + i * part.length);
  file.set(tail, head.length + part.length * count);
  return file;
}

/**
 * A 1x1 greyscale PNG of at most `bytes` bytes: `IHDR`, as many empty `IDAT` chunks (12 bytes
 * each) as fit (10 MiB holds 873k), then the one real `IDAT` and `IEND`.
 * @returns the file's bytes and how many empty chunks it has.
 */
export function emptyChunkPng(bytes) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth; greyscale
  const head = Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", ihdr)]);
  const tail = Buffer.concat([
    pngChunk("IDAT", deflateSync(Buffer.from([0, 128]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  const empty = pngChunk("IDAT", Buffer.alloc(0));
  const count = Math.floor((bytes - head.length - tail.length) / empty.length);
  return { bytes: repeated(head, empty, count, tail), parts: count };
}

/** A 1x1 lossless WebP bitstream (VP8L payload). */
const VP8L_PIXEL = Buffer.from([0x2f, 0, 0, 0, 0, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0x08, 0x00]);

/** A RIFF chunk: type, little-endian size, data, a padding byte after an odd size. */
function riffChunk(type, data) {
  const chunk = Buffer.alloc(8 + data.length + (data.length % 2));
  chunk.write(type, 0, "latin1");
  chunk.writeUInt32LE(data.length, 4);
  chunk.set(data, 8);
  return chunk;
}

/**
 * A 1x1 extended WebP of at most `bytes` bytes: `VP8X`, as many empty `ALPH` chunks (8 bytes
 * each) as fit (10 MiB holds 1.3 million), then the `VP8L` image.
 * @returns the file's bytes and how many empty chunks it has.
 */
export function chunkFloodWebp(bytes) {
  const head = Buffer.concat([
    Buffer.from("RIFF\0\0\0\0WEBP", "latin1"),
    riffChunk("VP8X", Buffer.alloc(10)),
  ]);
  const tail = riffChunk("VP8L", VP8L_PIXEL);
  const empty = riffChunk("ALPH", Buffer.alloc(0));
  const count = Math.floor((bytes - head.length - tail.length) / empty.length);
  const file = repeated(head, empty, count, tail);
  file.writeUInt32LE(file.length - 8, 4);
  return { bytes: file, parts: count };
}
