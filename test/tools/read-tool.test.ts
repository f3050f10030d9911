import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { editTool } from '../../src/tools/edit-tool.js';
import { grepTool } from '../../src/tools/grep-tool.js';
import { readTool } from '../../src/tools/read-tool.js';
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

describe('Read', () => {
  it('numbers lines like cat -n', async () => {
    await writeFiles(tree.root, { 'a.txt': 'alpha\nbeta\n' });
    const output = await runTool(
      readTool,
      { file_path: path.join(tree.root, 'a.txt') },
      toolContext(tree.root),
    );
    expect(output).toBe('     1\talpha\n     2\tbeta');
  });

  it("gives hooks the file's lines as Claude Code 2.1.332 counts them: a final line end starts one more", async () => {
    await writeFiles(tree.root, { 'f.txt': 'l1\nl2\nl3\n', 'n.txt': 'nonl' });
    const responseOf = async (input: { file_path: string; offset?: number; limit?: number }) => {
      let response: unknown;
      await runTool(
        readTool,
        input,
        toolContext(tree.root, { recordToolResponse: (value) => (response = value) }),
      );
      const { filePath: _path, ...file } = (response as { file: Record<string, unknown> }).file;
      return file;
    };
    // Observed on Claude Code 2.1.332 (PostToolUse tool_response.file).
    expect(await responseOf({ file_path: 'f.txt' })).toEqual({
      content: 'l1\nl2\nl3\n',
      numLines: 4,
      startLine: 1,
      totalLines: 4,
    });
    expect(await responseOf({ file_path: 'f.txt', offset: 2, limit: 1 })).toEqual({
      content: 'l2',
      numLines: 1,
      startLine: 2,
      totalLines: 4,
    });
    expect(await responseOf({ file_path: 'f.txt', offset: 2, limit: 2 })).toMatchObject({
      content: 'l2\nl3',
      numLines: 2,
    });
    expect(await responseOf({ file_path: 'f.txt', offset: 3 })).toMatchObject({
      content: 'l3\n',
      numLines: 2,
    });
    expect(await responseOf({ file_path: 'n.txt' })).toEqual({
      content: 'nonl',
      numLines: 1,
      startLine: 1,
      totalLines: 1,
    });
  });

  it('accepts a path relative to the working tree', async () => {
    await writeFiles(tree.root, { 'src/b.ts': 'export {};' });
    const output = await runTool(readTool, { file_path: 'src/b.ts' }, toolContext(tree.root));
    expect(output).toBe('     1\texport {};');
  });

  it('reads a window with offset and limit and says which lines it shows', async () => {
    const lines = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`).join('\n');
    await writeFiles(tree.root, { 'long.txt': lines });
    const output = await runTool(
      readTool,
      { file_path: 'long.txt', offset: 4, limit: 2 },
      toolContext(tree.root),
    );
    expect(output.split('\n').slice(0, 2)).toEqual(['     4\tline 4', '     5\tline 5']);
    expect(output).toContain('Showing lines 4-5 of 10');
  });

  it('shows the whole file by default, past 2,000 lines (Claude Code 2.1.332 read 10,000 lines whole)', async () => {
    const lines = Array.from({ length: 2500 }, (_, index) => `${index + 1}`).join('\n');
    await writeFiles(tree.root, { 'big.txt': lines });
    const output = await runTool(readTool, { file_path: 'big.txt' }, toolContext(tree.root));
    expect(output.split('\n')).toHaveLength(2500);
    expect(output.endsWith('  2500\t2500')).toBe(true);
    expect(output).not.toContain('Showing lines');
  });

  it('shows long lines whole (a 90,000-character line, as Claude Code 2.1.332)', async () => {
    const long = 'x'.repeat(90_000);
    await writeFiles(tree.root, { 'wide.txt': `${long}\nshort` });
    const output = await runTool(readTool, { file_path: 'wide.txt' }, toolContext(tree.root));
    expect(output).toBe(`     1\t${long}\n     2\tshort`);
  });

  it('notes an empty file', async () => {
    await writeFiles(tree.root, { 'empty.txt': '' });
    const output = await runTool(readTool, { file_path: 'empty.txt' }, toolContext(tree.root));
    expect(output).toContain('exists but is empty');
  });

  it('notes an offset past the end', async () => {
    await writeFiles(tree.root, { 'two.txt': 'a\nb\n' });
    const output = await runTool(
      readTool,
      { file_path: 'two.txt', offset: 9 },
      toolContext(tree.root),
    );
    expect(output).toContain('has only 2 lines');
  });

  it('refuses a binary file cleanly', async () => {
    await writeFiles(tree.root, {
      'image.bin': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]),
    });
    const error = await toolFailure(readTool, { file_path: 'image.bin' }, toolContext(tree.root));
    expect(error.message).toContain('is a binary file');
  });

  it('names the missing path, and similar files', async () => {
    await writeFiles(tree.root, { 'config.yaml': 'a: 1' });
    const error = await toolFailure(readTool, { file_path: 'config.yml' }, toolContext(tree.root));
    expect(error.message).toContain(`File does not exist: ${path.join(tree.root, 'config.yml')}`);
    expect(error.message).toContain('config.yaml');
  });

  it('refuses a directory', async () => {
    await writeFiles(tree.root, { 'dir/x.txt': 'x' });
    const error = await toolFailure(readTool, { file_path: 'dir' }, toolContext(tree.root));
    expect(error.message).toContain('is a directory');
  });

  it('handles CRLF line ends', async () => {
    await writeFiles(tree.root, { 'dos.txt': 'one\r\ntwo\r\n' });
    const output = await runTool(readTool, { file_path: 'dos.txt' }, toolContext(tree.root));
    expect(output).toBe('     1\tone\n     2\ttwo');
  });
});

describe('Read line numbers', () => {
  it('break lines at LF only, as Grep, sed and git count them (a lone CR is not a break)', async () => {
    await writeFiles(tree.root, {
      'out.log': 'progress 10%\rprogress 50%\rprogress 100%\r\nsecond line\nTARGET here\n',
    });
    const whole = await runTool(readTool, { file_path: 'out.log' }, toolContext(tree.root));
    expect(whole.split('\n')).toEqual([
      '     1\tprogress 10%\rprogress 50%\rprogress 100%',
      '     2\tsecond line',
      '     3\tTARGET here',
    ]);
    const third = await runTool(
      readTool,
      { file_path: 'out.log', offset: 3, limit: 1 },
      toolContext(tree.root),
    );
    expect(third).toContain('     3\tTARGET here');
    expect(third).toContain('of 3');
  });

  it('agree with Grep and Edit on a file with lone carriage returns', async () => {
    await writeFiles(tree.root, { 'out.log': '10%\r50%\r100%\r\nsecond\nTARGET here\nlast\n' });
    const grep = await runTool(
      grepTool,
      { pattern: 'TARGET', output_mode: 'content' },
      toolContext(tree.root),
    );
    expect(grep).toContain(':3:TARGET here');
    const read = await runTool(
      readTool,
      { file_path: 'out.log', offset: 3, limit: 1 },
      toolContext(tree.root),
    );
    expect(read).toContain('     3\tTARGET here');
    const edit = await runTool(
      editTool,
      { file_path: 'out.log', old_string: 'TARGET here', new_string: 'TARGET found' },
      toolContext(tree.root),
    );
    expect(edit).toContain('     3\tTARGET found');
  });
});

describe('Read of large files', () => {
  /** 2,000 JSON log lines of about 460 bytes: 0.9 MB, as a CI artefact. */
  const jsonLog = Array.from(
    { length: 2000 },
    (_, index) =>
      `${JSON.stringify({ id: index, msg: 'request handled '.repeat(20), path: `/api/v1/items/${index}`, ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36'.repeat(2) })}`,
  ).join('\n');

  it('refuses a whole-file read over 256 KB with an error that says how to read it', async () => {
    await writeFiles(tree.root, { 'events.jsonl': jsonLog });
    for (const input of [{}, { offset: 1000 }]) {
      const error = await toolFailure(
        readTool,
        { file_path: 'events.jsonl', ...input },
        toolContext(tree.root),
      );
      expect(error.message).toMatch(/File content \(\d+(\.\d)?KB\) exceeds .*256KB/);
      expect(error.message).toContain('offset and limit');
    }
  });

  it('reads a window of a large file, and refuses a window over 25,000 tokens', async () => {
    await writeFiles(tree.root, { 'events.jsonl': jsonLog });
    const window = await runTool(
      readTool,
      { file_path: 'events.jsonl', offset: 1500, limit: 40 },
      toolContext(tree.root),
    );
    expect(window).toContain('  1500\t{"id":1499');
    expect(window).toContain('Showing lines 1500-1539 of 2000');
    const error = await toolFailure(
      readTool,
      { file_path: 'events.jsonl', limit: 2000 },
      toolContext(tree.root),
    );
    expect(error.message).toMatch(/about \d+ tokens\) exceeds .*25000 tokens/);
  });

  it('shows the first part of a line too long for one result, and how to read the rest', async () => {
    // As Claude Code 2.1.332 shows a 150,000-character line: its first ~85,000 characters.
    await writeFiles(tree.root, { 'bundle.min.js': `${'z'.repeat(150_000)}\nend\n` });
    const output = await runTool(readTool, { file_path: 'bundle.min.js' }, toolContext(tree.root));
    const [first = '', , note = ''] = output.split('\n');
    expect(first).toMatch(/^ {5}1\tz+$/);
    expect(first.length).toBeGreaterThan(90_000);
    expect(first.length).toBeLessThanOrEqual(100_000);
    expect(note).toContain(
      `Showing the first ${first.length - 7} of 150000 characters of line 1 of 2`,
    );
    expect(note).toContain("sed -n '1p' FILE | cut -c");
    expect(note).toContain('The next line is 2.');
  });

  it('refuses a window whose first line alone is over 25,000 tokens, without suggesting a smaller limit', async () => {
    await writeFiles(tree.root, { 'data.json': `${'{"k":1}'.repeat(20_000)}\n` });
    const error = await toolFailure(
      readTool,
      { file_path: 'data.json', offset: 1, limit: 1 },
      toolContext(tree.root),
    );
    expect(error.message).toMatch(/Line 1 of .*data\.json alone is about \d+ tokens/);
    expect(error.message).not.toContain('smaller limit');
  });

  it('shows the first part of a file under 256 KB that is over 25,000 tokens, and where to go on', async () => {
    const words = Array.from({ length: 2000 }, (_, index) => `word${index} `.repeat(14)).join('\n');
    await writeFiles(tree.root, { 'words.txt': words });
    const output = await runTool(readTool, { file_path: 'words.txt' }, toolContext(tree.root));
    expect(output.length / 4).toBeLessThan(26_000);
    const shownLines = output.split('\n').filter((line) => /^ *\d+\t/.test(line));
    const last = shownLines.length;
    expect(last).toBeGreaterThan(500);
    expect(last).toBeLessThan(2000);
    expect(output).toContain(`Showing lines 1-${last} of 2000`);
    expect(output).toContain(`offset ${last + 1}`);
  });
});
