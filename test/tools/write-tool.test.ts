import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, renameSync, symlinkSync } from 'node:fs';
import { readdir, readFile, stat, chmod } from 'node:fs/promises';
import path from 'node:path';
import type { AnyTool } from '../../src/tools/define-tool.js';
import { editTool } from '../../src/tools/edit-tool.js';
import { PathDeniedError } from '../../src/tools/path-guard.js';
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

  it('replaces a FIFO at once instead of waiting for a writer to open it', async () => {
    const fifo = path.join(tree.root, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const write = runTool(writeTool, { file_path: fifo, content: 'new' }, toolContext(tree.root));
    const outcome = await Promise.race([
      write.then(
        (output) => ({ output }),
        (error: unknown) => ({ error }),
      ),
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 2000)),
    ]);
    if (outcome === 'waiting') {
      // Let the blocked open return, so the test process can end.
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
      await write.catch(() => undefined);
    }
    expect(outcome).toEqual({ output: `The file ${fifo} has been updated (1 lines).` });
    expect(await readFile(fifo, 'utf8')).toBe('new');
    // Edit and Read refuse it clearly rather than waiting too.
    execFileSync('rm', [fifo]);
    execFileSync('mkfifo', [fifo]);
    expect(
      await toolFailure(
        editTool,
        { file_path: fifo, old_string: 'a', new_string: 'b' },
        toolContext(tree.root),
      ),
    ).toMatchObject({ message: `${fifo} is not a regular file.` });
    expect(await toolFailure(readTool, { file_path: fifo }, toolContext(tree.root))).toMatchObject({
      message: `${fifo} is not a regular file.`,
    });
  });

  it.skipIf(process.getuid?.() === 0)(
    'replaces a file it cannot read, as a binary file is',
    async () => {
      await writeFiles(tree.root, { 'locked.txt': 'old' });
      const locked = path.join(tree.root, 'locked.txt');
      await chmod(locked, 0o200);
      expect(
        await runTool(writeTool, { file_path: locked, content: 'new' }, toolContext(tree.root)),
      ).toBe(`The file ${locked} has been updated (1 lines).`);
      await chmod(locked, 0o600);
      expect(await readFile(locked, 'utf8')).toBe('new');
    },
  );

  it('removes the whitespace at the ends of lines, keeping line breaks, except in .md and .mdx files', async () => {
    await writeFiles(tree.root, { 'old.txt': 'before\n' });
    const write = (file: string, content: string) =>
      runTool(writeTool, { file_path: file, content }, toolContext(tree.root));
    const read = (file: string) => readFile(path.join(tree.root, file), 'utf8');
    await write('w.py', 'x = 1   \ny = 2\t\n');
    await write('old.txt', 'a  \r\nb\t\r\n  c ');
    await write('Makefile', 'all:  \n\techo hi \t\n');
    await write('README.md', 'line  \nbreak\n');
    await write('page.mdx', 'x  \n');
    await write('.md', 'y  \n');
    expect(await read('w.py')).toBe('x = 1\ny = 2\n');
    expect(await read('old.txt')).toBe('a\r\nb\r\n  c');
    expect(await read('Makefile')).toBe('all:\n\techo hi\n');
    expect(await read('README.md')).toBe('line  \nbreak\n');
    expect(await read('page.mdx')).toBe('x  \n');
    expect(await read('.md')).toBe('y  \n');
  });

  it('keeps trailing whitespace in .patch and .diff files, where it is content', async () => {
    // Claude Code 2.1.332 strips them, and git apply then refuses the patch: a deliberate difference.
    const patch = '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n keep  \n-old\n+new\n';
    await writeFiles(tree.root, { f: 'keep  \nold\n' });
    for (const file of ['fix.patch', 'fix.diff', 'FIX.PATCH']) {
      await runTool(writeTool, { file_path: file, content: patch }, toolContext(tree.root));
      expect(await readFile(path.join(tree.root, file), 'utf8')).toBe(patch);
    }
    execFileSync('git', ['apply', '--check', 'fix.patch'], { cwd: tree.root });
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
