import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGit, type Git } from '../../src/platform/git.js';

/**
 * A real git repository in a temp directory, for tests. Git runs with a fixed identity (CI has
 * none) and without the machine's global or system configuration, so tests behave the same
 * everywhere. `cleanup()` deletes the directory; call it in afterEach/afterAll.
 */
export interface TempRepo {
  /** Real path of the repository root (no symlinks, so it compares equal to git's output). */
  root: string;
  /** The directory holding the repository and anything else the test creates beside it. */
  dir: string;
  /** Environment for git subprocesses: identity set, global/system config ignored. */
  env: Record<string, string>;
  /** Flotilla's Git adapter, pointed at the repository. */
  git: Git;
  /** Runs git in the repository (or `cwd`) with `env`; returns trimmed stdout; throws on failure. */
  run(args: readonly string[], cwd?: string): string;
  /** Writes files (paths relative to the root; parents created). */
  write(files: Readonly<Record<string, string>>): Promise<void>;
  /** Writes files, stages everything and commits; returns the new commit's SHA. */
  commit(message: string, files?: Readonly<Record<string, string>>): Promise<string>;
  cleanup(): Promise<void>;
}

export const testIdentity = { name: 'Flotilla Test', email: 'test@flotilla.invalid' };

export interface TempRepoOptions {
  /** Files of the first commit. Default: a README. */
  files?: Readonly<Record<string, string>>;
  /** Name of the first branch. Default: main. */
  branch?: string;
  /** Extra configuration written to the repository (`git config`). */
  config?: Readonly<Record<string, string>>;
}

export async function createTempRepo(options: TempRepoOptions = {}): Promise<TempRepo> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-repo-')));
  const root = path.join(dir, 'repo');
  await mkdir(root);
  const globalConfig = path.join(dir, 'gitconfig');
  await writeFile(globalConfig, '');
  const env = testGitEnvironment(globalConfig);

  const run = (args: readonly string[], cwd = root): string =>
    execFileSync('git', args, {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();

  run(['init', '--quiet', '--initial-branch', options.branch ?? 'main']);
  for (const [key, value] of Object.entries(options.config ?? {})) run(['config', key, value]);

  const write = async (files: Readonly<Record<string, string>>): Promise<void> => {
    for (const [relative, content] of Object.entries(files)) {
      const file = path.join(root, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    }
  };

  const commit = async (
    message: string,
    files: Readonly<Record<string, string>> = {},
  ): Promise<string> => {
    await write(files);
    run(['add', '-A']);
    run(['commit', '--quiet', '--no-verify', '--allow-empty', '-m', message]);
    return run(['rev-parse', 'HEAD']);
  };

  await commit('initial commit', options.files ?? { 'README.md': '# test repository\n' });

  return {
    root,
    dir,
    env,
    git: createGit(root, { env }),
    run,
    write,
    commit,
    cleanup: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  };
}

/** The environment tests give git: ours, plus a fixed identity and no user/system config. */
export function testGitEnvironment(globalConfig: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('GIT_')) env[name] = value;
  }
  return {
    ...env,
    GIT_CONFIG_GLOBAL: globalConfig,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: testIdentity.name,
    GIT_AUTHOR_EMAIL: testIdentity.email,
    GIT_COMMITTER_NAME: testIdentity.name,
    GIT_COMMITTER_EMAIL: testIdentity.email,
    GIT_TERMINAL_PROMPT: '0',
  };
}
