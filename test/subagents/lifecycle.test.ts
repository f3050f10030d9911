import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadShellParser } from '../../src/tools/shell-command.js';
import {
  agentFile,
  cleanupRuns,
  countNotifications,
  maxConcurrent,
  notificationStatuses,
  readText,
  requestMessages,
  run,
  toolResults,
} from './harness.js';

afterEach(cleanupRuns);

const background = (type: string, name?: string) => ({
  name: 'Agent',
  input: {
    description: `Run ${name ?? type}`,
    prompt: `Task for ${name ?? type}.`,
    subagent_type: type,
    run_in_background: true,
    ...(name ? { name } : {}),
  },
});

// The sleeper's Bash call must have started when the lead stops it: the shell parser, which loads
// on the first Bash decision (src/tools/shell-command.ts), is loaded up front so that its loading
// time does not race the scripted TaskStop.
beforeAll(() => loadShellParser());

describe('background lifecycle: completed, failed, killed', () => {
  it('ends each task in its state and notifies exactly once per ending', async () => {
    const finished = await run({
      agents: {
        finisher: agentFile('finisher'),
        breaker: agentFile('breaker'),
        sleeper: agentFile('sleeper'),
      },
      config: { allowedTools: ['Bash(sleep:*)'] },
      scenario: {
        name: 'lifecycle',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  background('finisher'),
                  background('breaker'),
                  background('sleeper', 'sleepy'),
                ],
              },
              { tool_use: [{ name: 'TaskStop', input: { task_id: 'sleepy' } }] },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'finisher' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: '*.md' } }] },
              { text: 'Finished: one markdown file.' },
            ],
          },
          {
            match: { agent: 'breaker' },
            turns: [{ error: { status: 400, message: 'Scripted bad request' } }],
          },
          {
            match: { agent: 'sleeper' },
            turns: [
              {
                text: 'Partial: checked the first half.',
                tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }],
              },
              { text: 'never reached' },
            ],
          },
        ],
      },
    });

    const byId = new Map(finished.result.agents.map((agent) => [agent.agent_id, agent]));
    expect(byId.get('a1-finisher')).toMatchObject({ status: 'completed', turns: 2 });
    // A subagent whose model call fails for good is still reported, with its error.
    expect(byId.get('a2-breaker')).toMatchObject({ status: 'failed', name: 'breaker' });
    expect(byId.get('a2-breaker')?.error).toMatch(/400.*Scripted bad request/);
    expect(byId.get('a3-sleeper')).toMatchObject({
      status: 'killed',
      turns: 1,
      stopped_by_lead: true,
    });
    // A failed subagent makes the run partial; the one the lead stopped on purpose does not count.
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete).toEqual([
      {
        name: 'breaker',
        agent_id: 'a2-breaker',
        status: 'failed',
        reason: expect.stringMatching(/400.*Scripted bad request/),
      },
    ]);

    const lead = await finished.leadTranscript();
    expect(notificationStatuses(lead, 'a1-finisher')).toEqual(['completed']);
    expect(notificationStatuses(lead, 'a2-breaker')).toEqual(['failed']);
    expect(notificationStatuses(lead, 'a3-sleeper')).toEqual(['killed']);
    const all = lead.map((message) => JSON.stringify(message.content)).join('\n');
    expect(all).toMatch(/Finished: one markdown file\./);
    expect(all).toMatch(/Error: .*Scripted bad request/);
    // The killed agent's partial result travels with its notification.
    expect(all).toMatch(/<status>killed<\/status>[^]*?Partial: checked the first half\./);

    // TaskStop answered at once; it did not wait for the 30 s sleep.
    const stopResult = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[2]).at(-1));
    expect(stopResult[0]?.text).toMatch(/Stop requested for task a3-sleeper/);
    // The output file was written as the agent worked, and ends with its state.
    const output = await readText(path.join(finished.stateDir, 'tasks', 'a3-sleeper.output'));
    expect(output).toContain('Partial: checked the first half.');
    expect(output).toContain('[Bash] sleep 30');
    expect(output).toContain('--- killed ---');
    // Its state, then why it stopped and its last text, each on a line of its own.
    expect(output).toMatch(/--- killed ---\n[^\n]+\nPartial: checked the first half\.\n$/);

    // Each transcript of an agent that did not finish ends saying how, as Claude Code's ends a
    // failed subagent's with its API error; a finished one ends with its answer.
    const lastLine = async (agentId: string) =>
      JSON.parse(
        (await readText(path.join(finished.stateDir, 'transcripts', `${agentId}.jsonl`)))
          .trimEnd()
          .split('\n')
          .at(-1) ?? '',
      ) as Record<string, unknown>;
    expect(await lastLine('a2-breaker')).toEqual({
      ended: 'failed',
      error: expect.stringMatching(/400.*Scripted bad request/),
      timestamp: expect.any(String),
    });
    expect(await lastLine('a3-sleeper')).toEqual({
      ended: 'killed',
      error: byId.get('a3-sleeper')?.error,
      timestamp: expect.any(String),
    });
    expect(await lastLine('a1-finisher')).toMatchObject({
      type: 'assistant',
      isSidechain: true,
      message: { role: 'assistant' },
    });
  });

  it('a run-level timeout kills what still runs, background and sync, and reports each as killed with its partial result', async () => {
    const finished = await run({
      agents: { sleeper: agentFile('sleeper'), napper: agentFile('napper') },
      config: { allowedTools: ['Bash(sleep:*)'], timeoutSeconds: 2 },
      scenario: {
        name: 'run-timeout',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  background('sleeper'),
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'Nap',
                      prompt: 'Nap.',
                      subagent_type: 'napper',
                    },
                  },
                ],
              },
              { text: 'unreachable' },
            ],
          },
          {
            match: { agent: 'sleeper' },
            turns: [
              {
                text: 'Sleeper partial.',
                tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }],
              },
            ],
          },
          {
            match: { agent: 'napper' },
            turns: [
              {
                text: 'Napper partial.',
                tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }],
              },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('timeout');
    const byName = new Map(finished.result.agents.map((agent) => [agent.name, agent]));
    expect(byName.get('flotilla-lead')?.status).toBe('timeout');
    expect(byName.get('sleeper')?.status).toBe('killed');
    expect(byName.get('napper')?.status).toBe('killed');
    const sleeperOutput = await readText(
      path.join(finished.stateDir, 'tasks', 'a1-sleeper.output'),
    );
    expect(sleeperOutput).toMatch(/Sleeper partial\.[^]*--- killed ---/);
    const napperOutput = await readText(path.join(finished.stateDir, 'tasks', 'a2-napper.output'));
    expect(napperOutput).toMatch(/Napper partial\.[^]*--- killed ---/);
  });
});

