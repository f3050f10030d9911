import { writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GitHubApiError } from '../../src/platform/github.js';
import { chunkEntries, createSignedCommit } from '../../src/publish/signed-commit.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor } from './fixtures.js';

/**
 * Signed commits through the Git data API, against the local GitHub server whose API writes real
 * objects into a bare repository (the "GitHub" side), with the agents' commit in a clone.
 */

let repo: TempRepo | undefined;
let server: GitHubServer | undefined;
afterEach(async () => {
  await server?.close();
  await repo?.cleanup();
  server = undefined;
  repo = undefined;
});

async function setUp(maxTreeEntriesPerRequest?: number) {
  repo = await createTempRepo({
    files: { 'README.md': '# shop\n', 'src/old.js': 'old\n', 'bin/run': 'echo run\n' },
  });
  const origin = path.join(repo.dir, 'origin.git');
  repo.run(['clone', '--quiet', '--bare', repo.root, origin]);
  const parent = repo.run(['rev-parse', 'HEAD']);
  server = await startGitHubServer({
    gitDir: origin,
    refs: {},
    resolveRef: (ref) => {
      try {
        return repo?.run(['rev-parse', '--verify', '--quiet', `refs/${ref}`], origin);
      } catch {
        return undefined;
      }
    },
    ...(maxTreeEntriesPerRequest !== undefined ? { maxTreeEntriesPerRequest } : {}),
  });
  return { repo, server, origin, parent, github: clientFor(server) };
}

describe('createSignedCommit', () => {
  it('recreates the local tree on GitHub: text inline, binary as a blob, deletions, modes', async () => {
    const { repo, server, origin, parent, github } = await setUp(2);
    await repo.write({ 'src/new.js': 'export const x = 1;\n', 'README.md': '# shop\n\nMore.\n' });
    await writeFile(
      path.join(repo.root, 'logo.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
    );
    await chmod(path.join(repo.root, 'bin/run'), 0o755);
    repo.run(['rm', '--quiet', 'src/old.js']);
    const head = await repo.commit('agents');

    const commit = await createSignedCommit({
      github,
      git: repo.git,
      parent,
      head,
      message: 'Flotilla: fix',
      treeChunkEntries: 2,
    });

    expect(commit.verified).toBe(true);
    expect(commit.tree).toBe(repo.run(['rev-parse', `${head}^{tree}`]));
    expect(repo.run(['rev-parse', `${commit.sha}^`], origin)).toBe(parent);
    expect(repo.run(['log', '-1', '--format=%s', commit.sha], origin)).toBe('Flotilla: fix');
    const blobs = server.requests.filter((request) => request.path.endsWith('/git/blobs'));
    expect(blobs).toHaveLength(1); // only the binary file
    // 5 changes, at most 2 entries per tree request.
    const trees = server.requests.filter((request) => request.path.endsWith('/git/trees'));
    expect(trees.map((request) => (request.body as { tree: unknown[] }).tree.length)).toEqual([
      2, 2, 1,
    ]);
  });

  it('a parent GitHub does not have is refused before any commit is made', async () => {
    const { repo, server, github } = await setUp();
    const localOnly = await repo.commit('not pushed', { 'other.txt': 'x\n' });
    const head = await repo.commit('agents', { 'fix.txt': 'fix\n' });
    await expect(
      createSignedCommit({ github, git: repo.git, parent: localOnly, head, message: 'x' }),
    ).rejects.toBeInstanceOf(GitHubApiError);
    expect(server.state.apiCommits.size).toBe(0);
  });

  it('a ref update that is not a fast-forward is refused unless forced', async () => {
    const { repo, origin, parent, github } = await setUp();
    const head = await repo.commit('agents', { 'fix.txt': 'fix\n' });
    const commit = await createSignedCommit({
      github,
      git: repo.git,
      parent,
      head,
      message: 'fix',
    });
    await github.createRef('heads/flotilla/fix', commit.sha);
    expect(repo.run(['rev-parse', 'refs/heads/flotilla/fix'], origin)).toBe(commit.sha);
    await expect(github.updateRef('heads/flotilla/fix', parent, false)).rejects.toMatchObject({
      details: { status: 422 },
    });
    await github.updateRef('heads/flotilla/fix', parent, true);
    expect(repo.run(['rev-parse', 'refs/heads/flotilla/fix'], origin)).toBe(parent);
  });
});

describe('chunkEntries', () => {
  it('cuts by entries and by inline bytes, never leaving a chunk empty', () => {
    const entry = (content: string) => ({ path: 'f', mode: '100644' as const, sha: null, content });
    expect(chunkEntries([entry('a'), entry('b'), entry('c')], 2, 100).map((c) => c.length)).toEqual(
      [2, 1],
    );
    expect(
      chunkEntries([entry('aaaa'), entry('bbbb'), entry('c')], 10, 5).map((c) => c.length),
    ).toEqual([1, 2]);
    // One entry larger than the byte budget still goes, alone.
    expect(chunkEntries([entry('x'.repeat(10))], 10, 5)).toHaveLength(1);
  });
});
