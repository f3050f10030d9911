import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../src/loop/agent-events.js';
import { AgentProgress } from '../../src/subagents/agent-outcome.js';
import { OutputFile } from '../../src/subagents/output-file.js';
import { agentFile, cleanupRuns, run } from './harness.js';

/**
 * A model call whose stream fails mid-message is retried, and the retry streams the turn anew:
 * the failed attempt's text is no part of what the agent said, so neither its output file (what
 * TaskOutput shows the lead) nor the text a failed agent reports may keep it.
 */

afterEach(cleanupRuns);

const agentId = 'a1-worker';
const verdict = 'FINAL: found a critical SQL injection in db.ts.';

/** An agent event without its agent (each member of the union on its own). */
type WithoutAgent<Event> = Event extends AgentEvent ? Omit<Event, 'agentId'> : never;

function events(...list: Array<WithoutAgent<AgentEvent>>): AgentEvent[] {
  return list.map((event) => ({ ...event, agentId }) as AgentEvent);
}

describe("a retried model call's text", () => {
  it('leaves the output file when the call is retried, even after TaskOutput read it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'flotilla-retried-output-'));
    try {
      const file = path.join(dir, 'tasks', `${agentId}.output`);
      const output = new OutputFile(file);
      for (const event of events(
        { type: 'turn', turn: 1 },
        { type: 'text', text: 'Reading db.ts.' },
        { type: 'tool', tool: 'Read', summary: 'db.ts' },
        { type: 'turn', turn: 2 },
        { type: 'text', text: 'DISCARDED-ATTEMPT: no problems at all, ' },
      ))
        output.record(event);
      // TaskOutput flushes and reads while the attempt streams: it sees the live text.
      await output.flush();
      expect(await readFile(file, 'utf8')).toContain('DISCARDED-ATTEMPT');
      // The stream fails; more of its text was still waiting to be written.
      for (const event of events(
        { type: 'text', text: 'ship it.' },
        { type: 'retry', attempt: 1, delayMs: 500 },
      ))
        output.record(event);
      await output.flush();
      expect(await readFile(file, 'utf8')).toBe('Reading db.ts.\n[Read] db.ts\n');
      // A second failed attempt, then the one that answers.
      for (const event of events(
        { type: 'text', text: 'SECOND-ATTEMPT: found' },
        { type: 'retry', attempt: 2, delayMs: 1000 },
        { type: 'text', text: verdict },
      ))
        output.record(event);
      await output.close();
      expect(await readFile(file, 'utf8')).toBe(`Reading db.ts.\n[Read] db.ts\n${verdict}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("is not a failed agent's final text", () => {
    const progress = new AgentProgress();
    for (const event of events(
      { type: 'turn', turn: 1 },
      { type: 'text', text: 'DISCARDED-ATTEMPT: ship it.' },
      { type: 'retry', attempt: 1, delayMs: 500 },
      { type: 'text', text: 'SECOND-ATTEMPT: found' },
    ))
      progress.track(event);
    const outcome = progress.failed('The agent timed out.');
    expect(outcome.finalText).toBe('SECOND-ATTEMPT: found');
    expect(outcome.answers).toEqual(['SECOND-ATTEMPT: found']);
  });

  it('is not in the output file of a subagent whose stream was cut and retried (a whole run)', async () => {
    const finished = await run({
      agents: { worker: agentFile('worker') },
      scenario: {
        name: 'cut-then-retried',
        // With this seed the second request of the run, the worker's first, is cut mid-stream,
        // and no other request is (checked below).
        faults: { rate: 0.3, kinds: ['stream_cut'], seed: 44 },
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Review',
                      prompt: 'Review db.ts.',
                      subagent_type: 'worker',
                      // Waited for: the requests come in a fixed order.
                      run_in_background: false,
                    },
                  },
                ],
              },
              { text: 'Reviewed.' },
            ],
          },
          { match: { agent: 'worker' }, turns: [{ text: verdict }] },
        ],
      },
    });
    const outcomes = finished.server.requests
      .filter((request) => request.path === '/v1/messages')
      .map((request) => `${request.agent} ${request.outcome}`);
    expect(outcomes).toEqual([
      'flotilla-lead message',
      'worker stream_cut',
      'worker message',
      'flotilla-lead message',
    ]);
    const ended = finished.events.find((event) => event.type === 'task_ended');
    expect(ended).toMatchObject({ status: 'completed', result: verdict });
    const written = await readFile((ended as { outputFile: string }).outputFile, 'utf8');
    // What it streamed, then its result: the cut attempt's start is in neither.
    expect(written.trim()).toBe(`${verdict}\n--- completed ---\n${verdict}`);
  });
});
