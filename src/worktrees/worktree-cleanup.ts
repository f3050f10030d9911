import { existsSync, readdirSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from '../errors.js';
import { readLinkedGitDir, type Git, type WorktreeEntry } from '../platform/git.js';
import { realTarget } from '../platform/real-target.js';
import { worktreeBranchPrefix } from './slug.js';
import { uncommittedPaths } from './uncommitted-paths.js';
import { deleteRecord, listRecords, writeRecord, type WorktreeRecord } from './worktree-records.js';

/**
 * Taking worktrees apart again: after an agent that changed nothing, after a failed creation,
 * and in the startup sweep of worktrees whose owning process is gone. Everything here runs under
 * the repository lock and copes with the half-made states a kill -9 can leave: a branch without
 * a worktree, a worktree registered but not checked out, an admin directory without its files,
 * a stale ref lock.
 */

export interface WorktreeContext {
  /** Real path of the main checkout's top (`git rev-parse --show-toplevel`). */
  repoRoot: string;
  /**
   * Where the manager was opened, relative to `repoRoot` (`packages/app` in a monorepo; '' at
   * the top), `/`-separated: the same directory inside each worktree is its agent's.
   */
  subdirectory: string;
  /**
   * The dependency directories linked into each worktree (relative to its top; at the top and at
   * `subdirectory`): never an agent's change.
   */
  linkedDirectories: readonly string[];
  git: Git;
  commonDir: string;
  recordsDir: string;
  /** `<repoRoot>/.claude/worktrees` */
  worktreesDir: string;
  ownerPid: number;
  hostname: string;
  isAlive: (pid: number) => boolean;
  withRepoLock<T>(fn: () => Promise<T>): Promise<T>;
}

const lockReasonPrefix = 'flotilla pid ';
/** The lock reason of a worktree kept because its agent left changes in it. */
export const keptLockReason = 'flotilla: kept with changes';

/**
 * Marks a worktree as kept on purpose (it holds work), under the repository lock: its lock no
 * longer names a process, so no later run's sweep takes it for abandoned (and `git worktree
 * prune` still cannot take it).
 */
export async function keepWorktree(
  context: WorktreeContext,
  worktreePath: string,
  record: WorktreeRecord | undefined,
): Promise<void> {
  if (record) await writeRecord(context.recordsDir, { ...record, state: 'kept' });
  await context.git.worktreeUnlock(worktreePath).catch(() => undefined);
  await context.git.worktreeLock(worktreePath, keptLockReason);
}

export function lockReason(pid: number): string {
  return `${lockReasonPrefix}${pid}`;
}

/** The owning pid from a `git worktree lock` reason we wrote; undefined for anything else. */
export function ownerFromLockReason(reason: string | undefined): number | undefined {
  const match = /^flotilla pid (\d+)$/.exec(reason?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

export interface DiscardTarget {
  path: string;
  /** Short branch name (`flotilla/x`), if known. */
  branch?: string;
  /** The commit the branch started from; a branch still there holds no work. */
  baseSha?: string;
}

export interface DiscardOutcome {
  removedWorktree: boolean;
  deletedBranch?: string;
  /** A branch kept because it holds commits (or is checked out elsewhere). */
  keptBranch?: { branch: string; reason: string };
  warnings: string[];
}

/** Removes a worktree by any means, then its branch if the branch holds no work. */
export async function discardWorktree(
  context: WorktreeContext,
  target: DiscardTarget,
  listed?: WorktreeEntry[],
): Promise<DiscardOutcome> {
  const outcome: DiscardOutcome = { removedWorktree: false, warnings: [] };
  // First, since git itself may die on them (an empty `commondir` fails every worktree listing).
  if (await removeUnfinishedAdminDirectories(context, target.path)) outcome.removedWorktree = true;
  const entries = listed ?? (await context.git.worktreeList());
  const entry = findWorktreeEntry(entries, target.path);
  let gitFailure: string | undefined;
  if (entry) {
    try {
      await context.git.worktreeRemove(target.path, { force: 'locked' });
      outcome.removedWorktree = true;
    } catch (error) {
      gitFailure = errorMessage(error);
    }
  }
  // Whatever git could not remove (or never finished creating): admin dirs and the directory.
  if (await removeAdminDirectories(context, target.path)) outcome.removedWorktree = true;
  if (await isInsideWorktreesDir(context, target.path)) {
    await rm(target.path, { recursive: true, force: true, maxRetries: 3 });
  }
  if (gitFailure !== undefined) {
    const still = findWorktreeEntry(await context.git.worktreeList(), target.path);
    if (still) outcome.warnings.push(`git worktree remove ${target.path}: ${gitFailure}`);
    else outcome.removedWorktree = true;
  }
  if (target.branch) await discardBranch(context, target.branch, target.baseSha, outcome);
  return outcome;
}

async function discardBranch(
  context: WorktreeContext,
  branch: string,
  baseSha: string | undefined,
  outcome: DiscardOutcome,
): Promise<void> {
  // A kill during `git branch` can leave the ref's lock file, which blocks the name forever.
  await rm(path.join(context.commonDir, 'refs', 'heads', `${branch}.lock`), { force: true });
  const tip = await context.git.tryRevParse(`refs/heads/${branch}`);
  if (tip === undefined) return;
  const checkedOut = (await context.git.worktreeList()).find(
    (entry) => entry.branch === `refs/heads/${branch}`,
  );
  if (checkedOut) {
    outcome.keptBranch = { branch, reason: `checked out at ${checkedOut.path}` };
    return;
  }
  let unchanged: boolean;
  if (baseSha !== undefined) unchanged = tip === baseSha;
  else unchanged = (await context.git.uniqueCommitCount(tip, `${worktreeBranchPrefix}*`)) === 0;
  if (!unchanged) {
    outcome.keptBranch = { branch, reason: 'it holds commits' };
    return;
  }
  try {
    await context.git.branchDelete(branch, { force: true });
    outcome.deletedBranch = branch;
  } catch (error) {
    outcome.warnings.push(`git branch -D ${branch}: ${errorMessage(error)}`);
  }
}

/**
 * Deletes `<common-dir>/worktrees/<name>` directories that belong to `worktreePath`, and those a
 * dead Flotilla process left before git wrote their `gitdir` file. Returns whether any went.
 */
async function removeAdminDirectories(
  context: WorktreeContext,
  worktreePath: string,
): Promise<boolean> {
  return removeAdminDirectoriesWhere(context, async (admin) => {
    if (admin.gitdir !== undefined) return samePath(path.dirname(admin.gitdir), worktreePath);
    const owner = ownerFromLockReason(admin.locked);
    return owner !== undefined && owner !== context.ownerPid && !context.isAlive(owner);
  });
}

/**
 * Deletes the admin directories of `worktreePath` that `git worktree add` did not finish writing:
 * it writes `locked`, `gitdir`, `commondir` and `HEAD` in turn, each by open-then-write, so a
 * kill -9 can leave any of them missing or empty. git lists none of these, keeps them from
 * `git worktree prune` while `locked` exists, and dies on an empty `commondir` in every command
 * that lists worktrees. Only called under the repository lock, where no Flotilla `git worktree
 * add` is running: an unfinished directory of this path (by its `gitdir`, or, without one, by
 * the name git gives it: the path's base name, with a number when taken) is abandoned.
 */
export async function removeUnfinishedAdminDirectories(
  context: WorktreeContext,
  worktreePath: string,
): Promise<boolean> {
  const slug = path.basename(worktreePath);
  return removeAdminDirectoriesWhere(context, async (admin) => {
    const unfinished =
      admin.gitdir === undefined || admin.commondir === undefined || admin.head === undefined;
    if (!unfinished) return false;
    if (admin.gitdir !== undefined) return samePath(path.dirname(admin.gitdir), worktreePath);
    return admin.name.startsWith(slug) && /^\d*$/.test(admin.name.slice(slug.length));
  });
}

interface AdminDirectory {
  name: string;
  /** Each file's trimmed text; undefined when it is missing or empty. */
  gitdir: string | undefined;
  commondir: string | undefined;
  head: string | undefined;
  locked: string | undefined;
}

async function removeAdminDirectoriesWhere(
  context: WorktreeContext,
  belongs: (admin: AdminDirectory) => boolean | Promise<boolean>,
): Promise<boolean> {
  const adminRoot = path.join(context.commonDir, 'worktrees');
  let names: string[];
  try {
    names = await readdir(adminRoot);
  } catch {
    return false;
  }
  let removed = false;
  for (const name of names) {
    const adminDir = path.join(adminRoot, name);
    const text = async (file: string) =>
      (await readText(path.join(adminDir, file)))?.trim() || undefined;
    const admin: AdminDirectory = {
      name,
      gitdir: await text('gitdir'),
      commondir: await text('commondir'),
      head: await text('HEAD'),
      locked: await text('locked'),
    };
    if (!(await belongs(admin))) continue;
    await rm(adminDir, { recursive: true, force: true, maxRetries: 3 });
    removed = true;
  }
  return removed;
}

export interface SweepReport {
  /** Worktree paths removed. */
  removed: string[];
  /**
   * Worktrees of dead runs kept because they hold uncommitted changes (what its agent wrote and
   * nothing committed), now kept like a finished agent's: never removed, for a human to see.
   * `changedFiles`: the files `git status` shows in it; `inSubmodules`: the changes inside its
   * submodules, as uncommittedPaths names them (some lines describe more than one file).
   */
  keptWithChanges: {
    path: string;
    branch?: string;
    changedFiles: number;
    inSubmodules: string[];
  }[];
  deletedBranches: string[];
  /** Branches of removed worktrees kept because they hold commits (agent work). */
  keptBranches: { branch: string; reason: string }[];
  warnings: string[];
}

/**
 * Removes every worktree whose owning process is gone (its record, or its lock reason, names a
 * pid that no longer runs on this machine), deletes their branches unless they hold commits,
 * and prunes git's worktree list. Run at startup, under the repository lock.
 */
export async function sweepWorktrees(context: WorktreeContext): Promise<SweepReport> {
  const report: SweepReport = {
    removed: [],
    keptWithChanges: [],
    deletedBranches: [],
    keptBranches: [],
    warnings: [],
  };
  const isOrphaned = (pid: number): boolean => pid !== context.ownerPid && !context.isAlive(pid);
  const note = (target: string, outcome: DiscardOutcome): void => {
    if (outcome.removedWorktree) report.removed.push(target);
    if (outcome.deletedBranch) report.deletedBranches.push(outcome.deletedBranch);
    if (outcome.keptBranch) report.keptBranches.push(outcome.keptBranch);
    report.warnings.push(...outcome.warnings);
  };

  const records = await listRecords(context.recordsDir);
  const orphaned = records.filter(
    (record) =>
      record.state !== 'kept' &&
      record.hostname === context.hostname &&
      isOrphaned(record.ownerPid),
  );
  // Every abandoned half-written admin directory goes first: one of them (an empty `commondir`)
  // makes every `git worktree list` fail, whichever worktree is being discarded.
  const cleaned = new Set<string>();
  for (const record of orphaned) {
    if (await removeUnfinishedAdminDirectories(context, record.path)) cleaned.add(record.path);
  }
  /** Real paths (git lists those). */
  const handled = new Set<string>();
  for (const record of records) {
    if (record.state === 'kept') {
      handled.add(realPathOf(record.path));
      continue;
    }
    if (!orphaned.includes(record)) continue;
    handled.add(realPathOf(record.path));
    // A worktree that was made ready may hold its agent's uncommitted work: kept, not discarded.
    if (record.state === 'ready' && (await keepIfChanged(context, record, report))) continue;
    const outcome = await discardWorktree(context, record);
    if (cleaned.has(record.path)) outcome.removedWorktree = true;
    note(record.path, outcome);
    await deleteRecord(context.recordsDir, record.slug);
  }

  // Git registers every linked worktree under <common>/worktrees: without that directory there is
  // no worktree to list or prune, and a run in a repository without worktrees spawns no git here.
  // (The sandbox makes it, empty, so that no command can: empty holds none either.)
  if (!hasEntries(path.join(context.commonDir, 'worktrees'))) return report;
  // Worktrees locked by a dead Flotilla process but without a record (the record was lost).
  for (const entry of await context.git.worktreeList()) {
    const owner = ownerFromLockReason(entry.locked);
    if (owner === undefined || !isOrphaned(owner)) continue;
    if (handled.has(realPathOf(entry.path))) continue;
    const branch = entry.branch?.startsWith(`refs/heads/${worktreeBranchPrefix}`)
      ? entry.branch.slice('refs/heads/'.length)
      : undefined;
    const target = { path: entry.path, ...(branch ? { branch } : {}) };
    if (await keepIfChanged(context, target, report)) continue;
    note(entry.path, await discardWorktree(context, target));
  }

  await context.git.worktreePrune();
  return report;
}

/**
 * Keeps a dead run's worktree that holds uncommitted changes (as Claude Code's cleanup of stale
 * worktrees skips any whose `git status` is not empty) and names it in the report. A worktree
 * never checked out (no index: a creation killed before its checkout) holds nothing of an agent.
 * One whose status cannot be read is kept too, with a warning: nothing is thrown away unseen.
 */
async function keepIfChanged(
  context: WorktreeContext,
  target: { path: string; branch?: string; gitDir?: string } | WorktreeRecord,
  report: SweepReport,
): Promise<boolean> {
  const gitDir =
    target.gitDir ??
    (await readLinkedGitDir(target.path, context.commonDir)) ??
    path.join(context.commonDir, 'worktrees', path.basename(target.path));
  if (!existsSync(target.path) || !existsSync(path.join(gitDir, 'index'))) return false;
  let changes: UncommittedChanges | undefined;
  try {
    changes = await uncommittedChanges(context, target.path, gitDir);
  } catch (error) {
    report.warnings.push(
      `the worktree ${target.path} of a run that died was kept: what it holds could not be read (${errorMessage(error)})`,
    );
  }
  if (changes && changes.changedFiles === 0 && changes.inSubmodules.length === 0) return false;
  await keepWorktree(context, target.path, 'slug' in target ? target : undefined);
  if (changes) {
    report.keptWithChanges.push({
      path: target.path,
      ...(target.branch ? { branch: target.branch } : {}),
      ...changes,
    });
  }
  return true;
}

interface UncommittedChanges {
  changedFiles: number;
  inSubmodules: string[];
}

/**
 * The files `git status` shows in a worktree (the linked dependency directories left out) and
 * the changes inside its submodules, with git pinned to the worktree's own directories and the
 * filter drivers of its configuration off (a dead agent could have written both).
 */
async function uncommittedChanges(
  context: WorktreeContext,
  worktreePath: string,
  gitDir: string,
): Promise<UncommittedChanges> {
  const git = context.git.pinned({ workTree: worktreePath, gitDir, commonDir: context.commonDir });
  const pathspecs = [
    '.',
    ...context.linkedDirectories.map((directory) => `:(exclude,literal)${directory}`),
  ];
  const changed = await git.status({ pathspecs, agentConfiguration: true });
  return { changedFiles: changed.length, inSubmodules: await uncommittedPaths(git, worktreePath) };
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `target` as git records a worktree's path: every symbolic link resolved (realTarget). */
function realPathOf(target: string): string {
  return realTarget(path.resolve(target));
}

/** Whether two paths name the same place once symbolic links are resolved. */
export function samePath(a: string, b: string): boolean {
  return path.resolve(a) === path.resolve(b) || realPathOf(a) === realPathOf(b);
}

/** The entry of `git worktree list` for `target`, whichever way either names it. */
export function findWorktreeEntry(
  entries: readonly WorktreeEntry[],
  target: string,
): WorktreeEntry | undefined {
  return entries.find((entry) => samePath(entry.path, target));
}

/**
 * Whether `target` is a directory in `.claude/worktrees` (the only place a discard deletes
 * directories itself), comparing real paths: the worktree's own name is not resolved, so a
 * link planted there is never followed.
 */
async function isInsideWorktreesDir(context: WorktreeContext, target: string): Promise<boolean> {
  const resolved = path.resolve(target);
  const parent = realPathOf(path.dirname(resolved));
  const relative = path.relative(
    realPathOf(context.worktreesDir),
    path.join(parent, path.basename(resolved)),
  );
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function hasEntries(directory: string): boolean {
  try {
    return readdirSync(directory).length > 0;
  } catch {
    return false;
  }
}
