import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isCommittedFile, isRepositoryOwnedFile } from '../../src/platform/repository-files.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const repos: TempRepo[] = [];
const directories: string[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true });
});

async function repository(files: Readonly<Record<string, string>> = {}): Promise<TempRepo> {
  const repo = await createTempRepo({ files: { 'README.md': 'hi\n', ...files } });
  repos.push(repo);
  return repo;
}

/** Creates `link` (relative to the root) pointing at `target`, and commits it when asked. */
async function link(repo: TempRepo, name: string, target: string, commit: boolean): Promise<void> {
  await mkdir(path.dirname(path.join(repo.root, name)), { recursive: true });
  await symlink(target, path.join(repo.root, name));
  if (commit) await repo.commit(`link ${name}`);
}

const localSettings = '.claude/settings.local.json';
const owned = (repo: TempRepo, file = localSettings, root = repo.root) =>
  isRepositoryOwnedFile(root, path.join(root, file), repo.env);

describe('isRepositoryOwnedFile', () => {
  it('owns a file behind a committed directory link (.claude -> cfg), tracked or not', async () => {
    const repo = await repository({ 'cfg/settings.local.json': '{}' });
    await link(repo, '.claude', 'cfg', true);
    expect(await owned(repo)).toBe(true);
    // The link is the repository's, so whatever is written behind it is read through its choice.
    await repo.write({ 'cfg/other.json': '{}' });
    expect(await owned(repo, '.claude/other.json')).toBe(true);
  });

  it('owns a committed link of the file itself, and an untracked link to a committed file', async () => {
    const repo = await repository({ 'cfg/local.json': '{}' });
    await link(repo, localSettings, '../cfg/local.json', true);
    expect(await owned(repo)).toBe(true);

    const other = await repository({ 'cfg/local.json': '{}' });
    await link(other, localSettings, '../cfg/local.json', false);
    expect(await owned(other)).toBe(true);
  });

  it('owns a file behind nested links, and one reached from a subdirectory the run starts in', async () => {
    const repo = await repository({ 'deep/cfg/settings.local.json': '{}' });
    await link(repo, 'cfg', 'deep/cfg', true);
    await link(repo, '.claude', 'cfg', true);
    expect(await owned(repo)).toBe(true);

    const nested = await repository({ 'common/claude/settings.local.json': '{}' });
    await link(nested, 'packages/app/.claude', '../../common/claude', true);
    expect(await owned(nested, localSettings, path.join(nested.root, 'packages', 'app'))).toBe(
      true,
    );
  });

  it("leaves the user's own file theirs: untracked, or behind their own link out of the repository", async () => {
    const repo = await repository({ '.claude/settings.json': '{}' });
    await repo.write({ [localSettings]: '{}' });
    expect(await owned(repo)).toBe(false);

    const elsewhere = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-own-')));
    directories.push(elsewhere);
    await writeFile(path.join(elsewhere, 'settings.local.json'), '{}');
    const linked = await repository();
    await link(linked, '.claude', elsewhere, false);
    expect(await owned(linked)).toBe(false);
  });

  it('owns nothing outside a repository, and everything when git cannot answer', async () => {
    const outside = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-own-')));
    directories.push(outside);
    await mkdir(path.join(outside, '.claude'));
    await writeFile(path.join(outside, localSettings), '{}');
    const repo = await repository();
    expect(await isRepositoryOwnedFile(outside, path.join(outside, localSettings), repo.env)).toBe(
      false,
    );

    await repo.write({ [localSettings]: '{}', '.git/index': 'not an index' });
    expect(await owned(repo)).toBe(true);
    expect(await isCommittedFile(repo.root, path.join(repo.root, localSettings), repo.env)).toBe(
      false,
    );
  });
});

describe('isCommittedFile', () => {
  it('asks about the file a committed link resolves to: a change behind the link is no longer committed', async () => {
    const repo = await repository({ 'cfg/mcp.json': '{"env":{"TOKEN":"PLACEHOLDER"}}' });
    await link(repo, '.mcp.json', 'cfg/mcp.json', true);
    const file = path.join(repo.root, '.mcp.json');
    expect(await isCommittedFile(repo.root, file, repo.env, { unchanged: true })).toBe(true);
    await repo.write({ 'cfg/mcp.json': '{"env":{"TOKEN":"prod-db-Xk9vQ2mZr7LpW4"}}' });
    expect(await isCommittedFile(repo.root, file, repo.env, { unchanged: true })).toBe(false);
  });

  it('reads through a committed directory link to the committed file', async () => {
    const repo = await repository({ 'cfg/settings.local.json': '{}' });
    await link(repo, '.claude', 'cfg', true);
    const file = path.join(repo.root, localSettings);
    expect(await isCommittedFile(repo.root, file, repo.env, { unchanged: true })).toBe(true);
    await repo.write({ 'cfg/new.json': '{}' });
    expect(
      await isCommittedFile(repo.root, path.join(repo.root, '.claude/new.json'), repo.env),
    ).toBe(false);
  });
});
