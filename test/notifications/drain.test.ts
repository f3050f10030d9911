import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundTasks } from '../../src/subagents/background-tasks.js';
import {
  agentFile,
  cleanupRuns,
  countNotifications,
  messageText,
  requestMessages,
  run,
} from '../subagents/harness.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanupRuns();
});

const launch = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: 'Agent',
    input: {
      description: `Job ${index + 1}`,
      prompt: `Do job ${index + 1}.`,
      subagent_type: 'worker',
      run_in_background: true,
    },
  }));

describe('the headless drain', () => {
  it('delivers agents that finish together in ONE user turn, without re-invoking the lead per notification', async () => {
    const finished = await run({
      agents: { worker: agentFile('worker') },
      scenario: {
        name: 'drain-batch',
        latency_ms: 150,
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { text: 'Fanning out.', tool_use: launch(4) },
              { text: 'Waiting for the workers.' },
              { text: 'All four workers reported.' },
            ],
          },
          // Same latency, same turns: the four finish together.
          { match: { agent: 'worker' }, turns: [{ text: 'Job done.' }] },
        ],
      },
    });

    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('All four workers reported.');
    const leadRequests = finished.requestsOf('flotilla-lead');
    expect(leadRequests).toHaveLength(3);
    const delivered = requestMessages(leadRequests[2]).at(-1);
    expect(delivered?.role).toBe('user');
    const ids = ['a1-worker', 'a2-worker', 'a3-worker', 'a4-worker'];
    for (const id of ids) {
      expect(countNotifications([delivered!], id)).toBe(1);
    }
    // And each ending was notified exactly once over the whole conversation.
    const lead = await finished.leadTranscript();
    for (const id of ids) expect(countNotifications(lead, id)).toBe(1);
    expect(messageText(delivered!)).toContain('<status>completed</status>');
  });

  it('takes in the same turn an agent that was still in its last tool round when the first ended', async () => {
    const finished = await run({
      agents: { worker: agentFile('worker'), lister: agentFile('lister') },
      scenario: {
        name: 'drain-straggler',
        latency_ms: 150,
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                text: 'Fanning out.',
                tool_use: [
                  ...launch(1),
                  {
                    name: 'Agent',
                    input: {
                      description: 'List files',
                      prompt: 'List the files.',
                      subagent_type: 'lister',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting for both.' },
              { text: 'Both reported.' },
            ],
          },
          // The worker ends with its first answer; the lister, answered at the same moment, is
          // then running Glob, and ends with its next call.
          { match: { agent: 'worker' }, turns: [{ text: 'Job done.' }] },
          {
            match: { agent: 'lister' },
            turns: [{ tool_use: [{ name: 'Glob', input: { pattern: '*' } }] }, { text: 'Listed.' }],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Both reported.');
    const leadRequests = finished.requestsOf('flotilla-lead');
    expect(leadRequests).toHaveLength(3);
    const delivered = requestMessages(leadRequests[2]).at(-1)!;
    expect(countNotifications([delivered], 'a1-worker')).toBe(1);
    expect(countNotifications([delivered], 'a2-lister')).toBe(1);
  });

  it('waits on events while tasks run, never by polling', async () => {
    const drainChecks = vi.spyOn(BackgroundTasks.prototype, 'activeFor');
    const finished = await run({
      agents: { worker: agentFile('worker') },
      config: { allowedTools: ['Bash(sleep:*)'] },
      scenario: {
        name: 'drain-events',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: launch(1) },
              { text: 'Waiting.' },
              { text: 'The worker reported.' },
            ],
          },
          {
            match: { agent: 'worker' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 1' } }] },
              { text: 'Slept.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.requestsOf('flotilla-lead')).toHaveLength(3);
    const lead = await finished.leadTranscript();
    expect(countNotifications(lead, 'a1-worker')).toBe(1);
    // The lead waited about a second. Polling every 50 ms would have looked 20 times; the
    // event-driven drain looks once per event of the worker (a turn, a tool, its end).
    expect(drainChecks.mock.calls.length).toBeLessThan(15);
  });
});
