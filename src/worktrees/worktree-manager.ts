import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UserError, errorMessage } from '../errors.js';
import { GitError, readLinkedGitDir, type Git, type GitLayout } from '../platform/git.js';
import { isProcessAlive, withLock, type LockOptions } from '../platform/lock.js';
import { assertDependencyDirectories, linkDependencies } from './dependency-links.js';
import { mergeBack, type MergeBackOptions, type MergeBackResult } from './merge-back.js';
import { toWorktreeSlug, worktreeBranch } from './slug.js';
import { uncommittedPaths } from './uncommitted-paths.js';
import { clearStrayDirectory, excludeWorktreesFromStatus } from './worktree-directory.js';
import {
  discardWorktree,
  findWorktreeEntry,
  keepWorktree,
  lockReason,
  ownerFromLockReason,
  removeUnfinishedAdminDirectories,
  samePath,
  sweepWorktrees,
  type DiscardOutcome,
  type SweepReport,
  type WorktreeContext,
} from './worktree-cleanup.js';
import {
  copyWorktreeIncludes,
  planWorktreeIncludes,
  type IncludePlan,
} from './worktree-include.js';
import {
  deleteRecord,
  readRecord,
  recordsDirectory,
  writeRecord,
  type WorktreeRecord,
} from './worktree-records.js';
import { exists } from '../agents/find-agent-files.js';

/**
 * One git worktree per isolated agent: `<repo>/.claude/worktrees/<slug>` on branch
 * `flotilla/<slug>`, created from a commit SHA with `--no-track` (tracking makes parallel adds
 * race on `.git/config.lock`). Registration (branch + admin directory) happens under a
 * cross-process lock per repository; the checkout itself runs outside it, in parallel.
 */

export interface WorktreeManagerOptions {
  /**
   * The main checkout, or a directory inside it (a monorepo package): worktrees go under the
   * checkout's top, and each agent works in the same directory inside its worktree.
   */
  repoRoot: string;
  /** Git pointed at the main checkout. */
  git: Git;
  /**
   * The checkout's layout, read before any agent ran (Git.repository): the manager pins its git
   * to it rather than asking git again. Default: read when the manager first needs it.
   */
  layout?: GitLayout;
  /**
   * Linked from the main checkout into each worktree, relative to its top and, when `repoRoot`
   * is a subdirectory, relative to that too. Default `['node_modules']`.
   */
  dependencyDirs?: readonly string[];
  /** Initialise submodules in new worktrees. Default false. */
  submodules?: boolean;
  /** The process that owns the worktrees this manager creates. Default: this process. */
  ownerPid?: number;
  /** Whether a pid runs. Default: a signal-0 probe. */
  isAlive?: (pid: number) => boolean;
  /** The repository lock. Default: stale 10 s, about 2 minutes of retries. */
  lock?: LockOptions;
}

export interface Worktree {
  slug: string;
  path: string;
  /** The directory inside the worktree that matches `repoRoot` (`path` itself at the top). */
  cwd: string;
  branch: string;
  /** The commit the worktree started from. */
  baseSha: string;
  /** An existing worktree was taken over rather than created. */
  reused: boolean;
  /** Problems that did not stop the worktree (a link or an include that failed). */
  warnings: string[];
}

export interface WorktreeRef {
  path: string;
  branch: string;
}

export interface FinishOptions {
  agentName: string;
  /** Commit message for the agent's changes. Default: "flotilla: changes by <agent>". */
  message?: string;
}

export interface FinishResult {
  path: string;
  /**
   * The branch holding the agent's work: the worktree's own, moved forward to the agent's
   * commit when the agent committed on a branch of its own (`git checkout -b fix`) that grew
   * from it; else the branch the agent's HEAD is on.
   */
  branch: string;
  /** The commit holding the agent's work (its worktree's HEAD); undefined when it made none. */
  commit?: string;
  /** Files changed since the base commit. */
  files: string[];
  /** `git diff --stat` since the base commit ('' when nothing changed). */
  diffstat: string;
  /** The worktree and branch were removed (nothing changed). */
  removed: boolean;
  /**
   * Files the agent changed that no commit holds (inside a submodule, see uncommitted-paths.ts):
   * never merged, so they keep the worktree.
   */
  notCommitted: string[];
  /** Commits of the agent that `commit` does not contain (see placeWork): never merged. */
  warnings: string[];
}

