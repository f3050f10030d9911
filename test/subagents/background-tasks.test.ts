import { describe, expect, it } from 'vitest';
import { emptyUsage } from '../../src/model/model-client.js';
import { drainQueue } from '../../src/notifications/drain.js';
import { CommandQueue } from '../../src/notifications/queue.js';
import {
  BackgroundTasks,
  type LaunchSpec,
  type TaskWorkResult,
} from '../../src/subagents/background-tasks.js';

/** Work that ends when the test says so (or when its signal aborts). */
function controllable(id: string) {
  let finish!: (result: TaskWorkResult) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const spec: LaunchSpec = {
    id,
    agentName: 'worker',
    description: `Task ${id}`,
    outputFile: `/state/${id}.output`,
    work: (signal) => {
      started = true;
      return new Promise<TaskWorkResult>((resolve, reject) => {
        finish = resolve;
        fail = reject;
        signal.addEventListener('abort', () =>
          resolve({ status: 'killed', result: 'partial', usage: emptyUsage(), toolUses: 0 }),
        );
      });
    },
  };
  return {
    spec,
    started: () => started,
    complete: (result = 'done', extra: Partial<TaskWorkResult> = {}) =>
      finish({ status: 'completed', result, usage: emptyUsage(), toolUses: 1, ...extra }),
    fail: (message: string) => fail(new Error(message)),
  };
}

const notificationIds = (queue: CommandQueue) =>
  queue.takeAll().map((item) => `${item.taskId} ${/<status>(\w+)/.exec(item.text)?.[1]}`);

describe('BackgroundTasks', () => {
  it('queues past the concurrency limit and starts the next when one ends', async () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 2);
    const work = ['t1', 't2', 't3'].map(controllable);
    for (const item of work) tasks.launch(item.spec);
    expect(work.map((item) => item.started())).toEqual([true, true, false]);
    expect(tasks.get('t3')?.status).toBe('queued');
    work[0]!.complete();
    await tasks.get('t1')?.settled;
    await Promise.resolve();
    expect(work[2]!.started()).toBe(true);
    expect(tasks.get('t3')?.status).toBe('running');
  });

  it('updates the state before the one notification, and never notifies twice', async () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 4);
    const work = controllable('t1');
    const seen: string[] = [];
    const task = tasks.launch({
      ...work.spec,
      onSettled: (settledTask) => seen.push(`settled ${settledTask.status} queued=${queue.has()}`),
    });
    work.complete('the answer');
    await task.settled;
    expect(seen).toEqual(['settled completed queued=false']);
    expect(task).toMatchObject({ status: 'completed', result: 'the answer', notified: true });
    tasks.notify(task);
    expect(notificationIds(queue)).toEqual(['t1 completed']);
  });

  it('ends a failing task as failed and a stopped queued task at once as killed', async () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 1);
    const first = controllable('t1');
    const second = controllable('t2');
    tasks.launch(first.spec);
    tasks.launch(second.spec);
    expect(tasks.stop('t2')).toBe(true);
    expect(tasks.get('t2')?.status).toBe('killed');
    expect(second.started()).toBe(false);
    expect(tasks.stop('t2')).toBe(false);
    first.fail('model unreachable');
    await tasks.get('t1')?.settled;
    expect(tasks.get('t1')).toMatchObject({ status: 'failed', result: 'model unreachable' });
    expect(notificationIds(queue)).toEqual(['t2 killed', 't1 failed']);
    expect(tasks.hasActive()).toBe(false);
  });

  it('a relaunched task notifies again for its new ending', async () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 1);
    const first = controllable('t1');
    tasks.launch(first.spec);
    first.complete('first');
    await tasks.get('t1')?.settled;
    const again = controllable('t1');
    const relaunched = tasks.relaunch(again.spec);
    again.complete('second');
    await relaunched.settled;
    expect(notificationIds(queue)).toEqual(['t1 completed', 't1 completed']);
  });

  it("names the kept worktree in the task's one notification, after the work (its finish) ended", async () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 2);
    const kept = controllable('t1');
    const plain = controllable('t2');
    const task = tasks.launch(kept.spec);
    tasks.launch(plain.spec);
    kept.complete('done', {
      worktree: { path: '/repo/.claude/worktrees/a<1>', branch: 'flotilla/a1' },
    });
    plain.complete('done');
    await task.settled;
    await tasks.get('t2')?.settled;
    const [first, second] = queue.takeAll().map((item) => item.text);
    expect(first).toContain('<usage><subagent_tokens>0</subagent_tokens><tool_uses>1</tool_uses>');
    expect(first).toMatch(
      /<\/usage>\n<worktree><worktreePath>\/repo\/\.claude\/worktrees\/a&lt;1&gt;<\/worktreePath><worktreeBranch>flotilla\/a1<\/worktreeBranch><\/worktree>\n<\/task-notification>$/,
    );
    expect(second).not.toContain('<worktree>');
    expect(task.worktree).toEqual({ path: '/repo/.claude/worktrees/a<1>', branch: 'flotilla/a1' });
  });

  it('two agents waiting in their drains for their own tasks leave the event loop free', async () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 8);
    const bosses = ['boss-1', 'boss-2'].map(controllable);
    for (const boss of bosses) tasks.launch(boss.spec);
    const children = ['child-1', 'child-2'].map((id, index) => {
      const child = controllable(id);
      tasks.launch({ ...child.spec, notifyTarget: () => bosses[index]!.spec.id });
      return child;
    });
    const signal = new AbortController().signal;
    const drains = bosses.map((boss) => drainQueue(queue, tasks, boss.spec.id, true, signal));
    // Each drain notes its agent as working on every pass; a wake for that (unchanged) state
    // made the two drains wake each other in microtasks forever: no timer ever fired again.
    const versionBefore = queue.version;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(queue.version).toBe(versionBefore);
    for (const child of children) child.complete();
    const delivered = await Promise.all(drains);
    expect(
      delivered.map((texts) => texts.map((text) => /<task-id>([^<]+)/.exec(text)?.[1])),
    ).toEqual([['child-1'], ['child-2']]);
  });

  it("wakes waiting drains only when a task's activity changes", () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 1);
    tasks.launch(controllable('t1').spec);
    const start = queue.version;
    tasks.noteActivity('t1', 'model_call');
    tasks.noteActivity('t1', 'working');
    expect(queue.version).toBe(start + 2);
    tasks.noteActivity('t1', 'working');
    tasks.noteActivity('t1', 'working');
    expect(queue.version).toBe(start + 2);
    tasks.noteActivity('t1', 'model_call');
    expect(queue.version).toBe(start + 3);
  });

  it("a drain does not wait for a task whose model call went back to work (a retry's back-off)", async () => {
    const queue = new CommandQueue();
    const tasks = new BackgroundTasks(queue, 8);
    const fast = controllable('fast');
    const slow = controllable('slow');
    tasks.launch(fast.spec);
    tasks.launch(slow.spec);
    tasks.noteActivity('slow', 'model_call');
    fast.complete();
    await tasks.get('fast')?.settled;
    let delivered: string[] | undefined;
    void drainQueue(queue, tasks, undefined, true, new AbortController().signal).then(
      (texts) => (delivered = texts),
    );
    // Past the drain's grace for calls started together, it waits for slow's call to answer...
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(delivered).toBeUndefined();
    // ...until that call fails and waits to be retried (the hub notes a retry as working).
    tasks.noteActivity('slow', 'working');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(delivered?.map((text) => /<task-id>([^<]+)/.exec(text)?.[1])).toEqual(['fast']);
    slow.complete();
  });
});
