import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  run,
  toolResults,
  type FinishedRun,
  sourceTeammateCommand,
  teammateCall,
} from './harness.js';

afterEach(cleanupRuns);

/**
 * A teammate that ends otherwise than by an approved shutdown (its model call fails, it reaches
 * its turn limit) leaves the team: the tasks it held go back to the board for the others, and
 * the lead is told which.
 */
const team = 't1';

async function task(stateDir: string, id: string): Promise<Record<string, unknown>> {
  return JSON.parse(
    await readFile(path.join(stateDir, `tasks/${team}/${id}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

function leadSaw(finished: FinishedRun): string {
  return finished
    .requestsOf('flotilla-lead')
    .flatMap((request) => requestMessages(request))
    .filter((message) => message.role === 'user')
    .map(messageText)
    .join('\n');
}

const spawn = (name: string, prompt: string) => teammateCall(team, name, prompt);

describe('a teammate that leaves the team (fails, reaches its turn limit, is stopped)', () => {
  it.each(['in-process', 'process'] as const)(
    'a teammate whose model call fails (%s): its claimed task is pending again, another claims it, the lead is told',
    async (teammates) => {
      const repo = await newRepo({
        agents: { crasher: agentFile('crasher'), worker: agentFile('worker') },
        files: { '.gitignore': '.state/\n' },
      });
      const stateDir = path.join(repo.root, '.state');
      // The worker waits until the crasher has left the team's config, then takes its task.
      const waitForCrasher = [
        'for i in $(seq 400); do',
        `grep -q 'crasher@${team}' .state/teams/${team}/config.json || break; sleep 0.05; done; echo ready`,
      ].join(' ');
      const finished = await run({
        repo,
        config: {
          permissionMode: 'acceptEdits',
          allowedTools: ['Bash'],
          stateDir,
          keepTeam: true,
          modelAccess: { maxRetries: 0 },
          teammates,
        },
        teammateCommand: sourceTeammateCommand,
        scenario: {
          name: 'crasher-gives-back',
          agents: [
            {
              match: { agent: 'flotilla-lead', last_message: 'teammate-message|task-notification' },
              repeat_last: true,
              turns: [{ text: 'Lead saw it.' }],
            },
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
                {
                  tool_use: [
                    { name: 'TaskCreate', input: { subject: 'Task one', description: 'do one' } },
                  ],
                },
                {
                  tool_use: [spawn('crasher', 'Take task 1.'), spawn('worker', 'Wait, then work.')],
                },
                { text: 'Lead waiting.' },
              ],
            },
            {
              match: { agent: 'crasher' },
              turns: [
                { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', owner: 'crasher' } }] },
                { error: { status: 400, message: 'bad request crash' } },
              ],
            },
            {
              match: { agent: 'worker' },
              repeat_last: true,
              turns: [
                { tool_use: [{ name: 'Bash', input: { command: waitForCrasher } }] },
                { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', owner: 'worker' } }] },
                { text: 'Worker has task 1.' },
              ],
            },
          ],
        },
      });
      const crasherClaim = toolResults(requestMessages(finished.requestsOf('crasher')[1]).at(-1));
      expect(crasherClaim[0]?.text).toBe('Updated task #1 owner, status');
      const workerRequests = finished.requestsOf('worker');
      expect(messageText(requestMessages(workerRequests[1]).at(-1)!)).toContain('ready');
      const workerClaim = toolResults(requestMessages(workerRequests[2]).at(-1))[0];
      expect(workerClaim).toMatchObject({ isError: false, text: 'Updated task #1 owner, status' });
      expect(await task(stateDir, '1')).toMatchObject({ status: 'in_progress', owner: 'worker' });
      expect(leadSaw(finished)).toMatch(
        /Teammate "crasher" has left the team; it failed: [^\n]*bad request crash[^\n]*\. Its unfinished tasks are pending again with no owner: #1 Task one\./,
      );
    },
    60_000,
  );

  it('a teammate that reaches its turn limit: its task is pending with no owner', async () => {
    const repo = await newRepo({
      agents: { turner: agentFile('turner', { maxTurns: 1 }) },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const finished = await run({
      repo,
      config: { stateDir, keepTeam: true },
      scenario: {
        name: 'turner-gives-back',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'teammate-message|task-notification' },
            repeat_last: true,
            turns: [{ text: 'Lead saw it.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Task one', description: 'do one' } },
                  { name: 'TaskCreate', input: { subject: 'Task two', description: 'do two' } },
                ],
              },
              {
                tool_use: [
                  { name: 'TaskUpdate', input: { taskId: '2', owner: 'turner' } },
                  spawn('turner', 'Take task 1.'),
                ],
              },
              { text: 'Lead waiting.' },
            ],
          },
          {
            match: { agent: 'turner' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', owner: 'turner' } }] },
            ],
          },
        ],
      },
    });
    expect(
      finished.result.agents.find((agent) => agent.agent_id === `turner@${team}`)?.status,
    ).toBe('max_turns');
    // The task it claimed and the one it was assigned are both free again.
    for (const id of ['1', '2']) {
      const left = await task(stateDir, id);
      expect(left).toMatchObject({ status: 'pending' });
      expect(left.owner).toBeUndefined();
    }
    expect(leadSaw(finished)).toContain(
      'Its unfinished tasks are pending again with no owner: #1 Task one; #2 Task two.',
    );
  });

  it('a teammate the lead stops (TaskStop) mid-task: its task is pending with no owner, the lead is told', async () => {
    const repo = await newRepo({
      agents: { sleeper: agentFile('sleeper') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const waitForClaim = [
      'for i in $(seq 400); do',
      `grep -q '"owner": "sleeper"' .state/tasks/${team}/1.json && break; sleep 0.05; done; echo claimed`,
    ].join(' ');
    const finished = await run({
      repo,
      config: {
        permissionMode: 'acceptEdits',
        allowedTools: ['Bash'],
        stateDir,
        keepTeam: true,
      },
      scenario: {
        name: 'stopped-gives-back',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'teammate-message|task-notification' },
            repeat_last: true,
            turns: [{ text: 'Lead saw it.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Task one', description: 'do one' } },
                ],
              },
              { tool_use: [spawn('sleeper', 'Take task 1.')] },
              { tool_use: [{ name: 'Bash', input: { command: waitForClaim } }] },
              { tool_use: [{ name: 'TaskStop', input: { task_id: `sleeper@${team}` } }] },
              { text: 'Lead waiting.' },
            ],
          },
          {
            match: { agent: 'sleeper' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', owner: 'sleeper' } }] },
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }] },
            ],
          },
        ],
      },
    });
    const stop = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[5]).at(-1))[0];
    expect(stop).toMatchObject({ isError: false });
    expect(stop?.text).toContain(`Stop requested for task sleeper@${team}`);
    expect(
      finished.result.agents.find((agent) => agent.agent_id === `sleeper@${team}`)?.status,
    ).toBe('killed');
    const left = await task(stateDir, '1');
    expect(left).toMatchObject({ status: 'pending' });
    expect(left.owner).toBeUndefined();
    expect(leadSaw(finished)).toContain(
      'Teammate "sleeper" has left the team; it was stopped. Its unfinished tasks are pending again with no owner: #1 Task one.',
    );
  });

  it.each(['in-process', 'process'] as const)(
    'a teammate that left (%s) is not resumed by SendMessage to: the lead gets a tool error',
    async (teammates) => {
      const repo = await newRepo({ agents: { crasher: agentFile('crasher') } });
      const finished = await run({
        repo,
        config: { modelAccess: { maxRetries: 0 }, teammates },
        teammateCommand: sourceTeammateCommand,
        scenario: {
          name: 'left-not-resumed',
          agents: [
            {
              // The answer to its SendMessage, whatever it was.
              match: {
                agent: 'flotilla-lead',
                last_message: 'has left it|resumed in the background',
              },
              repeat_last: true,
              turns: [{ text: 'Lead final.' }],
            },
            {
              match: { agent: 'flotilla-lead', last_message: 'task-notification' },
              repeat_last: true,
              turns: [
                {
                  tool_use: [
                    { name: 'SendMessage', input: { to: 'crasher', message: 'please retry' } },
                  ],
                },
              ],
            },
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
                { tool_use: [spawn('crasher', 'Work.')] },
                { text: 'Lead waiting.' },
              ],
            },
            {
              match: { agent: 'crasher', last_message: 'please retry' },
              repeat_last: true,
              turns: [{ text: 'RESUMED' }],
            },
            {
              match: { agent: 'crasher' },
              turns: [{ error: { status: 400, message: 'bad request crash' } }],
            },
          ],
        },
      });
      const sent = finished
        .requestsOf('flotilla-lead')
        .flatMap((request) => toolResults(requestMessages(request).at(-1)))
        // The answer to its SendMessage (the spawn's also names it).
        .find((result) => result.text.includes('crasher') && !result.text.startsWith('Spawned'));
      expect(sent).toMatchObject({ isError: true });
      expect(sent?.text).toContain(`"crasher" was a teammate in team "${team}" and has left it`);
      // It never ran again, in any process.
      expect(finished.requestsOf('crasher')).toHaveLength(1);
      expect(
        finished.result.agents.filter((agent) => agent.agent_id === `crasher@${team}`),
      ).toHaveLength(1);
    },
    60_000,
  );
});
