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

  it('reads a file named like an image that is not one as text', async () => {
    expect(await read('notes.png', 'just text\n')).toContain('just text');
  });
});