export interface WorktreeManager {
  /** Creates (or takes over) the worktree for `name`; see slug.ts for the naming rules. */
  create(name: string, options?: { baseSha?: string }): Promise<Worktree>;
  /** Commits the agent's changes and keeps the worktree, or removes both when nothing changed. */
  finish(worktree: WorktreeRef, options: FinishOptions): Promise<FinishResult>;
  /** Removes a worktree now; its branch too unless it holds commits. */
  remove(worktree: WorktreeRef): Promise<DiscardOutcome>;
  /** Removes worktrees whose owner process is gone; run at startup. */
  sweep(): Promise<SweepReport>;
  /** Integrates agent branches onto one results branch (see merge-back.ts). */
  mergeBack(options: MergeBackOptions): Promise<MergeBackResult>;
}

export function createWorktreeManager(options: WorktreeManagerOptions): WorktreeManager {
  const dependencyDirs = options.dependencyDirs ?? ['node_modules'];
  assertDependencyDirectories(dependencyDirs);
  const ownerPid = options.ownerPid ?? process.pid;
  const inFlight = new Map<string, Promise<Worktree>>();
  let contextPromise: Promise<WorktreeContext> | undefined;
  let includePlan: Promise<IncludePlan> | undefined;

  const context = (): Promise<WorktreeContext> => {
    contextPromise ??= buildContext(options, ownerPid, dependencyDirs).catch((error: unknown) => {
      contextPromise = undefined;
      throw error;
    });
    return contextPromise;
  };

  const resolving = new Map<string, Promise<string | undefined>>();
  const resolveBase = (ctx: WorktreeContext, ref: string): Promise<string | undefined> => {
    let pending = resolving.get(ref);
    if (!pending) {
      pending = ctx.git.tryRevParse(ref).finally(() => resolving.delete(ref));
      resolving.set(ref, pending);
    }
    return pending;
  };

  const create = async (name: string, createOptions: { baseSha?: string } = {}) => {
    const slug = toWorktreeSlug(name);
    const running = inFlight.get(slug);
    if (running) return running;
    const promise = createWorktree(slug, createOptions).finally(() => inFlight.delete(slug));
    inFlight.set(slug, promise);
    return promise;
  };

  const createWorktree = async (
    slug: string,
    createOptions: { baseSha?: string },
  ): Promise<Worktree> => {
    const ctx = await context();
    // Resolved before the lock, so that parallel creations do not queue behind a rev-parse each;
    // creations that ask for the same base while one rev-parse of it runs share that one.
    const requestedBase = createOptions.baseSha ?? 'HEAD';
    const base = await resolveBase(ctx, requestedBase);
    if (base === undefined) {
      throw new UserError(
        `Cannot create the worktree "${slug}": "${requestedBase}" is not a commit in ${ctx.repoRoot}.`,
        'Give a commit SHA (or a ref that resolves to one) that exists locally.',
      );
    }
    const registered = await ctx.withRepoLock(() => register(ctx, slug, base));
    const { record, reused } = registered;
    try {
      const warnings = await prepare(ctx, record, reused);
      if (!reused) {
        const gitDir =
          (await readLinkedGitDir(record.path, ctx.commonDir)) ??
          (await ctx.git.at(record.path).raw(['rev-parse', '--absolute-git-dir'])).trim();
        await writeRecord(ctx.recordsDir, { ...record, state: 'ready', gitDir });
      }
      return {
        slug,
        path: record.path,
        cwd: path.join(record.path, ctx.subdirectory),
        branch: record.branch,
        baseSha: record.baseSha,
        reused,
        warnings,
      };
    } catch (error) {
      // A new worktree that could not be made ready is taken apart again; a reused one is kept.
      if (!reused) {
        await ctx.withRepoLock(async () => {
          await discardWorktree(ctx, record);
          await deleteRecord(ctx.recordsDir, slug);
        });
      }
      throw new UserError(
        `Could not prepare the worktree ${record.path}: ${errorMessage(error)}`,
        reused ? 'The existing worktree was left as it was.' : 'The worktree was removed again.',
        { cause: error },
      );
    }
  };

  /** Outside the lock: checkout, submodules, dependency links, `.worktreeinclude` copies. */
  const prepare = async (
    ctx: WorktreeContext,
    record: WorktreeRecord,
    reused: boolean,
  ): Promise<string[]> => {
    const warnings: string[] = [];
    if (!reused) {
      const worktreeGit = ctx.git.at(record.path);
      await worktreeGit.checkoutHead();
      if (options.submodules) await worktreeGit.submoduleUpdate();
    }
    // An untracked directory the run started in exists in no checkout.
    if (ctx.subdirectory !== '')
      await mkdir(path.join(record.path, ctx.subdirectory), { recursive: true });
    const links = await linkDependencies({
      mainRoot: ctx.repoRoot,
      worktreeRoot: record.path,
      directories: ctx.linkedDirectories,
    });
    warnings.push(...links.warnings);
    if (!reused) {
      includePlan ??= planWorktreeIncludes(ctx.git, ctx.repoRoot, [
        ...ctx.linkedDirectories,
        path.relative(ctx.repoRoot, ctx.worktreesDir),
      ]);
      const plan = await includePlan;
      const included = await copyWorktreeIncludes(plan, ctx.repoRoot, record.path);
      warnings.push(...plan.warnings, ...included.warnings);
    }
    return warnings;
  };

  /** Under the repository lock: take over an existing worktree, or register a new one. */
  const register = async (
    ctx: WorktreeContext,
    slug: string,
    base: string,
  ): Promise<{ record: WorktreeRecord; reused: boolean }> => {
    const worktreePath = path.join(ctx.worktreesDir, slug);
    const branch = worktreeBranch(slug);
    const existing = await readRecord(ctx.recordsDir, slug);
    // Listing worktrees costs a git process under the lock: only needed when something is there.
    const maybeRegistered =
      existing !== undefined ||
      (await exists(worktreePath)) ||
      (await exists(path.join(ctx.commonDir, 'worktrees', slug)));
    // Before listing: git dies on the admin files of a creation killed inside `git worktree add`.
    if (maybeRegistered) await removeUnfinishedAdminDirectories(ctx, worktreePath);
    const listed = maybeRegistered ? await ctx.git.worktreeList() : [];
    const entry = findWorktreeEntry(listed, worktreePath);
    if (entry) {
      const owner = existing?.ownerPid ?? ownerFromLockReason(entry.locked);
      if (owner === undefined) {
        throw new UserError(
          `${worktreePath} is a git worktree that Flotilla did not create.`,
          'Remove it (git worktree remove) or choose another name.',
        );
      }
      if (owner !== ownerPid && ctx.isAlive(owner)) {
        throw new UserError(
          `The worktree ${worktreePath} is in use by another Flotilla process (pid ${owner}).`,
          'Wait for that run to end, or choose another name.',
        );
      }
      if (owner === ownerPid && existing?.state === 'creating') {
        throw new UserError(
          `The worktree ${worktreePath} is being created by another manager in this process.`,
          'Use one worktree manager per repository.',
        );
      }
      if (
        (existing?.state === 'ready' || existing?.state === 'kept') &&
        entry.branch === `refs/heads/${branch}`
      ) {
        if (entry.locked !== undefined) await ctx.git.worktreeUnlock(worktreePath);
        await ctx.git.worktreeLock(worktreePath, lockReason(ownerPid));
        const record = { ...existing, state: 'ready' as const, ownerPid, hostname: ctx.hostname };
        await writeRecord(ctx.recordsDir, record);
        return { record, reused: true };
      }
      // Half-made by a process that died: start again.
      await discardWorktree(ctx, { path: worktreePath, branch, ...baseOf(existing) }, listed);
    } else if (existing) {
      await discardWorktree(ctx, { path: worktreePath, branch, ...baseOf(existing) }, listed);
    }
    await clearStrayDirectory(worktreePath);
    await excludeWorktreesFromStatus(ctx.commonDir);

    const branchTip = (await mayHaveBranch(ctx.commonDir, branch))
      ? await ctx.git.tryRevParse(`refs/heads/${branch}`)
      : undefined;
    // An existing branch (kept work of an earlier run) is checked out again, not reset.
    const baseSha =
      branchTip === undefined ? base : ((await ctx.git.mergeBase(branchTip, base)) ?? branchTip);
    const record: WorktreeRecord = {
      version: 1,
      slug,
      path: worktreePath,
      branch,
      baseSha,
      ownerPid,
      hostname: ctx.hostname,
      createdBranch: branchTip === undefined,
      state: 'creating',
      createdAt: new Date().toISOString(),
    };
    await writeRecord(ctx.recordsDir, record);
    try {
      await ctx.git.worktreeAdd({
        path: worktreePath,
        commitish: branchTip === undefined ? base : branch,
        ...(branchTip === undefined ? { newBranch: branch } : {}),
        lockReason: lockReason(ownerPid),
        noCheckout: true,
      });
    } catch (error) {
      // git creates the branch before it fails; take back what this attempt made.
      await discardWorktree(ctx, {
        path: worktreePath,
        ...(record.createdBranch ? { branch, baseSha: base } : {}),
      });
      await deleteRecord(ctx.recordsDir, slug);
      const detail = error instanceof GitError ? error.stderr.trim() : errorMessage(error);
      throw new UserError(
        `Could not create the worktree ${worktreePath} on branch ${branch}: ${detail}`,
        'Nothing was left behind (the branch it created was deleted again).',
        { cause: error },
      );
    }
    return { record, reused: false };
  };

  const finish = async (
    worktree: WorktreeRef,
    finishOptions: FinishOptions,
  ): Promise<FinishResult> => {
    const ctx = await context();
    const slug = path.basename(worktree.path);
    const record = await readRecord(ctx.recordsDir, slug);
    try {
      return await commitAndPlace(ctx, worktree, record, finishOptions);
    } catch (error) {
      // Whatever the agent left is in the worktree and nowhere else: kept like any worktree with
      // work in it, so no later run's sweep takes it for one a dead run abandoned.
      if (existsSync(worktree.path)) {
        await ctx
          .withRepoLock(() => keepWorktree(ctx, worktree.path, record))
          .catch(() => undefined);
      }
      throw error;
    }
  };

  const commitAndPlace = async (
    ctx: WorktreeContext,
    worktree: WorktreeRef,
    record: WorktreeRecord | undefined,
    finishOptions: FinishOptions,
  ): Promise<FinishResult> => {
    const slug = path.basename(worktree.path);
    const worktreeGit = ctx.git.pinned({
      workTree: worktree.path,
      gitDir: record?.gitDir ?? path.join(ctx.commonDir, 'worktrees', slug),
      commonDir: ctx.commonDir,
    });
    const message = finishOptions.message ?? `flotilla: changes by ${finishOptions.agentName}`;
    await worktreeGit.commitAll({
      message: `${message}\n\nFlotilla-Agent: ${finishOptions.agentName}`,
      exclude: ctx.linkedDirectories,
    });
    const head = await worktreeGit.revParse('HEAD');
    const baseSha =
      record && samePath(record.path, worktree.path)
        ? record.baseSha
        : ((await ctx.git.mergeBase(head, 'HEAD')) ?? head);
    const notCommitted = await uncommittedPaths(worktreeGit, worktree.path);
    // An agent back at the base may have left commits on the worktree's branch (it switched).
    const unchanged =
      head === baseSha &&
      notCommitted.length === 0 &&
      ((await ctx.git.tryRevParse(`refs/heads/${worktree.branch}`)) ?? baseSha) === baseSha;
    if (unchanged) {
      await ctx.withRepoLock(async () => {
        await discardWorktree(ctx, { path: worktree.path, branch: worktree.branch, baseSha });
        if (record) await deleteRecord(ctx.recordsDir, slug);
      });
      return {
        path: worktree.path,
        branch: worktree.branch,
        files: [],
        diffstat: '',
        removed: true,
        notCommitted: [],
        warnings: [],
      };
    }
    const placed = await ctx.withRepoLock(async () => {
      const onBranch = await placeWork(ctx.git, worktreeGit, worktree.branch, head);
      await keepWorktree(ctx, worktree.path, record);
      return onBranch;
    });
    return {
      path: worktree.path,
      branch: placed.branch,
      ...(head === baseSha ? {} : { commit: head }),
      files: await ctx.git.diffNameOnly(baseSha, head),
      diffstat: await ctx.git.diffStat(baseSha, head),
      removed: false,
      notCommitted,
      warnings: placed.warnings,
    };
  };

  const remove = async (worktree: WorktreeRef): Promise<DiscardOutcome> => {
    const ctx = await context();
    const slug = path.basename(worktree.path);
    return ctx.withRepoLock(async () => {
      const record = await readRecord(ctx.recordsDir, slug);
      const outcome = await discardWorktree(ctx, {
        path: worktree.path,
        branch: worktree.branch,
        ...baseOf(record),
      });
      if (record) await deleteRecord(ctx.recordsDir, slug);
      return outcome;
    });
  };

  return {
    create,
    finish,
    remove,
    sweep: async () => {
      const ctx = await context();
      return ctx.withRepoLock(() => sweepWorktrees(ctx));
    },
    mergeBack: async (mergeOptions) => mergeBack((await context()).git, mergeOptions),
  };
}

