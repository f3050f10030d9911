import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  newRepo,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
} from './harness.js';

afterEach(cleanupRuns);

/**
 * Delegate mode (issue 12, point 4; seed 001 §4.9): the lead of a team coordinates only — its
 * tool list holds the coordination and team tools and nothing else — while the teammates it
 * spawns work in the run's ordinary mode, not in delegate.
 */
describe('delegate mode', () => {
  it('the lead gets only coordination and team tools; its teammate still works', async () => {
    const repo = await newRepo({ agents: { worker: agentFile('worker') } });
    const finished = await run({
      repo,
      config: { permissionMode: 'delegate', allowedTools: ['Write'] },
      scenario: {
        name: 'delegate',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }] },
              { tool_use: [{ name: 'TeamCreate', input: { team_name: 'crew' } }] },
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Write notes', description: 'x' } },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Worker',
                      prompt: 'Write the notes.',
                      subagent_type: 'worker',
                      name: 'worker',
                      team_name: 'crew',
                    },
                  },
                ],
              },
              { text: 'Waiting for the worker.' },
            ],
          },
          {
            match: { agent: 'worker' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', owner: 'worker' } }] },
              {
                tool_use: [
                  { name: 'Write', input: { file_path: 'notes.md', content: 'Notes.\n' } },
                ],
              },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', status: 'completed' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });

    const leadRequests = finished.requestsOf('flotilla-lead');
    const offered = requestToolNames(leadRequests[0]);
    for (const name of [
      'Agent',
      'SendMessage',
      'TeamCreate',
      'TaskCreate',
      'TaskGet',
      'TaskList',
      'TaskUpdate',
    ]) {
      expect(offered).toContain(name);
    }
    for (const name of ['Read', 'Write', 'Edit', 'Bash', 'Glob', 'Grep', 'WebFetch']) {
      expect(offered).not.toContain(name);
    }
    // Called anyway, a work tool is refused.
    const [read] = toolResults(requestMessages(leadRequests[1]).at(-1));
    expect(read?.isError).toBe(true);
    // The teammate is not in delegate: it has its tools, and its Write (allowed) went through.
    const workerTools = requestToolNames(finished.requestsOf('worker')[0]);
    expect(workerTools).toEqual(expect.arrayContaining(['Write', 'Read', 'TaskUpdate']));
    expect(await readFile(path.join(repo.root, 'notes.md'), 'utf8')).toBe('Notes.\n');
    expect(finished.result.conclusion).toBe('success');
  });
});
