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

function isImageMediaType(value: unknown): value is ImageMediaType {
  return (
    value === 'image/png' ||
    value === 'image/jpeg' ||
    value === 'image/gif' ||
    value === 'image/webp'
  );
}

/**
 * The pixel size an image file's header gives, undefined when `bytes` do not start as an image
 * of that type (a file named like one that is not one). Read refuses such a file as an image,
 * as the API would refuse the whole request.
 */
export function imageSize(bytes: Buffer, mediaType: ImageMediaType): ImageSize | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  const size = (width: number, height: number) =>
    width > 0 && height > 0 ? { width, height } : undefined;
  switch (mediaType) {
    case 'image/png':
      // The signature, then the IHDR chunk: length, type, width, height (big-endian).
      if (ascii(0, 8) !== '\x89PNG\r\n\x1a\n' || ascii(12, 16) !== 'IHDR' || bytes.length < 24) {
        return undefined;
      }
      return size(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
    case 'image/gif':
      if ((ascii(0, 6) !== 'GIF87a' && ascii(0, 6) !== 'GIF89a') || bytes.length < 10) {
        return undefined;
      }
      return size(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
    case 'image/webp':
      return webpSize(bytes, ascii);
    case 'image/jpeg':
      return jpegSize(bytes);
  }
}

function webpSize(
  bytes: Buffer,
  ascii: (start: number, end: number) => string,
): ImageSize | undefined {
  if (ascii(0, 4) !== 'RIFF' || ascii(8, 12) !== 'WEBP' || bytes.length < 30) return undefined;
  switch (ascii(12, 16)) {
    case 'VP8 ': // lossy: the key frame's start code, then 14-bit width and height
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      // lossless: a signature byte, then width − 1 and height − 1 in 14 bits each
      if (bytes[20] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X': // extended: canvas width − 1 and height − 1 in 24 bits each
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return undefined;
  }
}

/** A JPEG's size, from its first start-of-frame segment. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // SOF0–15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // scan data or end: no frame header
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}
