import { MultipartPart } from "@remix-run/multipart-parser";

const encoder = new TextEncoder();
const HEADER_END = encoder.encode("\r\n\r\n");
const DASH = 45;

/** Where `needle` first occurs in `haystack` at or after `from`, or -1. */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0] ?? 0;
  const last = haystack.length - needle.length;
  for (
    let at = haystack.indexOf(first, from);
    at !== -1 && at <= last;
    at = haystack.indexOf(first, at + 1)
  ) {
    let match = true;
    for (let i = 1; i < needle.length && match; i += 1) match = haystack[at + i] === needle[i];
    if (match) return at;
  }
  return -1;
}

/** Where the text parts end in the body's first bytes: see {@link TextPhaseScan}. */
export type TextPhaseEnd = { at: number; file?: MultipartPart };

/**
 * Finds where the bytes before the first file part end in the body's first bytes, as they grow:
 * just after that part's headers (`file` then holds them), at the closing boundary, or not known
 * yet (`undefined`: read more). Parts are found as the parser finds them (a delimiter, two bytes,
 * headers up to a blank line; `--` after a delimiter closes the body), each part's headers read
 * with the library's own `MultipartPart`. Each scan resumes where the last one stopped (less a
 * needle's length, for one cut between chunks), so a body in tiny chunks costs linear time.
 * Bytes the parser would refuse are left for it to refuse.
 */
export class TextPhaseScan {
  readonly #opening: Uint8Array;
  readonly #delimiter: Uint8Array;
  /** Where the current part starts (just after its delimiter); -1 before the opening is read. */
  #part = -1;
  /** Where the current part's headers end; -1 while not found. */
  #headerEnd = -1;
  /** Where the next search starts: the bytes before it were searched already. */
  #resumeAt = 0;

  constructor(boundary: string) {
    this.#opening = encoder.encode(`--${boundary}`);
    this.#delimiter = encoder.encode(`\r\n--${boundary}`);
  }

  /**
   * Scans `head`, the body's first bytes (those of the last scan and more after them).
   * @throws the library's error for bad UTF-8 in a part's headers.
   */
  scan(head: Uint8Array): TextPhaseEnd | undefined {
    if (this.#part === -1) {
      if (head.length < this.#opening.length) return undefined;
      if (indexOfBytes(head.subarray(0, this.#opening.length), this.#opening, 0) !== 0) {
        return { at: head.length };
      }
      this.#part = this.#opening.length;
      this.#resumeAt = this.#part + 2;
    }
    for (;;) {
      if (this.#headerEnd === -1) {
        const at = this.#part;
        if (head.length < at + 2) return undefined;
        if (head[at] === DASH && head[at + 1] === DASH) return { at: at + 2 };
        const headerEnd = this.#find(head, HEADER_END);
        if (headerEnd === -1) return undefined;
        const part = new MultipartPart(head.subarray(at + 2, headerEnd), []);
        if (part.isFile) return { at: headerEnd + HEADER_END.length, file: part };
        this.#headerEnd = headerEnd;
        this.#resumeAt = headerEnd + HEADER_END.length;
      }
      const next = this.#find(head, this.#delimiter);
      if (next === -1) return undefined;
      this.#part = next + this.#delimiter.length;
      this.#headerEnd = -1;
      this.#resumeAt = this.#part + 2;
    }
  }

  /** Where `needle` occurs from `#resumeAt`; when it does not, moves it past what was searched. */
  #find(head: Uint8Array, needle: Uint8Array): number {
    const found = indexOfBytes(head, needle, this.#resumeAt);
    if (found === -1) this.#resumeAt = Math.max(this.#resumeAt, head.length - needle.length + 1);
    return found;
  }
}
