import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { createGit } from '../../src/platform/git.js';
import { mergeBack } from '../../src/worktrees/merge-back.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

describe('merge-back', () => {
  let repo: TempRepo;

  beforeEach(async () => {
    repo = await createTempRepo({
      files: { 'shared.txt': 'one\ntwo\nthree\n', 'a.txt': 'a\n', 'b.txt': 'b\n' },
    });
  });

  afterEach(async () => {
    await repo.cleanup();
  });

  /** Commits `files` on a new branch from `from`, without touching the main checkout. */
  async function branchWith(
    branch: string,
    files: Record<string, string>,
    from = 'main',
  ): Promise<string> {
    const worktree = path.join(repo.dir, `wt-${branch.replaceAll('/', '-')}`);
    repo.run(['worktree', 'add', '-q', '-b', branch, worktree, from]);
    for (const [name, content] of Object.entries(files)) {
      execFileSync('sh', ['-c', 'cat > "$1"', 'sh', path.join(worktree, name)], { input: content });
    }
    repo.run(['add', '-A'], worktree);
    repo.run(['commit', '-q', '-m', `work on ${branch}`], worktree);
    const tip = repo.run(['rev-parse', 'HEAD'], worktree);
    repo.run(['worktree', 'remove', worktree]);
    return tip;
  }

  it('integrates clean branches in the given order onto a new results branch', async () => {
    const base = repo.run(['rev-parse', 'HEAD']);
    const first = await branchWith('flotilla/first', { 'a.txt': 'A\n' });
    const second = await branchWith('flotilla/second', { 'b.txt': 'B\n' });
    const statusBefore = repo.run(['status', '--porcelain']);

    const result = await mergeBack(repo.git, {
      branches: [
        { agent: 'first', branch: 'flotilla/first' },
        { agent: 'second', branch: 'flotilla/second' },
      ],
      targetBranch: 'flotilla/results',
    });

    expect(result.conflicts).toEqual([]);
    expect(result.merged.map((entry) => [entry.agent, entry.result, entry.commit])).toEqual([
      ['first', 'fast-forward', first],
      ['second', 'merged', second],
    ]);
    expect(repo.run(['rev-parse', 'flotilla/results'])).toBe(result.head);
    expect(repo.run(['show', 'flotilla/results:a.txt'])).toBe('A');
    expect(repo.run(['show', 'flotilla/results:b.txt'])).toBe('B');
    expect(repo.run(['rev-list', '--parents', '-1', 'flotilla/results']).split(' ')).toEqual([
      result.head,
      first,
      second,
    ]);
    // No working tree was touched.
    expect(repo.run(['rev-parse', 'HEAD'])).toBe(base);
    expect(repo.run(['status', '--porcelain'])).toBe(statusBefore);
  });

  it('reports a conflicting branch with its files and skips it, merging the rest', async () => {
    await branchWith('flotilla/left', { 'shared.txt': 'one\nLEFT\nthree\n' });
    await branchWith('flotilla/right', { 'shared.txt': 'one\nRIGHT\nthree\n', 'a.txt': 'right\n' });
    await branchWith('flotilla/other', { 'b.txt': 'other\n' });

    const result = await mergeBack(repo.git, {
      branches: [
        { agent: 'left', branch: 'flotilla/left' },
        { agent: 'right', branch: 'flotilla/right' },
        { agent: 'other', branch: 'flotilla/other' },
        { agent: 'ghost', branch: 'flotilla/ghost' },
      ],
      targetBranch: 'flotilla/results',
    });

    expect(result.merged.map((entry) => entry.agent)).toEqual(['left', 'other']);
    expect(result.conflicts).toMatchObject([
      { agent: 'right', branch: 'flotilla/right', reason: 'conflict', files: ['shared.txt'] },
      { agent: 'ghost', reason: 'missing' },
    ]);
    expect(result.conflicts[0]?.details).toMatch(/CONFLICT \(content\)/);
    expect(repo.run(['show', 'flotilla/results:shared.txt'])).toBe('one\nLEFT\nthree');
    expect(repo.run(['show', 'flotilla/results:b.txt'])).toBe('other');
    // The conflicting branch is left as it was, for a human.
    expect(repo.run(['show', 'flotilla/right:shared.txt'])).toBe('one\nRIGHT\nthree');
  });

  it('continues an existing results branch and reports branches already in it', async () => {
    await branchWith('flotilla/done', { 'a.txt': 'done\n' });
    const once = await mergeBack(repo.git, {
      branches: [{ agent: 'done', branch: 'flotilla/done' }],
      targetBranch: 'results',
    });
    const again = await mergeBack(repo.git, {
      branches: [{ agent: 'done', branch: 'flotilla/done' }],
      targetBranch: 'results',
    });
    expect(again.head).toBe(once.head);
    expect(again.merged).toMatchObject([{ agent: 'done', result: 'up-to-date' }]);
  });

  it('integrates the commit given for a branch, wherever the branch has moved since', async () => {
    const work = await branchWith('flotilla/agent', { 'a.txt': 'A\n' });
    repo.run(['branch', '-f', 'flotilla/agent', 'main']);
    const result = await mergeBack(repo.git, {
      branches: [
        { agent: 'agent', branch: 'flotilla/agent', commit: work },
        { agent: 'ghost', branch: 'flotilla/ghost', commit: '0'.repeat(40) },
      ],
      targetBranch: 'flotilla/results',
    });
    expect(result.merged.map((entry) => [entry.agent, entry.commit])).toEqual([['agent', work]]);
    expect(repo.run(['show', 'flotilla/results:a.txt'])).toBe('A');
    expect(result.conflicts).toEqual([
      expect.objectContaining({
        agent: 'ghost',
        reason: 'missing',
        details: `no commit ${'0'.repeat(40)}`,
      }),
    ]);
  });

  it('refuses a results branch that is checked out', async () => {
    await expect(mergeBack(repo.git, { branches: [], targetBranch: 'main' })).rejects.toThrow(
      /checked out/,
    );
    await expect(
      mergeBack(repo.git, { branches: [], targetBranch: 'bad..name' }),
    ).rejects.toBeInstanceOf(UserError);
  });

  it('deepens a shallow clone until the merge base appears', async () => {
    // History: base ← 5 commits ← x1 (branch x), and base ← y1 (branch y).
    for (let index = 0; index < 5; index++)
      await repo.commit(`filler ${index}`, { [`f${index}.txt`]: `${index}\n` });
    await branchWith('x', { 'a.txt': 'x\n' });
    await branchWith('y', { 'b.txt': 'y\n' }, 'main~5');
    const clone = path.join(repo.dir, 'shallow');
    execFileSync(
      'git',
      ['clone', '-q', '--depth', '1', '--no-single-branch', `file://${repo.root}`, clone],
      { env: repo.env },
    );
    const git = createGit(clone, { env: repo.env });
    expect(await git.isShallow()).toBe(true);
    execFileSync('git', ['branch', 'y', 'origin/y'], { cwd: clone, env: repo.env });
    expect(await git.mergeBase('origin/x', 'y')).toBeUndefined();

    const result = await mergeBack(git, {
      branches: [{ agent: 'y', branch: 'y' }],
      targetBranch: 'results',
      base: 'origin/x',
    });

    expect(result.notes[0]).toMatch(/deepened the shallow clone by 50 commits from origin/);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toMatchObject([{ agent: 'y', result: 'merged' }]);
  });

  it('says so when a shallow clone has no remote to deepen from', async () => {
    const clone = path.join(repo.dir, 'orphan');
    await branchWith('z', { 'a.txt': 'z\n' });
    await repo.commit('ahead', { 'c.txt': 'c\n' });
    execFileSync(
      'git',
      ['clone', '-q', '--depth', '1', '--no-single-branch', `file://${repo.root}`, clone],
      { env: repo.env },
    );
    execFileSync('git', ['branch', 'z', 'origin/z'], { cwd: clone, env: repo.env });
    execFileSync('git', ['remote', 'remove', 'origin'], { cwd: clone, env: repo.env });
    const git = createGit(clone, { env: repo.env });

    await expect(
      mergeBack(git, { branches: [{ agent: 'z', branch: 'z' }], targetBranch: 'results' }),
    ).rejects.toThrow(/shallow clone and has no remote/);
  });
});
