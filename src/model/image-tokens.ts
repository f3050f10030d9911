import { GIF } from 'image-size/types/gif';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';

/**
 * What an image costs in a request. The API bills an image by its pixels, about width × height
 * / 750 tokens, after scaling it down (aspect kept) to the model's native resolution: at most
 * 2576 px on the long edge and about 4,784 tokens for the newest models (1568 px and about 1,600
 * tokens before Claude Opus 4.7), per the API's "Images and vision" documentation. The larger
 * limits are used: an estimate a little high compacts a little early, one too low lets the API
 * refuse the request. An image's base64 says nothing of this: a 3 MB screenshot is 4 MB of
 * base64 and at most those ~4,800 tokens.
 */

export type ImageMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface ImageSize {
  width: number;
  height: number;
}

const pixelsPerToken = 750;
const maxImageEdge = 2576;
const maxImageTokens = 4784;

/** The tokens of an image of this size: its pixels / 750 after the API's scaling, at least 1. */
export function imageTokens(size: ImageSize): number {
  const edgeScale = Math.min(1, maxImageEdge / Math.max(size.width, size.height, 1));
  const tokens = (size.width * size.height * edgeScale * edgeScale) / pixelsPerToken;
  return Math.max(1, Math.ceil(Math.min(tokens, maxImageTokens)));
}

/**
 * The tokens of `value` when it is an image block (`{"type": "image", "source": …}`), undefined
 * when it is not one. Base64 data is measured from its header; an image whose size cannot be
 * read there (a URL or file source, data that is not the image its type says) counts as the
 * largest the API bills.
 */
export function imageBlockTokens(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const block = value as { type?: unknown; source?: unknown };
  if (block.type !== 'image' || typeof block.source !== 'object' || block.source === null) {
    return undefined;
  }
  const source = block.source as { type?: unknown; media_type?: unknown; data?: unknown };
  const size =
    source.type === 'base64' && typeof source.data === 'string'
      ? base64ImageSize(source.data, source.media_type)
      : undefined;
  return size ? imageTokens(size) : maxImageTokens;
}

/** Base64 characters decoded first: the header of every format but a JPEG with a long preamble. */
const headCharacters = 64 * 1024;

function base64ImageSize(data: string, mediaType: unknown): ImageSize | undefined {
  if (!isImageMediaType(mediaType)) return undefined;
  const head = imageSize(Buffer.from(data.slice(0, headCharacters), 'base64'), mediaType);
  if (head || data.length <= headCharacters) return head;
  return imageSize(Buffer.from(data, 'base64'), mediaType);
}

/** The header readers of the four formats the API takes (image-size's, one module each). */
const formats = { 'image/png': PNG, 'image/jpeg': JPG, 'image/gif': GIF, 'image/webp': WEBP };
const mediaTypes = Object.keys(formats) as ImageMediaType[];

/** Whether `value` names one of the four image formats the API takes. */
export function isImageMediaType(value: unknown): value is ImageMediaType {
  return typeof value === 'string' && Object.hasOwn(formats, value);
}

/**
 * The pixel size an image file's header gives, undefined when `bytes` do not start as an image
 * of that type (a file named like one that is not one) or its header is cut short or corrupt.
 */
export function imageSize(bytes: Buffer, mediaType: ImageMediaType): ImageSize | undefined {
  const header = readHeader(ownedCopy(bytes), mediaType);
  return header === 'unreadable' ? undefined : header;
}

/** What an image file's bytes are: the format their signature names, and its header's size. */
export interface DetectedImage {
  mediaType: ImageMediaType;
  /** Undefined when the header is cut short or corrupt: the API would refuse the image. */
  size: ImageSize | undefined;
}

/**
 * The format `bytes` are an image of, by its signature, whatever the file's name says (a PNG
 * saved as `.jpg` is a PNG); undefined when they start as none of the four the API takes.
 */
export function detectImage(bytes: Buffer): DetectedImage | undefined {
  const exact = ownedCopy(bytes);
  for (const mediaType of mediaTypes) {
    const header = readHeader(exact, mediaType);
    if (header !== undefined) {
      return { mediaType, size: header === 'unreadable' ? undefined : header };
    }
  }
  return undefined;
}

/**
 * A copy that owns its memory: image-size reads through a DataView of the whole underlying
 * buffer, so a cut-short header in a slice (or in Node's shared pool, where small Buffers live)
 * would be read on into bytes that are not the file's, rather than fail.
 */
function ownedCopy(bytes: Buffer): Uint8Array {
  return new Uint8Array(bytes);
}

/**
 * The size in the header of an image of this type; undefined when `exact` does not start with
 * the type's signature, `'unreadable'` when it does but the header is cut short or corrupt.
 */
function readHeader(
  exact: Uint8Array,
  mediaType: ImageMediaType,
): ImageSize | 'unreadable' | undefined {
  const format = formats[mediaType];
  try {
    if (!format.validate(exact)) return undefined;
    const { width, height } = format.calculate(exact);
    return width !== undefined && height !== undefined && width > 0 && height > 0
      ? { width, height }
      : 'unreadable';
  } catch {
    // image-size throws on a header it recognises but cannot read to its end (PNG's validate
    // throws on a signature with no IHDR chunk after it).
    return 'unreadable';
  }
}
