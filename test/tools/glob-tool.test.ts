import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { globTool } from '../../src/tools/glob-tool.js';
import {
  age,
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

const lines = (output: string): string[] => output.split('\n').filter((line) => line !== '');

describe('Glob', () => {
  it('keeps an absolute pattern anchored at its directory (it does not match the name at any depth)', async () => {
    await writeFiles(tree.root, {
      'package.json': '{}',
      'node_modules/a/package.json': '{}',
      'src/b.json': '',
      'src/deep/c.json': '',
    });
    await age(path.join(tree.root, 'node_modules/a/package.json'), 100);
    const context = toolContext(tree.root);
    const file = path.join(tree.root, 'package.json');
    expect(await runTool(globTool, { pattern: file }, context)).toBe(file);
    expect(
      await runTool(globTool, { pattern: path.join(tree.root, 'src', '*.json') }, context),
    ).toBe(path.join(tree.root, 'src/b.json'));
    expect(
      await runTool(
        globTool,
        { pattern: path.join(tree.root, 'src', 'b.json'), path: 'src' },
        context,
      ),
    ).toBe(path.join(tree.root, 'src/b.json'));
  });

  it('returns matches least recently modified first (ties by path), as absolute paths, as Claude Code does', async () => {
    await writeFiles(tree.root, {
      'old.ts': '',
      'mid.ts': '',
      'new.ts': '',
      'x.js': '',
      'b-tie.ts': '',
      'a-tie.ts': '',
    });
    await age(path.join(tree.root, 'old.ts'), 300);
    await age(path.join(tree.root, 'mid.ts'), 200);
    await age(path.join(tree.root, 'new.ts'), 100);
    await age(path.join(tree.root, 'b-tie.ts'), 250);
    await age(path.join(tree.root, 'a-tie.ts'), 250);
    const output = await runTool(globTool, { pattern: '*.ts' }, toolContext(tree.root));
    expect(lines(output)).toEqual(
      ['old.ts', 'a-tie.ts', 'b-tie.ts', 'mid.ts', 'new.ts'].map((name) =>
        path.join(tree.root, name),
      ),
    );
  });

  it('matches a pattern without / at any depth, below path too (ripgrep --glob rules)', async () => {
    await writeFiles(tree.root, {
      'top.ts': '',
      'src/a/b/c.ts': '',
      'src/d.tsx': '',
      'src/a/e.js': '',
    });
    const relative = (output: string) =>
      lines(output)
        .map((file) => path.relative(tree.root, file))
        .sort();
    const anywhere = await runTool(globTool, { pattern: '*.ts' }, toolContext(tree.root));
    expect(relative(anywhere)).toEqual(['src/a/b/c.ts', 'top.ts']);
    const below = await runTool(
      globTool,
      { pattern: '*.ts', path: 'src/a' },
      toolContext(tree.root),
    );
    expect(relative(below)).toEqual(['src/a/b/c.ts']);
    const anchored = await runTool(
      globTool,
      { pattern: 'a/*.js', path: 'src' },
      toolContext(tree.root),
    );
    expect(relative(anchored)).toEqual(['src/a/e.js']);
    const caseSensitive = await runTool(
      globTool,
      { pattern: 'SRC/**/*.TS' },
      toolContext(tree.root),
    );
    expect(caseSensitive).toBe('No files found');
  });

  it('matches recursively with ** and within a path', async () => {
    await writeFiles(tree.root, {
      'src/a.ts': '',
      'src/deep/b.ts': '',
      'test/c.ts': '',
      'src/d.js': '',
    });
    const all = await runTool(globTool, { pattern: '**/*.ts' }, toolContext(tree.root));
    expect(
      lines(all)
        .map((file) => path.relative(tree.root, file))
        .sort(),
    ).toEqual(['src/a.ts', 'src/deep/b.ts', 'test/c.ts']);
    const underSrc = await runTool(
      globTool,
      { pattern: '**/*.ts', path: 'src' },
      toolContext(tree.root),
    );
    expect(
      lines(underSrc)
        .map((file) => path.relative(tree.root, file))
        .sort(),
    ).toEqual(['src/a.ts', 'src/deep/b.ts']);
    const withBase = await runTool(globTool, { pattern: 'src/deep/*.ts' }, toolContext(tree.root));
    expect(lines(withBase)).toEqual([path.join(tree.root, 'src/deep/b.ts')]);
  });

  it('lists gitignored files, as Claude Code does, but never what is inside .git', async () => {
    await writeFiles(tree.root, {
      '.gitignore': 'node_modules/\n*.log\n!keep.log\n',
      'node_modules/pkg/index.js': '',
      'app.js': '',
      'debug.log': '',
      'keep.log': '',
      'packages/web/.gitignore': 'dist\n',
      'packages/web/dist/bundle.js': '',
      'packages/web/src/main.js': '',
      '.git/objects/x.js': '',
      '.hidden/tool.js': '',
    });
    const output = await runTool(globTool, { pattern: '**/*' }, toolContext(tree.root));
    expect(
      lines(output)
        .map((file) => path.relative(tree.root, file))
        .sort(),
    ).toEqual([
      '.gitignore',
      '.hidden/tool.js',
      'app.js',
      'debug.log',
      'keep.log',
      'node_modules/pkg/index.js',
      'packages/web/.gitignore',
      'packages/web/dist/bundle.js',
      'packages/web/src/main.js',
    ]);
  });

  it('lists an explicitly requested ignored directory', async () => {
    await writeFiles(tree.root, { '.gitignore': 'vendor/\n', 'vendor/lib.js': '' });
    const output = await runTool(
      globTool,
      { pattern: '*.js', path: 'vendor' },
      toolContext(tree.root),
    );
    expect(lines(output)).toEqual([path.join(tree.root, 'vendor/lib.js')]);
  });

  it('caps the list at 100 and says it was truncated', async () => {
    const files: Record<string, string> = {};
    for (let index = 0; index < 130; index++) files[`f${index}.txt`] = '';
    await writeFiles(tree.root, files);
    const output = await runTool(globTool, { pattern: '*.txt' }, toolContext(tree.root));
    const shown = lines(output).filter((line) => line.startsWith('/'));
    expect(shown).toHaveLength(100);
    expect(output).toContain('Results are truncated: showing 100 of 130 files');
  });

  it('walks and sorts a tree larger than one slice of directories and stats', async () => {
    // 150 directories and 300 matches: more than the walk lists (64) and stats (256) between
    // two turns of the event loop, so the slices are stitched together here.
    const files: Record<string, string> = {};
    for (let index = 0; index < 150; index++) {
      files[`d${index}/a.md`] = '';
      files[`d${index}/b.md`] = '';
    }
    files['d149/.gitignore'] = 'b.md\n';
    await writeFiles(tree.root, files);
    const oldest = path.join(tree.root, 'd7/a.md');
    const newest = path.join(tree.root, 'd140/b.md');
    for (const [index, relative] of Object.keys(files).entries()) {
      await age(path.join(tree.root, relative), 1000 + index);
    }
    await age(oldest, 5000);
    await age(newest, 1);
    const output = await runTool(globTool, { pattern: '**/*.md' }, toolContext(tree.root));
    expect(output).toContain('showing 100 of 300 files');
    expect(lines(output)[0]).toBe(oldest);
    expect(output).not.toContain(newest);
    const all = await runTool(globTool, { pattern: 'd7/*.md' }, toolContext(tree.root));
    expect(lines(all)).toEqual([oldest, path.join(tree.root, 'd7/b.md')]);
  });

  it('reads a .gitignore only when it is a regular file (a FIFO does not hang the walk)', async () => {
    await writeFiles(tree.root, { 'a.ts': '', 'sub/b.ts': '' });
    execFileSync('mkfifo', [path.join(tree.root, '.gitignore')]);
    execFileSync('mkfifo', [path.join(tree.root, 'sub', '.gitignore')]);
    const output = await runTool(globTool, { pattern: '**/*.ts' }, toolContext(tree.root));
    expect(
      lines(output)
        .map((file) => path.relative(tree.root, file))
        .sort(),
    ).toEqual(['a.ts', 'sub/b.ts']);
  });

  it('does not follow symbolic links out of the tree', async () => {
    await writeFiles(tree.parent, { 'outside/secret.ts': '' });
    await writeFiles(tree.root, { 'inside.ts': '' });
    await symlink(path.join(tree.parent, 'outside'), path.join(tree.root, 'linked'));
    await symlink(
      path.join(tree.parent, 'outside/secret.ts'),
      path.join(tree.root, 'file-link.ts'),
    );
    const output = await runTool(globTool, { pattern: '**/*.ts' }, toolContext(tree.root));
    expect(lines(output)).toEqual([path.join(tree.root, 'inside.ts')]);
  });

  it('takes a backslash as an escape, not a path separator (Next.js app/[id])', async () => {
    await writeFiles(tree.root, {
      'app/[id]/page.tsx': 'x',
      'app/i/page.tsx': 'x',
      'src/a*b.txt': 'x',
      'src/axb.txt': 'x',
    });
    const found = async (pattern: string) =>
      lines(await runTool(globTool, { pattern }, toolContext(tree.root))).map((file) =>
        path.relative(tree.root, file),
      );
    expect(await found('app/\\[id\\]/*.tsx')).toEqual(['app/[id]/page.tsx']);
    expect(await found('app/\\[id\\]/page.tsx')).toEqual(['app/[id]/page.tsx']);
    expect(await found('**/\\[id\\]/*.tsx')).toEqual(['app/[id]/page.tsx']);
    expect(await found(`${tree.root}/app/\\[id\\]/page.tsx`)).toEqual(['app/[id]/page.tsx']);
    expect(await found('src/a\\*b.txt')).toEqual(['src/a*b.txt']);
    expect(await found('a\\*b.txt')).toEqual(['src/a*b.txt']);
  });

  it('says when nothing matches', async () => {
    expect(await runTool(globTool, { pattern: '**/*.rs' }, toolContext(tree.root))).toBe(
      'No files found',
    );
  });

  it('refuses a path or pattern that leaves the tree', async () => {
    const outside = await toolFailure(
      globTool,
      { pattern: '*', path: '..' },
      toolContext(tree.root),
    );
    expect(outside.message).toContain('outside the working tree');
    const dotdot = await toolFailure(globTool, { pattern: '../*' }, toolContext(tree.root));
    expect(dotdot.message).toContain("contains '..'");
    const absolute = await toolFailure(globTool, { pattern: '/etc/*' }, toolContext(tree.root));
    expect(absolute.message).toContain('outside the search directory');
  });
});
