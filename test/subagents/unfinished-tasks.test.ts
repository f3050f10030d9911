import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFinalReport } from '../../src/cli/final-report.js';
import { renderJobSummary } from '../../src/publish/job-summary.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { agentFile, cleanupRuns, newRepo, run } from './harness.js';

afterEach(cleanupRuns);

/**
 * The task lists' files are removed at the end of a run (unless --keep-team), but what they held
 * undone is not dropped: every task not completed is in the result (`unfinished_tasks`), the
 * terminal report and the job summary; a team's unfinished list makes the run `partial`, never
 * `success`. The lead's own list is kept like its TodoWrite list, without changing the conclusion.
 */

const team = 'crew';

describe('tasks left unfinished at the end of the run', () => {
  it('a team the lead deleted with TeamDelete keeps its undone tasks in the result: the run is partial', async () => {
    const finished = await run({
      scenario: {
        name: 'team-deleted-with-tasks',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [{ name: 'TaskCreate', input: { subject: 'Task A', description: 'a' } }],
              },
              { tool_use: [{ name: 'TeamDelete', input: {} }] },
              { text: 'Cleaned up.' },
            ],
          },
        ],
      },
    });
    const { result } = finished;
    expect(result.unfinished_tasks).toEqual([
      { team, id: '1', subject: 'Task A', status: 'pending' },
    ]);
    expect(result.conclusion).toBe('partial');
  });

  it("a team's task with nobody left to do it: the run is partial, the task is in the result, the report and the summary", async () => {
    const repo = await newRepo({
      agents: { alice: agentFile('alice') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const finished = await run({
      repo,
      config: { stateDir },
      scenario: {
        name: 'team-task-left',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Task A', description: 'do A' } },
                  { name: 'TaskCreate', input: { subject: 'Task B', description: 'do B' } },
                ],
              },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', status: 'completed' } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'A',
                      prompt: 'Hello.',
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: team,
                    },
                  },
                ],
              },
              { text: 'All done.' },
            ],
          },
          { match: { agent: 'alice' }, repeat_last: true, turns: [{ text: 'Nothing to do.' }] },
        ],
      },
    });
    const { result } = finished;
    expect(result.unfinished_tasks).toEqual([
      { team, id: '2', subject: 'Task B', status: 'pending' },
    ]);
    expect(result.conclusion).toBe('partial');
    expect(result.incomplete).toEqual([
      expect.objectContaining({ name: `team ${team}`, status: 'unfinished' }),
    ]);
    expect(result.incomplete[0]?.reason).toContain('#2 Task B (pending)');
    expect(runResultSchema.parse(result)).toEqual(result);
    // The files are gone as before; what they held undone is not.
    await expect(stat(path.join(stateDir, `tasks/${team}`))).rejects.toThrow(/ENOENT/);
    const report = formatFinalReport(result, { stateDir });
    expect(report).toContain(`Unfinished tasks (1):\n  #2 Task B — pending — team ${team}`);
    const summary = renderJobSummary(result);
    expect(summary).toContain('### Unfinished tasks (1)');
    expect(summary).toContain(`- #2 Task B — pending — team ${team}`);
  }, 60_000);

  it("the lead's own list: its pending task is kept in the result and the report; the run still succeeds", async () => {
    const finished = await run({
      scenario: {
        name: 'own-task-left',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'TaskCreate',
                    input: { subject: 'Fix the login bug', description: 'fix' },
                  },
                  {
                    name: 'TaskCreate',
                    input: { subject: 'Add regression test', description: 'test' },
                  },
                ],
              },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '2', addBlockedBy: ['1'] } }] },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', status: 'in_progress' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const { result } = finished;
    expect(result.unfinished_tasks).toEqual([
      { id: '1', subject: 'Fix the login bug', status: 'in_progress' },
      { id: '2', subject: 'Add regression test', status: 'pending', blocked_by: ['1'] },
    ]);
    expect(result.conclusion).toBe('success');
    expect(result.incomplete).toEqual([]);
    expect(formatFinalReport(result, { stateDir: finished.stateDir })).toContain(
      "  #2 Add regression test — pending — the lead's own list, blocked by #1",
    );
  }, 60_000);

  it('no task left: the result has no unfinished_tasks', async () => {
    const finished = await run({
      scenario: {
        name: 'no-task-left',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'TaskCreate', input: { subject: 'One', description: 'x' } }] },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', status: 'completed' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.unfinished_tasks).toBeUndefined();
    expect(finished.result.conclusion).toBe('success');
  }, 60_000);
});
