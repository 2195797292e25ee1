import { fourCC, uint32be } from "./byte-fields.ts";
import { MAX_PHOTO_PARTS, PhotoOutput } from "./photo-output.ts";

/** A PNG cleaned by an allow-list of chunks (docs/reference.md#photos). */

const SIGNATURE_BYTES = 8;
/** Bytes of a chunk besides its data: length, type, CRC. */
const CHUNK_OVERHEAD = 12;
const IHDR = fourCC("IHDR");
const IDAT = fourCC("IDAT");
const IEND = fourCC("IEND");

/**
 * The chunks kept, byte for byte: the critical ones and the safe set that changes how the
 * picture looks (transparency, gamma, colour, density, background, ICC profile, animation).
 */
const KEPT = new Set(
  [
    ...["IHDR", "PLTE", "IDAT", "IEND"],
    ...["tRNS", "gAMA", "cHRM", "sRGB", "sBIT", "pHYs", "bKGD", "iCCP", "acTL", "fcTL", "fdAT"],
  ].map(fourCC),
);

/** Whether a byte is an ASCII letter, as every byte of a chunk type must be. */
function isLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

/**
 * The {@link KEPT} chunks in one new buffer, or `null` when not a whole PNG (`IHDR` not first, a bad
 * chunk, no `IDAT` or `IEND`, too many chunks); all else, after `IEND` too, is dropped.
 */
export function cleanPng(bytes: Uint8Array): Uint8Array | null {
  const out = new PhotoOutput(bytes);
  out.copy(0, SIGNATURE_BYTES);
  let at = SIGNATURE_BYTES;
  let parts = 0;
  let data = false;
  while (at + CHUNK_OVERHEAD <= bytes.length) {
    const length = uint32be(bytes, at);
    const type = uint32be(bytes, at + 4);
    const end = at + CHUNK_OVERHEAD + length;
    parts += 1;
    if (length > 0x7fffffff || end > bytes.length || parts > MAX_PHOTO_PARTS) return null;
    for (let i = at + 4; i < at + 8; i += 1) if (!isLetter(bytes[i] as number)) return null;
    if (parts === 1 && (type !== IHDR || length !== 13)) return null;
    if (type === IDAT) data = true;
    if (KEPT.has(type)) out.copy(at, end);
    if (type === IEND) return data ? out.result() : null;
    at = end;
  }
  return null;
}
