import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../errors.js';
import { imageSize, type ImageMediaType } from '../model/image-tokens.js';
import type { ContentBlockParam } from '../model/types.js';

/** The image types the API takes, by file name ending. */
const imageTypes: Readonly<Record<string, ImageMediaType>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** The API refuses an image over 5 MB of base64: about this many bytes of file. */
export const readMaximumImageBytes = Math.floor((5 * 1024 * 1024 * 3) / 4);
/** The API refuses an image wider or taller than this, failing the whole request. */
export const readMaximumImageEdge = 8000;

/**
 * An image file as the image block Read answers with, as Claude Code 2.1.332's Read does
 * (observed: one `{"type": "image", "source": {"type": "base64", …}}` block); undefined for a
 * file that is not an image by its name. The file is sent as it is: Claude Code re-encodes
 * images (docs/tools.md, differences), so one the API would refuse is refused here instead.
 */
export async function readImageFile(
  filePath: string,
  size: number,
): Promise<ContentBlockParam | undefined> {
  const mediaType = imageTypes[path.extname(filePath).toLowerCase()];
  if (mediaType === undefined) return undefined;
  if (size > readMaximumImageBytes) {
    throw new ToolError(
      `${filePath} is an image of ${Math.round(size / 1024)} KB, over the ${Math.round(readMaximumImageBytes / 1024)} KB the API takes in one image. ${smallerCopy}`,
    );
  }
  const bytes = await readFile(filePath);
  // A file named like an image that is not one is read like any other file: the API refuses
  // an image it cannot decode, failing the whole turn.
  const pixels = imageSize(bytes, mediaType);
  if (pixels === undefined) return undefined;
  if (Math.max(pixels.width, pixels.height) > readMaximumImageEdge) {
    throw new ToolError(
      `${filePath} is an image of ${pixels.width}x${pixels.height} pixels, over the ${readMaximumImageEdge} pixels a side the API takes. ${smallerCopy}`,
    );
  }
  return {
    type: 'image',
    source: { type: 'base64', media_type: mediaType, data: bytes.toString('base64') },
  };
}

const smallerCopy =
  'Make a smaller copy (with Bash, if a tool such as convert is installed) and read that.';
