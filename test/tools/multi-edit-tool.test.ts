import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { multiEditTool } from '../../src/tools/multi-edit-tool.js';
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

const content = async (relative: string): Promise<string> =>
  readFile(path.join(tree.root, relative), 'utf8');

describe('MultiEdit', () => {
  it('applies edits in order, each to the text the one before left', async () => {
    await writeFiles(tree.root, { 'a.ts': 'let a = 1;\nlet b = a;\nlet c = a;\n' });
    const output = await runTool(
      multiEditTool,
      {
        file_path: path.join(tree.root, 'a.ts'),
        edits: [
          { old_string: 'let a = 1;', new_string: 'let x = 1;' },
          { old_string: '= a;', new_string: '= x;', replace_all: true },
          { old_string: 'let x = 1;', new_string: 'const x = 1;' },
        ],
      },
      toolContext(tree.root),
    );
    expect(await content('a.ts')).toBe('const x = 1;\nlet b = x;\nlet c = x;\n');
    expect(output).toContain('Applied 3 edits');
  });

  it('leaves the file unchanged when any edit fails, naming the edit', async () => {
    await writeFiles(tree.root, { 'a.ts': 'one\ntwo\ntwo\n' });
    const { message } = await toolFailure(
      multiEditTool,
      {
        file_path: 'a.ts',
        edits: [
          { old_string: 'one', new_string: 'ONE' },
          { old_string: 'two', new_string: 'TWO' },
        ],
      },
      toolContext(tree.root),
    );
    expect(message).toContain('Edit 2 of 2');
    expect(message).toContain('Found 2 matches');
    expect(await content('a.ts')).toBe('one\ntwo\ntwo\n');
  });

  it('matches straight quotes to curly ones as Edit does, keeping the file curly', async () => {
    await writeFiles(tree.root, { 'a.md': 'Say “hi”.\nIt’s done.\n' });
    await runTool(
      multiEditTool,
      {
        file_path: 'a.md',
        edits: [
          { old_string: 'Say "hi".', new_string: 'Say "hello".' },
          { old_string: "It's done.", new_string: "It's 'finished'." },
        ],
      },
      toolContext(tree.root),
    );
    expect(await content('a.md')).toBe('Say “hello”.\nIt’s ‘finished’.\n');
  });

  it("removes the whitespace at the ends of each new_string's lines, as Edit does", async () => {
    await writeFiles(tree.root, { 'a.ts': 'one\ntwo\n' });
    await runTool(
      multiEditTool,
      {
        file_path: 'a.ts',
        edits: [
          { old_string: 'one', new_string: 'uno  \n\tdos\t' },
          { old_string: 'two', new_string: 'tres ' },
        ],
      },
      toolContext(tree.root),
    );
    expect(await content('a.ts')).toBe('uno\n\tdos\ntres\n');
    const { message } = await toolFailure(
      multiEditTool,
      { file_path: 'a.ts', edits: [{ old_string: 'tres', new_string: 'tres  ' }] },
      toolContext(tree.root),
    );
    expect(message).toContain('Edit 1 of 1: old_string and new_string are identical once');
  });

  it("keeps the whitespace of each old_string's lines that its new_string keeps", async () => {
    await writeFiles(tree.root, { 'gen.sh': 'echo v1\ncat <<EOF\nline one  \nEOF\nx\n' });
    await runTool(
      multiEditTool,
      {
        file_path: 'gen.sh',
        edits: [
          {
            old_string: 'echo v1\ncat <<EOF\nline one  \n',
            new_string: 'echo v2\ncat <<EOF\nline one  \n',
          },
          { old_string: 'x', new_string: 'y  ' },
        ],
      },
      toolContext(tree.root),
    );
    expect(await content('gen.sh')).toBe('echo v2\ncat <<EOF\nline one  \nEOF\ny\n');
  });

  it('creates a file when the first edit has an empty old_string', async () => {
    await runTool(
      multiEditTool,
      {
        file_path: 'new.txt',
        edits: [
          { old_string: '', new_string: 'hello world\n' },
          { old_string: 'world', new_string: 'there' },
        ],
      },
      toolContext(tree.root),
    );
    expect(await content('new.txt')).toBe('hello there\n');
  });

  it('refuses a missing file without an empty first old_string, and paths outside the tree', async () => {
    expect(
      (
        await toolFailure(
          multiEditTool,
          { file_path: 'missing.txt', edits: [{ old_string: 'a', new_string: 'b' }] },
          toolContext(tree.root),
        )
      ).message,
    ).toContain('file does not exist');
    expect(
      (
        await toolFailure(
          multiEditTool,
          { file_path: '../outside.txt', edits: [{ old_string: '', new_string: 'b' }] },
          toolContext(tree.root),
        )
      ).message,
    ).toMatch(/outside|denied/i);
  });
});
