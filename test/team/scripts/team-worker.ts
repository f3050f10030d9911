/**
 * Test helper process for the team store under contention. Started with an IPC channel (fork);
 * runs each job it is sent and answers `{ id, result }` or `{ id, error }`. Jobs:
 *   { mode: 'update', count }              increment task 1's metadata.count `count` times
 *   { mode: 'claim', claimers, label }     `claimers` concurrent claimers take tasks until none is left
 *   { mode: 'send', count, label, senders } `senders` concurrent senders `<label>-<k>` each send
 *                                          `count` messages "<label>-<k>:<i>" to team-lead
 * The same three through the team tools' handlers (what an agent's tool call runs):
 *   { mode: 'tool-update', count, label }  TaskUpdate task 1's metadata `count` times: each call
 *                                          sets key `<label>:<i>` and deletes `<label>:<i-1>`
 *   { mode: 'tool-claim', claimers, label } claimers take tasks with TaskUpdate owner=<name>
 *   { mode: 'tool-send', count, label, senders } members `<label>-<k>` (already in the team)
 *                                          SendMessage "<label>-<k>:<i>" to team-lead
 * Every job names the state directory and the team.
 */
import { createInboxes } from '../../../src/team/inbox.js';
import { createLockedStore } from '../../../src/team/locked-store.js';
import { createTaskList } from '../../../src/team/task-list.js';
import { ToolError } from '../../../src/errors.js';
import { sendTeamMessage } from '../../../src/subagents/team-messaging.js';
import { TeamSession } from '../../../src/subagents/team-session.js';
import { createTaskListTools } from '../../../src/subagents/team-tools.js';
import type { AnyTool, ToolContext } from '../../../src/tools/define-tool.js';

export type TeamJob =
  | {
      mode: 'update' | 'tool-update';
      stateDir: string;
      team: string;
      count: number;
      label?: string;
    }
  | {
      mode: 'claim' | 'tool-claim';
      stateDir: string;
      team: string;
      claimers: number;
      label: string;
    }
  | {
      mode: 'send' | 'tool-send';
      stateDir: string;
      team: string;
      count: number;
      label: string;
      senders: number;
    };

/** A tool call as the agent loop makes it: the input checked by the tool's schema, then run. */
async function call(tool: AnyTool, input: unknown, agentId: string): Promise<string> {
  const context: ToolContext = {
    root: process.cwd(),
    signal: new AbortController().signal,
    agentId,
    agentName: agentId,
    environment: {},
    toolUseId: `toolu_${agentId}`,
  };
  return String(await tool.run(tool.inputSchema.parse(input), context));
}

function toolOf(session: TeamSession, team: string, name: string, tool: string): AnyTool {
  const found = createTaskListTools(session, { team, name }).find((t) => t.name === tool);
  if (!found) throw new Error(`no tool ${tool}`);
  return found;
}

async function runWithTools(job: TeamJob): Promise<unknown> {
  const session = new TeamSession({ stateDir: job.stateDir, wake: () => undefined });
  if (job.mode === 'tool-update') {
    const label = job.label ?? `pid${process.pid}`;
    const update = toolOf(session, job.team, label, 'TaskUpdate');
    for (let index = 0; index < job.count; index++) {
      await call(
        update,
        {
          taskId: '1',
          metadata: { [`${label}:${index}`]: index, [`${label}:${index - 1}`]: null },
        },
        label,
      );
    }
    return { updates: job.count };
  }
  if (job.mode === 'tool-claim') {
    const claimer = async (name: string): Promise<string[]> => {
      const list = toolOf(session, job.team, name, 'TaskList');
      const update = toolOf(session, job.team, name, 'TaskUpdate');
      const mine: string[] = [];
      for (;;) {
        // As an agent does: TaskList, pick a pending task nobody owns, claim it with TaskUpdate.
        const open = (await call(list, {}, name))
          .split('\n')
          .filter((line) => line.includes('[pending]') && !line.includes(' ('))
          .map((line) => /^#(\d+)/.exec(line)?.[1])
          .filter((id): id is string => id !== undefined);
        const pick = open[Math.floor(Math.random() * open.length)];
        if (pick === undefined) return mine;
        try {
          await call(update, { taskId: pick, owner: name }, name);
          mine.push(pick);
        } catch (error) {
          if (!(error instanceof ToolError)) throw error;
        }
      }
    };
    const names = Array.from({ length: job.claimers }, (_, index) => `${job.label}-${index}`);
    return Promise.all(names.map(async (name) => ({ name, ids: await claimer(name) })));
  }
  if (job.mode !== 'tool-send') throw new Error(`unknown job ${job.mode}`);
  const senders = Array.from({ length: job.senders }, (_, index) => `${job.label}-${index}`);
  await Promise.all(
    senders.map(async (sender) => {
      for (let index = 0; index < job.count; index++) {
        await sendTeamMessage(
          session,
          { team: job.team, name: sender },
          { type: 'message', recipient: 'team-lead', content: `${sender}:${index}` },
        );
      }
    }),
  );
  return { senders };
}

async function run(job: TeamJob): Promise<unknown> {
  if (job.mode.startsWith('tool-')) return runWithTools(job);
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
  if (job.mode === 'claim' || job.mode === 'tool-claim') {
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
  if (job.mode !== 'send') throw new Error(`unknown job ${job.mode}`);
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
