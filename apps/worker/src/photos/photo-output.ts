/* The one buffer a photo cleaner copies kept bytes into, and its cap on parts (docs/reference.md#photos). */

/** The most top-level parts (JPEG markers, PNG or WebP chunks) before refusal; a 10 MB libpng PNG has ~1,300. */
export const MAX_PHOTO_PARTS = 4_096;

/** Copies of at most this many bytes are made byte by byte. */
const SMALL_COPY = 64;

/** One photo's kept bytes in one buffer of the input's length plus `extra` (a fresh EXIF), nothing per part. */
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
    // a few bytes are cheaper one by one than through a view
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
