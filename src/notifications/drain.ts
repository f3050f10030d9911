import type { CommandQueue } from './queue.js';

/** What the drain needs to know about the background tasks (src/subagents implements it). */
export interface DrainableTasks<Task> {
  /** The tasks queued or running whose notification goes to `target` (undefined: the lead). */
  activeFor(target: string | undefined): Task[];
  /** The sequence number of the latest model call started by any task. */
  modelCallSequence(): number;
  /** Holds an answer, or is in a model call started at or before `sequence`. */
  isSettling(task: Task, sequence: number): boolean;
  /** Marks an agent as busy with something that may take long (waiting here). */
  noteActivity(id: string, kind: 'working'): void;
}

/**
 * How long after the first arrival a model call may start and still count as started before the
 * drain began waiting. Agents working in step (a fan-out) end a few milliseconds apart, some
 * still in their last tool round when the first one ends: without it, each such straggler cost
 * the lead a turn of its own (at N = 64, about one run in two).
 */
const startedCallsGraceMs = 250;

/**
 * The headless drain (seed 002): everything queued for `target` (undefined: the lead), as one
 * next user turn. With `wait` (the agent ended its turn), it waits — on queue events, never by
 * polling — until something arrives or none of its background tasks is active. Once something
 * has arrived, it also waits for its tasks that are about to end: those holding an answer and
 * those in a model call started by `startedCallsGraceMs` after the first arrival (or when they
 * have all ended, if sooner). So agents that finish together reach it in one turn instead of
 * re-invoking it per notification, and it waits at most for the calls started in that moment.
 */
export async function drainQueue<Task>(
  queue: CommandQueue,
  tasks: DrainableTasks<Task>,
  target: string | undefined,
  wait: boolean,
  signal: AbortSignal,
  /** Moves what arrived elsewhere (the lead's inbox file) into the queue; run before each look. */
  collect?: () => Promise<void>,
): Promise<string[]> {
  let since: number | undefined;
  let graceEnds: number | undefined;
  for (;;) {
    // A wake while `collect` reads files must not be missed (everything else here is synchronous).
    const version = collect ? queue.version : undefined;
    await collect?.();
    const active = wait ? tasks.activeFor(target) : [];
    let timeoutMs: number | undefined;
    if (!queue.has(target)) {
      if (active.length === 0) return [];
    } else {
      if (since === undefined && active.length > 0) {
        graceEnds ??= performance.now() + startedCallsGraceMs;
        const left = graceEnds - performance.now();
        if (left > 0) timeoutMs = left;
      }
      if (timeoutMs === undefined) {
        since ??= tasks.modelCallSequence();
        const mark = since;
        if (!active.some((task) => tasks.isSettling(task, mark))) {
          return queue.takeAll(target).map((item) => item.text);
        }
      }
    }
    // A subagent waiting here for its own tasks is not about to end: its parent's drain must
    // not wait for it.
    if (target !== undefined) tasks.noteActivity(target, 'working');
    await queue.waitForChange(signal, version, timeoutMs);
  }
}
