import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

const notebook = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: {},
  cells: [
    {
      cell_type: 'code',
      id: 'one',
      metadata: {},
      source: ['x = 1'],
      outputs: [],
      execution_count: null,
    },
  ],
});

const todos = (status: 'in_progress' | 'completed') => [
  { content: 'Rename the variable', status: 'completed', activeForm: 'Renaming the variable' },
  { content: 'Update the notebook', status, activeForm: 'Updating the notebook' },
];

describe("Claude Code's edit and todo tools in a run", () => {
  it('an agent listing MultiEdit, NotebookEdit and TodoWrite gets and uses them; its todo list reaches progress, transcript and RunResult', async () => {
    const finished = await run({
      agents: {
        editor: agentFile('editor', {
          tools: 'Read, MultiEdit, NotebookEdit, TodoWrite',
          permissionMode: 'acceptEdits',
        }),
      },
      files: { 'src/a.js': 'let a = 1;\nuse(a);\n', 'n.ipynb': notebook },
      scenario: {
        name: 'claude-code-tools',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'Edit',
                      prompt: 'Edit.',
                      subagent_type: 'editor',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'editor' },
            turns: [
              {
                tool_use: [
                  { name: 'TodoWrite', input: { todos: todos('in_progress') } },
                  {
                    name: 'MultiEdit',
                    input: {
                      file_path: 'src/a.js',
                      edits: [
                        { old_string: 'let a = 1;', new_string: 'const total = 1;' },
                        { old_string: 'use(a)', new_string: 'use(total)' },
                      ],
                    },
                  },
                  {
                    name: 'NotebookEdit',
                    input: { notebook_path: 'n.ipynb', cell_id: 'one', new_source: 'x = 2' },
                  },
                ],
              },
              { tool_use: [{ name: 'TodoWrite', input: { todos: todos('completed') } }] },
              { text: 'Edited.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('editor');
    expect(requestToolNames(requests[0])).toEqual(
      expect.arrayContaining(['MultiEdit', 'NotebookEdit', 'TodoWrite']),
    );
    const results = toolResults(requestMessages(requests[1]).at(-1));
    expect(results.map((result) => result.isError)).toEqual([false, false, false]);
    expect(results[0]?.text).toContain('1 of 2 completed');

    const editor = finished.result.agents.find((agent) => agent.name === 'editor');
    expect(editor?.todos).toEqual(todos('completed'));
    expect(finished.result.agents.find((agent) => agent.name === 'flotilla-lead')?.todos).toBe(
      undefined,
    );
    expect(
      finished.events.filter((event) => event.type === 'todos').map((event) => event.agentId),
    ).toEqual([editor?.agent_id, editor?.agent_id]);
    const transcript = JSON.stringify(await finished.transcript(editor!.agent_id));
    expect(transcript).toContain('"name":"TodoWrite"');
    expect(transcript).toContain('Updating the notebook');

    // Not isolated: the agent edits the checkout itself.
    expect(await readFile(path.join(finished.repo.root, 'src/a.js'), 'utf8')).toBe(
      'const total = 1;\nuse(total);\n',
    );
    const cells = (
      JSON.parse(await readFile(path.join(finished.repo.root, 'n.ipynb'), 'utf8')) as {
        cells: { source: string[] }[];
      }
    ).cells;
    expect(cells[0]?.source).toEqual(['x = 2']);
  });
});

describe('WebFetch in a run', () => {
  it('reads a page its allow rule covers and is refused a domain a deny rule names', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<h1>Changelog</h1><p>Version 2 drops Node 18.</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const page = `http://127.0.0.1:${(server.address() as AddressInfo).port}/changelog`;
    try {
      const finished = await run({
        agents: { researcher: agentFile('researcher', { tools: 'Read, WebFetch' }) },
        config: {
          allowedTools: ['WebFetch(domain:127.0.0.1)'],
          disallowedTools: ['WebFetch(domain:blocked.example.com)'],
        },
        scenario: {
          name: 'web-fetch',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              repeat_last: true,
              turns: [
                {
                  tool_use: [
                    {
                      name: 'Agent',
                      input: {
                        run_in_background: false,
                        description: 'Research',
                        prompt: 'Look.',
                        subagent_type: 'researcher',
                      },
                    },
                  ],
                },
                { text: 'Done.' },
              ],
            },
            {
              match: { agent: 'researcher' },
              turns: [
                {
                  tool_use: [
                    { name: 'WebFetch', input: { url: page, prompt: 'What changed?' } },
                    {
                      name: 'WebFetch',
                      input: { url: 'https://blocked.example.com/x', prompt: 'What?' },
                    },
                  ],
                },
                { text: 'Node 18 is dropped.' },
              ],
            },
          ],
        },
      });
      const results = toolResults(requestMessages(finished.requestsOf('researcher')[1]).at(-1));
      expect(results[0]).toMatchObject({ isError: false });
      expect(results[0]?.text).toContain('# Changelog');
      expect(results[0]?.text).toContain('<untrusted-data');
      expect(results[1]).toMatchObject({ isError: true });
      expect(results[1]?.text).toContain('WebFetch(domain:blocked.example.com)');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('background shells in a run', () => {
  /** A duration no other test uses, to find the process by its command line. */
  const sleeperSeconds = '987.654';

  it("an agent's background command is read with BashOutput and killed, with its children, when the agent ends", async () => {
    // An agent that ends its turn waits for its background commands (it is notified when one
    // ends): this one is ended by its turn limit with the command still running.
    const finished = await run({
      agents: {
        builder: agentFile('builder', { tools: 'Bash, BashOutput, KillShell', maxTurns: 3 }),
      },
      config: { allowedTools: ['Bash'] },
      scenario: {
        name: 'background-bash',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'Build',
                      prompt: 'Build.',
                      subagent_type: 'builder',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'builder' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: {
                      command: `sleep ${sleeperSeconds} & echo serving; wait`,
                      run_in_background: true,
                    },
                  },
                ],
              },
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 0.5' } }] },
              { tool_use: [{ name: 'BashOutput', input: { bash_id: 'bash_1' } }] },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('builder');
    expect(toolResults(requestMessages(requests[1]).at(-1))[0]?.text).toContain(
      'running in the background with ID: bash_1',
    );
    expect(requests).toHaveLength(3);
    const builder = finished.result.agents.find((agent) => agent.name === 'builder');
    expect(builder?.status).toBe('max_turns');
    const transcript = await finished.transcript(builder!.agent_id);
    const read = toolResults(transcript.at(-1))[0]?.text ?? '';
    expect(read).toContain('<status>running</status>');
    expect(read).toContain('serving');
    // By its command line, which a pid namespace (the sandbox) does not change.
    const alive = async (): Promise<boolean> => {
      for (const entry of await readdir('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
        if (commandLine === `sleep\0${sleeperSeconds}\0`) return true;
      }
      return false;
    };
    for (let attempt = 0; attempt < 100 && (await alive()); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await alive()).toBe(false);
  });
});

describe('ExitPlanMode in a run', () => {
  it('is offered to a plan-mode agent only; its plan, unapproved, becomes the agent result', async () => {
    const finished = await run({
      agents: {
        planner: agentFile('planner', { permissionMode: 'plan' }),
        doer: agentFile('doer', { tools: 'Read, ExitPlanMode' }),
      },
      scenario: {
        name: 'exit-plan-mode',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'Plan',
                      prompt: 'Plan.',
                      subagent_type: 'planner',
                    },
                  },
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'Do',
                      prompt: 'Do.',
                      subagent_type: 'doer',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'planner' },
            turns: [
              { tool_use: [{ name: 'ExitPlanMode', input: { plan: '1. Rename x.' } }] },
              { text: 'Plan: 1. Rename x.' },
            ],
          },
          { match: { agent: 'doer' }, turns: [{ text: 'Nothing to do.' }] },
        ],
      },
    });
    expect(requestToolNames(finished.requestsOf('planner')[0])).toContain('ExitPlanMode');
    expect(requestToolNames(finished.requestsOf('doer')[0])).not.toContain('ExitPlanMode');
    const answer = toolResults(requestMessages(finished.requestsOf('planner')[1]).at(-1))[0];
    expect(answer).toMatchObject({ isError: false });
    expect(answer?.text).toContain('no one can approve the plan, so plan mode stays on');
    const lead = JSON.stringify(requestMessages(finished.requestsOf('flotilla-lead')[1]));
    expect(lead).toContain('Plan: 1. Rename x.');
  });
});
