import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLatestSession } from '../../src/sessions/session-store.js';
import { cleanupRuns, newRepo, run, toolResults } from '../subagents/harness.js';

/**
 * The lead's own task list (TaskCreate without a team) is its session's, as Claude Code keeps
 * one per session: `--continue` goes on with its tasks, and their ids are never given again.
 */
describe("the lead's own task list across --continue", () => {
  let sessionsDir: string;
  beforeEach(async () => {
    sessionsDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sessions-'));
  });
  afterEach(async () => {
    await cleanupRuns();
    await rm(sessionsDir, { recursive: true, force: true });
  });

  it('is there again on resume, its pending task unfinished, new ids after the old ones', async () => {
    const repo = await newRepo({});
    const first = await run({
      repo,
      config: { sessionsDir },
      scenario: {
        name: 'own-tasks-first',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [{ name: 'TaskCreate', input: { subject: 'Task A', description: 'a' } }],
              },
              {
                tool_use: [{ name: 'TaskCreate', input: { subject: 'Task B', description: 'b' } }],
              },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', status: 'completed' } }] },
              { text: 'DONE-1' },
            ],
          },
        ],
      },
    });
    expect(first.result.unfinished_tasks).toEqual([
      { id: '2', subject: 'Task B', status: 'pending' },
    ]);

    const again = await run({
      repo,
      config: { sessionsDir, prompt: 'AGAIN' },
      resume: await loadLatestSession(sessionsDir, repo.root),
      scenario: {
        name: 'own-tasks-again',
        // Matched by what the lead last read: the conversation's turns go on from the first run's.
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'Task #3 created' },
            repeat_last: true,
            turns: [{ text: 'CONT-END' }],
          },
          {
            match: { agent: 'flotilla-lead', last_message: 'Task B' },
            repeat_last: true,
            turns: [
              {
                tool_use: [{ name: 'TaskCreate', input: { subject: 'Task C', description: 'c' } }],
              },
            ],
          },
          {
            match: { agent: 'flotilla-lead', last_message: 'AGAIN' },
            repeat_last: true,
            turns: [{ tool_use: [{ name: 'TaskList', input: {} }] }],
          },
        ],
      },
    });
    const results = (await again.leadTranscript()).flatMap((message) =>
      toolResults(message).map((result) => result.text),
    );
    const list = results.find((text) => text.includes('Task B'));
    expect(list).toBeDefined();
    expect(results).toContain('Task #3 created successfully: Task C');
    expect(again.result.unfinished_tasks).toEqual([
      { id: '2', subject: 'Task B', status: 'pending' },
      { id: '3', subject: 'Task C', status: 'pending' },
    ]);
  });
});
