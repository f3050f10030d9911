import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * What an agent could plant where git reads configuration besides `.git/config`: with
 * extensions.worktreeConfig (set by `git sparse-checkout set`), `config.worktree` files, in the
 * common git directory and in each worktree's. Flotilla's own git, on the host, must not run a
 * filter driver defined there; the user's own drivers (Git LFS) in `.git/config` still apply.
 */
describe("Flotilla's git on a repository with a planted config.worktree", () => {
  let repo: TempRepo;
  let outside: string;
  let marker: string;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'a.txt': 'a\n', 'b.upper': 'B\n' } });
    outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-planted-config-'));
    marker = path.join(outside, 'filter-ran');
    repo.run(['config', 'extensions.worktreeConfig', 'true']);
    const commonDir = path.join(repo.root, '.git');
    await appendFile(
      path.join(commonDir, 'config.worktree'),
      `[filter "x"]\n\tclean = tee -a ${marker}\n\trequired = true\n`,
    );
    await mkdir(path.join(commonDir, 'info'), { recursive: true });
    await writeFile(path.join(commonDir, 'info', 'attributes'), '* filter=x\n*.upper filter=up\n');
    // The user's own driver, in the repository's own configuration.
    repo.run(['config', 'filter.up.clean', 'tr a-z A-Z']);
  });

  afterEach(async () => {
    await repo.cleanup();
    await rm(outside, { recursive: true, force: true });
  });

  it('commitAll commits the files as written, without running the planted filter', async () => {
    await writeFile(path.join(repo.root, 'a.txt'), 'a changed\n');
    await writeFile(path.join(repo.root, 'new.txt'), 'new\n');
    await writeFile(path.join(repo.root, 'b.upper'), 'b changed\n');
    const commit = await repo.git.commitAll({ message: 'agent work' });
    expect(commit).toBeDefined();
    expect(repo.run(['show', 'HEAD:a.txt'])).toBe('a changed');
    expect(repo.run(['show', 'HEAD:new.txt'])).toBe('new');
    // The user's driver ran: its output is what was committed.
    expect(repo.run(['show', 'HEAD:b.upper'])).toBe('B CHANGED');
    expect(existsSync(marker)).toBe(false);
  });

  it('status and checkoutHead run no planted filter either', async () => {
    await writeFile(path.join(repo.root, 'a.txt'), 'a changed\n');
    expect(await repo.git.status()).toEqual([
      expect.objectContaining({ path: 'a.txt', workingTree: 'M' }),
    ]);
    await repo.git.checkoutHead();
    expect(await readFile(path.join(repo.root, 'a.txt'), 'utf8')).toBe('a\n');
    expect(existsSync(marker)).toBe(false);
  });

  it("run from a subdirectory, keeps the user's own driver and still switches off the planted one", async () => {
    await repo.commit('a package', { 'pkg/b.upper': 'B\n', 'pkg/a.txt': 'a\n' });
    await rm(marker, { force: true }); // the test's own commit ran every filter
    // Written as the user's clean filter would not leave it: unchanged once that filter runs.
    await writeFile(path.join(repo.root, 'pkg', 'b.upper'), 'b\n');
    await writeFile(path.join(repo.root, 'pkg', 'a.txt'), 'a changed\n');
    const git = repo.git.at(path.join(repo.root, 'pkg'));
    expect(await git.status()).toEqual([
      expect.objectContaining({ path: 'pkg/a.txt', workingTree: 'M' }),
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it("a worktree's own config.worktree is not obeyed either", async () => {
    const worktree = path.join(repo.dir, 'wt');
    repo.run(['-c', 'filter.x.required=false', 'worktree', 'add', '-q', '-b', 'agent', worktree]);
    const gitDir = repo.run(['rev-parse', '--absolute-git-dir'], worktree);
    await writeFile(
      path.join(gitDir, 'config.worktree'),
      `[filter "y"]\n\tclean = tee -a ${marker}\n`,
    );
    // info/attributes would name x first, a driver this worktree does not read.
    await rm(path.join(repo.root, '.git', 'info', 'attributes'));
    await writeFile(path.join(worktree, '.gitattributes'), '* filter=y\n');
    await writeFile(path.join(worktree, 'a.txt'), 'from the worktree\n');
    const git = await repo.git.at(worktree).pin();
    expect(await git.commitAll({ message: 'agent work' })).toBeDefined();
    expect(repo.run(['show', 'agent:a.txt'])).toBe('from the worktree');
    expect(existsSync(marker)).toBe(false);
  });
});

describe("Flotilla's merge on a repository with a planted merge driver", () => {
  let repo: TempRepo;
  let outside: string;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'shared.txt': 'one\ntwo\nthree\n' } });
    outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-planted-merge-'));
  });

  afterEach(async () => {
    await repo.cleanup();
    await rm(outside, { recursive: true, force: true });
  });

  it('reports the conflict instead of running a merge driver from config.worktree', async () => {
    const marker = path.join(outside, 'driver-ran');
    repo.run(['config', 'extensions.worktreeConfig', 'true']);
    const commonDir = path.join(repo.root, '.git');
    // Exits 0 leaving ours as it is: git would take it as merged.
    await appendFile(
      path.join(commonDir, 'config.worktree'),
      `[merge "quiet"]\n\tdriver = touch ${marker}\n`,
    );
    await mkdir(path.join(commonDir, 'info'), { recursive: true });
    await writeFile(path.join(commonDir, 'info', 'attributes'), '* merge=quiet\n');
    const base = repo.run(['rev-parse', 'HEAD']);
    const ours = await repo.commit('ours', { 'shared.txt': 'one\nOURS\nthree\n' });
    repo.run(['reset', '-q', '--hard', base]);
    const theirs = await repo.commit('theirs', { 'shared.txt': 'one\nTHEIRS\nthree\n' });
    const merged = await repo.git.mergeTree(ours, theirs);
    expect(merged).toMatchObject({ clean: false, conflicts: ['shared.txt'] });
    expect(existsSync(marker)).toBe(false);
  });
});

