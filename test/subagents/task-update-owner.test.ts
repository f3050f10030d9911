import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TeamSession } from '../../src/subagents/team-session.js';
import { createTaskListTools } from '../../src/subagents/team-tools.js';
import { toolContext } from '../tools/helpers.js';

/**
 * The hand-off of seed 001 §3.3 and §3.6: the lead assigns a task (TaskUpdate owner), and the
 * teammate starts it with `{status: in_progress, owner: <itself>}`, as models send both. The
 * task is its own already: the update starts it, it is no claim that finds nothing to change.
 */

const team = 'crew';
let stateDir: string;
let session: TeamSession;

beforeEach(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-task-update-'));
  session = new TeamSession({ stateDir, wake: () => undefined });
  await session.directory.create({ name: team, lead: { cwd: stateDir } });
  session.active = team;
});

afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

function toolsOf(member: { team?: string; name?: string }) {
  const tools = createTaskListTools(session, member);
  return async (name: string, input: unknown): Promise<unknown> => {
    const tool = tools.find((candidate) => candidate.name === name);
    if (tool === undefined) throw new Error(`no ${name}`);
    return tool.run(tool.inputSchema.parse(input), toolContext(stateDir));
  };
}

describe('TaskUpdate of a task assigned to the teammate', () => {
  it('{status: in_progress, owner: itself} starts it: the board shows it in progress, owned by it', async () => {
    const lead = toolsOf({});
    const alice = toolsOf({ team, name: 'alice' });
    await lead('TaskCreate', { subject: 'Task A', description: 'do A' });
    await lead('TaskUpdate', { taskId: '1', owner: 'alice' });

    expect(await alice('TaskUpdate', { taskId: '1', status: 'in_progress', owner: 'alice' })).toBe(
      'Updated task #1 status',
    );
    expect(await session.tasks(team).get('1')).toMatchObject({
      status: 'in_progress',
      owner: 'alice',
    });
    // Its owner given alone, as it already is, changes nothing, and says so.
    expect(await alice('TaskUpdate', { taskId: '1', owner: 'alice' })).toBe(
      'No changes to task #1.',
    );
  });

  it('{status: completed, owner: itself} completes it', async () => {
    const lead = toolsOf({});
    const alice = toolsOf({ team, name: 'alice' });
    await lead('TaskCreate', { subject: 'Task A', description: 'do A' });
    await lead('TaskUpdate', { taskId: '1', owner: 'alice' });
    await alice('TaskUpdate', { taskId: '1', status: 'completed', owner: 'alice' });
    expect(await session.tasks(team).get('1')).toMatchObject({
      status: 'completed',
      owner: 'alice',
    });
  });

  it("a task another teammate owns is still refused, with the owner's name", async () => {
    const lead = toolsOf({});
    const alice = toolsOf({ team, name: 'alice' });
    await lead('TaskCreate', { subject: 'Task A', description: 'do A' });
    await lead('TaskUpdate', { taskId: '1', owner: 'bob' });
    await expect(
      alice('TaskUpdate', { taskId: '1', status: 'in_progress', owner: 'alice' }),
    ).rejects.toThrow('Could not claim task #1: it is already owned by bob');
    expect(await session.tasks(team).get('1')).toMatchObject({ status: 'pending', owner: 'bob' });
  });
});
