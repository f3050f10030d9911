import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FakeFile } from '../../support/github-server.js';

/**
 * The repositories of an Action run, as a runner has them after actions/checkout: a bare
 * "origin" (what GitHub hosts) and a workspace clone of it (GITHUB_WORKSPACE). The base commit on
 * `main` holds the bundled demo repository with its agents; an optional pull-request head commit
 * on `headRef` changes files on top of it.
 */

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const demoRepo = path.join(repoRoot, 'examples', 'demo', 'repo');

export const testIdentity = { name: 'Flotilla Test', email: 'test@flotilla.invalid' };

/** File contents by path; null deletes the file. */
export type FileChanges = Readonly<Record<string, string | null>>;

export interface ActionRepoOptions {
  /** Files added to the base commit on top of the demo repository. */
  baseFiles?: FileChanges;
  /** The pull request's changes (a commit on `headRef`); none: no pull request branch. */
  headFiles?: FileChanges;
  headRef?: string;
  /** What the workspace has checked out: the PR head (detached) or the base branch. Default head. */
  checkout?: 'head' | 'base';
}

export interface ActionRepo {
  /** Temp directory holding everything of this test (deleted by cleanup). */
  dir: string;
  origin: string;
  workspace: string;
  baseSha: string;
  headSha: string;
  headRef: string;
  /** The pull request's files as GitHub's "list pull request files" has them (patch = hunks). */
  files: FakeFile[];
  /** Environment for git: fixed identity, no user or system configuration. */
  gitEnv: Record<string, string>;
  git(args: readonly string[], cwd?: string): string;
  cleanup(): Promise<void>;
}

export async function createActionRepo(options: ActionRepoOptions = {}): Promise<ActionRepo> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-e2e-')));
  const globalConfig = path.join(dir, 'gitconfig');
  await writeFile(globalConfig, '');
  const gitEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    GIT_CONFIG_GLOBAL: globalConfig,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: testIdentity.name,
    GIT_AUTHOR_EMAIL: testIdentity.email,
    GIT_COMMITTER_NAME: testIdentity.name,
    GIT_COMMITTER_EMAIL: testIdentity.email,
    GIT_TERMINAL_PROMPT: '0',
  };
  const git = (args: readonly string[], cwd = dir): string =>
    execFileSync('git', args, {
      cwd,
      env: gitEnv,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    }).trim();

  const seed = path.join(dir, 'seed');
  await cp(demoRepo, seed, { recursive: true });
  await applyChanges(seed, options.baseFiles ?? {});
  git(['init', '--quiet', '--initial-branch', 'main'], seed);
  git(['add', '-A'], seed);
  git(['commit', '--quiet', '--no-verify', '-m', 'base: the demo shop'], seed);
  const baseSha = git(['rev-parse', 'HEAD'], seed);

  const headRef = options.headRef ?? 'feature/order-label';
  let headSha = baseSha;
  let files: FakeFile[] = [];
  if (options.headFiles) {
    git(['checkout', '--quiet', '-b', headRef], seed);
    await applyChanges(seed, options.headFiles);
    git(['add', '-A'], seed);
    git(['commit', '--quiet', '--no-verify', '-m', 'head: the pull request'], seed);
    headSha = git(['rev-parse', 'HEAD'], seed);
    files = pullRequestFiles(git, seed, baseSha, headSha);
    git(['checkout', '--quiet', 'main'], seed);
  }

  const origin = path.join(dir, 'origin.git');
  git(['clone', '--quiet', '--bare', seed, origin]);
  await rm(seed, { recursive: true, force: true });
  const workspace = path.join(dir, 'workspace');
  git(['clone', '--quiet', origin, workspace]);
  if (options.headFiles && (options.checkout ?? 'head') === 'head')
    git(['checkout', '--quiet', '--detach', headSha], workspace);

  return {
    dir,
    origin,
    workspace,
    baseSha,
    headSha,
    headRef,
    files,
    gitEnv,
    git,
    cleanup: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  };
}

async function applyChanges(root: string, changes: FileChanges): Promise<void> {
  for (const [relative, content] of Object.entries(changes)) {
    const file = path.join(root, relative);
    if (content === null) {
      await rm(file, { force: true });
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** What GitHub's API lists for a pull request: per file its status, counts and hunks. */
function pullRequestFiles(
  git: (args: readonly string[], cwd?: string) => string,
  cwd: string,
  base: string,
  head: string,
): FakeFile[] {
  const statuses = git(['diff', '--name-status', '--no-renames', base, head], cwd)
    .split('\n')
    .filter(Boolean);
  const statusName: Record<string, string> = { A: 'added', M: 'modified', D: 'removed' };
  return statuses.map((line) => {
    const [letter = 'M', filename = ''] = line.split('\t');
    const diff = git(['diff', '--no-renames', '--unified=3', base, head, '--', filename], cwd);
    const hunkStart = diff.indexOf('\n@@');
    const patch = hunkStart === -1 ? undefined : diff.slice(hunkStart + 1);
    const lines = patch?.split('\n') ?? [];
    return {
      filename,
      status: statusName[letter] ?? 'modified',
      additions: lines.filter((text) => text.startsWith('+')).length,
      deletions: lines.filter((text) => text.startsWith('-')).length,
      ...(patch ? { patch } : {}),
    };
  });
}

/** Every blob, commit message and ref name reachable in a repository, as one text. */
export function repositoryContents(
  git: (args: readonly string[], cwd?: string) => string,
  repository: string,
): string {
  const refs = git(['for-each-ref', '--format=%(refname)'], repository);
  const log = git(['log', '--all', '--patch', '--format=%H%n%an <%ae>%n%B'], repository);
  return `${refs}\n${log}`;
}
