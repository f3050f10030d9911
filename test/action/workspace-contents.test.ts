import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewCheckout, workspaceContains } from '../../src/action/workspace-contents.js';
import { createGit } from '../../src/platform/git.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

let repo: TempRepo | undefined;
afterEach(async () => repo?.cleanup());

/** main with two commits, a PR branch with one, and a merge of the PR into main. */
async function history() {
  repo = await createTempRepo({ files: { 'a.txt': 'a\n' } });
  const base = repo.run(['rev-parse', 'HEAD']);
  repo.run(['checkout', '-q', '-b', 'pr']);
  const prHead = await repo.commit('pr change', { 'pr.txt': 'pr\n' });
  repo.run(['checkout', '-q', 'main']);
  const mainHead = await repo.commit('main change', { 'main.txt': 'main\n' });
  repo.run(['merge', '-q', '--no-ff', '-m', 'merge pr', 'pr']);
  const merge = repo.run(['rev-parse', 'HEAD']);
  const after = await repo.commit('after merge', { 'after.txt': 'after\n' });
  return { base, prHead, mainHead, merge, after };
}

function clone(source: string, name: string, args: string[]): string {
  const target = path.join(repo!.dir, name);
  execFileSync('git', ['clone', '-q', ...args, `file://${source}`, target], { env: repo!.env });
  return target;
}

describe('workspaceContains (pull_request_target refusal)', () => {
  it('answers from full history: the head itself, a merge of it, a descendant, or not', async () => {
    const { prHead, mainHead, merge, after } = await history();
    const git = repo!.git;
    expect(await workspaceContains(git, prHead, prHead)).toBe(true);
    expect(await workspaceContains(git, merge, prHead)).toBe(true);
    expect(await workspaceContains(git, after, prHead)).toBe(true);
    expect(await workspaceContains(git, mainHead, prHead)).toBe(false);
  });

  it('in a depth-1 clone of the merge, sees the PR head as a parent', async () => {
    const { prHead, merge } = await history();
    repo!.run(['checkout', '-q', '--detach', merge]);
    const shallow = clone(repo!.root, 'shallow-merge', ['--depth', '1', '--no-local']);
    const git = createGit(shallow, { env: repo!.env });
    expect(await git.tryRevParse('HEAD')).toBe(merge);
    expect(await workspaceContains(git, merge, prHead)).toBe(true);
  });

  it('in a depth-1 clone where the PR head is absent: cannot decide (HEAD may descend from it)', async () => {
    const { prHead, mainHead, after } = await history();
    for (const [name, commit] of [
      ['shallow-base', mainHead],
      ['shallow-descendant', after],
    ] as const) {
      repo!.run(['checkout', '-q', '--detach', commit]);
      const shallow = clone(repo!.root, name, ['--depth', '1', '--no-local']);
      const git = createGit(shallow, { env: repo!.env });
      expect(await workspaceContains(git, commit, prHead)).toBeUndefined();
    }
  });

  it('in a full clone, where a commit absent from the repository cannot be in any history: no', async () => {
    const { mainHead } = await history();
    const absent = '0123456789abcdef0123456789abcdef01234567';
    expect(await workspaceContains(repo!.git, mainHead, absent)).toBe(false);
  });

  it('cannot decide a descendant whose history is cut, and says so', async () => {
    const { prHead, after } = await history();
    repo!.run(['checkout', '-q', '--detach', after]);
    const shallow = clone(repo!.root, 'shallow-after', ['--depth', '1', '--no-local']);
    const git = createGit(shallow, { env: repo!.env });
    // Fetch the PR head's object so it is present, but not the history that connects them.
    execFileSync('git', ['-C', shallow, 'fetch', '-q', '--depth', '1', 'origin', prHead], {
      env: repo!.env,
    });
    expect(await workspaceContains(git, after, prHead)).toBeUndefined();
  });
});

describe('reviewCheckout (which lines a review asks for)', () => {
  it('is the head, a commit holding it (the merge), or one without its changes', async () => {
    const { prHead, mainHead, merge } = await history();
    const at = (commit: string) => {
      repo!.run(['checkout', '-q', '--detach', commit]);
      return reviewCheckout(repo!.git, prHead);
    };
    expect(await at(prHead)).toEqual({ kind: 'head' });
    expect(await at(merge)).toEqual({ kind: 'holds-head', commit: merge });
    expect(await at(mainHead)).toEqual({ kind: 'without-head', commit: mainHead });
  });

  it('takes a depth-1 merge as holding the head, and a depth-1 base as lacking it', async () => {
    const { prHead, mainHead, merge } = await history();
    for (const [name, commit, kind] of [
      ['shallow-merge', merge, 'holds-head'],
      ['shallow-base', mainHead, 'without-head'],
    ] as const) {
      repo!.run(['checkout', '-q', '--detach', commit]);
      const shallow = clone(repo!.root, name, ['--depth', '1', '--no-local']);
      const git = createGit(shallow, { env: repo!.env });
      expect(await reviewCheckout(git, prHead)).toEqual({ kind, commit });
    }
  });
});
