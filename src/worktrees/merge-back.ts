import { UserError } from '../errors.js';
import type { Git } from '../platform/git.js';

/**
 * Merge-back: the agents' branches integrated, one after another in the order given, onto one
 * results branch. Each step is `git merge-tree --write-tree` (the merge computed in the object
 * store; no working tree or index is touched, so it is safe while other worktrees are busy) and,
 * when clean, `git commit-tree`; the results branch moves once at the end with a compare-and-swap
 * `update-ref`. A branch that conflicts is skipped and reported with its conflicted files — left
 * for a human, never dropped silently. Shallow clones are deepened until a merge base appears.
 */

export interface MergeBackBranch {
  agent: string;
  branch: string;
  /**
   * The commit to integrate (the agent's work as its worktree ended); default: the branch's tip.
   * The branch then only names it in reports.
   */
  commit?: string;
}

export interface MergeBackOptions {
  /** Integrated in this order (callers sort them, e.g. by agent name, for determinism). */
  branches: readonly MergeBackBranch[];
  /** The results branch (short name). Created at `base` when it does not exist. */
  targetBranch: string;
  /** Start of a new results branch. Default: HEAD of the main checkout. */
  base?: string;
}

export type MergedBranch = MergeBackBranch & {
  /** The agent branch's tip. */
  commit: string;
  result: 'fast-forward' | 'merged' | 'up-to-date';
};

export type SkippedBranch = MergeBackBranch & {
  reason: 'conflict' | 'missing' | 'unrelated';
  /** Conflicted files (for `conflict`). */
  files: string[];
  /** What git said, for the report. */
  details: string;
};

export interface MergeBackResult {
  targetBranch: string;
  /** The results branch tip after integration. */
  head: string;
  merged: MergedBranch[];
  /** Branches left out; each still exists, untouched, for a human to merge. */
  conflicts: SkippedBranch[];
  /** Shallow-clone deepening that was needed, for the log. */
  notes: string[];
}

export async function mergeBack(git: Git, options: MergeBackOptions): Promise<MergeBackResult> {
  const target = options.targetBranch;
  const format = await git.run(['check-ref-format', '--branch', target], {
    okExitCodes: [0, 1, 128],
  });
  if (format.exitCode !== 0) {
    throw new UserError(
      `Invalid results branch name "${target}".`,
      'Use a valid git branch name, for example "flotilla/results".',
    );
  }
  const checkedOut = (await git.worktreeList()).find(
    (entry) => entry.branch === `refs/heads/${target}`,
  );
  if (checkedOut) {
    throw new UserError(
      `The results branch "${target}" is checked out at ${checkedOut.path}; merge-back moves the ` +
        'branch without touching any working tree, which would leave that checkout out of date.',
      'Choose a results branch that is not checked out, for example "flotilla/results".',
    );
  }

  const initialTip = await git.tryRevParse(`refs/heads/${target}`);
  const notes: string[] = [];
  let current = initialTip ?? (await git.revParse(options.base ?? 'HEAD'));
  const merged: MergedBranch[] = [];
  const conflicts: SkippedBranch[] = [];

  for (const entry of options.branches) {
    const tip =
      entry.commit !== undefined
        ? await git.tryRevParse(entry.commit)
        : ((await git.tryRevParse(`refs/heads/${entry.branch}`)) ??
          (await git.tryRevParse(entry.branch)));
    if (tip === undefined) {
      const details = entry.commit !== undefined ? `no commit ${entry.commit}` : 'no such branch';
      conflicts.push({ ...entry, reason: 'missing', files: [], details });
      continue;
    }
    const mergeBase = await ensureMergeBase(git, current, tip, notes);
    if (mergeBase === undefined) {
      conflicts.push({
        ...entry,
        reason: 'unrelated',
        files: [],
        details: `${entry.branch} shares no history with ${target}`,
      });
      continue;
    }
    if (mergeBase === tip) {
      merged.push({ ...entry, commit: tip, result: 'up-to-date' });
      continue;
    }
    if (mergeBase === current) {
      current = tip;
      merged.push({ ...entry, commit: tip, result: 'fast-forward' });
      continue;
    }
    const outcome = await git.mergeTree(current, tip);
    if (!outcome.clean) {
      conflicts.push({
        ...entry,
        reason: 'unrelated' in outcome ? 'unrelated' : 'conflict',
        files: outcome.conflicts,
        details: outcome.messages,
      });
      continue;
    }
    current = await git.commitTree({
      tree: outcome.tree,
      parents: [current, tip],
      message: `Merge ${entry.branch} (agent ${entry.agent}) into ${target}`,
    });
    merged.push({ ...entry, commit: tip, result: 'merged' });
  }

  if (current !== initialTip)
    await git.updateRef(`refs/heads/${target}`, current, initialTip ?? '');
  return { targetBranch: target, head: current, merged, conflicts, notes };
}

const firstDeepen = 50;
const maxDeepenSteps = 6;

/**
 * The merge base of two commits, deepening a shallow clone until it shows up. Undefined when the
 * full history has none (unrelated histories).
 */
export async function ensureMergeBase(
  git: Git,
  a: string,
  b: string,
  notes: string[],
): Promise<string | undefined> {
  for (let step = 0; ; step++) {
    const base = await git.mergeBase(a, b);
    if (base !== undefined) return base;
    if (!(await git.isShallow())) return undefined;
    const remotes = await git.remotes();
    const remote = remotes.includes('origin') ? 'origin' : remotes[0];
    if (remote === undefined) {
      throw new UserError(
        `Cannot find where ${a.slice(0, 12)} and ${b.slice(0, 12)} meet: the repository is a ` +
          'shallow clone and has no remote to fetch more history from.',
        'Clone with full history (actions/checkout: fetch-depth: 0) or add the remote.',
      );
    }
    if (step >= maxDeepenSteps) {
      notes.push(`fetched the full history from ${remote} (--unshallow)`);
      await git.fetchUnshallow(remote);
      continue;
    }
    const depth = firstDeepen * 4 ** step;
    notes.push(`deepened the shallow clone by ${depth} commits from ${remote}`);
    await git.fetchDeepen(remote, depth);
  }
}
