import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { EnvironmentError } from '../errors.js';

/**
 * Git behind one small interface, made by `createGit(cwd, options)`.
 *
 * It runs the `git` binary directly rather than through simple-git: simple-git refuses
 * `GIT_ASKPASS` in the environment and `core.hooksPath` on the command line unless its "unsafe"
 * switches are on, leaves stdin as a pipe, and queues calls five at a time — each of which is in
 * the way of a headless runner that creates many worktrees at once.
 *
 * Every call is headless and hermetic: stdin is /dev/null, no prompt can open
 * (`GIT_TERMINAL_PROMPT=0`, empty `GIT_ASKPASS`), LFS content is not downloaded
 * (`GIT_LFS_SKIP_SMUDGE=1`), repository hooks never run (`core.hooksPath=/dev/null`: the
 * repository under review may be untrusted, and our own commits must not trigger its hooks), and
 * only an allow-list of the caller's environment reaches git (no tokens, no GIT_DIR leaking in
 * from a parent git process).
 */

export interface GitIdentity {
  name: string;
  email: string;
}

export const defaultGitIdentity: GitIdentity = {
  name: 'flotilla[bot]',
  email: 'flotilla@users.noreply.github.com',
};

export interface GitOptions {
  /** The environment to start from (the entry point's); only allow-listed keys reach git. */
  env: Readonly<Record<string, string | undefined>>;
  /** Author and committer of the commits we make. Default: flotilla[bot]. */
  identity?: GitIdentity;
  /** Extra `-c key=value` settings for every call (e.g. `protocol.file.allow`). */
  config?: Readonly<Record<string, string>>;
  /** The git executable. Default: `git` from PATH. */
  binary?: string;
}

export interface GitResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export interface RunGitOptions {
  /** Exit codes that are answers rather than failures (e.g. 1 for `merge-base`). Default [0]. */
  okExitCodes?: readonly number[];
  /** Extra environment for this call only. */
  env?: Readonly<Record<string, string>>;
}

export interface StatusEntry {
  /** Path relative to the working tree root. */
  path: string;
  /** Index status letter (porcelain v1 `X`), `?` for untracked. */
  index: string;
  /** Working tree status letter (porcelain v1 `Y`). */
  workingTree: string;
  /** For renames and copies, the old path. */
  originalPath?: string;
}

export interface WorktreeEntry {
  /** Absolute path, as git records it. */
  path: string;
  /** Commit checked out; undefined for a worktree whose HEAD cannot be read. */
  head?: string;
  /** Full ref, e.g. `refs/heads/flotilla/x`; undefined when detached. */
  branch?: string;
  bare: boolean;
  detached: boolean;
  /** Lock reason ('' when locked without one); undefined when not locked. */
  locked?: string;
  /** Prune reason; undefined when not prunable. */
  prunable?: string;
}

export interface WorktreeAddOptions {
  path: string;
  /** Commit (or existing branch) to check out. */
  commitish: string;
  /** Create this branch at `commitish` (with `--no-track`). */
  newBranch?: string;
  /** Lock the worktree from the start, with this reason. */
  lockReason?: string;
  /** Register only; check out later (e.g. outside a lock). */
  noCheckout?: boolean;
}

export type MergeTreeResult =
  | { clean: true; tree: string }
  | { clean: false; tree: string; conflicts: string[]; messages: string }
  | { clean: false; unrelated: true; conflicts: []; messages: string };

export interface BranchRef {
  /** Short name, e.g. `flotilla/x`. */
  name: string;
  sha: string;
}

/** Where a repository's files are, resolved once while they can be trusted. */
export interface GitLayout {
  workTree: string;
  /** The repository's own git directory (a worktree's: `<common>/worktrees/<name>`). */
  gitDir: string;
  commonDir: string;
}

/** A repository as one `git rev-parse` finds it: its layout, and HEAD's commit when it has one. */
export interface GitRepository extends GitLayout {
  /** Absent before the first commit. */
  head?: string;
}

export interface Git {
  readonly cwd: string;
  /** The same git, working in another directory (a worktree); any pinned layout is dropped. */
  at(cwd: string): Git;
  /**
   * The same git, pinned to `layout` through GIT_DIR, GIT_COMMON_DIR and GIT_WORK_TREE: it reads
   * no `.git` file and no `commondir` file, which an agent working in the tree could have
   * rewritten to point git (and its config: fsmonitor, filters, credential helpers) elsewhere.
   */
  pinned(layout: GitLayout): Git;
  /** Resolves this directory's layout now (before agents run) and returns the pinned git. */
  pin(): Promise<Git>;
  /**
   * The same git, pinned to a layout `repository()` read before agents ran (no process), checked
   * as pin() checks it: throws GitError when a main repository's git directory was redirected.
   */
  pinTo(layout: GitLayout): Git;
  /** Runs git; throws GitError on a failure exit. For needs the typed methods do not cover. */
  raw(args: readonly string[], options?: RunGitOptions): Promise<string>;
  /** Runs git and returns the exit code instead of throwing on the allowed ones. */
  run(args: readonly string[], options?: RunGitOptions): Promise<GitResult>;
  /**
   * Runs git synchronously, for the one place nothing asynchronous can run any more: clean-up
   * in a process that is exiting on a second cancellation signal. Throws GitError on failure.
   */
  rawSync(args: readonly string[]): string;
  /** The bytes of a blob (`git cat-file blob`), binary files included. */
  readBlob(object: string): Promise<Buffer>;

