import { getEventListeners } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, messageText, requestMessages } from './harness.js';
import { definition, startHub, stopHubs } from './hub-harness.js';

afterEach(async () => {
  await stopHubs();
  await cleanupRuns();
});

const waitForGo = {
  text: 'Waiting for go.',
  tool_use: [{ name: 'Bash', input: { command: 'until [ -f go ]; do sleep 0.02; done' } }],
};

function spawnRequest(type: string, fields: { name?: string; background?: boolean } = {}) {
  return {
    definition: definition(type),
    prompt: `Task for ${fields.name ?? type}.`,
    description: `Run ${type}`,
    background: fields.background ?? true,
    toolUseId: `toolu_${fields.name ?? type}`,
    ...(fields.name ? { name: fields.name } : {}),
  };
}

describe('SubagentHub', () => {
  it('TaskOutput answers with what a running agent wrote so far and leaves no listener on the caller’s signal', async () => {
    const test = await startHub({
      agents: [definition('waiter')],
      scenario: {
        name: 'hub-output',
        agents: [{ match: { agent: 'waiter' }, turns: [waitForGo, { text: 'Released.' }] }],
      },
    });
    const signal = new AbortController().signal;
    await test.hub.spawn(spawnRequest('waiter'), test.lead, signal);
    await test.nextEvent((event) => event.type === 'tool' && event.agentId === 'a1-waiter');

    const now = await test.hub.taskOutput('a1-waiter', false, 0, signal);
    expect(now).toContain('<status>running</status>');
    expect(now).toMatch(/<output>\nWaiting for go\.\n\[Bash\] until \[ -f go \]/);
    for (let call = 0; call < 12; call += 1) {
      expect(await test.hub.taskOutput('a1-waiter', true, 1, signal)).toContain('running');
    }
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);

    await writeFile(path.join(test.repo.root, 'go'), '');
    const ended = await test.hub.taskOutput('a1-waiter', true, 60_000, signal);
    expect(ended).toContain('<result>\nReleased.\n</result>');
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('keeps a message that reached an agent stopped mid-call, and delivers it when the agent is resumed', async () => {
    const test = await startHub({
      agents: [definition('worker')],
      scenario: {
        name: 'hub-late-message',
        latency_ms: 400,
        agents: [{ match: { agent: 'worker' }, repeat_last: true, turns: [{ text: 'Answer.' }] }],
      },
    });
    const signal = new AbortController().signal;
    await test.hub.spawn(spawnRequest('worker', { name: 'w' }), test.lead, signal);
    await test.nextEvent((event) => event.type === 'turn' && event.agentId === 'a1-worker');
    // The agent is waiting for its model answer: no boundary until the call returns.
    expect(test.hub.sendMessage('w', 'First instruction.', test.lead)).toMatch(/Message queued/);
    test.hub.stopTask('w');
    await test.hub.tasks.get('a1-worker')?.settled;
    expect(test.hub.tasks.get('a1-worker')?.status).toBe('killed');

    expect(test.hub.sendMessage('w', 'Second instruction.', test.lead)).toMatch(/resumed/);
    await test.hub.tasks.get('a1-worker')?.settled;
    expect(test.hub.tasks.get('a1-worker')?.status).toBe('completed');
    const resumed = test.server.requests.filter((request) => request.agent === 'worker').at(-1);
    const texts = requestMessages(resumed).map((message) => messageText(message));
    expect(texts).toEqual([
      'Task for w.',
      '<message from="lead">\nFirst instruction.\n</message>',
      '<message from="lead">\nSecond instruction.\n</message>',
    ]);
  });

  it('a task stopped while still queued can be resumed by SendMessage (its message is not lost)', async () => {
    const test = await startHub({
      agents: [definition('waiter'), definition('worker')],
      limits: { concurrency: 1 },
      scenario: {
        name: 'hub-queued-stop',
        agents: [
          { match: { agent: 'waiter' }, turns: [waitForGo, { text: 'Released.' }] },
          { match: { agent: 'worker' }, turns: [{ text: 'Worker answer.' }] },
        ],
      },
    });
    const signal = new AbortController().signal;
    await test.hub.spawn(spawnRequest('waiter'), test.lead, signal);
    await test.hub.spawn(spawnRequest('worker', { name: 'w' }), test.lead, signal);
    expect(test.hub.tasks.get('a2-worker')?.status).toBe('queued');
    test.hub.stopTask('w');
    expect(test.hub.tasks.get('a2-worker')?.status).toBe('killed');

    expect(test.hub.sendMessage('w', 'Please run after all.', test.lead)).toMatch(
      /was not running; it has been resumed/,
    );
    await writeFile(path.join(test.repo.root, 'go'), '');
    const notifications: string[] = [];
    while (notifications.length < 3) {
      notifications.push(...(await test.hub.drainForLead(true, signal)));
    }
    expect(notifications.join('\n')).toMatch(/<task-id>a2-worker<\/task-id>[^]*<status>killed/);
    expect(notifications.at(-1)).toMatch(/<task-id>a2-worker<\/task-id>[^]*Worker answer\./);
    const workerRequest = test.server.requests.find((request) => request.agent === 'worker');
    expect(messageText(requestMessages(workerRequest).at(-1)!)).toContain('Please run after all.');
  });

  it('routes a background task’s notification to the subagent that launched it, which waits for it (maxSpawnDepth 2)', async () => {
    const test = await startHub({
      agents: [definition('manager'), definition('worker')],
      limits: { maxSpawnDepth: 2 },
      scenario: {
        name: 'hub-depth-2',
        agents: [
          {
            match: { agent: 'manager' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Sub work',
                      prompt: 'Do the sub work.',
                      subagent_type: 'worker',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting for my worker.' },
              { text: 'My worker reported: {{last_message}}' },
            ],
          },
          { match: { agent: 'worker' }, turns: [{ text: 'Sub work done.' }] },
        ],
      },
    });
    const signal = new AbortController().signal;
    const answer = await test.hub.spawn(
      spawnRequest('manager', { background: false }),
      test.lead,
      signal,
    );
    expect(answer).toMatch(/^My worker reported: <task-notification>/);
    expect(answer).toContain('<task-id>a2-worker</task-id>');
    expect(answer).toContain('Sub work done.');
    // Nothing about the manager's worker reached the lead.
    expect(test.hub.queue.has(undefined)).toBe(false);
  });

  it('an unwritable state directory does not stop the agent, and rejects nothing unhandled', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    // A directory path under a regular file: every mkdir and write in it fails with ENOTDIR.
    const holder = await mkdtemp(path.join(os.tmpdir(), 'flotilla-blocked-'));
    try {
      await writeFile(path.join(holder, 'file'), '');
      const blocked = path.join(holder, 'file', 'state');
      const test = await startHub({
        agents: [definition('worker')],
        stateDir: blocked,
        scenario: { name: 'hub-broken-state', agents: [{ turns: [{ text: 'Answer.' }] }] },
      });
      const signal = new AbortController().signal;
      await test.hub.spawn(spawnRequest('worker'), test.lead, signal);
      await test.hub.tasks.get('a1-worker')?.settled;
      // The transcript and output file are views of the work: failing to write them is not fatal.
      expect(test.hub.tasks.get('a1-worker')?.status).toBe('completed');
      expect(test.hub.tasks.get('a1-worker')?.result).toBe('Answer.');
      expect(test.recorder.agents[0]).toMatchObject({ agent_id: 'a1-worker', status: 'completed' });
      await test.hub.get('a1-worker')?.transcript.flush();
      expect(String(test.hub.get('a1-worker')?.transcript.error)).toMatch(/ENOTDIR/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      await rm(holder, { recursive: true, force: true });
    }
  });

  it('after shutdown, starts and resumes nothing', async () => {
    const test = await startHub({
      agents: [definition('worker')],
      scenario: { name: 'hub-closed', agents: [{ turns: [{ text: 'Answer.' }] }] },
    });
    const signal = new AbortController().signal;
    await test.hub.spawn(spawnRequest('worker', { name: 'w' }), test.lead, signal);
    await test.hub.shutdown('The run ended.');
    expect(test.hub.tasks.hasActive()).toBe(false);
    await expect(test.hub.spawn(spawnRequest('worker'), test.lead, signal)).rejects.toThrow(
      /The run is ending/,
    );
    expect(() => test.hub.sendMessage('w', 'More.', test.lead)).toThrow(/The run is ending/);
  });
});
