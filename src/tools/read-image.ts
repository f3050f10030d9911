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
  const bytes = await readFile(filePath);
  // A file named like an image that is not one is read like any other file: the API refuses
  // an image it cannot decode, failing the whole turn.
  if (!startsAsImage(bytes, mediaType)) return undefined;
  return {
    type: 'image',
    source: { type: 'base64', media_type: mediaType, data: bytes.toString('base64') },
  };
}

function startsAsImage(bytes: Buffer, mediaType: string): boolean {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  switch (mediaType) {
    case 'image/png':
      return ascii(0, 8) === '\x89PNG\r\n\x1a\n';
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/gif':
      return ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a';
    default:
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  }
}
