import { z } from 'zod';
import { UserError } from '../errors.js';
import type { LockedStore, StoreTransaction } from './locked-store.js';
import { assertTeamName } from './team-config.js';

/**
 * `tasks/<team>/<id>.json`: the team's shared task list, one file per task, in Claude Code's
 * format. Every change runs under the list's lock (`tasks/<team>/.lock`) and writes atomically,
 * so concurrent updates never lose a change and a task has exactly one owner however many agents
 * claim it at once. Ids count up from 1 and are never reused (`.highwatermark`).
 *
 * Dependencies: `blockedBy` on the waiting task, `blocks` on the blocking one, kept both ways.
 * A task is blocked while any task in its `blockedBy` is not completed; completing (or deleting)
 * a task removes it from its dependents' `blockedBy`.
 */

export const taskStatuses = ['pending', 'in_progress', 'completed', 'deleted'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

// Built on first use (z.lazy), as a task list's first read needs it: not part of a run's start.
export const taskSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    subject: z.string(),
    description: z.string(),
    activeForm: z.string().optional(),
    status: z.enum(taskStatuses),
    owner: z.string().optional(),
    blocks: z.array(z.string()),
    blockedBy: z.array(z.string()),
    metadata: z.record(z.string(), z.unknown()).optional(),
    createdAt: z.number().optional(),
    updatedAt: z.number().optional(),
  }),
);
export type Task = z.infer<typeof taskSchema>;

const highWaterMarkSchema = z.number().int().nonnegative();

export interface NewTask {
  subject: string;
  description?: string;
  activeForm?: string;
  owner?: string;
  metadata?: Record<string, unknown>;
  /** Ids of tasks that must complete first. */
  blockedBy?: readonly string[];
}

export interface TaskPatch {
  subject?: string;
  description?: string;
  activeForm?: string;
  status?: TaskStatus;
  /** null clears the owner. */
  owner?: string | null;
  /** Merged into the metadata; a null value deletes that key. */
  metadata?: Record<string, unknown>;
  addBlocks?: readonly string[];
  addBlockedBy?: readonly string[];
}

export interface TaskUpdate {
  task: Task;
  /**
   * The tasks this change made available to take: dependents it left with nothing blocking
   * them, and the task itself when it was given back (taken before, now pending with no owner
   * and nothing blocking it).
   */
  unblocked: Task[];
}

export type ClaimResult =
  | { claimed: true; task: Task }
  | {
      claimed: false;
      reason: 'not_found' | 'already_owned' | 'not_pending' | 'blocked';
      task?: Task;
      /** Unfinished blockers, for `blocked`. */
      blockedBy?: string[];
    };

export interface TaskList {
  create(input: NewTask): Promise<Task>;
  get(id: string): Promise<Task | undefined>;
  /** By id; deleted tasks only when asked. */
  list(options?: { includeDeleted?: boolean }): Promise<Task[]>;
  /** A locked change; `patch` may be computed from the current task. */
  update(id: string, patch: TaskPatch | ((task: Task) => TaskPatch)): Promise<TaskUpdate>;
  /** Sets the owner and `in_progress` if the task is pending, unowned and unblocked. */
  claim(id: string, owner: string): Promise<ClaimResult>;
  /** Claims the lowest-id task that can be claimed; undefined when none can. */
  claimNext(owner: string): Promise<Task | undefined>;
}

