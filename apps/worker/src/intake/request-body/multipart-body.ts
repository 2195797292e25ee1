import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_TOTAL_BYTES,
  PHOTO_FIELD,
  type PhotoProblem,
} from "@clearwell/contract/photos";
import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParser,
  type MultipartPart,
} from "@remix-run/multipart-parser";
import { apiError } from "../../core/api-error.ts";
import { discardRest, MAX_BODY_BYTES } from "../../core/body-limit.ts";
import { FormBodyError } from "./form-body.ts";
import { type TextPhaseEnd, TextPhaseScan } from "./text-phase-scan.ts";

/**
 * Reads a `multipart/form-data` inquiry part by part as it arrives (docs/reference.md#photos): the
 * text parts first, up to the first file part's headers, then, only when asked, the `photos` parts
 * one at a time, so at most one photo's bytes are held, and none for a submission refused before
 * its photos are stored. Each part is limited while it is read (a part stops at 10 MB + 1).
 */

/** One file part of the `photos` field: its name as sent and its bytes. */
export type PhotoPart = { filename: string; bytes: Uint8Array };

/** A refusal of the photos with its {@link PhotoProblem}; the caller answers `fields.photos`. */
export class PhotoRefusal extends Error {
  readonly problem: PhotoProblem;

  constructor(problem: PhotoProblem) {
    super(`photos refused: ${problem}`);
    this.name = "PhotoRefusal";
    this.problem = problem;
  }
}

/** Most parts a body may have: the form's text fields and five photos, with room to spare. */
const MAX_PARTS = 64;
/** Largest header block of one part, in bytes. */
const MAX_PART_HEADER_BYTES = 8 * 1024;

/** The 400 for a file sent under any other name than `photos`. */
function otherFileRefusal() {
  const message = `Files are accepted only as photos, in the ${PHOTO_FIELD} field.`;
  return apiError(400, "validation_failed", `The inquiry is not valid: ${message}`, { body: message });
}

