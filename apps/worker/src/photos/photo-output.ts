/**
 * The one output buffer a photo cleaner copies the kept bytes into as it walks the file
 * (docs/reference.md#photos), and the cap on how many segments or chunks it walks.
 */

/**
 * The most top-level parts a photo may have: JPEG markers outside the scan data (segments and
 * standalone markers), PNG chunks, or WebP chunks (those inside an `ANMF` frame included). Cameras
 * and editors write tens; a 10 MB PNG in libpng's 8 KiB `IDAT` chunks has about 1,300. A file with
 * more is refused as not a JPEG, PNG or WebP image.
 */
export const MAX_PHOTO_PARTS = 4_096;

/** Copies of at most this many bytes are made byte by byte. */
const SMALL_COPY = 64;

/**
 * Kept bytes of one photo, in one buffer allocated up front: the input's length plus `extra`
 * bytes (what a cleaner may add, e.g. a fresh EXIF segment), so nothing is allocated per part.
 */
export class PhotoOutput {
  /** The buffer; bytes from 0 to {@link PhotoOutput.at} are written. */
  readonly buffer: Uint8Array;
  /** How many bytes are written. */
  at = 0;
  readonly #input: Uint8Array;

  constructor(input: Uint8Array, extra = 0) {
    this.#input = input;
    this.buffer = new Uint8Array(input.length + extra);
  }

  /** Appends the input's bytes from `from` up to (not including) `to`. */
  copy(from: number, to: number): void {
    if (to - from > SMALL_COPY) {
      this.buffer.set(this.#input.subarray(from, to), this.at);
      this.at += to - from;
      return;
    }
    // A few bytes (a chunk header, an empty chunk) are cheaper copied one by one than through a view.
    for (let i = from; i < to; i += 1) {
      this.buffer[this.at] = this.#input[i] as number;
      this.at += 1;
    }
  }

  /** Appends bytes given one by one. */
  write(...values: number[]): void {
    for (const value of values) {
      this.buffer[this.at] = value;
      this.at += 1;
    }
  }

  /** The written bytes (a view of the buffer, not a copy). */
  result(): Uint8Array {
    return this.buffer.subarray(0, this.at);
  }
}