  /** Full SHA of a commit; throws GitError when `ref` is not a commit. */
  revParse(ref: string): Promise<string>;
  /**
   * Pushes `source` (a commit or ref) to origin's branch `branch`, never forced and with no hook
   * run; throws GitError when origin refuses.
   */
  pushToOrigin(source: string, branch: string): Promise<void>;
  /** Full SHA of a commit, or undefined when `ref` does not name one. */
  tryRevParse(ref: string): Promise<string | undefined>;
  topLevel(): Promise<string>;
  /** Absolute path of the common git directory (shared by all worktrees). */
  commonDir(): Promise<string>;
  /**
   * The repository this directory is in, from one git process: the work tree's top, its git and
   * common directories, and HEAD's commit; undefined outside a repository (or in a bare one).
   */
  repository(): Promise<GitRepository | undefined>;
  /** Absolute path of this worktree's own git directory. */
  gitDir(): Promise<string>;
  /**
   * The working tree's changes. Never enters a submodule (a changed submodule commit is listed,
   * changes inside its work tree are not): git would run `git status` in it, under a
   * configuration an agent can write (its filter drivers run as commands). `agentConfiguration`:
   * this repository's own configuration is one an agent could have written (a submodule of its
   * worktree): every filter driver it names is switched off. `beforeAgents`: no agent has run
   * yet, so the configuration is the user's as their own `git status` reads it: no driver is
   * looked at (one process fewer at the start of a run).
   */
  status(options?: {
    pathspecs?: readonly string[];
    agentConfiguration?: boolean;
    beforeAgents?: boolean;
  }): Promise<StatusEntry[]>;

  worktreeAdd(options: WorktreeAddOptions): Promise<void>;
  /** `force: 'locked'` removes even a locked or dirty worktree (`-f -f`). */
  worktreeRemove(worktreePath: string, options?: { force?: boolean | 'locked' }): Promise<void>;
  worktreePrune(): Promise<void>;
  worktreeList(): Promise<WorktreeEntry[]>;
  worktreeLock(worktreePath: string, reason: string): Promise<void>;
  worktreeUnlock(worktreePath: string): Promise<void>;

  /** Creates a branch at a commit, never tracking anything. */
  branchCreate(name: string, startSha: string): Promise<void>;
  branchDelete(name: string, options?: { force?: boolean }): Promise<void>;
  /** Local branches whose short name starts with `prefix` (e.g. `flotilla/`). */
  branchList(prefix: string): Promise<BranchRef[]>;

  /**
   * Stages everything (`add -A`, limited by pathspecs) and commits with hooks and signing off.
   * Returns the new commit, or undefined when there was nothing to commit.
   */
  commitAll(options: {
    message: string;
    pathspecs?: readonly string[];
    /**
     * Paths left out of the commit (linked dependency directories), whether or not git ignores
     * them: one that git ignores is left out by git already, and naming it in an exclude
     * pathspec would make `git add` fail.
     */
    exclude?: readonly string[];
  }): Promise<string | undefined>;
  diffNameOnly(from: string, to: string): Promise<string[]>;
  diffStat(from: string, to: string): Promise<string>;

  mergeBase(a: string, b: string): Promise<string | undefined>;
  isAncestor(ancestor: string, descendant: string): Promise<boolean>;
  /** `git merge-tree --write-tree`: the merged tree, or the conflicted files; no worktree touched. */
  mergeTree(ours: string, theirs: string): Promise<MergeTreeResult>;
  commitTree(options: {
    tree: string;
    parents: readonly string[];
    message: string;
  }): Promise<string>;
  /** Moves a ref; with `expectedOld` only if it still points there ('' = must not exist). */
  updateRef(ref: string, newSha: string, expectedOld?: string): Promise<void>;
  /**
   * Commits reachable from `tip` but from no branch, tag, remote ref or HEAD, leaving out the
   * branches matching `excludeBranches` (e.g. `flotilla/*`).
   */
  uniqueCommitCount(tip: string, excludeBranches: string): Promise<number>;

