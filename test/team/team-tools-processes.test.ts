import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TeamSession } from '../../src/subagents/team-session.js';
import { formatTeammateMessages } from '../../src/subagents/team-session.js';
import { stress, timeoutFor } from '../support/stress.js';
import { startWorker, type Worker } from './worker-pool.js';

/**
 * R1, R3 and R4 (DESIGN §11) against the team tools (issue 12): every change goes through the
 * handler an agent's tool call runs — TaskUpdate, TaskList, SendMessage in a team — in several
 * OS processes at once, not through the store directly (test/team/team-processes.test.ts).
 * Full sizes with FLOTILLA_STRESS=1 (`npm run test:stress`); smaller by default:
 *   R1  16 processes × 500 TaskUpdate calls        default 4 × 100
 *   R3  32 claimers (TaskList + TaskUpdate owner)  default 32 claimers in 4 processes
 *   R4   8 members × 1,000 SendMessage calls       default 8 members in 4 processes × 50
 */

const team = 'crew';
const workerCount = stress ? 32 : 4;
let workers: Worker[] = [];
let stateDir: string;
let session: TeamSession;

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
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-team-tools-stress-'));
  session = new TeamSession({ stateDir, wake: () => undefined });
  await session.directory.create({ name: team, lead: { cwd: stateDir } });
});

afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

function pool(count: number): Worker[] {
  expect(workers.length).toBeGreaterThanOrEqual(count);
  return workers.slice(0, count);
}

describe('team tools across processes', () => {
  const r1 = stress ? { processes: 16, updates: 500 } : { processes: 4, updates: 100 };
  it(
    `R1: ${r1.processes} processes × ${r1.updates} TaskUpdate calls on one task: no update lost`,
    { timeout: timeoutFor(r1.processes * r1.updates, 25) },
    async () => {
      await session.tasks(team).create({ subject: 'shared', description: 'everyone updates it' });
      await Promise.all(
        pool(r1.processes).map((worker, index) =>
          worker.run({
            mode: 'tool-update',
            stateDir,
            team,
            count: r1.updates,
            label: `w${index}`,
          }),
        ),
      );
      // Each call adds its key and deletes the writer's previous one: a lost update would leave
      // an older key behind (or the last one missing).
      const task = await session.tasks(team).get('1');
      const expected = Object.fromEntries(
        Array.from({ length: r1.processes }, (_, index) => [
          `w${index}:${r1.updates - 1}`,
          r1.updates - 1,
        ]),
      );
      expect(task?.metadata).toEqual(expected);
    },
  );

  const r3 = stress ? { processes: 32, claimersEach: 1 } : { processes: 4, claimersEach: 8 };
  it(
    `R3: ${r3.processes * r3.claimersEach} claimers race for 100 tasks through TaskList and TaskUpdate: each task gets exactly one owner`,
    { timeout: timeoutFor(r3.processes * r3.claimersEach * 100, 8) },
    async () => {
      for (let index = 0; index < 100; index++) {
        await session.tasks(team).create({ subject: `task ${index + 1}` });
      }
      const outcomes = await Promise.all(
        pool(r3.processes).map((worker, index) =>
          worker.run({
            mode: 'tool-claim',
            stateDir,
            team,
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
      expect(claims.size).toBe(100);
      expect([...claims.values()].filter((owners) => owners.length !== 1)).toEqual([]);
      for (const task of await session.tasks(team).list()) {
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
    `R4: ${senders} members × ${r4.messages} SendMessage calls to the lead while its drain reads them: each delivered once, in order`,
    { timeout: timeoutFor(senders * r4.messages, 15) },
    async () => {
      for (let process = 0; process < r4.processes; process++) {
        for (let sender = 0; sender < r4.sendersEach; sender++) {
          await session.directory.join(team, {
            name: `s${process}-${sender}`,
            agentType: 'worker',
            cwd: stateDir,
          });
        }
      }
      const inboxes = session.inboxes(team);
      const received: string[] = [];
      // What the lead's drain does with its inbox (TeamRun.collectLeadInbox): take the unread.
      const drain = async () => {
        const messages = await inboxes.takeUnread('team-lead');
        for (const block of formatTeammateMessages(messages)) {
          received.push(/\n(.*)\n<\/teammate-message>$/.exec(block)?.[1] ?? block);
        }
      };
      let sending = true;
      const done = Promise.all(
        pool(r4.processes).map((worker, index) =>
          worker.run({
            mode: 'tool-send',
            stateDir,
            team,
            count: r4.messages,
            label: `s${index}`,
            senders: r4.sendersEach,
          }),
        ),
      ).finally(() => {
        sending = false;
      });
      while (sending) {
        await drain();
        await sleep(5);
      }
      const outcomes = await done;
      await drain();

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
    },
  );
});
