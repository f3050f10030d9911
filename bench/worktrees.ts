import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createGit, type Git, type GitLayout } from '../src/platform/git.js';
import { createWorktreeManager } from '../src/worktrees/worktree-manager.js';
import { median } from './stats.js';
import { copyRepository, git } from './temp-repo.js';

export type WorktreeMethod = 'manager' | 'raw-sequential' | 'raw-two-phase';

/** Calls and total milliseconds per Git method, for the manager's trials. */
export type GitCallTimes = Map<string, { calls: number; ms: number }>;

export interface WorktreeTrial {
  method: WorktreeMethod;
  count: number;
  wallMs: number;
  /** What the manager asked git to do, and how long each kind of call took. */
  gitCalls?: GitCallTimes;
  /** Worktrees that exist, are checked out, and are listed by git afterwards. */
  created: number;
}

export interface WorktreeFigure {
  count: number;
  managerMs: number;
  /** The fastest correct raw method's time (the baseline). */
  rawMs: number;
  rawMethod: WorktreeMethod;
  rawSequentialMs: number;
  rawTwoPhaseMs: number;
  allCreated: boolean;
  /** The git calls of the manager's median trial. */
  managerGitCalls: GitCallTimes;
}

/**
 * N isolated agent worktrees through Flotilla's worktree manager (all at once, as parallel
 * background agents ask for them), against raw `git worktree add` of the same count on a copy
 * of the same repository. Raw parallel `worktree add -b` races on `.git/config.lock`, so the
 * raw baselines are the two correct ways: one `git worktree add --no-track -b` after another,
 * and the manager's own split done bare (sequential `--no-checkout` adds, then parallel
 * checkouts). The baseline is the faster of the two.
 */
export async function measureWorktrees(
  template: string,
  scratch: string,
  count: number,
  trials: number,
): Promise<{ figure: WorktreeFigure; trials: WorktreeTrial[] }> {
  const results: WorktreeTrial[] = [];
  const methods: WorktreeMethod[] = ['raw-sequential', 'manager', 'raw-two-phase'];
  for (let trial = 0; trial < trials; trial += 1) {
    // Rotate the order so that no method always runs first (cold caches) or last.
    const order = methods.map((_, index) => methods[(index + trial) % methods.length]!);
    for (const method of order) {
      const repo = await copyRepository(template, scratch);
      results.push(await createWorktrees(method, repo, count));
      await rm(repo, { recursive: true, force: true });
    }
  }
  const of = (method: WorktreeMethod) =>
    median(results.filter((entry) => entry.method === method).map((entry) => entry.wallMs));
  const rawSequentialMs = of('raw-sequential');
  const rawTwoPhaseMs = of('raw-two-phase');
  const rawMethod = rawSequentialMs <= rawTwoPhaseMs ? 'raw-sequential' : 'raw-two-phase';
  const managerTrials = results
    .filter((entry) => entry.method === 'manager')
    .sort((a, b) => a.wallMs - b.wallMs);
  const medianManager = managerTrials[Math.floor((managerTrials.length - 1) / 2)];
  return {
    figure: {
      count,
      managerMs: of('manager'),
      rawMs: Math.min(rawSequentialMs, rawTwoPhaseMs),
      rawMethod,
      rawSequentialMs,
      rawTwoPhaseMs,
      allCreated: results.every((entry) => entry.created === count),
      managerGitCalls: medianManager?.gitCalls ?? new Map(),
    },
    trials: results,
  };
}

async function createWorktrees(
  method: WorktreeMethod,
  repo: string,
  count: number,
): Promise<WorktreeTrial> {
  const names = Array.from({ length: count }, (_, index) => `a${index + 1}-bench-agent`);
  const gitCalls: GitCallTimes = new Map();
  const started = performance.now();
  if (method === 'manager') {
    const manager = createWorktreeManager({
      repoRoot: repo,
      git: timedGit(createGit(repo, { env: process.env }), gitCalls),
    });
    await Promise.all(names.map((name) => manager.create(name)));
  } else if (method === 'raw-sequential') {
    for (const name of names) {
      await git(repo, [
        'worktree',
        'add',
        '--quiet',
        '--no-track',
        '-b',
        `raw/${name}`,
        rawPath(repo, name),
        'HEAD',
      ]);
    }
  } else {
    for (const name of names) {
      await git(repo, [
        'worktree',
        'add',
        '--quiet',
        '--no-checkout',
        '--no-track',
        '-b',
        `raw/${name}`,
        rawPath(repo, name),
        'HEAD',
      ]);
    }
    await Promise.all(
      names.map((name) => git(rawPath(repo, name), ['reset', '--hard', '--quiet', 'HEAD'])),
    );
  }
  const wallMs = performance.now() - started;
  return {
    method,
    count,
    wallMs,
    created: await countCheckedOut(repo, count),
    ...(method === 'manager' ? { gitCalls } : {}),
  };
}

/** The same Git, timing every call by method name (also for the copies made with `at`, `pin` and `pinned`). */
function timedGit(git: Git, times: GitCallTimes): Git {
  return new Proxy(git, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'at') return (cwd: string) => timedGit(target.at(cwd), times);
      if (property === 'pinned') {
        return (layout: GitLayout) => timedGit(target.pinned(layout), times);
      }
      if (property === 'pin') {
        return async () => {
          const started = performance.now();
          const pinned = await target.pin();
          const entry = times.get('pin') ?? { calls: 0, ms: 0 };
          entry.calls += 1;
          entry.ms += performance.now() - started;
          times.set('pin', entry);
          return timedGit(pinned, times);
        };
      }
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...inner: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          const entry = times.get(String(property)) ?? { calls: 0, ms: 0 };
          entry.calls += 1;
          entry.ms += performance.now() - started;
          times.set(String(property), entry);
        }
      };
    },
  });
}

function rawPath(repo: string, name: string): string {
  return path.join(repo, '.claude', 'worktrees', name);
}

/** Worktrees git lists (besides the main one) whose directory holds the checked-out files. */
async function countCheckedOut(repo: string, expected: number): Promise<number> {
  const listed = (await git(repo, ['worktree', 'list', '--porcelain']))
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length))
    .filter((worktree) => path.resolve(worktree) !== path.resolve(repo));
  let checkedOut = 0;
  for (const worktree of listed) {
    const entries = await readdir(path.join(worktree, 'src')).catch(() => []);
    if (entries.length > 0) checkedOut += 1;
  }
  return Math.min(checkedOut, expected);
}