describe('commitAll in a sparse checkout', () => {
  let repo: TempRepo;

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'pkg/a/a.txt': 'a\n', 'pkg/b/b.txt': 'b\n' } });
    repo.run(['sparse-checkout', 'set', '--cone', 'pkg/a']);
  });

  afterEach(async () => {
    await repo.cleanup();
  });

  it('commits files written outside the sparse-checkout definition', async () => {
    expect(existsSync(path.join(repo.root, 'pkg', 'b'))).toBe(false);
    await repo.write({
      'pkg/a/a.txt': 'inside\n',
      'pkg/b/b.txt': 'outside\n',
      'pkg/b/new.txt': 'new outside\n',
    });
    const commit = await repo.git.commitAll({ message: 'agent work' });
    expect(commit).toBeDefined();
    expect(repo.run(['show', 'HEAD:pkg/a/a.txt'])).toBe('inside');
    expect(repo.run(['show', 'HEAD:pkg/b/b.txt'])).toBe('outside');
    expect(repo.run(['show', 'HEAD:pkg/b/new.txt'])).toBe('new outside');
  });
});

describe('pin on a git directory the sandbox prepared', () => {
  let repo: TempRepo;

  beforeEach(async () => {
    repo = await createTempRepo();
  });

  afterEach(async () => {
    await repo.cleanup();
  });

  it('accepts a commondir naming the git directory itself, and still refuses one naming another', async () => {
    const file = path.join(repo.root, '.git', 'commondir');
    await writeFile(file, '.\n');
    const pinned = await repo.git.pin();
    expect(await pinned.commonDir()).toBe(path.join(repo.root, '.git'));
    const elsewhere = path.join(repo.dir, 'elsewhere.git');
    repo.run(['init', '-q', '--bare', elsewhere]);
    await writeFile(file, `${elsewhere}\n`);
    await expect(repo.git.pin()).rejects.toThrow(
      /commondir exists: a main repository.*this one names another/,
    );
  });
});
