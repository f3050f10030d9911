import { afterEach, describe, expect, it } from 'vitest';
import {
  parseScenario,
  startScriptedServer,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';
import { post } from './wire-client.js';

/** The offline server's rate-limit mode: the API's limits, its 429s and its headers. */

const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(
  rateLimits: ScenarioInput['rate_limits'],
  extra: { now?: () => number; latencyMs?: number } = {},
): Promise<ScriptedServer> {
  const server = await startScriptedServer(
    {
      scenario: {
        name: 'limits',
        latency_ms: extra.latencyMs ?? 0,
        rate_limits: rateLimits,
        agents: [{ turns: [{ text: 'ok' }], repeat_last: true }],
      },
    },
    extra.now ? { now: extra.now } : {},
  );
  servers.push(server);
  return server;
}

describe('offline rate limits', () => {
  it('answers 429 with retry-after to a request past the concurrent limit', async () => {
    const server = await serve({ concurrent_requests: 2, retry_after_s: 2 }, { latencyMs: 150 });
    const responses = await Promise.all([post(server), post(server), post(server)]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.headers.get('retry-after')).toBe('2');
    expect(await refused?.json()).toMatchObject({
      type: 'error',
      error: { type: 'rate_limit_error', message: expect.stringContaining('concurrent requests') },
    });
    expect(server.requests.filter((request) => request.outcome === 'rate_limited')).toHaveLength(1);
    // Once they are answered, there is room again.
    expect((await post(server)).status).toBe(200);
  });

  it('refills requests per minute as a token bucket and says so in the headers of every answer', async () => {
    let time = Date.parse('2026-01-01T00:00:00Z');
    const server = await serve({ requests_per_minute: 3 }, { now: () => time });
    const remaining: Array<string | null> = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await post(server);
      expect(response.status).toBe(200);
      expect(response.headers.get('anthropic-ratelimit-requests-limit')).toBe('3');
      remaining.push(response.headers.get('anthropic-ratelimit-requests-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await post(server);
    expect(refused.status).toBe(429);
    // One request comes back every 20 s.
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(refused.headers.get('anthropic-ratelimit-requests-remaining')).toBe('0');
    expect(refused.headers.get('anthropic-ratelimit-requests-reset')).toBe(
      '2026-01-01T00:01:00.000Z',
    );
    time += 20_000;
    expect((await post(server)).status).toBe(200);
  });

  it('counts input tokens per minute', async () => {
    let time = 0;
    const server = await serve({ input_tokens_per_minute: 1000 }, { now: () => time });
    const big = { system: 'x'.repeat(2400) }; // about 600 tokens with the message
    const first = await post(server, big);
    expect(first.status).toBe(200);
    const left = Number(first.headers.get('anthropic-ratelimit-input-tokens-remaining'));
    expect(left).toBeLessThan(400);
    expect(first.headers.get('anthropic-ratelimit-input-tokens-limit')).toBe('1000');
    expect(first.headers.get('anthropic-ratelimit-tokens-remaining')).toBe(String(left));
    const refused = await post(server, big);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(10);
    // A small request still fits.
    expect((await post(server)).status).toBe(200);
    time += 60_000;
    expect((await post(server, big)).status).toBe(200);
  });

  it('sends no rate-limit headers without rate_limits, and refuses an empty rate_limits', async () => {
    const server = await startScriptedServer({
      scenario: { name: 'none', agents: [{ turns: [{ text: 'ok' }] }] },
    });
    servers.push(server);
    const response = await post(server);
    expect(
      [...response.headers.keys()].some((name) => name.startsWith('anthropic-ratelimit')),
    ).toBe(false);
    expect(() =>
      parseScenario({ name: 'x', rate_limits: {}, agents: [{ turns: [{ text: 'ok' }] }] }),
    ).toThrow(
      /give at least one of concurrent_requests, requests_per_minute, input_tokens_per_minute/,
    );
  });
});
