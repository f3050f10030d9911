import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../errors.js';
import type { ContentBlockParam } from '../model/types.js';

/** The image types the API takes, by file name ending. */
const imageTypes: Readonly<
  Record<string, 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'>
> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** The API refuses an image over 5 MB of base64: about this many bytes of file. */
export const readMaximumImageBytes = Math.floor((5 * 1024 * 1024 * 3) / 4);

/**
 * An image file as the image block Read answers with, as Claude Code 2.1.332's Read does
 * (observed: one `{"type": "image", "source": {"type": "base64", …}}` block); undefined for a
 * file that is not an image by its name.
 */
export async function readImageFile(
  filePath: string,
  size: number,
): Promise<ContentBlockParam | undefined> {
  const mediaType = imageTypes[path.extname(filePath).toLowerCase()];
  if (mediaType === undefined) return undefined;
  if (size > readMaximumImageBytes) {
    throw new ToolError(
      `${filePath} is an image of ${Math.round(size / 1024)} KB, over the ${Math.round(readMaximumImageBytes / 1024)} KB the API takes in one image. Make a smaller copy (with Bash, if a tool such as convert is installed) and read that.`,
    );
  }
  const data = (await readFile(filePath)).toString('base64');
  return { type: 'image', source: { type: 'base64', media_type: mediaType, data } };
}
