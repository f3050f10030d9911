import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, renameSync, symlinkSync } from 'node:fs';
import { readdir, readFile, stat, chmod } from 'node:fs/promises';
import path from 'node:path';
import type { AnyTool } from '../../src/tools/define-tool.js';
import { editTool } from '../../src/tools/edit-tool.js';
import { PathDeniedError } from '../../src/tools/path-guard.js';
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

describe('Write', () => {
  it('creates a file and its parent directories', async () => {
    const output = await runTool(
      writeTool,
      { file_path: path.join(tree.root, 'a/b/c.txt'), content: 'hello\nworld\n' },
      toolContext(tree.root),
    );
    expect(output).toContain('File created successfully');
    expect(await readFile(path.join(tree.root, 'a/b/c.txt'), 'utf8')).toBe('hello\nworld\n');
  });

  it('replaces an existing file, keeps its mode and leaves no temporary file', async () => {
    await writeFiles(tree.root, { 'run.sh': 'old' });
    await chmod(path.join(tree.root, 'run.sh'), 0o755);
    const output = await runTool(
      writeTool,
      { file_path: 'run.sh', content: 'new' },
      toolContext(tree.root),
    );
    expect(output).toContain('has been updated');
    expect(await readFile(path.join(tree.root, 'run.sh'), 'utf8')).toBe('new');
    expect((await stat(path.join(tree.root, 'run.sh'))).mode & 0o777).toBe(0o755);
    expect(await readdir(tree.root)).toEqual(['run.sh']);
  });

  it('refuses to write over a directory', async () => {
    await writeFiles(tree.root, { 'dir/x': 'x' });
    const error = await toolFailure(
      writeTool,
      { file_path: 'dir', content: 'x' },
      toolContext(tree.root),
    );
    expect(error.message).toContain('is a directory');
  });

  it('refuses a write into .git', async () => {
    await writeFiles(tree.root, { '.git/HEAD': 'ref: refs/heads/main\n' });
    const error = await toolFailure(
      writeTool,
      { file_path: '.git/hooks/pre-commit', content: 'curl evil' },
      toolContext(tree.root),
    );
    expect(error.message).toContain('writes inside .git are refused');
    await expect(stat(path.join(tree.root, '.git/hooks'))).rejects.toThrow();
  });

  it.each<[string, AnyTool, unknown]>([
    ['Write', writeTool, { file_path: 'src/planted.md', content: 'x' }],
    ['Edit', editTool, { file_path: 'src/planted.md', old_string: '', new_string: 'x' }],
  ])(
    '%s refuses when a symlink is swapped in between its check and its write',
    async (_name, tool, input) => {
      await writeFiles(tree.root, { 'src/a.txt': 'a' });
      mkdirSync(path.join(tree.parent, 'outside'));
      // The tool checks the path synchronously, then awaits; the swap lands in between.
      const pending = tool.run(input, toolContext(tree.root));
      renameSync(path.join(tree.root, 'src'), path.join(tree.root, 'src-moved'));
      symlinkSync(path.join(tree.parent, 'outside'), path.join(tree.root, 'src'));
      const failure = await pending.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(PathDeniedError);
      expect(String((failure as Error).message)).toContain('outside the working tree');
      expect(await readdir(path.join(tree.parent, 'outside'))).toEqual([]);
    },
  );
});
