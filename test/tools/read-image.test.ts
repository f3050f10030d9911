import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTool } from '../../src/tools/read-tool.js';
import { pngFile } from '../support/images.js';
import type { ToolContext } from '../../src/tools/define-tool.js';

const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function read(name: string, content: string | Buffer) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-read-image-'));
  dirs.push(root);
  await writeFile(path.join(root, name), content);
  const context: ToolContext = {
    root,
    signal: new AbortController().signal,
    agentId: 'a1',
    agentName: 'reader',
    environment: {},
    toolUseId: 'toolu_1',
  };
  return readTool.run({ file_path: name }, context);
}

describe('Read of an image file', () => {
  it('answers with the image, as Claude Code does', async () => {
    expect(await read('pixel.png', Buffer.from(png, 'base64'))).toEqual([
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } },
    ]);
  });

  it('refuses an image over 8000 pixels a side, which the API would refuse with the whole request', async () => {
    await expect(read('banner.png', pngFile(8001, 2))).rejects.toThrow(
      /8001x2 pixels, over the 8000 pixels a side/,
    );
    expect(await read('tall.png', pngFile(2, 8000))).toMatchObject([{ type: 'image' }]);
  });

  it('sends an image by the format of its bytes, not its name: a PNG saved as .jpg is image/png', async () => {
    expect(await read('shot.jpg', Buffer.from(png, 'base64'))).toEqual([
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } },
    ]);
  });

  it('refuses a file named like an image whose content is none, rather than reading it as text', async () => {
    await expect(read('notes.png', 'just text\n')).rejects.toThrow(
      /notes\.png has an image file name \(\.png\) but its content is not a PNG, JPEG, GIF or WebP image/,
    );
  });

  it('refuses a cut-short PNG or JPEG and a corrupt WebP as images whose size cannot be read, not as binary files', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    const webp = Buffer.alloc(30);
    webp.write('RIFF\x16\0\0\0WEBPVP8X', 0, 'latin1');
    webp[20] = 0xff; // reserved bits set: not a valid extended header
    const damaged = [
      ['cut.png', Buffer.from(png, 'base64').subarray(0, 20), 'PNG'],
      ['cut.jpeg', jpegStart, 'JPEG'],
      ['corrupt.webp', webp, 'WebP'],
    ] as const;
    for (const [name, bytes, format] of damaged) {
      const refusal = read(name, bytes);
      await expect(refusal).rejects.toThrow(
        `starts as a ${format} image, but its width and height cannot be read from its header`,
      );
      await expect(refusal).rejects.not.toThrow(/binary/);
    }
  });
});