describe('a run-level timeout while the lead waits for notifications', () => {
  it('ends the wait, kills the background agent and reports the run as timeout', async () => {
    const finished = await run({
      agents: { sleeper: agentFile('sleeper') },
      config: { allowedTools: ['Bash(sleep:*)'], timeoutSeconds: 1.5 },
      scenario: {
        name: 'drain-timeout',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [background('sleeper')] }, { text: 'Waiting.' }],
          },
          {
            match: { agent: 'sleeper' },
            turns: [
              {
                text: 'Sleeper partial.',
                tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }],
              },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('timeout');
    // The lead ended its turn and waited; the limit ended the wait (no third lead request).
    expect(finished.requestsOf('flotilla-lead')).toHaveLength(2);
    const byName = new Map(finished.result.agents.map((agent) => [agent.name, agent]));
    expect(byName.get('flotilla-lead')?.status).toBe('timeout');
    expect(byName.get('sleeper')?.status).toBe('killed');
    const output = await readText(path.join(finished.stateDir, 'tasks', 'a1-sleeper.output'));
    expect(output).toMatch(/Sleeper partial\.[^]*--- killed ---/);
  });
});

describe('the concurrency limit', () => {
  it('queues what exceeds it, never refuses: 10 agents at concurrency 3 all complete, at most 3 requests at once', async () => {
    const launches = Array.from({ length: 10 }, (_, index) => ({
      name: 'Agent',
      input: {
        description: `Job ${index + 1}`,
        prompt: `Job ${index + 1}.`,
        subagent_type: 'worker',
        run_in_background: true,
      },
    }));
    const finished = await run({
      agents: { worker: agentFile('worker') },
      config: { concurrency: 3 },
      scenario: {
        name: 'concurrency',
        // Long enough for requests to overlap, had nothing held them back.
        latency_ms: 30,
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ tool_use: launches }, { text: 'Waiting.' }],
          },
          {
            match: { agent: 'worker' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: '*.md' } }] },
              { text: 'Job done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const launched = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
    expect(launched).toHaveLength(10);
    expect(
      launched.every((result) => !result.isError && /Async agent launched/.test(result.text)),
    ).toBe(true);

    const workers = finished.result.agents.filter((agent) => agent.name === 'worker');
    expect(workers).toHaveLength(10);
    expect(workers.every((agent) => agent.status === 'completed')).toBe(true);
    const lead = await finished.leadTranscript();
    for (const worker of workers) expect(countNotifications(lead, worker.agent_id)).toBe(1);

    // Agents are not held back: all ten ran together, waiting for their turn at the model.
    expect(maxConcurrent(finished.events)).toBe(10);
    // From the server's side: never more than 3 requests in flight.
    const points = finished.server.requests
      .filter((request) => request.path === '/v1/messages')
      .flatMap((request) => [
        { at: request.receivedAt, step: 1 },
        { at: request.respondedAt ?? request.receivedAt, step: -1 },
      ]);
    // At equal times an end comes first: a waiting request starts only after another ended.
    points.sort((a, b) => a.at - b.at || a.step - b.step);
    let open = 0;
    let most = 0;
    for (const point of points) {
      open += point.step;
      most = Math.max(most, open);
    }
    expect(most).toBeLessThanOrEqual(3);
  });
});
