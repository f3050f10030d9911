/**
 * The one command queue between turns (seed 002): user input, task notifications and messages
 * for subagents all pass through it. Priorities `now > next > later`; user input defaults to
 * `next`, task notifications to `later`, so a system notice never jumps ahead of the user.
 *
 * Each item is addressed: `target` undefined is the lead; a subagent consumes only the items
 * addressed to its agentId. Waiting is event-driven (no polling, no sleeps).
 */

export type QueuePriority = 'now' | 'next' | 'later';
export type QueueItemKind = 'prompt' | 'task-notification' | 'message';

export interface QueueItem {
  kind: QueueItemKind;
  priority: QueuePriority;
  /** The agentId this item is for; undefined = the lead. */
  target?: string;
  /** The background task a notification is about. */
  taskId?: string;
  text: string;
}

const priorityOrder: Record<QueuePriority, number> = { now: 0, next: 1, later: 2 };

export class CommandQueue {
  private items: Array<QueueItem & { sequence: number }> = [];
  private sequence = 0;
  /** Counts enqueues and wakes: a waiter that looked at version n returns at once if it moved. */
  private changes = 0;
  private waiters = new Set<() => void>();

  enqueue(item: Omit<QueueItem, 'priority'> & { priority?: QueuePriority }): void {
    const priority = item.priority ?? (item.kind === 'task-notification' ? 'later' : 'next');
    this.items.push({ ...item, priority, sequence: this.sequence++ });
    this.changes += 1;
    for (const wake of [...this.waiters]) wake();
  }

  /** Whether anything waits for `target` (undefined = the lead). */
  has(target?: string): boolean {
    return this.items.some((item) => item.target === target);
  }

  /** Removes and returns every item for `target`, highest priority first, FIFO within one. */
  takeAll(target?: string): QueueItem[] {
    const taken = this.items.filter((item) => item.target === target);
    if (taken.length === 0) return [];
    this.items = this.items.filter((item) => item.target !== target);
    taken.sort(
      (a, b) => priorityOrder[a.priority] - priorityOrder[b.priority] || a.sequence - b.sequence,
    );
    return taken.map(({ sequence: _sequence, ...item }) => item);
  }

  /** The change counter, read before an async look so a wake during it is not missed. */
  get version(): number {
    return this.changes;
  }

  /**
   * Resolves when something is enqueued (for anyone) or `wake()` is called, or after
   * `timeoutMs` when given; rejects on abort. Callers re-check their own condition after it
   * resolves.
   */
  waitForChange(signal?: AbortSignal, sinceVersion?: number, timeoutMs?: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (sinceVersion !== undefined && sinceVersion !== this.changes) return resolve();
      const onAbort = () => {
        this.waiters.delete(done);
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const done = () => {
        this.waiters.delete(done);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const timer = timeoutMs === undefined ? undefined : setTimeout(done, timeoutMs);
      this.waiters.add(done);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Removes the queued notifications of a task (its result was already read); returns how many. */
  withdrawTaskNotifications(taskId: string): number {
    const before = this.items.length;
    this.items = this.items.filter(
      (item) => !(item.kind === 'task-notification' && item.taskId === taskId),
    );
    return before - this.items.length;
  }

  /** Wakes every waiter without adding an item (a task changed state). */
  wake(): void {
    this.changes += 1;
    for (const wake of [...this.waiters]) wake();
  }
}