  isShallow(): Promise<boolean>;
  remotes(): Promise<string[]>;
  fetchDeepen(remote: string, depth: number): Promise<void>;
  fetchUnshallow(remote: string): Promise<void>;

  /** Ignored, untracked paths (collapsed to directories ending in `/`), relative to the root. */
  ignoredPaths(): Promise<string[]>;
  /** Fills the index and working tree from HEAD (after `worktreeAdd({ noCheckout: true })`). */
  checkoutHead(): Promise<void>;
  submoduleUpdate(): Promise<void>;
}

/**
 * A git command failed: an environment problem (exit 6), not a bug. Carries the exit code,
 * git's own message, the directory it ran in, and a hint saying what to do.
 */
export class GitError extends EnvironmentError {
  constructor(
    readonly args: readonly string[],
    /** git's exit status (-1: it could not start). */
    readonly gitExitCode: number,
    readonly stderr: string,
    options?: { cause?: unknown; cwd?: string },
  ) {
    const detail = stderr.trim() || '(no message)';
    const where = options?.cwd ? ` in ${options.cwd}` : '';
    super(
      `git ${args.join(' ')} failed${where} (exit ${gitExitCode}): ${detail}`,
      gitHint(gitExitCode, stderr, options?.cwd),
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
  }
}

function gitHint(exitCode: number, stderr: string, cwd: string | undefined): string {
  const place = cwd ?? 'the repository';
  if (exitCode === -1) return 'Install git and make sure it is on PATH, then run again.';
  if (/not a git repository/i.test(stderr))
    return `Run Flotilla in a git repository (give --repo a directory made by git init or git clone); ${place} is not one.`;
  if (/index\.lock|\.lock': File exists|Unable to create .*\.lock/i.test(stderr))
    return `Another git process holds a lock in ${place}. Wait for it, or if none is running delete the .lock file git names.`;
  if (/tell me who you are|empty ident/i.test(stderr))
    return 'Set a git identity: git config user.name "…" and git config user.email "…".';
  if (/no space left/i.test(stderr)) return 'Free disk space and run again.';
  return `Run the same git command in ${place} to see the problem, fix the repository's state, and run again.`;
}

/**
 * Variables passed through from the caller's environment. Everything else is dropped: tokens,
 * GIT_DIR / GIT_WORK_TREE / GIT_INDEX_FILE from an enclosing git process, editor and pager hooks.
 */
const passedNames = new Set(
  [
    'PATH Path PATHEXT HOME USERPROFILE HOMEDRIVE HOMEPATH SYSTEMROOT SystemRoot WINDIR COMSPEC',
    'TMPDIR TEMP TMP LANG LANGUAGE TZ USER LOGNAME XDG_CONFIG_HOME',
    'GIT_CONFIG_GLOBAL GIT_CONFIG_SYSTEM GIT_CONFIG_NOSYSTEM GIT_SSL_CAINFO GIT_SSL_CAPATH',
    'HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy',
    'GIT_TRACE GIT_TRACE2 GIT_TRACE2_EVENT',
    // Our own fetches (deepening a shallow clone) may go over SSH with the user's agent.
    'SSH_AUTH_SOCK GIT_SSH GIT_SSH_COMMAND',
  ].flatMap((names) => names.split(' ')),
);

export function gitEnvironment(
  base: Readonly<Record<string, string | undefined>>,
  identity: GitIdentity,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && (passedNames.has(name) || name.startsWith('LC_'))) env[name] = value;
  }
  return {
    ...env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    GIT_EDITOR: ':',
    GIT_LFS_SKIP_SMUDGE: '1',
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  };
}

const hermeticConfig: Readonly<Record<string, string>> = {
  'core.hooksPath': '/dev/null',
  // A file-system monitor is a command git runs on status and add: never one from the tree.
  'core.fsmonitor': 'false',
};

const pinNames = ['GIT_DIR', 'GIT_COMMON_DIR', 'GIT_WORK_TREE'];

/**
 * The git directory of a linked worktree, read from the `gitdir:` line of its `.git` file rather
 * than by a `git rev-parse` process (one process per worktree is what creating many at once costs
 * most). Undefined when the file is not that of a worktree of `commonDir` (`<common>/worktrees/*`),
 * so the caller can ask git instead.
 */
export async function readLinkedGitDir(
  worktreePath: string,
  commonDir: string,
): Promise<string | undefined> {
  const text = await readFile(path.join(worktreePath, '.git'), 'utf8').catch(() => undefined);
  const named = linkedGitDirNamed(text, worktreePath);
  if (named === undefined) return undefined;
  const gitDir = await realpath(named).catch(() => undefined);
  const commonReal = await realpath(commonDir).catch(() => commonDir);
  return linkedGitDirOf(gitDir, commonReal);
}

