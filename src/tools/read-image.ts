import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../errors.js';
import { detectImage, type ImageMediaType, type ImageSize } from '../model/image-tokens.js';
import type { ContentBlockParam } from '../model/types.js';

/** The file name endings Read takes as images; the bytes, not the name, say which format. */
const imageExtensions: ReadonlySet<string> = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp']);

/** The API refuses an image over 5 MB of base64: about this many bytes of file. */
export const readMaximumImageBytes = Math.floor((5 * 1024 * 1024 * 3) / 4);
/** The API refuses an image wider or taller than this, failing the whole request. */
export const readMaximumImageEdge = 8000;

/**
 * An image file as the image block Read answers with, as Claude Code 2.1.332's Read does
 * (observed: one `{"type": "image", "source": {"type": "base64", …}}` block); undefined for a
 * file that is not an image by its name. The media type comes from the bytes, as in Claude
 * Code: a PNG saved as `shot.jpg` is sent as image/png. The file is sent as it is: Claude Code
 * re-encodes images (docs/tools.md, differences), so one the API would refuse is refused here.
 */
export async function readImageFile(
  filePath: string,
  size: number,
): Promise<ContentBlockParam | undefined> {
  const extension = path.extname(filePath).toLowerCase();
  if (!imageExtensions.has(extension)) return undefined;
  // Refused before reading: the file may be very large.
  const oversize = oversizeImage(size);
  if (oversize) throw new ToolError(`${filePath} ${oversize}. ${smallerCopy}`);
  const checked = imageForApi(await readFile(filePath));
  if ('image' in checked) return checked.image;
  // Refused here, not read as text or sent: the API refuses an image it cannot decode,
  // failing the whole turn.
  if (checked.mediaType === undefined) {
    throw new ToolError(
      `${filePath} has an image file name (${extension}) but its content is not a PNG, JPEG, GIF or WebP image: it is misnamed or damaged. Use Bash (file, head) to see what it holds.`,
    );
  }
  throw new ToolError(`${filePath} ${checked.refused}.${checked.pixels ? ` ${smallerCopy}` : ''}`);
}

/** Image bytes the API takes, as an image block; else why it would refuse them. */
export type ImageForApi =
  | { image: ContentBlockParam; mediaType: ImageMediaType; pixels: ImageSize }
  | {
      /** Says why, after the image's name: "is an image of 50x9000 pixels, over …". */
      refused: string;
      /** Undefined: the bytes are not a PNG, JPEG, GIF or WebP image. */
      mediaType?: ImageMediaType;
      /** Undefined when its header cannot be read. */
      pixels?: ImageSize;
    };

/**
 * Checks image bytes against what the API takes in one image (its size, its format by the
 * bytes' signature, a readable header, its width and height), as an image block when it would
 * take them: an image it refuses fails the whole request, not only the tool call that brought it.
 */
export function imageForApi(bytes: Buffer): ImageForApi {
  const image = detectImage(bytes);
  if (image === undefined) {
    return { refused: 'is not a PNG, JPEG, GIF or WebP image' };
  }
  const { mediaType, size: pixels } = image;
  if (pixels === undefined) {
    return {
      mediaType,
      refused: `starts as a ${formatNames[mediaType]} image, but its width and height cannot be read from its header: it is cut short or damaged, and the API would refuse it`,
    };
  }
  const oversize = oversizeImage(bytes.length);
  if (oversize) return { mediaType, pixels, refused: oversize };
  if (Math.max(pixels.width, pixels.height) > readMaximumImageEdge) {
    return {
      mediaType,
      pixels,
      refused: `is an image of ${pixels.width}x${pixels.height} pixels, over the ${readMaximumImageEdge} pixels a side the API takes`,
    };
  }
  return {
    mediaType,
    pixels,
    image: {
      type: 'image',
      source: { type: 'base64', media_type: mediaType, data: bytes.toString('base64') },
    },
  };
}

function oversizeImage(bytes: number): string | undefined {
  if (bytes <= readMaximumImageBytes) return undefined;
  return `is an image of ${Math.round(bytes / 1024)} KB, over the ${Math.round(readMaximumImageBytes / 1024)} KB the API takes in one image`;
}

const formatNames: Readonly<Record<ImageMediaType, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/** What to do with an image the API would refuse. */
export const smallerCopy =
  'Make a smaller copy (with Bash, if a tool such as convert is installed) and read that.';
