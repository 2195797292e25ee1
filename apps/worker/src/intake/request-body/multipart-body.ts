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

/**
 * Reads a `multipart/form-data` inquiry part by part as it arrives (docs/reference.md#photos): the
 * text parts first, then, only when asked, the `photos` parts one at a time, so at most one photo's
 * bytes are held. Each part is limited while it is read (a part stops being read at 10 MB + 1).
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
 * The parts of `body` as they arrive. Unlike the library's `parseMultipartStream`, reading stops
 * at the closing boundary: an epilogue (a browser's final CRLF may come in a chunk of its own) is
 * left unread instead of failing the parse.
 * @throws the parser's errors; `MultipartParseError` for a body that ends before its closing boundary.
 */
async function* partsOf(
  body: ReadableStream<Uint8Array>,
  parser: MultipartParser,
): AsyncGenerator<MultipartPart> {
  const reader = body.getReader();
  try {
    while (!isFinished(parser)) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.length > 0) yield* parser.write(value);
    }
    parser.finish();
  } finally {
    reader.releaseLock();
  }
}

/** Whether a part is a file (it has a `filename`, or is `application/octet-stream`). */
function isFile(part: MultipartPart): boolean {
  return part.isFile;
}

/**
 * One multipart inquiry body being read. {@link readTexts} reads the text parts up to the first
 * chosen photo; {@link nextPhoto} then hands out the photos one by one; {@link discard} lets the
 * rest go unread. Every method throws {@link PhotoRefusal} for a photo limit, `FormBodyError` (400)
 * for a body that does not parse, `apiError` 400 for a file under another name or text after the
 * photos, 413 `payload_too_large` for more than {@link MAX_BODY_BYTES} of text.
 */
export class MultipartInquiry {
  readonly #body: ReadableStream<Uint8Array>;
  readonly #parts: AsyncIterator<MultipartPart>;
  #pending: PhotoPart | undefined;
  #done = false;
  #textBytes = 0;
  /** Whether a non-empty photo part was seen (the visitor chose photos), or a part broke a photo limit. */
  photosChosen = false;
  /**
   * The text parts {@link readTexts} read, kept when it throws {@link PhotoRefusal} (the first
   * photo broke a limit while being read), so the form's values can still be shown.
   */
  readonly textsRead: [string, string][] = [];

  constructor(body: ReadableStream<Uint8Array>, boundary: string) {
    this.#body = body;
    const parser = new MultipartParser(boundary, {
      maxHeaderSize: MAX_PART_HEADER_BYTES,
      maxFileSize: MAX_PHOTO_BYTES,
      maxParts: MAX_PARTS,
      maxTotalSize: MAX_PHOTOS_TOTAL_BYTES + MAX_BODY_BYTES,
    });
    this.#parts = partsOf(body, parser);
  }

  /** The next part, or `undefined` at the end; parser errors translated. */
  async #next(): Promise<MultipartPart | undefined> {
    if (this.#done) return undefined;
    try {
      const result = await this.#parts.next();
      if (result.done) this.#done = true;
      // The part's headers decoded now, so bad UTF-8 in them is a parse error like the others.
      if (!result.done) void result.value.headers;
      return result.done ? undefined : result.value;
    } catch (error) {
      this.#done = true;
      const translated = translate(error);
      if (translated instanceof PhotoRefusal) this.photosChosen = true;
      throw translated;
    }
  }

  /** A file part as a photo, `undefined` for an empty file input's part; refuses another name. */
  #photoOf(part: MultipartPart): PhotoPart | undefined {
    if (part.name !== PHOTO_FIELD) throw otherFileRefusal();
    const filename = part.filename ?? "";
    if (filename === "" && part.size === 0) return undefined;
    this.photosChosen = true;
    return { filename, bytes: part.bytes };
  }

  /** A text part's value, counted against {@link MAX_BODY_BYTES}. */
  #textOf(part: MultipartPart): string {
    this.#textBytes += part.size;
    if (this.#textBytes > MAX_BODY_BYTES) {
      throw apiError(
        413,
        "payload_too_large",
        `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`,
      );
    }
    try {
      return part.text;
    } catch {
      throw new FormBodyError("malformed");
    }
  }

  /**
   * The text parts in order, up to the first chosen photo (kept for {@link nextPhoto}) or the end.
   * @returns `[name, value]` pairs.
   */
  async readTexts(): Promise<[string, string][]> {
    const texts = this.textsRead;
    for (let part = await this.#next(); part; part = await this.#next()) {
      if (!isFile(part)) {
        texts.push([part.name ?? "", this.#textOf(part)]);
        continue;
      }
      const photo = this.#photoOf(part);
      if (photo) {
        this.#pending = photo;
        break;
      }
    }
    return texts;
  }

  /** The next photo, or `undefined` when there are no more; a text part here is refused. */
  async nextPhoto(): Promise<PhotoPart | undefined> {
    const pending = this.#pending;
    if (pending) {
      this.#pending = undefined;
      return pending;
    }
    for (let part = await this.#next(); part; part = await this.#next()) {
      if (!isFile(part)) throw lateTextRefusal();
      const photo = this.#photoOf(part);
      if (photo) return photo;
    }
    return undefined;
  }

  /** Stops parsing: the rest of the body is read and thrown away ({@link discardRest}). Never throws. */
  async discard(): Promise<void> {
    this.#pending = undefined;
    if (this.#done) return;
    this.#done = true;
    await this.#parts.return?.().catch(() => undefined);
    await discardRest(this.#body);
  }
}

/**
 * Starts reading a multipart inquiry body (nothing is read yet).
 * @throws `FormBodyError` 400 with a clear message when the `Content-Type` has no boundary or there
 *   is no body.
 */
export function openMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): MultipartInquiry {
  const boundary = getMultipartBoundary(contentType);
  if (!boundary)
    throw new FormBodyError("malformed", "The multipart form data has no boundary in its Content-Type.");
  if (!body) throw new FormBodyError("malformed", "The multipart form data is empty.");
  return new MultipartInquiry(body, boundary);
}
