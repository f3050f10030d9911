import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiffIndex, parsePatch, parseUnifiedDiff } from '../../src/publish/diff-lines.js';

const patch = [
  '@@ -10,6 +10,7 @@ function a() {',
  ' keep 10', // old 10, new 10
  '-removed 11', // old 11
  '+added 11', // new 11
  '+added 12', // new 12
  ' keep 12', // old 12, new 13
  ' keep 13', // old 13, new 14
  ' keep 14', // old 14, new 15
  ' keep 15', // old 15, new 16
  '@@ -40,3 +41,2 @@',
  ' keep 40', // old 40, new 41
  '-removed 41', // old 41
  ' keep 42', // old 42, new 42
  '\\ No newline at end of file',
].join('\n');

describe('parsePatch', () => {
  it('numbers added and context lines in the new file, removed and context lines in the old', () => {
    const [first, second] = parsePatch(patch);
    expect([...(first?.right ?? [])]).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect([...(first?.left ?? [])]).toEqual([10, 11, 12, 13, 14, 15]);
    expect([...(second?.right ?? [])]).toEqual([41, 42]);
    expect([...(second?.left ?? [])]).toEqual([40, 41, 42]);
  });

  it('reads a header without counts as one line', () => {
    const [hunk] = parsePatch('@@ -3 +3 @@\n-old\n+new');
    expect(hunk).toMatchObject({ oldStart: 3, oldLines: 1, newStart: 3, newLines: 1 });
    expect([...(hunk?.right ?? [])]).toEqual([3]);
  });
});

describe('createDiffIndex', () => {
  const index = createDiffIndex([
    { path: 'src/a.ts', patch },
    { path: 'img.png' },
    {
      path: 'src/new-name.ts',
      previousPath: 'src/old-name.ts',
      patch: '@@ -1,2 +1,2 @@\n-one\n+uno\n two',
    },
  ]);

  it('accepts lines inside hunks on the side they exist on', () => {
    expect(index.canAnchor('src/a.ts', 12)).toBe(true);
    expect(index.canAnchor('src/a.ts', 16, undefined, 'RIGHT')).toBe(true);
    expect(index.canAnchor('src/a.ts', 11, undefined, 'LEFT')).toBe(true);
    expect(index.canAnchor('src/a.ts', 41, undefined, 'LEFT')).toBe(true);
  });

  it('refuses lines outside hunks, on the wrong side, or in files without a patch', () => {
    expect(index.canAnchor('src/a.ts', 9)).toBe(false);
    expect(index.canAnchor('src/a.ts', 17)).toBe(false);
    expect(index.canAnchor('src/a.ts', 16, undefined, 'LEFT')).toBe(false);
    expect(index.canAnchor('src/a.ts', 30)).toBe(false);
    expect(index.canAnchor('img.png', 1)).toBe(false);
    expect(index.canAnchor('src/missing.ts', 1)).toBe(false);
    expect(index.canAnchor('src/a.ts', 0)).toBe(false);
  });

  it('accepts a range inside one hunk and refuses one spanning two hunks or inverted', () => {
    expect(index.canAnchor('src/a.ts', 14, 11)).toBe(true);
    expect(index.canAnchor('src/a.ts', 41, 12)).toBe(false);
    expect(index.canAnchor('src/a.ts', 11, 14)).toBe(false);
    expect(index.canAnchor('src/a.ts', 42, 40, 'LEFT')).toBe(true);
  });

  it('drops a start_line equal to line (GitHub wants start_line < line)', () => {
    expect(index.resolve({ path: 'src/a.ts', line: 12, start_line: 12 })).toEqual({
      path: 'src/a.ts',
      line: 12,
      side: 'RIGHT',
    });
  });

  it('maps the old name of a renamed file to its new name on the LEFT side', () => {
    expect(index.resolve({ path: 'src/old-name.ts', line: 1, side: 'LEFT' })).toEqual({
      path: 'src/new-name.ts',
      line: 1,
      side: 'LEFT',
    });
    expect(index.canAnchor('src/old-name.ts', 1, undefined, 'RIGHT')).toBe(false);
  });
});

describe('parseUnifiedDiff', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd,
      encoding: 'utf8',
    });

  it('splits real git output into files whose anchors match the changed lines', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotilla-diff-'));
    dirs.push(dir);
    git(dir, 'init', '-q');
    mkdirSync(path.join(dir, 'src'));
    const lines = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`);
    writeFileSync(path.join(dir, 'src', 'main.ts'), `${lines.join('\n')}\n`);
    writeFileSync(path.join(dir, 'gone.txt'), 'bye\n');
    writeFileSync(path.join(dir, 'moved.txt'), 'a\nb\nc\nd\ne\nf\ng\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    lines[4] = 'line 5 changed';
    lines.splice(20, 0, 'inserted after 20');
    writeFileSync(path.join(dir, 'src', 'main.ts'), `${lines.join('\n')}\n`);
    rmSync(path.join(dir, 'gone.txt'));
    writeFileSync(path.join(dir, 'new file.txt'), 'hello\nworld\n');
    renameSync(path.join(dir, 'moved.txt'), path.join(dir, 'renamed.txt'));
    writeFileSync(path.join(dir, 'renamed.txt'), 'a\nb\nc\nD\ne\nf\ng\n');
    git(dir, 'add', '-A');
    const diff = git(dir, 'diff', '--cached', '-M');

    const files = parseUnifiedDiff(diff);
    expect(files.map((file) => file.path).sort()).toEqual([
      'gone.txt',
      'new file.txt',
      'renamed.txt',
      'src/main.ts',
    ]);
    const index = createDiffIndex(files);
    expect(index.canAnchor('src/main.ts', 5)).toBe(true);
    expect(index.canAnchor('src/main.ts', 5, undefined, 'LEFT')).toBe(true);
    expect(index.canAnchor('src/main.ts', 21)).toBe(true);
    expect(index.canAnchor('src/main.ts', 14)).toBe(false);
    expect(index.canAnchor('gone.txt', 1, undefined, 'LEFT')).toBe(true);
    expect(index.canAnchor('gone.txt', 1)).toBe(false);
    expect(index.canAnchor('new file.txt', 2)).toBe(true);
    expect(files.find((file) => file.path === 'renamed.txt')?.previousPath).toBe('moved.txt');
    expect(index.canAnchor('moved.txt', 4, undefined, 'LEFT')).toBe(true);
  });

  it('reads a diff without git headers, file after file', () => {
    const diff = [
      '--- a/one.txt',
      '+++ b/one.txt',
      '@@ -1,2 +1,2 @@',
      '-x',
      '+y',
      ' --- not a header, a context line',
      '--- a/two.txt',
      '+++ b/two.txt',
      '@@ -5 +5,2 @@',
      ' five',
      '+six',
    ].join('\n');
    const files = parseUnifiedDiff(diff);
    expect(files.map((file) => file.path)).toEqual(['one.txt', 'two.txt']);
    expect(createDiffIndex(files).canAnchor('two.txt', 6)).toBe(true);
    expect(createDiffIndex(files).canAnchor('one.txt', 2)).toBe(true);
  });
});
