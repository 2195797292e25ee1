import { fourCC, uint32be, uint32le } from "./byte-fields.ts";
import { MAX_PHOTO_PARTS, PhotoOutput } from "./photo-output.ts";

/** A WebP cleaned by an allow-list of chunks (docs/reference.md#photos). */

/** Bytes of a RIFF chunk's header (type, little-endian size), of the VP8X payload, of a frame header. */
const CHUNK_HEADER = 8;
const VP8X_BYTES = 10;
const FRAME_HEADER_BYTES = 16;
/** Where the first chunk starts: after `RIFF`, the size and `WEBP`. */
const FIRST_CHUNK = 12;
const VP8X = fourCC("VP8X");
const VP8 = fourCC("VP8 ");
const VP8L = fourCC("VP8L");
const ALPH = fourCC("ALPH");
const ANIM = fourCC("ANIM");
const ANMF = fourCC("ANMF");
const ICCP = fourCC("ICCP");
/** VP8X flag bits kept (the rest are cleared): ICC profile, alpha, animation. */
const ICC_FLAG = 0x20;
const ALPHA_FLAG = 0x10;
const ANIMATION_FLAG = 0x02;

/** Appends a chunk's header (type and size) and returns where its size field is. */
function writeHeader(out: PhotoOutput, at: number, size: number): number {
  out.copy(at, at + 4);
  const sizeAt = out.at;
  out.write(size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, (size >>> 24) & 0xff);
  return sizeAt;
}

/** Writes `value` as a little-endian 32-bit size at `at` of the output. */
function patchSize(out: PhotoOutput, at: number, value: number): void {
  new DataView(out.buffer.buffer, out.buffer.byteOffset).setUint32(at, value, true);
}

/** Appends a whole chunk, a zero padding byte after an odd size. */
function copyChunk(out: PhotoOutput, at: number, size: number): void {
  out.copy(at, at + CHUNK_HEADER + size);
  if (size % 2) out.write(0);
}

/** What a walk over chunks found. */
type Walk = { parts: number; image: boolean; alpha: boolean; icc: boolean; anim: boolean; vp8x: number };

/**
 * Appends the kept chunks from `at` to `end` (`ANMF`'s sub-chunks walked the same way); `false` when a
 * chunk runs past `end` or there are over {@link MAX_PHOTO_PARTS} parts.
 */
function walk(
  out: PhotoOutput,
  bytes: Uint8Array,
  from: number,
  end: number,
  found: Walk,
  top: boolean,
): boolean {
  for (let at = from; at < end; ) {
    if (at + CHUNK_HEADER > end) return false;
    const type = uint32be(bytes, at);
    const size = uint32le(bytes, at + 4);
    const next = at + CHUNK_HEADER + size + (size % 2);
    found.parts += 1;
    if (next > end || found.parts > MAX_PHOTO_PARTS) return false;
    if (top && at === FIRST_CHUNK && type !== VP8X && type !== VP8 && type !== VP8L) return false;
    if (type === VP8 || type === VP8L || type === ALPH) {
      copyChunk(out, at, size);
      found.image ||= type !== ALPH;
      // Alpha comes in an ALPH chunk, or inside a lossless bitstream.
      found.alpha ||= type !== VP8;
    } else if (top && type === VP8X && at === FIRST_CHUNK) {
      if (size < VP8X_BYTES) return false;
      writeHeader(out, at, VP8X_BYTES);
      found.vp8x = out.at;
      out.copy(at + CHUNK_HEADER, at + CHUNK_HEADER + VP8X_BYTES);
    } else if (top && (type === ANIM || type === ICCP)) {
      copyChunk(out, at, size);
      found.icc ||= type === ICCP;
      found.anim ||= type === ANIM;
    } else if (top && type === ANMF) {
      if (size < FRAME_HEADER_BYTES) return false;
      const sizeAt = writeHeader(out, at, 0);
      out.copy(at + CHUNK_HEADER, at + CHUNK_HEADER + FRAME_HEADER_BYTES);
      const frame = at + CHUNK_HEADER + FRAME_HEADER_BYTES;
      if (!walk(out, bytes, frame, at + CHUNK_HEADER + size, found, false)) return false;
      patchSize(out, sizeAt, out.at - sizeAt - 4);
    }
    at = next;
  }
  return true;
}

/**
 * The WebP's kept chunks ({@link walk}) with the RIFF size and VP8X flags made true to what is left, or
 * `null` when not a whole WebP (docs/reference.md#photos lists both). All else, after the RIFF too, is dropped.
 */
export function cleanWebp(bytes: Uint8Array): Uint8Array | null {
  const riffEnd = 8 + uint32le(bytes, 4);
  if (riffEnd > bytes.length || riffEnd < 20) return null;
  const out = new PhotoOutput(bytes);
  out.copy(0, FIRST_CHUNK);
  const found: Walk = { parts: 0, image: false, alpha: false, icc: false, anim: false, vp8x: -1 };
  if (!walk(out, bytes, FIRST_CHUNK, riffEnd, found, true) || !found.image) return null;
  patchSize(out, 4, out.at - 8);
  if (found.vp8x !== -1) {
    const kept =
      (found.alpha ? ALPHA_FLAG : 0) | (found.icc ? ICC_FLAG : 0) | (found.anim ? ANIMATION_FLAG : 0);
    out.buffer[found.vp8x] = (out.buffer[found.vp8x] as number) & kept;
    out.buffer.fill(0, found.vp8x + 1, found.vp8x + 4);
  }
  return out.result();
}
