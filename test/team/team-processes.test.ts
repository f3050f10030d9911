import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInboxes } from '../../src/team/inbox.js';
import { createLockedStore, type LockedStore } from '../../src/team/locked-store.js';
import { createTaskList, taskSchema } from '../../src/team/task-list.js';
import { stress, timeoutFor } from '../support/stress.js';
import { startWorker, type Worker } from './worker-pool.js';

/**
 * The team store under real multi-process contention (R1, R3, R4). Full sizes run with
 * FLOTILLA_STRESS=1 (`npm run test:stress`); by default each runs smaller but still across
 * several OS processes:
 *   R1  16 processes × 500 updates             default 4 processes × 100 updates
 *   R3  32 claimers (32 processes), 100 tasks  default 32 claimers in 4 processes, 100 tasks
 *   R4   8 senders (8 processes) × 1,000       default 8 senders in 4 processes × 50 messages
 * Starting a `node --import tsx` process costs ~0.7 s of CPU, so one pool of worker processes
 * (started once, jobs sent over IPC) serves all three. At full size on 2 cores shared with other
 * test runs, R1 and R4 took ~30 s each (~3.5 ms an update or message), R3 ~6 s; each test's
 * timeout follows its size at about three times that rate.
 */

let workers: Worker[] = [];
let stateDir: string;
let store: LockedStore;

const workerCount = stress ? 32 : 4;
beforeAll(
  async () => {
    workers = await Promise.all(Array.from({ length: workerCount }, () => startWorker()));
  },
  timeoutFor(workerCount, 3_000),
);

afterAll(() => {
  for (const worker of workers) worker.child.kill();
});

beforeEach(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-team-stress-'));
  store = createLockedStore({ root: stateDir });
});

afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

function pool(count: number): Worker[] {
  expect(workers.length).toBeGreaterThanOrEqual(count);
  return workers.slice(0, count);
}

describe('team store across processes', () => {
  const r1 = stress ? { processes: 16, updates: 500 } : { processes: 4, updates: 100 };
  it(
    `R1: ${r1.processes} processes × ${r1.updates} read-modify-write updates all apply; a reader polling every 10 ms parses every read`,
    { timeout: timeoutFor(r1.processes * r1.updates, 12) },
    async () => {
      const tasks = createTaskList(store, 'crew');
      await tasks.create({ subject: 'counter', metadata: { count: 0 } });
      const file = path.join(stateDir, 'tasks', 'crew', '1.json');

      let reads = 0;
      let parsed = 0;
      let polling = true;
      const reader = (async () => {
        while (polling) {
          reads++;
          try {
            if (taskSchema.safeParse(JSON.parse(await readFile(file, 'utf8'))).success) parsed++;
          } catch {
            // Counted as a failed read.
          }
          await sleep(10);
        }
      })();

      await Promise.all(
        pool(r1.processes).map((worker) =>
          worker.run({ mode: 'update', stateDir, team: 'crew', count: r1.updates }),
        ),
      );
      polling = false;
      await reader;

      const task = await tasks.get('1');
      expect(task?.metadata?.count).toBe(r1.processes * r1.updates);
      expect(reads).toBeGreaterThan(0);
      expect(parsed).toBe(reads);
    },
  );

  const r3 = stress ? { processes: 32, claimersEach: 1 } : { processes: 4, claimersEach: 8 };
  it(
    `R3: ${r3.processes * r3.claimersEach} claimers race for 100 tasks; each task gets exactly one owner`,
    { timeout: timeoutFor(r3.processes * r3.claimersEach * 100, 6) },
    async () => {
      const tasks = createTaskList(store, 'crew');
      for (let index = 0; index < 100; index++)
        await tasks.create({ subject: `task ${index + 1}` });

      const outcomes = await Promise.all(
        pool(r3.processes).map((worker, index) =>
          worker.run({
            mode: 'claim',
            stateDir,
            team: 'crew',
            claimers: r3.claimersEach,
            label: `p${index}`,
          }),
        ),
      );

      const claims = new Map<string, string[]>();
      for (const outcome of outcomes) {
        for (const { name, ids } of outcome as { name: string; ids: string[] }[]) {
          for (const id of ids) claims.set(id, [...(claims.get(id) ?? []), name]);
        }
      }
      expect([...claims.keys()].sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 100 }, (_, index) => String(index + 1)),
      );
      expect([...claims.values()].filter((owners) => owners.length !== 1)).toEqual([]);
      for (const task of await tasks.list()) {
        expect(task.status).toBe('in_progress');
        expect(claims.get(task.id)).toEqual([task.owner]);
      }
    },
  );

  const r4 = stress
    ? { processes: 8, sendersEach: 1, messages: 1_000 }
    : { processes: 4, sendersEach: 2, messages: 50 };
  const senders = r4.processes * r4.sendersEach;
  it(
    `R4: ${senders} senders × ${r4.messages} messages into one inbox while it is drained: all received once, in order`,
    { timeout: timeoutFor(senders * r4.messages, 12) },
    async () => {
      const inboxes = createInboxes(store, 'crew');
      const received: string[] = [];
      let sending = true;
      const done = Promise.all(
        pool(r4.processes).map((worker, index) =>
          worker.run({
            mode: 'send',
            stateDir,
            team: 'crew',
            count: r4.messages,
            label: `s${index}`,
            senders: r4.sendersEach,
          }),
        ),
      ).finally(() => {
        sending = false;
      });
      while (sending) {
        received.push(...(await inboxes.takeUnread('team-lead')).map((message) => message.text));
        await sleep(5);
      }
      const outcomes = await done;
      received.push(...(await inboxes.takeUnread('team-lead')).map((message) => message.text));

      expect(received).toHaveLength(senders * r4.messages);
      expect(new Set(received).size).toBe(received.length);
      const names = outcomes.flatMap((outcome) => (outcome as { senders: string[] }).senders);
      expect(names).toHaveLength(senders);
      for (const name of names) {
        const sequence = received
          .filter((text) => text.startsWith(`${name}:`))
          .map((text) => Number(text.split(':')[1]));
        expect(sequence).toEqual(Array.from({ length: r4.messages }, (_, index) => index));
      }
      expect(await inboxes.all('team-lead')).toHaveLength(senders * r4.messages);
    },
  );
});