/** readLinkedGitDir, for a caller that cannot wait (a sandbox policy made per command). */
export function readLinkedGitDirSync(worktreePath: string, commonDir: string): string | undefined {
  const realOrUndefined = (file: string): string | undefined => {
    try {
      return realpathSync.native(file);
    } catch {
      return undefined;
    }
  };
  let text: string | undefined;
  try {
    text = readFileSync(path.join(worktreePath, '.git'), 'utf8');
  } catch {
    text = undefined;
  }
  const named = linkedGitDirNamed(text, worktreePath);
  if (named === undefined) return undefined;
  return linkedGitDirOf(realOrUndefined(named), realOrUndefined(commonDir) ?? commonDir);
}

function linkedGitDirNamed(text: string | undefined, worktreePath: string): string | undefined {
  const match = text === undefined ? null : /^gitdir: (.+)$/m.exec(text);
  return match ? path.resolve(worktreePath, match[1]!.trim()) : undefined;
}

function linkedGitDirOf(gitDir: string | undefined, commonReal: string): string | undefined {
  if (gitDir === undefined) return undefined;
  return path.dirname(gitDir) === path.join(commonReal, 'worktrees') ? gitDir : undefined;
}

/**
 * Whether a main repository's git directory has no `commondir` file, or one naming the git
 * directory itself (`.`, which the sandbox writes so that no command can create another).
 */
function commonDirIsItself(gitDir: string): boolean {
  const file = path.join(gitDir, 'commondir');
  if (!existsSync(file)) return true;
  try {
    const named = readFileSync(file, 'utf8').trim();
    return (
      named !== '' &&
      realpathSync.native(path.resolve(gitDir, named)) === realpathSync.native(gitDir)
    );
  } catch {
    return false;
  }
}

function unpinned(env: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !pinNames.includes(name)));
}

export function createGit(cwd: string, options: GitOptions): Git {
  const env = gitEnvironment(options.env, options.identity ?? defaultGitIdentity);
  const configArgs = Object.entries({ ...hermeticConfig, ...options.config }).flatMap(
    ([key, value]) => ['-c', `${key}=${value}`],
  );
  return new CommandGit(path.resolve(cwd), options.binary ?? 'git', env, configArgs);
}

class CommandGit implements Git {
  constructor(
    readonly cwd: string,
    private readonly binary: string,
    private readonly env: Readonly<Record<string, string>>,
    private readonly configArgs: readonly string[],
  ) {}

  at(cwd: string): Git {
    return new CommandGit(path.resolve(cwd), this.binary, unpinned(this.env), this.configArgs);
  }

  pinned(layout: GitLayout): Git {
    return new CommandGit(
      path.resolve(layout.workTree),
      this.binary,
      {
        ...unpinned(this.env),
        GIT_DIR: layout.gitDir,
        GIT_COMMON_DIR: layout.commonDir,
        GIT_WORK_TREE: layout.workTree,
      },
      this.configArgs,
    );
  }

  async pin(): Promise<Git> {
    const repository = await this.at(this.cwd).repository();
    if (!repository)
      throw new GitError(['rev-parse'], 0, 'could not resolve the repository layout', {
        cwd: this.cwd,
      });
    return this.pinTo(repository);
  }

  pinTo({ workTree, gitDir, commonDir }: GitLayout): Git {
    // Only a linked worktree's git directory (<common>/worktrees/<name>) has a commondir file; a
    // main repository's that has one was redirected (to another repository's config).
    const linked = path.dirname(path.resolve(gitDir)) === path.join(commonDir, 'worktrees');
    if (!linked && !commonDirIsItself(gitDir)) {
      throw new GitError(
        ['rev-parse'],
        0,
        `${path.join(gitDir, 'commondir')} exists: a main repository's git directory has none, or one naming itself (as the sandbox writes); this one names another, so something redirected it. Remove it after checking what it points to.`,
        { cwd: this.cwd },
      );
    }
    return this.pinned({ workTree, gitDir, commonDir });
  }

  /** Also gives stdout as bytes (a blob need not be text). */
  async run(
    args: readonly string[],
    options: RunGitOptions = {},
  ): Promise<GitResult & { bytes: Buffer }> {
    const result = await execute(this.binary, [...this.configArgs, ...args], {
      cwd: this.cwd,
      env: options.env ? { ...this.env, ...options.env } : this.env,
    });
    const ok = options.okExitCodes ?? [0];
    if (!ok.includes(result.exitCode))
      throw new GitError(args, result.exitCode, result.stderr, { cwd: this.cwd });
    return result;
  }

  async raw(args: readonly string[], options?: RunGitOptions): Promise<string> {
    return (await this.run(args, options)).stdout;
  }

