import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToolError } from '../../src/errors.js';
import { findingPath } from '../../src/results/finding-path.js';

let base: string;
let repo: string;
beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(tmpdir(), 'flotilla-finding-path-')));
  repo = path.join(base, 'repo');
  await mkdir(path.join(repo, '.git'), { recursive: true });
  await mkdir(path.join(repo, 'src'), { recursive: true });
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('findingPath', () => {
  it('keeps a relative path, cleaned: POSIX separators, no ./, no inner ..', () => {
    expect(findingPath('src/a.py', repo, repo)).toBe('src/a.py');
    expect(findingPath('./src/a.py', repo, repo)).toBe('src/a.py');
    expect(findingPath('src\\lib\\a.py', repo, repo)).toBe('src/lib/a.py');
    expect(findingPath('src/lib/../a.py', repo, repo)).toBe('src/a.py');
  });

  it('makes an absolute path inside the repository relative, through a symlinked root too', async () => {
    expect(findingPath(path.join(repo, 'src', 'a.py'), repo, repo)).toBe('src/a.py');
    const link = path.join(base, 'link');
    await symlink(repo, link);
    expect(findingPath(path.join(link, 'src', 'a.py'), repo, repo)).toBe('src/a.py');
    expect(findingPath(path.join(repo, 'src', 'a.py'), link, link)).toBe('src/a.py');
  });

  it("takes a worktree agent's absolute path relative to its worktree, and a cwd agent's relative to the repository", async () => {
    const worktree = path.join(repo, '.claude', 'worktrees', 'a1-reviewer');
    await mkdir(worktree, { recursive: true });
    await writeFile(path.join(worktree, '.git'), 'gitdir: ../../../.git/worktrees/a1-reviewer\n');
    expect(findingPath(path.join(worktree, 'src', 'a.py'), repo, worktree)).toBe('src/a.py');
    // The same agent may still name a file of the main checkout.
    expect(findingPath(path.join(repo, 'src', 'b.py'), repo, worktree)).toBe('src/b.py');
    // An agent started with cwd: src is not a tree of its own.
    const subdirectory = path.join(repo, 'src');
    expect(findingPath(path.join(subdirectory, 'a.py'), repo, subdirectory)).toBe('src/a.py');
  });

  it('refuses a path outside the repository, and the repository root itself, with what to send instead', () => {
    for (const outside of [
      '../outside.py',
      'src/../../x.py',
      path.join(base, 'x.py'),
      '/etc/passwd',
      'C:\\src\\a.py',
    ]) {
      expect(() => findingPath(outside, repo, repo), outside).toThrow(ToolError);
      expect(() => findingPath(outside, repo, repo), outside).toThrow(
        /is outside the repository .*relative to the repository root/,
      );
    }
    for (const root of ['.', repo, './']) {
      expect(() => findingPath(root, repo, repo), root).toThrow(/names the repository root/);
    }
  });
});
