import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TeamSession } from '../../src/subagents/team-session.js';
import { createTaskListTools } from '../../src/subagents/team-tools.js';
import { toolContext } from '../tools/helpers.js';
import { cleanupRuns, requestMessages, run, toolResults } from './harness.js';

afterEach(cleanupRuns);

/**
 * Claude Code -p offers TaskCreate, TaskGet, TaskList and TaskUpdate with no team: the agent's
 * own task list for the session. The lead's list here is its own until it creates a team; the
 * team's shared list is another, and the lead's comes back once the team is deleted.
 */
describe("the lead's task list without a team", () => {
  it('creates, updates, reads and lists tasks with no TeamCreate; a team has a list of its own', async () => {
    const finished = await run({
      scenario: {
        name: 'own-task-list',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Run tests', description: 'run them' } },
                  { name: 'TaskCreate', input: { subject: 'Fix lint', description: 'fix it' } },
                ],
              },
              {
                tool_use: [
                  { name: 'TaskUpdate', input: { taskId: '1', status: 'in_progress' } },
                  { name: 'TaskUpdate', input: { taskId: '2', addBlockedBy: ['1'] } },
                ],
              },
              {
                tool_use: [
                  { name: 'TaskGet', input: { taskId: '2' } },
                  { name: 'TaskList', input: {} },
                ],
              },
              { tool_use: [{ name: 'TeamCreate', input: { team_name: 'crew' } }] },
              { tool_use: [{ name: 'TaskList', input: {} }] },
              { tool_use: [{ name: 'TeamDelete', input: {} }] },
              { tool_use: [{ name: 'TaskList', input: {} }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const requests = finished.requestsOf('flotilla-lead');
    const results = (turn: number) => toolResults(requestMessages(requests[turn]).at(-1));

    expect(results(1)).toEqual([
      { id: expect.any(String), isError: false, text: 'Task #1 created successfully: Run tests' },
      { id: expect.any(String), isError: false, text: 'Task #2 created successfully: Fix lint' },
    ]);
    // Claude Code's words: the field changed, as the task shows it.
    expect(results(2).map((result) => result.text)).toEqual([
      'Updated task #1 status',
      'Updated task #2 blockedBy',
    ]);
    const [got, listed] = results(3);
    expect(got?.text).toContain('Task #2: Fix lint');
    expect(got?.text).toContain('Blocked by: #1');
    expect(listed).toMatchObject({
      isError: false,
      text: '#1 [in_progress] Run tests\n#2 [pending] Fix lint [blocked by #1]',
    });
    expect(results(4)[0]?.isError).toBe(false);
    // The team's shared list is not the lead's own.
    expect(results(5)[0]).toMatchObject({ isError: false, text: 'No tasks found' });
    expect(results(6)[0]?.isError).toBe(false);
    expect(results(7)[0]?.text).toBe(
      '#1 [in_progress] Run tests\n#2 [pending] Fix lint [blocked by #1]',
    );
  });
});

describe("the lead's own task list and the team's notices", () => {
  let stateDir: string | undefined;
  afterEach(async () => {
    if (stateDir !== undefined) await rm(stateDir, { recursive: true, force: true });
    stateDir = undefined;
  });

  it("unblocking a task of the lead's own list wakes no teammate and notes nothing for the team", async () => {
    stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-own-tasks-'));
    let wakes = 0;
    const session = new TeamSession({ stateDir, wake: () => (wakes += 1) });
    const tools = createTaskListTools(session, {});
    const call = async (name: string, input: unknown): Promise<unknown> => {
      const tool = tools.find((candidate) => candidate.name === name);
      if (tool === undefined) throw new Error(`no ${name}`);
      return tool.run(tool.inputSchema.parse(input), toolContext(stateDir as string));
    };
    await call('TaskCreate', { subject: 'Run tests', description: 'run them' });
    await call('TaskCreate', { subject: 'Fix lint', description: 'fix it' });
    await call('TaskUpdate', { taskId: '2', addBlockedBy: ['1'] });
    expect(await call('TaskUpdate', { taskId: '1', status: 'completed' })).toBe(
      'Updated task #1 status',
    );
    expect(await call('TaskList', {})).toBe('#1 [completed] Run tests\n#2 [pending] Fix lint');
    // Team task #2 is another task: a notice of the lead's #2 must not stand for it.
    expect(session.hasNoted('2')).toBe(false);
    expect(wakes).toBe(0);
  });
});
