import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { editTool } from '../../src/tools/edit-tool.js';
import { multiEditTool } from '../../src/tools/multi-edit-tool.js';
import { readTool } from '../../src/tools/read-tool.js';
import { writeTool } from '../../src/tools/write-tool.js';
import {
  makeTempTree,
  runTool,
  toolContext,
  toolFailure,
  writeFiles,
  type TempTree,
} from './helpers.js';

let tree: TempTree;
beforeEach(async () => {
  tree = await makeTempTree();
});
afterEach(async () => tree.cleanup());

const bytes = async (relative: string): Promise<Buffer> => readFile(path.join(tree.root, relative));
const latin1 = Buffer.from('caf\xe9 cr\xe8me\nline2\n', 'latin1');
const utf16 = (text: string): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('files that are not UTF-8', () => {
  it('Edit refuses a Latin-1 file and leaves every byte as it was', async () => {
    await writeFiles(tree.root, { 'menu.txt': latin1 });
    const error = await toolFailure(
      editTool,
      { file_path: 'menu.txt', old_string: 'line2', new_string: 'LINE2' },
      toolContext(tree.root),
    );
    expect(error.message).toContain('not valid UTF-8');
    expect(error.message).toContain('nothing was written');
    expect(await bytes('menu.txt')).toEqual(latin1);
  });

  it('MultiEdit and Write refuse a Latin-1 file too', async () => {
    await writeFiles(tree.root, { 'menu.txt': latin1 });
    const multi = await toolFailure(
      multiEditTool,
      { file_path: 'menu.txt', edits: [{ old_string: 'line2', new_string: 'LINE2' }] },
      toolContext(tree.root),
    );
    expect(multi.message).toContain('not valid UTF-8');
    const write = await toolFailure(
      writeTool,
      { file_path: 'menu.txt', content: 'café\n' },
      toolContext(tree.root),
    );
    expect(write.message).toContain('not valid UTF-8');
    expect(await bytes('menu.txt')).toEqual(latin1);
  });

  it('Read shows a Latin-1 file and says it is not UTF-8', async () => {
    await writeFiles(tree.root, { 'menu.txt': latin1 });
    const output = await runTool(readTool, { file_path: 'menu.txt' }, toolContext(tree.root));
    expect(output).toContain('     2\tline2');
    expect(output).toContain('not valid UTF-8');
  });

  it('Read and Edit a UTF-16LE file with a BOM, keeping its encoding', async () => {
    await writeFiles(tree.root, { 'u16.txt': utf16('hi\r\nworld\r\n') });
    const output = await runTool(readTool, { file_path: 'u16.txt' }, toolContext(tree.root));
    expect(output).toBe('     1\thi\n     2\tworld');
    await runTool(
      editTool,
      { file_path: 'u16.txt', old_string: 'world', new_string: 'wörld\nagain' },
      toolContext(tree.root),
    );
    expect(await bytes('u16.txt')).toEqual(utf16('hi\r\nwörld\r\nagain\r\n'));
  });

  it('Write over a UTF-16LE file keeps its encoding and BOM', async () => {
    await writeFiles(tree.root, { 'u16.txt': utf16('old\n') });
    await runTool(writeTool, { file_path: 'u16.txt', content: 'new\n' }, toolContext(tree.root));
    expect(await bytes('u16.txt')).toEqual(utf16('new\n'));
  });

  it('Edit keeps the BOM of a UTF-8 file, and Read does not show it', async () => {
    await writeFiles(tree.root, { 'bom.txt': '\ufeffhello\nworld\n' });
    const output = await runTool(readTool, { file_path: 'bom.txt' }, toolContext(tree.root));
    expect(output).toBe('     1\thello\n     2\tworld');
    await runTool(
      editTool,
      { file_path: 'bom.txt', old_string: 'hello', new_string: 'HELLO' },
      toolContext(tree.root),
    );
    expect(await bytes('bom.txt')).toEqual(Buffer.from('\ufeffHELLO\nworld\n'));
  });

  it('Edit refuses a UTF-16 big-endian file, which it cannot write', async () => {
    const bigEndian = Buffer.from([0xfe, 0xff, 0, 0x68, 0, 0x69, 0, 0x0a]);
    await writeFiles(tree.root, { 'be.txt': bigEndian });
    const error = await toolFailure(
      editTool,
      { file_path: 'be.txt', old_string: 'hi', new_string: 'HI' },
      toolContext(tree.root),
    );
    expect(error.message).toContain('big-endian');
    expect(await bytes('be.txt')).toEqual(bigEndian);
  });
});

