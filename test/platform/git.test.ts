import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvironmentError, ExitCode } from '../../src/errors.js';
import { createGit, GitError, readLinkedGitDir } from '../../src/platform/git.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

describe('git adapter', () => {
  let repo: TempRepo;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'a.txt': 'a\n', 'b.txt': 'b\n' } });
  });

  afterEach(async () => {
    await repo.cleanup();
  });

  it('passes git only an allow-list of the environment, plus the headless settings', async () => {
    const git = createGit(repo.root, {
      env: { ...repo.env, GITHUB_TOKEN: 'ghs_canary', GIT_DIR: '/elsewhere', GIT_INDEX_FILE: '/x' },
    });
    // An alias starting with "!" runs a shell command with git's environment.
    const env = await git.raw(['-c', 'alias.show-env=!env', 'show-env']);
    expect(env).not.toContain('ghs_canary');
    expect(env).not.toMatch(/^GIT_DIR=\/elsewhere/m);
    expect(env).not.toMatch(/^GIT_INDEX_FILE=/m);
    expect(env).toMatch(/^GIT_TERMINAL_PROMPT=0$/m);
    expect(env).toMatch(/^GIT_ASKPASS=$/m);
    expect(env).toMatch(/^GIT_LFS_SKIP_SMUDGE=1$/m);
    expect(env).toMatch(/^PATH=/m);
  });

  it('commits as flotilla[bot] by default, or as the identity given', async () => {
    expect(await repo.git.raw(['var', 'GIT_AUTHOR_IDENT'])).toMatch(
      /^flotilla\[bot\] <flotilla@users\.noreply\.github\.com>/,
    );
    const custom = createGit(repo.root, {
      env: repo.env,
      identity: { name: 'Ada', email: 'ada@example.com' },
    });
    expect(await custom.raw(['var', 'GIT_COMMITTER_IDENT'])).toMatch(/^Ada <ada@example\.com>/);
  });

  it('never runs repository hooks', async () => {
    const hook = path.join(repo.root, '.git', 'hooks', 'pre-commit');
    await mkdir(path.dirname(hook), { recursive: true });
    await writeFile(hook, '#!/bin/sh\necho hook ran >&2\nexit 1\n');
    await chmod(hook, 0o755);
    await writeFile(path.join(repo.root, 'a.txt'), 'changed\n');

    const commit = await repo.git.commitAll({ message: 'change a' });
    expect(commit).toBe(repo.run(['rev-parse', 'HEAD']));
    expect(await repo.git.commitAll({ message: 'nothing' })).toBeUndefined();
  });

  it('gives git an empty stdin, so a command reading it ends at once', async () => {
    const hash = (await repo.git.raw(['hash-object', '--stdin'])).trim();
    expect(hash).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'); // the empty blob
  });

  it('fails fast instead of prompting for credentials', async () => {
    const server: Server = createServer((_request, response) => {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="test"' });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await repo.git
        .raw(['ls-remote', `http://127.0.0.1:${port}/repo.git`])
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GitError);
      expect((error as GitError).stderr).toMatch(
        /terminal prompts disabled|could not read Username/,
      );
    } finally {
      server.close();
    }
  });

  it('reads status, including renames and untracked files', async () => {
    repo.run(['mv', 'a.txt', 'renamed.txt']);
    await writeFile(path.join(repo.root, 'b.txt'), 'B\n');
    await writeFile(path.join(repo.root, 'new file.txt'), 'new\n');

    const status = await repo.git.status();
    expect(status).toEqual(
      expect.arrayContaining([
        { index: 'R', workingTree: ' ', path: 'renamed.txt', originalPath: 'a.txt' },
        { index: ' ', workingTree: 'M', path: 'b.txt' },
        { index: '?', workingTree: '?', path: 'new file.txt' },
      ]),
    );
    expect(await repo.git.status({ pathspecs: ['b.txt'] })).toEqual([
      { index: ' ', workingTree: 'M', path: 'b.txt' },
    ]);
  });

  it('manages worktrees and branches', async () => {
    const head = await repo.git.revParse('HEAD');
    const worktree = path.join(repo.dir, 'wt');
    await repo.git.worktreeAdd({
      path: worktree,
      commitish: head,
      newBranch: 'topic',
      lockReason: 'busy',
    });

    const listed = await repo.git.worktreeList();
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({
      path: worktree,
      head,
      branch: 'refs/heads/topic',
      locked: 'busy',
    });
    expect(await repo.git.branchList('top')).toEqual([{ name: 'topic', sha: head }]);

    await repo.git.worktreeUnlock(worktree);
    expect((await repo.git.worktreeList())[1]?.locked).toBeUndefined();
    await repo.git.worktreeRemove(worktree);
    await repo.git.branchDelete('topic');
    expect(await repo.git.branchList('top')).toEqual([]);
    expect(await repo.git.tryRevParse('topic')).toBeUndefined();
  });

  it('reads the top, the git and common directories and HEAD in one call; no HEAD before the first commit; undefined outside a repository', async () => {
    expect(await repo.git.repository()).toEqual({
      workTree: repo.root,
      gitDir: path.join(repo.root, '.git'),
      commonDir: await repo.git.commonDir(),
      head: await repo.git.revParse('HEAD'),
    });
    // From a subdirectory: the same top.
    await mkdir(path.join(repo.root, 'pkg'));
    expect((await repo.git.at(path.join(repo.root, 'pkg')).repository())?.workTree).toBe(repo.root);
    // Through a symbolic link to that subdirectory, outside the repository: git's own paths,
    // never ones resolved against the link's spelling (its `../.git` is the link's parent's).
    const link = path.join(repo.dir, 'pkg-link');
    await symlink(path.join(repo.root, 'pkg'), link);
    const throughLink = repo.git.at(link);
    expect(await throughLink.repository()).toMatchObject({
      workTree: repo.root,
      commonDir: path.join(repo.root, '.git'),
      gitDir: path.join(repo.root, '.git'),
    });
    expect(await throughLink.commonDir()).toBe(path.join(repo.root, '.git'));
    expect(await throughLink.gitDir()).toBe(path.join(repo.root, '.git'));
    // A linked worktree: its own git directory, the main repository's common one.
    const linked = path.join(repo.dir, 'wt-layout');
    await repo.git.worktreeAdd({ path: linked, commitish: 'HEAD', newBranch: 'layout' });
    expect(await repo.git.at(linked).repository()).toEqual({
      workTree: linked,
      gitDir: path.join(repo.root, '.git', 'worktrees', 'wt-layout'),
      commonDir: path.join(repo.root, '.git'),
      head: await repo.git.revParse('HEAD'),
    });
    const empty = path.join(repo.dir, 'empty');
    await mkdir(empty);
    const emptyGit = createGit(empty, { env: repo.env });
    expect(await emptyGit.repository()).toBeUndefined();
    await emptyGit.raw(['init', '--quiet']);
    expect(await emptyGit.repository()).toEqual({
      workTree: empty,
      gitDir: path.join(empty, '.git'),
      commonDir: path.join(empty, '.git'),
    });
  });

  it("reads a linked worktree's git directory from its .git file, as git reports it", async () => {
    const worktree = path.join(repo.dir, 'wt-read');
    await repo.git.worktreeAdd({ path: worktree, commitish: 'HEAD', newBranch: 'read' });
    const commonDir = await repo.git.commonDir();
    const fromGit = (await repo.git.at(worktree).raw(['rev-parse', '--absolute-git-dir'])).trim();
    expect(await readLinkedGitDir(worktree, commonDir)).toBe(fromGit);
    // Not a worktree of this repository: the main checkout, a .git file pointing elsewhere.
    expect(await readLinkedGitDir(repo.root, commonDir)).toBeUndefined();
    const stray = path.join(repo.dir, 'stray');
    await mkdir(stray);
    await writeFile(path.join(stray, '.git'), `gitdir: ${path.join(repo.dir, 'elsewhere')}\n`);
    await mkdir(path.join(repo.dir, 'elsewhere'));
    expect(await readLinkedGitDir(stray, commonDir)).toBeUndefined();
  });

  it('names the command and git’s message when git fails', async () => {
    const error = await repo.git.revParse('no-such-branch').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).gitExitCode).toBe(128);
    expect((error as GitError).message).toMatch(
      /git rev-parse .*no-such-branch.* failed in .+ \(exit 128\)/,
    );
  });

  it('a git failure is an environment error (exit 6) naming the directory and what to do', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-not-a-repo-'));
    try {
      const git = createGit(outside, { env: repo.env });
      const error = await git.revParse('HEAD').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EnvironmentError);
      expect((error as GitError).exitCode).toBe(ExitCode.environment);
      expect((error as GitError).message).toContain(outside);
      expect((error as GitError).hint).toMatch(/Run Flotilla in a git repository/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('counts commits no other branch holds', async () => {
    repo.run(['branch', 'flotilla/a']);
    expect(await repo.git.uniqueCommitCount('flotilla/a', 'flotilla/*')).toBe(0);
    repo.run(['checkout', '-q', 'flotilla/a']);
    await repo.commit('on a', { 'c.txt': 'c\n' });
    repo.run(['checkout', '-q', 'main']);
    expect(await repo.git.uniqueCommitCount('flotilla/a', 'flotilla/*')).toBe(1);
  });
});
