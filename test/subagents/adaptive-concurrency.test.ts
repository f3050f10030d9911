import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import { agentFile, cleanupRuns, maxConcurrent, run } from './harness.js';

afterEach(cleanupRuns);

/** Requests answered at once, as the server saw them. */
function peakInFlight(requests: RecordedRequest[]): number {
  const points = requests
    .filter((request) => request.outcome !== 'rate_limited')
    .flatMap((request) => [
      { at: request.receivedAt, step: 1 },
      { at: request.respondedAt ?? request.receivedAt, step: -1 },
    ]);
  points.sort((a, b) => a.at - b.at || a.step - b.step);
  let open = 0;
  let most = 0;
  for (const point of points) {
    open += point.step;
    most = Math.max(most, open);
  }
  return most;
}

function fanOut(agents: number) {
  return Array.from({ length: agents }, (_, index) => ({
    name: 'Agent',
    input: {
      description: `Job ${index + 1}`,
      prompt: `Job ${index + 1}.`,
      subagent_type: 'worker',
      run_in_background: true,
    },
  }));
}

describe('adaptive concurrency against the API rate limits', () => {
  it('runs a 64-agent fan-out against a limit of 20 concurrent requests with at most 5% answered 429', async () => {
    const finished = await run({
      agents: { worker: agentFile('worker') },
      scenario: {
        name: 'fan-out',
        latency_ms: 40,
        rate_limits: { concurrent_requests: 20, retry_after_s: 1 },
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ tool_use: fanOut(64) }, { text: 'Waiting.' }],
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
    const workers = finished.result.agents.filter((agent) => agent.name === 'worker');
    expect(workers).toHaveLength(64);
    expect(workers.every((agent) => agent.status === 'completed')).toBe(true);
    // Every agent existed at once; the limiter decided how many talked to the model.
    expect(maxConcurrent(finished.events)).toBe(64);

    const requests = finished.server.requests.filter((request) => request.path === '/v1/messages');
    const refused = requests.filter((request) => request.status === 429);
    // Counted at the server: the limiter found the limit without hammering it.
    expect(refused.length / requests.length).toBeLessThanOrEqual(0.05);
    // And it used the room it had: past the old fixed 8 at once, never past the server's 20.
    const peak = peakInFlight(requests);
    expect(peak).toBeGreaterThan(8);
    expect(peak).toBeLessThanOrEqual(20);
  });

  it('never has more requests in flight than --concurrency, even with room at the server', async () => {
    const finished = await run({
      agents: { worker: agentFile('worker') },
      config: { concurrency: 5 },
      scenario: {
        name: 'ceiling',
        latency_ms: 30,
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ tool_use: fanOut(16) }, { text: 'Waiting.' }],
          },
          { match: { agent: 'worker' }, turns: [{ text: 'Job done.' }] },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(peakInFlight(finished.server.requests)).toBe(5);
  });
});
