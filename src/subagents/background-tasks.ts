import { errorMessage } from '../errors.js';
import type { BackgroundTaskEntry } from '../hooks/hook-types.js';
import { emptyUsage, type TokenUsage } from '../model/model-client.js';
import type { CommandQueue } from '../notifications/queue.js';
import type { RunningShell } from '../tools/background-shells.js';
import {
  formatTaskNotification,
  type LimitStop,
  type TaskEndStatus,
} from '../notifications/task-notification.js';

export type TaskStatus = 'queued' | 'running' | TaskEndStatus;

/** What a background task's work resolves to. */
export interface TaskWorkResult {
  status: TaskEndStatus;
  /** The final text (completed), the error (failed), or the partial result (killed, a limit). */
  result: string;
  /** The limit that stopped the agent before it finished (its notification says so). */
  stop?: LimitStop;
  /** The usage of its last model request: what its notification's `subagent_tokens` counts. */
  usage: TokenUsage;
  toolUses: number;
  /** The worktree kept with the agent's work (its notification names it). */
  worktree?: KeptWorktree;
}

export interface KeptWorktree {
  path: string;
  branch: string;
}

export interface BackgroundTask {
  readonly id: string;
  readonly agentName: string;
  readonly description: string;
  readonly toolUseId: string | undefined;
  readonly outputFile: string;
  status: TaskStatus;
  result: string;
  /** The limit that stopped it before it finished, once it ended. */
  stop?: LimitStop;
  usage: TokenUsage;
  toolUses: number;
  startedAt: number | undefined;
  endedAt: number | undefined;
  /** Set once, atomically with the enqueue: exactly one notification per ending. */
  notified: boolean;
  /**
   * What the agent is doing, for the drain's batching: `model_call` (waiting for an answer; with
   * the call's sequence number), `answered` (holds an answer and has started neither a tool nor
   * another call: it is about to end or to take its next step at once), or `working` (tools,
   * waiting for its own background tasks, or queued).
   */
  activity: TaskActivity;
  /** The worktree kept with the agent's work, once it ended. */
  worktree?: KeptWorktree;
  readonly controller: AbortController;
  /** Resolves when the task reaches a final state (its worktree finished). */
  readonly settled: Promise<void>;
}

export type TaskActivity =
  { kind: 'model_call'; sequence: number } | { kind: 'answered' } | { kind: 'working' };

export interface LaunchSpec {
  id: string;
  agentName: string;
  description: string;
  toolUseId?: string;
  outputFile: string;
  /**
   * Who receives the notification: an agentId, or undefined for the lead. Asked at the ending,
   * so an addressee that has ended meanwhile can be replaced.
   */
  notifyTarget?: () => string | undefined;
  /** Called with the final state, before the notification is enqueued. */
  onSettled?: (task: BackgroundTask) => void;
  work: (signal: AbortSignal) => Promise<TaskWorkResult>;
}

interface TaskInternals {
  task: BackgroundTask;
  spec: LaunchSpec;
  settle: () => void;
}

/**
 * Background subagents: a concurrency limit that queues (never refuses), an AbortController per
 * task, and the ending protocol of seed 002 — state first, then exactly one notification. The
 * work includes finishing the agent's worktree, so the notification can say where it is kept.
 */
export class BackgroundTasks {
  private readonly tasks = new Map<string, TaskInternals>();
  private readonly waiting: TaskInternals[] = [];
  private running = 0;
  private modelCalls = 0;

  constructor(
    private readonly queue: CommandQueue,
    private readonly concurrency: number,
  ) {}

  launch(spec: LaunchSpec): BackgroundTask {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const task: BackgroundTask = {
      id: spec.id,
      agentName: spec.agentName,
      description: spec.description,
      toolUseId: spec.toolUseId,
      outputFile: spec.outputFile,
      status: 'queued',
      result: '',
      usage: emptyUsage(),
      toolUses: 0,
      startedAt: undefined,
      endedAt: undefined,
      notified: false,
      activity: { kind: 'working' },
      controller: new AbortController(),
      settled,
    };
    const internals = { task, spec, settle };
    this.tasks.set(spec.id, internals);
    this.waiting.push(internals);
    this.startWaiting();
    return task;
  }

  get(id: string): BackgroundTask | undefined {
    return this.tasks.get(id)?.task;
  }

  list(): BackgroundTask[] {
    return [...this.tasks.values()].map((entry) => entry.task);
  }

  /** Whether any task is queued or running. */
  hasActive(): boolean {
    return this.list().some(isActive);
  }

  /** Every task queued or running, whoever started it. */
  active(): BackgroundTask[] {
    return this.list().filter(isActive);
  }

  /** The tasks queued or running whose notification goes to `target` (undefined: the lead). */
  activeFor(target: string | undefined): BackgroundTask[] {
    return [...this.tasks.values()]
      .filter((entry) => isActive(entry.task) && entry.spec.notifyTarget?.() === target)
      .map((entry) => entry.task);
  }

  /** The sequence number of the latest model call started by any task. */
  modelCallSequence(): number {
    return this.modelCalls;
  }

  /**
   * Whether a task is about to deliver something a drain should wait for: it holds an answer,
   * or it is in a model call that started at or before `sequence` (so a drain waits at most one
   * call of each task, never for work that starts after it began waiting).
   */
  isSettling(task: BackgroundTask, sequence: number): boolean {
    if (task.status !== 'running') return false;
    if (task.activity.kind === 'answered') return true;
    return task.activity.kind === 'model_call' && task.activity.sequence <= sequence;
  }