async function buildContext(
  options: WorktreeManagerOptions,
  ownerPid: number,
  dependencyDirs: readonly string[],
): Promise<WorktreeContext> {
  const opened = await realpath(options.repoRoot);
  // Pinned to the layout read before any agent ran in the tree: see Git.pinned. Its directory is
  // the top.
  const git = options.layout
    ? options.git.at(opened).pinTo(options.layout)
    : await options.git.at(opened).pin();
  const repoRoot = await realpath(git.cwd);
  const commonDir = await realpath(await git.commonDir());
  const repoLock = path.join(commonDir, 'flotilla-worktrees');
  const subdirectory = path.relative(repoRoot, opened).split(path.sep).join('/');
  return {
    repoRoot,
    subdirectory,
    linkedDirectories:
      subdirectory === ''
        ? dependencyDirs
        : [
            ...dependencyDirs,
            ...dependencyDirs.map((directory) => path.posix.join(subdirectory, directory)),
          ],
    git,
    commonDir,
    recordsDir: recordsDirectory(commonDir),
    worktreesDir: path.join(repoRoot, '.claude', 'worktrees'),
    ownerPid,
    hostname: os.hostname(),
    isAlive: options.isAlive ?? isProcessAlive,
    withRepoLock: (fn) => withLock(repoLock, fn, { ...options.lock, lockPath: `${repoLock}.lock` }),
  };
}