describe('CRLF files', () => {
  it('Edit writes the line breaks of new_string as CRLF', async () => {
    await writeFiles(tree.root, { 'crlf.txt': 'a\r\nb\r\nc\r\n' });
    await runTool(
      editTool,
      { file_path: 'crlf.txt', old_string: 'b', new_string: 'b\nb2' },
      toolContext(tree.root),
    );
    expect((await bytes('crlf.txt')).toString()).toBe('a\r\nb\r\nb2\r\nc\r\n');
  });

  it('Edit accepts old_string with CRLF, and keeps lone carriage returns', async () => {
    await writeFiles(tree.root, { 'log.txt': '10%\r50%\r\nnext\r\n' });
    await runTool(
      editTool,
      { file_path: 'log.txt', old_string: '50%\r\nnext', new_string: 'done\nnext' },
      toolContext(tree.root),
    );
    expect((await bytes('log.txt')).toString()).toBe('10%\rdone\r\nnext\r\n');
  });

  it('MultiEdit writes CRLF in a CRLF file', async () => {
    await writeFiles(tree.root, { 'crlf.txt': 'a\r\nb\r\n' });
    await runTool(
      multiEditTool,
      {
        file_path: 'crlf.txt',
        edits: [
          { old_string: 'a', new_string: 'a\na2' },
          { old_string: 'a2\nb', new_string: 'a2\nB' },
        ],
      },
      toolContext(tree.root),
    );
    expect((await bytes('crlf.txt')).toString()).toBe('a\r\na2\r\nB\r\n');
  });

  it('Edit of a file with mixed line breaks changes no byte outside the edited text', async () => {
    await writeFiles(tree.root, { 'mixed.txt': 'a\r\nb\nc\r\n' });
    await runTool(
      editTool,
      { file_path: 'mixed.txt', old_string: 'c', new_string: 'C' },
      toolContext(tree.root),
    );
    expect((await bytes('mixed.txt')).toString()).toBe('a\r\nb\nC\r\n');
  });
});

describe('Write over other files', () => {
  it('replaces a binary file, and writes CRLF-file content as given', async () => {
    await writeFiles(tree.root, { 'b.bin': Buffer.from('ab\0cd'), 'crlf.txt': 'a\r\nb\r\n' });
    await runTool(writeTool, { file_path: 'b.bin', content: 'text\n' }, toolContext(tree.root));
    await runTool(writeTool, { file_path: 'crlf.txt', content: 'x\ny\n' }, toolContext(tree.root));
    expect((await bytes('b.bin')).toString()).toBe('text\n');
    expect((await bytes('crlf.txt')).toString()).toBe('x\ny\n');
  });
});

describe('the last guard', () => {
  it('refuses a file whose bytes would not survive decoding and encoding (odd-length UTF-16LE)', async () => {
    const odd = Buffer.concat([utf16('hi\nwo\n'), Buffer.from([0x41])]);
    await writeFiles(tree.root, { 'odd.txt': odd });
    const error = await toolFailure(
      editTool,
      { file_path: 'odd.txt', old_string: 'wo', new_string: 'WO' },
      toolContext(tree.root),
    );
    expect(error.message).toContain('nothing was written');
    expect(await bytes('odd.txt')).toEqual(odd);
  });
});