  /** Records what a running task is doing (from its agent's events). */
  noteActivity(id: string, kind: TaskActivity['kind']): void {
    const task = this.tasks.get(id)?.task;
    if (!task || task.status !== 'running') return;
    // Nothing changed, nothing to wake: a drain notes its agent as working on every pass, and
    // two agents waiting in their drains would otherwise wake each other forever.
    if (kind !== 'model_call' && task.activity.kind === kind) return;
    task.activity = kind === 'model_call' ? { kind, sequence: ++this.modelCalls } : { kind };
    // A task that leaves `answered` (or starts a new call) may release a waiting drain.
    if (kind !== 'answered') this.queue.wake();
  }

  /** Stops one task; a queued one ends at once as killed. Returns false if it was not active. */
  stop(id: string, reason?: unknown): boolean {
    const entry = this.tasks.get(id);
    if (!entry || !isActive(entry.task)) return false;
    entry.task.controller.abort(reason);
    if (entry.task.status === 'queued') {
      this.waiting.splice(this.waiting.indexOf(entry), 1);
      this.finish(entry, { status: 'killed', result: '', usage: emptyUsage(), toolUses: 0 });
    }
    return true;
  }

  /** Stops every active task (a run-level limit or timeout), each reported as killed. */
  stopAll(reason?: unknown): void {
    for (const task of this.list()) this.stop(task.id, reason);
  }

  private startWaiting(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      this.running += 1;
      entry.task.status = 'running';
      entry.task.startedAt = performance.now();
      this.queue.wake();
      void this.runTask(entry);
    }
  }

  private async runTask(entry: TaskInternals): Promise<void> {
    let outcome: TaskWorkResult;
    try {
      outcome = await entry.spec.work(entry.task.controller.signal);
    } catch (error) {
      outcome = {
        status: entry.task.controller.signal.aborted ? 'killed' : 'failed',
        result: errorMessage(error),
        usage: emptyUsage(),
        toolUses: 0,
      };
    }
    this.running -= 1;
    this.finish(entry, outcome);
    this.startWaiting();
  }

  private finish(entry: TaskInternals, outcome: TaskWorkResult): void {
    const { task, spec } = entry;
    // 1. State first: TaskOutput(block) and the drain see the final state before anything slow.
    task.status = outcome.status;
    task.result = outcome.result;
    if (outcome.stop) task.stop = outcome.stop;
    task.usage = outcome.usage;
    task.toolUses = outcome.toolUses;
    task.endedAt = performance.now();
    task.activity = { kind: 'working' };
    if (outcome.worktree) task.worktree = outcome.worktree;
    spec.onSettled?.(task);
    entry.settle();
    // 2. Exactly one notification.
    this.notify(task, spec.notifyTarget?.());
  }

  /** Enqueues the task's notification unless it was already sent (or consumed by TaskOutput). */
  notify(task: BackgroundTask, target?: string): void {
    if (task.notified) return;
    task.notified = true;
    this.queue.enqueue({
      kind: 'task-notification',
      ...(target === undefined ? {} : { target }),
      taskId: task.id,
      text: formatTaskNotification({
        taskId: task.id,
        ...(task.toolUseId === undefined ? {} : { toolUseId: task.toolUseId }),
        outputFile: task.outputFile,
        status: task.status as TaskEndStatus,
        agentName: task.agentName,
        description: task.description,
        result: task.result,
        ...(task.stop ? { stop: task.stop } : {}),
        usage: task.usage,
        toolUses: task.toolUses,
        durationMs: taskDuration(task),
        ...(task.worktree ? { worktree: task.worktree } : {}),
      }),
    });
  }

  /** TaskOutput returned the final result: the queued notification would only repeat it. */
  markReported(task: BackgroundTask): void {
    this.queue.withdrawTaskNotifications(task.id);
  }

  /** Restarts an ended task under the same id (SendMessage resume); a new ending notifies again. */
  relaunch(spec: LaunchSpec): BackgroundTask {
    this.tasks.delete(spec.id);
    return this.launch(spec);
  }
}

/** How long an ended task ran (0 for one stopped while queued). */
export function taskDuration(task: BackgroundTask): number {
  return (task.endedAt ?? 0) - (task.startedAt ?? task.endedAt ?? 0);
}

/** A task as a Stop or SubagentStop hook's `background_tasks` lists it (Claude Code 2.1.332's fields). */
export function stopHookTaskEntry(task: BackgroundTask): BackgroundTaskEntry {
  return {
    id: task.id,
    type: 'subagent',
    status: task.status,
    description: task.description,
    agent_type: task.agentName,
  };
}

/**
 * The run's work under way as a Stop or SubagentStop hook's `background_tasks` lists it: the
 * agents still at work and the shells still running, every agent's, in the order they started,
 * as Claude Code 2.1.332 lists them (observed). A queued agent has not started: it comes last.
 */
export function stopHookBackgroundTasks(
  tasks: readonly BackgroundTask[],
  shells: readonly RunningShell[],
): BackgroundTaskEntry[] {
  const started = [
    ...tasks.map((task) => ({
      at: task.startedAt ?? Number.POSITIVE_INFINITY,
      entry: stopHookTaskEntry(task),
    })),
    ...shells.map((shell) => ({
      at: shell.startedAt,
      entry: {
        id: shell.id,
        type: 'shell' as const,
        status: 'running',
        description: shell.description,
        command: shell.command,
      },
    })),
  ];
  return started.sort((a, b) => a.at - b.at).map(({ entry }) => entry);
}

function isActive(task: BackgroundTask): boolean {
  return task.status === 'queued' || task.status === 'running';
}
