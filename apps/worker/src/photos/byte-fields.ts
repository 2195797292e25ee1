/* An image container's fixed-size fields, read as numbers (nothing allocated per chunk); past the end reads 0. */

/** The unsigned 16-bit big-endian integer at `at`. */
export function uint16be(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

/** The unsigned 16-bit little-endian integer at `at`. */
export function uint16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

/** The unsigned 32-bit big-endian integer at `at`. */
export function uint32be(bytes: Uint8Array, at: number): number {
  return (uint16be(bytes, at) * 0x10000 + uint16be(bytes, at + 2)) >>> 0;
}

/** The unsigned 32-bit little-endian integer at `at`. */
export function uint32le(bytes: Uint8Array, at: number): number {
  return (uint16le(bytes, at) + uint16le(bytes, at + 2) * 0x10000) >>> 0;
}

/** A four-letter chunk type (`IHDR`, `VP8X`) as the number {@link uint32be} reads from its bytes. */
export function fourCC(name: string): number {
  return (
    ((name.charCodeAt(0) << 24) |
      (name.charCodeAt(1) << 16) |
      (name.charCodeAt(2) << 8) |
      name.charCodeAt(3)) >>>
    0
  );
}

/** Whether the bytes from `at` start with `prefix` (ASCII, e.g. `Exif\0\0`) before `end`. */
export function startsWith(bytes: Uint8Array, at: number, end: number, prefix: string): boolean {
  if (at + prefix.length > end) return false;
  for (let i = 0; i < prefix.length; i += 1) if (bytes[at + i] !== prefix.charCodeAt(i)) return false;
  return true;
}
