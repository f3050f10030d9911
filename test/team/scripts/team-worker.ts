/**
 * Test helper process for the team store under contention. Started with an IPC channel (fork);
 * runs each job it is sent and answers `{ id, result }` or `{ id, error }`. Jobs:
 *   { mode: 'update', count }              increment task 1's metadata.count `count` times
 *   { mode: 'claim', claimers, label }     `claimers` concurrent claimers take tasks until none is left
 *   { mode: 'send', count, label, senders } `senders` concurrent senders `<label>-<k>` each send
 *                                          `count` messages "<label>-<k>:<i>" to team-lead
 * Every job names the state directory and the team.
 */
import { createInboxes } from '../../../src/team/inbox.js';
import { createLockedStore } from '../../../src/team/locked-store.js';
import { createTaskList } from '../../../src/team/task-list.js';

export type TeamJob =
  | { mode: 'update'; stateDir: string; team: string; count: number }
  | { mode: 'claim'; stateDir: string; team: string; claimers: number; label: string }
  | { mode: 'send'; stateDir: string; team: string; count: number; label: string; senders: number };

async function run(job: TeamJob): Promise<unknown> {
  const store = createLockedStore({ root: job.stateDir });
  if (job.mode === 'update') {
    const tasks = createTaskList(store, job.team);
    for (let index = 0; index < job.count; index++) {
      await tasks.update('1', (task) => ({
        metadata: { count: Number(task.metadata?.count ?? 0) + 1 },
      }));
    }
    return { updates: job.count };
  }
  if (job.mode === 'claim') {
    const tasks = createTaskList(store, job.team);
    const claimer = async (name: string): Promise<string[]> => {
      const mine: string[] = [];
      for (;;) {
        // As an agent does: look at the list (no lock), pick one, try to claim it.
        const open = (await tasks.list()).filter(
          (task) => task.status === 'pending' && task.owner === undefined,
        );
        const pick = open[Math.floor(Math.random() * open.length)];
        if (pick === undefined) return mine;
        const result = await tasks.claim(pick.id, name);
        if (result.claimed) mine.push(pick.id);
      }
    };
    const names = Array.from({ length: job.claimers }, (_, index) => `${job.label}-${index}`);
    return Promise.all(names.map(async (name) => ({ name, ids: await claimer(name) })));
  }
  const inboxes = createInboxes(store, job.team);
  const senders = Array.from({ length: job.senders }, (_, index) => `${job.label}-${index}`);
  await Promise.all(
    senders.map(async (sender) => {
      for (let index = 0; index < job.count; index++) {
        await inboxes.send('team-lead', { from: sender, text: `${sender}:${index}` });
      }
    }),
  );
  return { senders };
}

process.on('message', (message: { id: number; job: TeamJob }) => {
  run(message.job).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.send?.({ ready: true });