/**
 * Makes the worktree's branch hold `head`, the commit the agent's work ends at, when the agent
 * left that branch (`git checkout -b fix/label`, a detached HEAD): a branch that `head` grew
 * from is moved forward to it (compare-and-swap; nothing on it is lost). One that holds commits
 * `head` does not is left alone, and the branch HEAD is on is named instead, with a warning.
 */
async function placeWork(
  git: Git,
  worktreeGit: Git,
  branch: string,
  head: string,
): Promise<{ branch: string; warnings: string[] }> {
  const current = (
    await worktreeGit.run(['symbolic-ref', '--quiet', 'HEAD'], { okExitCodes: [0, 1] })
  ).stdout.trim();
  if (current === `refs/heads/${branch}`) return { branch, warnings: [] };
  const tip = await git.tryRevParse(`refs/heads/${branch}`);
  if (tip === undefined || tip === head || (await git.isAncestor(tip, head))) {
    if (tip !== head) await git.updateRef(`refs/heads/${branch}`, head, tip ?? '');
    return { branch, warnings: [] };
  }
  const own = current.startsWith('refs/heads/') ? current.slice('refs/heads/'.length) : undefined;
  return {
    branch: own ?? branch,
    warnings: [
      `the agent's work ends at ${head.slice(0, 12)} (${own ? `branch ${own}` : 'a detached HEAD'}), which does not contain the commits it left on ${branch}; those are kept on ${branch}, not merged`,
    ],
  };
}

function baseOf(record: WorktreeRecord | undefined): { baseSha?: string } {
  return record ? { baseSha: record.baseSha } : {};
}

/**
 * Whether the branch may exist, from the ref store alone (a loose ref file, or a line of
 * packed-refs): false means it certainly does not, and no git process is needed to say so.
 */
async function mayHaveBranch(commonDir: string, branch: string): Promise<boolean> {
  if (await exists(path.join(commonDir, 'refs', 'heads', ...branch.split('/')))) return true;
  const packed = await readFile(path.join(commonDir, 'packed-refs'), 'utf8').catch(() => '');
  return (
    packed.includes(` refs/heads/${branch}\n`) || !(await exists(path.join(commonDir, 'refs')))
  );
}