  async readBlob(object: string): Promise<Buffer> {
    return (await this.run(['cat-file', 'blob', object])).bytes;
  }

  rawSync(args: readonly string[]): string {
    const result = spawnSync(this.binary, [...this.configArgs, ...args], {
      cwd: this.cwd,
      env: { ...this.env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exitCode = result.status ?? 1;
    if (exitCode !== 0) throw new GitError(args, exitCode, result.stderr ?? '', { cwd: this.cwd });
    return result.stdout ?? '';
  }

  async pushToOrigin(source: string, branch: string): Promise<void> {
    await this.raw(['push', '--quiet', '--no-verify', 'origin', `${source}:refs/heads/${branch}`]);
  }

  async revParse(ref: string): Promise<string> {
    return (
      await this.raw(['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`])
    ).trim();
  }

  async tryRevParse(ref: string): Promise<string | undefined> {
    const result = await this.run(
      ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
      { okExitCodes: [0, 1, 128] },
    );
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
  }

  async topLevel(): Promise<string> {
    return (await this.raw(['rev-parse', '--show-toplevel'])).trim();
  }

  async commonDir(): Promise<string> {
    // A pinned Git names its common directory itself (pinned()): no process needed.
    const pinnedCommonDir = this.env.GIT_COMMON_DIR;
    if (pinnedCommonDir) return path.resolve(this.cwd, pinnedCommonDir);
    return (await this.raw(['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
  }

  async repository(): Promise<GitRepository | undefined> {
    // Absolute paths: git prints relative ones against the directory it really runs in, which
    // is not this.cwd's spelling when that goes through a symbolic link.
    const result = await this.run(
      [
        'rev-parse',
        '--path-format=absolute',
        '--show-toplevel',
        '--absolute-git-dir',
        '--git-common-dir',
        '--verify',
        '--quiet',
        '--end-of-options',
        'HEAD^{commit}',
      ],
      { okExitCodes: [0, 1, 128] },
    );
    // Before the first commit, the layout only (the HEAD check fails with 1).
    const [workTree, gitDir, commonDir, head] = result.stdout.trim().split('\n');
    if (result.exitCode === 128 || !workTree || !gitDir || !commonDir) return undefined;
    return {
      workTree,
      gitDir,
      commonDir,
      ...(result.exitCode === 0 && head ? { head } : {}),
    };
  }

  async gitDir(): Promise<string> {
    return (await this.raw(['rev-parse', '--path-format=absolute', '--git-dir'])).trim();
  }

  async status(
    options: {
      pathspecs?: readonly string[];
      agentConfiguration?: boolean;
      beforeAgents?: boolean;
    } = {},
  ): Promise<StatusEntry[]> {
    // `dirty` (on the command line, which .gitmodules' `ignore` cannot override): a submodule's
    // commit is compared, its work tree never looked into.
    const args = [
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--ignore-submodules=dirty',
    ];
    if (options.pathspecs?.length) args.push('--', ...options.pathspecs);
    const filtersOff = options.beforeAgents
      ? {}
      : await this.driversOff(options.agentConfiguration ? 'all' : 'planted');
    // A read-only look: do not take the index lock to refresh stat information.
    const output = await this.raw(args, { env: { ...filtersOff, GIT_OPTIONAL_LOCKS: '0' } });
    return parseStatus(output);
  }

  /**
   * Settings (as GIT_CONFIG_COUNT variables: a driver's name may hold any character) that switch
   * off drivers that run commands: a filter driver gets no command (git reads and writes the
   * files as they are), a merge driver the command `false` (its file is a conflict, never merged
   * silently). `all`: every driver this repository's configuration names (its configuration is an
   * agent's to write: a submodule of its worktree). `planted`: those defined anywhere but the
   * system's, the user's and the repository's own `.git/config` (which the sandbox keeps
   * read-only): a `config.worktree`, a file included from elsewhere. A user's own drivers (Git
   * LFS) keep working.
   */
  private async driversOff(which: 'all' | 'planted'): Promise<Record<string, string>> {
    const listing = await this.run(
      ['config', '--list', '--show-scope', '--show-origin', '--name-only', '-z'],
      { okExitCodes: [0, 1] },
    );
    const fields = listing.stdout.split('\0');
    const filters = new Set<string>();
    const merges = new Set<string>();
    for (let index = 0; index + 2 < fields.length; index += 3) {
      const [scope, origin, name] = [fields[index]!, fields[index + 1]!, fields[index + 2]!];
      const filter = /^filter\.(.+)\.(?:clean|smudge|process|required)$/s.exec(name);
      const merge = /^merge\.(.+)\.driver$/s.exec(name);
      // Most repositories define no driver at all: they cost no further process.
      if (!filter && !merge) continue;
      if (which === 'planted' && (await this.trustedOrigin(scope, origin))) continue;
      if (filter) filters.add(filter[1]!);
      if (merge) merges.add(merge[1]!);
    }
    const settings = [
      ...[...filters].flatMap((driver) => [
        [`filter.${driver}.clean`, ''],
        [`filter.${driver}.smudge`, ''],
        [`filter.${driver}.process`, ''],
        [`filter.${driver}.required`, 'false'],
      ]),
      ...[...merges].map((driver) => [`merge.${driver}.driver`, 'false']),
    ];
    if (settings.length === 0) return {};
    const env: Record<string, string> = { GIT_CONFIG_COUNT: String(settings.length) };
    settings.forEach(([key, value], index) => {
      env[`GIT_CONFIG_KEY_${index}`] = key!;
      env[`GIT_CONFIG_VALUE_${index}`] = value!;
    });
    return env;
  }

  /**
   * Whether a setting from `origin` is the user's own: the system's, the user's, Flotilla's
   * (`command`: -c, GIT_CONFIG_COUNT), or the repository's own `.git/config`, which is a linked
   * worktree's too (a worktree's `config.worktree` is not: an agent can write it).
   */
  private async trustedOrigin(scope: string, origin: string): Promise<boolean> {
    if (scope === 'system' || scope === 'global' || scope === 'command') return true;
    if (scope !== 'local' || !origin.startsWith('file:')) return false;
    const { workTreeTop, ownConfig } = await this.configLocations();
    return path.resolve(workTreeTop, origin.slice('file:'.length)) === ownConfig;
  }

  private locations?: Promise<{ workTreeTop: string; ownConfig: string }>;

  /**
   * Git names a file of the repository's by the path it opened it with: relative, that is to the
   * top of the work tree (git moves there from a subdirectory), or to the current directory
   * outside one (in the git directory), where `--show-cdup` prints nothing.
   */
  private configLocations(): Promise<{ workTreeTop: string; ownConfig: string }> {
    this.locations ??= (async () => {
      // A pinned Git runs at the top of its work tree and names its common directory itself.
      const pinnedCommonDir = this.env.GIT_COMMON_DIR;
      if (pinnedCommonDir) {
        return {
          workTreeTop: this.cwd,
          ownConfig: path.join(path.resolve(this.cwd, pinnedCommonDir), 'config'),
        };
      }
      const [commonDir, cdup] = (await this.raw(['rev-parse', '--git-common-dir', '--show-cdup']))
        .split('\n')
        .map((line) => line.trim());
      return {
        workTreeTop: path.resolve(this.cwd, cdup ?? ''),
        ownConfig: path.join(path.resolve(this.cwd, commonDir ?? ''), 'config'),
      };
    })();
    // A failure is not kept: the next call asks git again.
    this.locations.catch(() => (this.locations = undefined));
    return this.locations;
  }

  async worktreeAdd(options: WorktreeAddOptions): Promise<void> {
    const args = ['worktree', 'add'];
    if (options.noCheckout) args.push('--no-checkout');
    if (options.lockReason !== undefined) args.push('--lock', '--reason', options.lockReason);
    if (options.newBranch !== undefined) args.push('--no-track', '-b', options.newBranch);
    args.push('--', options.path, options.commitish);
    await this.raw(args);
  }

  async worktreeRemove(
    worktreePath: string,
    options: { force?: boolean | 'locked' } = {},
  ): Promise<void> {
    const force = options.force === 'locked' ? ['-f', '-f'] : options.force ? ['-f'] : [];
    await this.raw(['worktree', 'remove', ...force, '--', worktreePath]);
  }

  async worktreePrune(): Promise<void> {
    await this.raw(['worktree', 'prune']);
  }

  async worktreeList(): Promise<WorktreeEntry[]> {
    return parseWorktreeList(await this.raw(['worktree', 'list', '--porcelain', '-z']));
  }

  async worktreeLock(worktreePath: string, reason: string): Promise<void> {
    await this.raw(['worktree', 'lock', '--reason', reason, '--', worktreePath]);
  }

  async worktreeUnlock(worktreePath: string): Promise<void> {
    await this.raw(['worktree', 'unlock', '--', worktreePath]);
  }

  async branchCreate(name: string, startSha: string): Promise<void> {
    await this.raw(['branch', '--no-track', '--', name, startSha]);
  }

  async branchDelete(name: string, options: { force?: boolean } = {}): Promise<void> {
    await this.raw(['branch', options.force ? '-D' : '-d', '--', name]);
  }

  async branchList(prefix: string): Promise<BranchRef[]> {
    // for-each-ref matches whole path components only; filter by plain prefix here instead.
    const output = await this.raw([
      'for-each-ref',
      '--format=%(objectname) %(refname)',
      'refs/heads/',
    ]);
    const branches: BranchRef[] = [];
    for (const line of output.split('\n')) {
      const space = line.indexOf(' ');
      if (space < 0) continue;
      const ref = line.slice(space + 1);
      if (!ref.startsWith(`refs/heads/${prefix}`)) continue;
      branches.push({ sha: line.slice(0, space), name: ref.slice('refs/heads/'.length) });
    }
    return branches;
  }

  async commitAll(options: {
    message: string;
    pathspecs?: readonly string[];
    exclude?: readonly string[];
  }): Promise<string | undefined> {
    const pathspecs = options.pathspecs?.length ? options.pathspecs : ['.'];
    // git fails an `add` whose pathspec names an ignored path, excludes included: ask git's
    // ignore rules (.gitignore files, info/exclude, core.excludesFile) about all at once.
    const exclude = options.exclude ?? [];
    const ignored = new Set(
      exclude.length === 0
        ? []
        : (
            await this.run(['check-ignore', '--', ...exclude], { okExitCodes: [0, 1] })
          ).stdout.split('\n'),
    );
    const excludes = exclude
      .filter((file) => !ignored.has(file))
      .map((file) => `:(exclude,literal)${file}`);
    // `add` runs `git status` inside every submodule with a repository of its own, under that
    // repository's configuration, which an agent can write: those submodules are left out of it,
    // and their commits staged by `update-index`, which reads the submodule's HEAD and runs nothing.
    const submodules: string[] = [];
    for (const line of (await this.raw(['ls-files', '--stage', '-z', '--', ...pathspecs])).split(
      '\0',
    )) {
      const gitlink = line.startsWith('160000 ') ? line.slice(line.indexOf('\t') + 1) : undefined;
      if (gitlink && existsSync(path.join(this.cwd, gitlink, '.git'))) submodules.push(gitlink);
    }
    const notAdded = submodules.map((gitlink) => `:(exclude,literal)${gitlink}`);
    // The tree's files pass through no filter an agent could have defined (config.worktree).
    const env = await this.driversOff('planted');
    // `--sparse`: in a sparse checkout, files an agent wrote outside the sparse-checkout
    // definition are committed too (without it, git refuses the whole `add`).
    await this.raw(['add', '-A', '--sparse', '--', ...pathspecs, ...excludes, ...notAdded], {
      env,
    });
    if (submodules.length > 0) {
      await this.raw(['update-index', '--add', '--remove', '--', ...submodules], { env });
    }
    const staged = await this.run(['diff', '--cached', '--quiet'], { okExitCodes: [0, 1] });
    if (staged.exitCode === 0) return undefined;
    await this.raw(['commit', '--no-verify', '--no-gpg-sign', '-q', '-m', options.message], {
      env,
    });
    return this.revParse('HEAD');
  }

  async diffNameOnly(from: string, to: string): Promise<string[]> {
    const output = await this.raw(['diff', '--name-only', '-z', '--no-renames', from, to, '--']);
    return output.split('\0').filter((name) => name !== '');
  }

  async diffStat(from: string, to: string): Promise<string> {
    return (await this.raw(['diff', '--stat', '--no-color', from, to, '--'])).trimEnd();
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    const result = await this.run(['merge-base', a, b], { okExitCodes: [0, 1] });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const result = await this.run(['merge-base', '--is-ancestor', ancestor, descendant], {
      okExitCodes: [0, 1],
    });
    return result.exitCode === 0;
  }

  async mergeTree(ours: string, theirs: string): Promise<MergeTreeResult> {
    const args = ['merge-tree', '--write-tree', '--name-only', '-z', ours, theirs];
    const result = await this.run(args, {
      okExitCodes: [0, 1, 128],
      env: await this.driversOff('planted'),
    });
    if (result.exitCode === 128) {
      if (/unrelated histories/i.test(result.stderr)) {
        return { clean: false, unrelated: true, conflicts: [], messages: result.stderr.trim() };
      }
      throw new GitError(args, result.exitCode, result.stderr, { cwd: this.cwd });
    }
    return parseMergeTree(result.stdout, result.exitCode === 0);
  }

  async commitTree(options: {
    tree: string;
    parents: readonly string[];
    message: string;
  }): Promise<string> {
    const parents = options.parents.flatMap((parent) => ['-p', parent]);
    const args = ['commit-tree', '--no-gpg-sign', ...parents, '-m', options.message, options.tree];
    return (await this.raw(args)).trim();
  }

  async updateRef(ref: string, newSha: string, expectedOld?: string): Promise<void> {
    const old = expectedOld === '' ? '0'.repeat(newSha.length) : expectedOld;
    await this.raw(['update-ref', ref, newSha, ...(old === undefined ? [] : [old])]);
  }

  async uniqueCommitCount(tip: string, excludeBranches: string): Promise<number> {
    const output = await this.raw([
      'rev-list',
      '--count',
      tip,
      '--not',
      `--exclude=${excludeBranches}`,
      '--branches',
      '--tags',
      '--remotes',
      'HEAD',
    ]);
    return Number.parseInt(output.trim(), 10);
  }

  async isShallow(): Promise<boolean> {
    return (await this.raw(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
  }

  async remotes(): Promise<string[]> {
    return (await this.raw(['remote'])).split('\n').filter((name) => name !== '');
  }

  async fetchDeepen(remote: string, depth: number): Promise<void> {
    await this.raw(['fetch', '--quiet', '--no-tags', `--deepen=${depth}`, remote]);
  }

  async fetchUnshallow(remote: string): Promise<void> {
    await this.raw(['fetch', '--quiet', '--no-tags', '--unshallow', remote]);
  }

  async ignoredPaths(): Promise<string[]> {
    const output = await this.raw([
      'ls-files',
      '--others',
      '--ignored',
      '--exclude-standard',
      '--directory',
      '-z',
    ]);
    return output.split('\0').filter((entry) => entry !== '');
  }

  async checkoutHead(): Promise<void> {
    await this.raw(['reset', '--hard', '--quiet', 'HEAD'], {
      env: await this.driversOff('planted'),
    });
  }

  async submoduleUpdate(): Promise<void> {
    await this.raw(['submodule', 'update', '--init', '--recursive', '--quiet']);
  }
}

function execute(
  binary: string,
  args: readonly string[],
  options: { cwd: string; env: Readonly<Record<string, string>> },
): Promise<GitResult & { bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      reject(
        new GitError(args, -1, `could not start '${binary}': ${error.message}`, {
          cause: error,
          cwd: options.cwd,
        }),
      );
    });
    child.on('close', (code, signal) => {
      const bytes = Buffer.concat(stdout);
      resolve({
        bytes,
        stdout: bytes.toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8') + (signal ? `\n(killed by ${signal})` : ''),
        exitCode: code ?? -1,
      });
    });
  });
}

export function parseStatus(output: string): StatusEntry[] {
  const fields = output.split('\0');
  const entries: StatusEntry[] = [];
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index];
    if (field === undefined || field.length < 4) continue;
    const entry: StatusEntry = {
      index: field.charAt(0),
      workingTree: field.charAt(1),
      path: field.slice(3),
    };
    // Renames and copies are followed by their original path as the next field.
    if (entry.index === 'R' || entry.index === 'C') {
      const original = fields[++index];
      if (original !== undefined) entry.originalPath = original;
    }
    entries.push(entry);
  }
  return entries;
}

export function parseWorktreeList(output: string): WorktreeEntry[] {
  const entries: WorktreeEntry[] = [];
  let current: WorktreeEntry | undefined;
  for (const field of output.split('\0')) {
    if (field === '') {
      if (current) entries.push(current);
      current = undefined;
      continue;
    }
    const space = field.indexOf(' ');
    const key = space < 0 ? field : field.slice(0, space);
    const value = space < 0 ? '' : field.slice(space + 1);
    if (key === 'worktree') {
      if (current) entries.push(current);
      current = { path: value, bare: false, detached: false };
      continue;
    }
    if (!current) continue;
    if (key === 'HEAD') current.head = value;
    else if (key === 'branch') current.branch = value;
    else if (key === 'bare') current.bare = true;
    else if (key === 'detached') current.detached = true;
    else if (key === 'locked') current.locked = value;
    else if (key === 'prunable') current.prunable = value;
  }
  if (current) entries.push(current);
  return entries;
}

function parseMergeTree(output: string, clean: boolean): MergeTreeResult {
  // -z --name-only: <tree> NUL <file> NUL ... NUL NUL <informational messages>
  const fields = output.split('\0');
  const tree = (fields[0] ?? '').trim();
  if (clean) return { clean: true, tree };
  const conflicts = new Set<string>();
  let index = 1;
  for (; index < fields.length; index++) {
    const field = fields[index];
    if (field === undefined || field === '') break;
    conflicts.add(field);
  }
  // Each message: <path count> NUL <path>... NUL <conflict type> NUL <message> NUL
  const messages: string[] = [];
  index++;
  while (index < fields.length) {
    const count = Number.parseInt(fields[index] ?? '', 10);
    if (!Number.isInteger(count) || count < 0) break;
    const message = fields[index + count + 2];
    if (message !== undefined && message.trim() !== '') messages.push(message.trim());
    index += count + 3;
  }
  return { clean: false, tree, conflicts: [...conflicts].sort(), messages: messages.join('\n') };
}