/** 413 `payload_too_large`: more than {@link MAX_BODY_BYTES} of text. */
function textTooLarge() {
  return apiError(413, "payload_too_large", `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
}

/** The 400 for a text part after the first photo. */
function lateTextRefusal() {
  const message = "The form's text fields must come before its photos.";
  return apiError(400, "validation_failed", `The inquiry is not valid: ${message}`, { body: message });
}

/** The parser's errors as this API's: size limits as {@link PhotoRefusal}, the rest a 400 form error. */
function translate(error: unknown): unknown {
  if (error instanceof MaxFileSizeExceededError) return new PhotoRefusal("too_large");
  if (error instanceof MaxTotalSizeExceededError) return new PhotoRefusal("total_too_large");
  if (error instanceof PhotoRefusal || error instanceof FormBodyError) return error;
  if (error instanceof Error && "res" in error) return error; // our own apiError
  return new FormBodyError("malformed");
}

/** Whether `parser` has read the closing boundary (`finish` throws until then, and changes nothing). */
function isFinished(parser: MultipartParser): boolean {
  try {
    parser.finish();
    return true;
  } catch {
    return false;
  }
}

/**
 * Most bytes read before the first file part: the text limit, and room for the most parts'
 * headers and boundaries. A body with more before its first file breaks a limit anyway.
 */
const MAX_TEXT_PHASE_BYTES = MAX_BODY_BYTES + MAX_PARTS * (MAX_PART_HEADER_BYTES + 1024);

/** `buffer` (its first `used` bytes in use) with `chunk` after them, grown by doubling when full. */
function appended(buffer: Uint8Array, used: number, chunk: Uint8Array): Uint8Array {
  if (used + chunk.length <= buffer.length) {
    buffer.set(chunk, used);
    return buffer;
  }
  const grown = new Uint8Array(Math.max(buffer.length * 2, used + chunk.length, 16 * 1024));
  grown.set(buffer.subarray(0, used));
  grown.set(chunk, used);
  return grown;
}

/**
 * One multipart inquiry body being read. {@link readTexts} reads the text parts and stops at the
 * headers of the first file part, none of its content read; {@link nextPhoto} then hands out the
 * photos one by one; {@link discard} lets the rest go unread (docs/reference.md#photos). Every
 * method throws {@link PhotoRefusal} for a photo limit, `FormBodyError` (400) for a body that does
 * not parse, `apiError` 400 for a file under another name or text after the photos, 413
 * `payload_too_large` for more than {@link MAX_BODY_BYTES} of text.
 */
export class MultipartInquiry {
  readonly #body: ReadableStream<Uint8Array>;
  readonly #boundary: string;
  readonly #parser: MultipartParser;
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  /** Bytes read after the first file part's headers, not yet given to the parser. */
  #rest: Uint8Array | undefined;
  readonly #queue: MultipartPart[] = [];
  #done = false;
  #textBytes = 0;
  /** Whether the text parts ended at a file part (there may be photos to read). */
  fileSeen = false;
  /** Whether the visitor chose photos: a file part with a file name, or a part broke a photo limit. */
  photosChosen = false;

  constructor(body: ReadableStream<Uint8Array>, boundary: string) {
    this.#body = body;
    this.#boundary = boundary;
    this.#parser = new MultipartParser(boundary, {
      maxHeaderSize: MAX_PART_HEADER_BYTES,
      maxFileSize: MAX_PHOTO_BYTES,
      maxParts: MAX_PARTS,
      maxTotalSize: MAX_PHOTOS_TOTAL_BYTES + MAX_BODY_BYTES,
    });
  }

  /** Marks the body done after an error, and returns the error as this API's ({@link translate}). */
  #failed(error: unknown): unknown {
    this.#done = true;
    const translated = translate(error);
    if (translated instanceof PhotoRefusal) this.photosChosen = true;
    return translated;
  }

  /** Gives `bytes` to the parser and queues the parts it finishes, their headers decoded. */
  #write(bytes: Uint8Array): void {
    try {
      for (const part of this.#parser.write(bytes)) {
        void part.headers;
        this.#queue.push(part);
      }
    } catch (error) {
      throw this.#failed(error);
    }
  }

  /** The body's next chunk, or `undefined` at its end. */
  async #read(): Promise<Uint8Array | undefined> {
    this.#reader ??= this.#body.getReader();
    try {
      const { done, value } = await this.#reader.read();
      return done ? undefined : value;
    } catch (error) {
      throw this.#failed(error);
    }
  }

  /** The next part, or `undefined` at the closing boundary (an epilogue is left unread). */
  async #next(): Promise<MultipartPart | undefined> {
    while (this.#queue.length === 0) {
      if (this.#done || isFinished(this.#parser)) {
        this.#done = true;
        return undefined;
      }
      const chunk = this.#rest ?? (await this.#read());
      this.#rest = undefined;
      if (!chunk) {
        this.#done = true;
        throw translate(new Error("the body ended before its closing boundary"));
      }
      if (chunk.length > 0) this.#write(chunk);
    }
    return this.#queue.shift();
  }

  /** A text part's value, counted against {@link MAX_BODY_BYTES}. */
  #textOf(part: MultipartPart): string {
    this.#textBytes += part.size;
    if (this.#textBytes > MAX_BODY_BYTES) throw textTooLarge();
    try {
      return part.text;
    } catch {
      throw new FormBodyError("malformed");
    }
  }

  /**
   * The text parts in order, up to the headers of the first file part (none of its bytes given to
   * the parser) or the end. Sets {@link fileSeen}, and {@link photosChosen} when it names a file.
   * @returns `[name, value]` pairs.
   */
  async readTexts(): Promise<[string, string][]> {
    let head: Uint8Array = new Uint8Array(0);
    let used = 0;
    let end: TextPhaseEnd | undefined;
    const scan = new TextPhaseScan(this.#boundary);
    while (!end) {
      try {
        end = scan.scan(head.subarray(0, used));
      } catch (error) {
        throw this.#failed(error);
      }
      if (end) break;
      if (used > MAX_TEXT_PHASE_BYTES) {
        this.#done = true;
        throw textTooLarge();
      }
      const chunk = await this.#read();
      if (!chunk) end = { at: used };
      else {
        head = appended(head, used, chunk);
        used += chunk.length;
      }
    }
    if (end.file && end.file.name !== PHOTO_FIELD) {
      this.#done = true;
      throw otherFileRefusal();
    }
    if (end.file) {
      this.fileSeen = true;
      this.photosChosen = (end.file.filename ?? "") !== "";
      // The first file's bytes, copied out: given to the parser only when the photos are read.
      if (end.at < used) this.#rest = head.slice(end.at, used);
    }
    this.#write(head.subarray(0, this.fileSeen ? end.at : used));
    const texts: [string, string][] = [];
    for (let part = this.#queue.shift(); part; part = this.#queue.shift()) {
      if (part.isFile) throw otherFileRefusal();
      texts.push([part.name ?? "", this.#textOf(part)]);
    }
    // Without a file part the body must still parse to its closing boundary.
    if (!this.fileSeen && (await this.#next())) throw otherFileRefusal();
    return texts;
  }

  /** The next photo, or `undefined` when there are no more; a text part here is refused. */
  async nextPhoto(): Promise<PhotoPart | undefined> {
    if (!this.fileSeen) return undefined;
    for (let part = await this.#next(); part; part = await this.#next()) {
      if (!part.isFile) throw lateTextRefusal();
      if (part.name !== PHOTO_FIELD) throw otherFileRefusal();
      const filename = part.filename ?? "";
      if (filename === "" && part.size === 0) continue;
      this.photosChosen = true;
      return { filename, bytes: part.bytes };
    }
    return undefined;
  }

  /** Stops parsing: the rest of the body is read and thrown away ({@link discardRest}). Never throws. */
  async discard(): Promise<void> {
    this.#rest = undefined;
    this.#queue.length = 0;
    this.#done = true;
    this.#reader?.releaseLock();
    this.#reader = undefined;
    await discardRest(this.#body);
  }
}

/** The longest multipart boundary read, in characters (RFC 2046). */
const MAX_BOUNDARY_LENGTH = 70;

/**
 * Starts reading a multipart inquiry body (nothing is read yet).
 * @throws `FormBodyError` 400 with a clear message when the `Content-Type` has no boundary, one of
 *   more than {@link MAX_BOUNDARY_LENGTH} characters, or there is no body.
 */
export function openMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): MultipartInquiry {
  const boundary = getMultipartBoundary(contentType);
  if (!boundary)
    throw new FormBodyError("malformed", "The multipart form data has no boundary in its Content-Type.");
  // RFC 2046 caps a boundary at 70 characters (browsers use under 60); a longer one only makes
  // every search of the body for it slower.
  if (boundary.length > MAX_BOUNDARY_LENGTH)
    throw new FormBodyError(
      "malformed",
      `The multipart boundary in the Content-Type is longer than ${MAX_BOUNDARY_LENGTH} characters.`,
    );
  if (!body) throw new FormBodyError("malformed", "The multipart form data is empty.");
  return new MultipartInquiry(body, boundary);
}