export function createTaskList(
  store: LockedStore,
  team: string,
  now: () => number = Date.now,
): TaskList {
  assertTeamName('team', team);
  const directory = `tasks/${team}`;
  const fileOf = (id: string): string => `${directory}/${id}.json`;
  const lockPath = `${directory}/.lock`;
  const markPath = `${directory}/.highwatermark`;

  /** Tasks read on demand within one transaction (a change touches a few files, not all). */
  const loader = (transaction: StoreTransaction) => {
    const cache = new Map<string, Task | undefined>();
    const load = async (id: string): Promise<Task | undefined> => {
      if (!cache.has(id)) cache.set(id, await transaction.read(fileOf(id), taskSchema));
      return cache.get(id);
    };
    const ids = async (): Promise<string[]> =>
      (await transaction.list(directory))
        .filter((name) => /^\d+\.json$/.test(name))
        .map((name) => name.slice(0, -'.json'.length))
        .sort(byId);
    const mustLoad = async (id: string): Promise<Task> => {
      const task = await load(id);
      if (task !== undefined) return task;
      const known = (await ids()).join(', ') || 'none';
      throw new UserError(`Task "${id}" does not exist in team "${team}". Task ids: ${known}.`);
    };
    const set = (task: Task): void => {
      cache.set(task.id, task);
    };
    return { load, ids, mustLoad, set };
  };
  type Loader = ReturnType<typeof loader>;

  const unfinishedBlockers = async (task: Task, tasks: Loader): Promise<string[]> => {
    const unfinished: string[] = [];
    for (const id of task.blockedBy) {
      const blocker = await tasks.load(id);
      if (blocker !== undefined && blocker.status !== 'completed' && blocker.status !== 'deleted') {
        unfinished.push(id);
      }
    }
    return unfinished;
  };

  const claimIn = async (
    transaction: StoreTransaction,
    tasks: Loader,
    id: string,
    owner: string,
  ): Promise<ClaimResult> => {
    const task = await tasks.load(id);
    if (task === undefined || task.status === 'deleted')
      return { claimed: false, reason: 'not_found' };
    if (task.owner !== undefined && task.owner !== owner) {
      return { claimed: false, reason: 'already_owned', task };
    }
    if (task.owner === owner && task.status === 'in_progress') return { claimed: true, task };
    if (task.status !== 'pending') return { claimed: false, reason: 'not_pending', task };
    const blockers = await unfinishedBlockers(task, tasks);
    if (blockers.length > 0)
      return { claimed: false, reason: 'blocked', task, blockedBy: blockers };
    const claimed: Task = { ...task, owner, status: 'in_progress', updatedAt: now() };
    await transaction.write(fileOf(id), taskSchema, claimed);
    tasks.set(claimed);
    return { claimed: true, task: claimed };
  };

  return {
    create: (input) =>
      store.transaction(lockPath, async (transaction) => {
        const tasks = loader(transaction);
        const blockedBy = [...new Set(input.blockedBy ?? [])];
        for (const blocker of blockedBy) await tasks.mustLoad(blocker);
        const highest = Math.max(
          (await transaction.read(markPath, highWaterMarkSchema)) ?? 0,
          ...(await tasks.ids()).map(Number),
        );
        const id = String(highest + 1);
        const created = now();
        const task: Task = {
          id,
          subject: input.subject,
          description: input.description ?? '',
          ...(input.activeForm !== undefined ? { activeForm: input.activeForm } : {}),
          status: 'pending',
          ...(input.owner !== undefined ? { owner: input.owner } : {}),
          blocks: [],
          blockedBy,
          ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
          createdAt: created,
          updatedAt: created,
        };
        await transaction.write(markPath, highWaterMarkSchema, highest + 1);
        await transaction.write(fileOf(id), taskSchema, task);
        for (const blocker of blockedBy) {
          const upstream = await tasks.mustLoad(blocker);
          await transaction.write(fileOf(blocker), taskSchema, {
            ...upstream,
            blocks: [...new Set([...upstream.blocks, id])],
          });
        }
        return task;
      }),

    get: (id) => store.read(fileOf(id), taskSchema),

    async list(options = {}) {
      const names = (await store.list(directory)).filter((name) => /^\d+\.json$/.test(name));
      const tasks = await Promise.all(
        names.map((name) => store.read(`${directory}/${name}`, taskSchema)),
      );
      return tasks
        .filter((task): task is Task => task !== undefined)
        .filter((task) => options.includeDeleted || task.status !== 'deleted')
        .sort((a, b) => byId(a.id, b.id));
    },

    update: (id, patchOrChange) =>
      store.transaction(lockPath, async (transaction) => {
        const tasks = loader(transaction);
        const task = await tasks.mustLoad(id);
        const patch = typeof patchOrChange === 'function' ? patchOrChange(task) : patchOrChange;
        for (const other of [...(patch.addBlocks ?? []), ...(patch.addBlockedBy ?? [])]) {
          if (other === id) throw new UserError(`Task "${id}" cannot block itself.`);
          await tasks.mustLoad(other);
        }
        const changed = new Set<string>([id]);
        const next = applyPatch(task, patch, now());
        tasks.set(next);
        const touch = async (otherId: string, change: (other: Task) => Task): Promise<Task> => {
          const updated = { ...change(await tasks.mustLoad(otherId)), updatedAt: now() };
          tasks.set(updated);
          changed.add(otherId);
          return updated;
        };
        for (const other of patch.addBlocks ?? []) {
          await touch(other, (t) => ({ ...t, blockedBy: union(t.blockedBy, [id]) }));
        }
        for (const other of patch.addBlockedBy ?? []) {
          await touch(other, (t) => ({ ...t, blocks: union(t.blocks, [id]) }));
        }
        const unblocked: Task[] = [];
        const finished = next.status === 'completed' || next.status === 'deleted';
        if (finished && task.status !== next.status) {
          for (const dependentId of next.blocks) {
            if ((await tasks.load(dependentId)) === undefined) continue;
            const dependent = await touch(dependentId, (t) => ({
              ...t,
              blockedBy: t.blockedBy.filter((blocker) => blocker !== id),
            }));
            if ((await unfinishedBlockers(dependent, tasks)).length === 0)
              unblocked.push(dependent);
          }
        }
        const wasTaken = task.owner !== undefined || task.status === 'in_progress';
        if (
          wasTaken &&
          next.status === 'pending' &&
          next.owner === undefined &&
          (await unfinishedBlockers(next, tasks)).length === 0
        ) {
          unblocked.push(next);
        }
        for (const changedId of changed) {
          await transaction.write(fileOf(changedId), taskSchema, await tasks.mustLoad(changedId));
        }
        return { task: await tasks.mustLoad(id), unblocked };
      }),

    claim: (id, owner) =>
      store.transaction(lockPath, async (transaction) =>
        claimIn(transaction, loader(transaction), id, owner),
      ),

    claimNext: (owner) =>
      store.transaction(lockPath, async (transaction) => {
        const tasks = loader(transaction);
        for (const id of await tasks.ids()) {
          const task = await tasks.load(id);
          if (task === undefined || task.status !== 'pending' || task.owner !== undefined) continue;
          const result = await claimIn(transaction, tasks, id, owner);
          if (result.claimed) return result.task;
        }
        return undefined;
      }),
  };
}

function applyPatch(task: Task, patch: TaskPatch, timestamp: number): Task {
  const next: Task = { ...task, updatedAt: timestamp };
  if (patch.subject !== undefined) next.subject = patch.subject;
  if (patch.description !== undefined) next.description = patch.description;
  if (patch.activeForm !== undefined) next.activeForm = patch.activeForm;
  if (patch.status !== undefined) next.status = patch.status;
  if (patch.owner === null) delete next.owner;
  else if (patch.owner !== undefined) next.owner = patch.owner;
  if (patch.metadata !== undefined) {
    const metadata: Record<string, unknown> = { ...task.metadata };
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
    next.metadata = metadata;
  }
  if (patch.addBlocks) next.blocks = union(next.blocks, patch.addBlocks);
  if (patch.addBlockedBy) next.blockedBy = union(next.blockedBy, patch.addBlockedBy);
  return next;
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

function byId(a: string, b: string): number {
  return Number(a) - Number(b);
}
