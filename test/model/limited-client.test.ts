import { afterEach, describe, expect, it } from 'vitest';
import { ModelError } from '../../src/errors.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import { createRequestLimiter } from '../../src/model/request-limiter.js';
import {
  startScriptedServer,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';
import { modelRequest } from './conversation.js';

/** The client and its request limiter together: who waits, who retries. */

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the model client with a request limiter', () => {
  it('tells the limiter of each 429 so it backs off, while the retry layer brings every call home', async () => {
    server = await startScriptedServer({
      scenario: {
        name: 'limited',
        latency_ms: 60,
        rate_limits: { concurrent_requests: 2, retry_after_s: 0 },
        agents: [{ turns: [{ text: 'ok' }], repeat_last: true }],
      },
    });
    const limiter = createRequestLimiter({ initialLimit: 6 });
    const client = createAnthropicModelClient({
      apiKey: 'sk-test',
      baseUrl: server.url,
      retryBaseDelayMs: 5,
      limiter,
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.createMessage(modelRequest())),
    );
    expect(answers.every((answer) => answer.stopReason === 'end_turn')).toBe(true);
    const refused = server.requests.filter((request) => request.outcome === 'rate_limited');
    // The first burst of 6 met a limit of 2; the limiter halved and stopped hammering.
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(limiter.snapshot()).toMatchObject({ inFlight: 0, waiting: 0 });
    expect(limiter.snapshot().rateLimited).toBe(refused.length);
    expect(limiter.snapshot().limit).toBeLessThan(6);
    // Without the limiter's back-off, 12 calls at 2 at a time would be refused far more often.
    expect(refused.length).toBeLessThan(12);
  });

  const refusedOnce: Array<[string, Partial<ScenarioInput>, Record<string, number>]> = [
    [
      'halves the limit on a 429 (this account limit), not down to the one request that was out',
      { agents: [{ turns: [{ error: { status: 429, type: 'rate_limit_error' } }] }] },
      { limit: 8, rateLimited: 1, overloaded: 0 },
    ],
    [
      'halves the limit on a 529 too (the API overloaded for everyone), not down to one request',
      { agents: [{ turns: [{ error: { status: 529, type: 'overloaded_error' } }] }] },
      { limit: 8, rateLimited: 0, overloaded: 1 },
    ],
    [
      'halves the limit on an overloaded_error inside the stream',
      { faults: { rate: 1, kinds: ['overloaded_event'] }, agents: [{ turns: [{ text: 'ok' }] }] },
      { limit: 8, rateLimited: 0, overloaded: 1 },
    ],
  ];
  it.each(refusedOnce)('%s', async (_, scenario, expected) => {
    server = await startScriptedServer({
      scenario: { name: 'refused-alone', agents: [], ...scenario },
    });
    const limiter = createRequestLimiter();
    // The run's first call, alone in flight (the lead's, before any fan-out), refused once.
    const client = createAnthropicModelClient({
      apiKey: 'sk-test',
      baseUrl: server.url,
      maxRetries: 0,
      limiter,
    });
    await expect(client.createMessage(modelRequest())).rejects.toThrow(ModelError);
    expect(limiter.snapshot()).toMatchObject({ ...expected, inFlight: 0 });
  });

  it('never sends more than the ceiling at once', async () => {
    server = await startScriptedServer({
      scenario: {
        name: 'ceiling',
        latency_ms: 40,
        rate_limits: { concurrent_requests: 3 },
        agents: [{ turns: [{ text: 'ok' }], repeat_last: true }],
      },
    });
    const client = createAnthropicModelClient({
      apiKey: 'sk-test',
      baseUrl: server.url,
      limiter: createRequestLimiter({ ceiling: 3 }),
    });
    await Promise.all(Array.from({ length: 9 }, () => client.createMessage(modelRequest())));
    expect(server.requests.filter((request) => request.status === 429)).toHaveLength(0);
    expect(server.requests).toHaveLength(9);
  });
});
