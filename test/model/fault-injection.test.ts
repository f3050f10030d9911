import { describe, it, type ExpectStatic } from 'vitest';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import {
  faultKinds,
  startScriptedServer,
  type FaultKind,
  type RecordedRequest,
} from '../../src/offline/index.js';
import { runConversation } from './conversation.js';

/**
 * R8: with 20% of requests failing in one way (or all ways), every conversation still completes
 * with the scripted answers, and no retry comes before the retry-after the server asked for.
 */

const conversations = 10;
const turnsPerConversation = 5;

const turns = Array.from({ length: turnsPerConversation }, (_, turn) =>
  turn === turnsPerConversation - 1
    ? { text: 'All checks done.' }
    : {
        text: `Step ${turn}: searching the repository for risky calls.`,
        tool_use: [{ name: 'Grep', input: { pattern: `risk-${turn}`, path: 'src', '-n': true } }],
      },
);

async function runUnderFaults(
  expect: ExpectStatic,
  kinds: FaultKind[],
  seed: number,
): Promise<RecordedRequest[]> {
  const server = await startScriptedServer({
    scenario: {
      name: `faults-${kinds.join('-')}`,
      faults: { rate: 0.2, kinds, seed, retry_after_s: 1 },
      agents: [{ match: { agent: 'worker' }, turns }],
    },
  });
  const client = createAnthropicModelClient({
    apiKey: 'sk-test',
    baseUrl: server.url,
    // The default retry count (R8 holds at the defaults); a short first backoff keeps it quick.
    retryBaseDelayMs: 20,
  });
  const results = await Promise.all(
    Array.from({ length: conversations }, (_, index) =>
      runConversation(client, { agentName: 'worker', prompt: `Audit package ${index}.` }),
    ),
  ).finally(() => server.close());
  for (const responses of results) {
    expect(responses).toHaveLength(turnsPerConversation);
    responses.forEach((response, turn) => {
      const scripted = turns[turn];
      expect(response.content[0]).toMatchObject({ type: 'text', text: scripted?.text });
      const toolUse = scripted && 'tool_use' in scripted ? scripted.tool_use?.[0] : undefined;
      if (toolUse)
        expect(response.content[1]).toMatchObject({ type: 'tool_use', input: toolUse.input });
    });
  }
  return server.requests;
}

/** Every request that followed a retry-after answer in the same conversation turn. */
function retriesAfterRetryAfter(
  requests: RecordedRequest[],
): Array<{ waitedMs: number; askedMs: number }> {
  const pairs: Array<{ waitedMs: number; askedMs: number }> = [];
  requests.forEach((failed, index) => {
    if (failed.retryAfterMs === undefined || failed.respondedAt === undefined) return;
    const retry = requests
      .slice(index + 1)
      .find(
        (later) =>
          later.agent === failed.agent &&
          later.conversation === failed.conversation &&
          later.turn === failed.turn,
      );
    if (retry)
      pairs.push({ waitedMs: retry.receivedAt - failed.respondedAt, askedMs: failed.retryAfterMs });
  });
  return pairs;
}

// Concurrent: most of the time is spent waiting out retry-after and backoff.
describe.concurrent('fault injection (R8)', () => {
  it.for(faultKinds.map((kind, index) => [kind, index + 11] as const))(
    'completes 50 turns when 20%% of requests fail with %s (seed %i)',
    async ([kind, seed], { expect }) => {
      const requests = await runUnderFaults(expect, [kind], seed);
      const ok = requests.filter((request) => request.outcome === 'message');
      const faulted = requests.filter((request) => request.outcome === kind);
      expect(ok).toHaveLength(conversations * turnsPerConversation);
      expect(faulted.length).toBeGreaterThan(0);
      if (kind === '429' || kind === '529') {
        const pairs = retriesAfterRetryAfter(requests);
        expect(pairs.length).toBe(faulted.length);
        // Date.now() has millisecond steps on both sides: allow one.
        for (const pair of pairs) expect(pair.waitedMs).toBeGreaterThanOrEqual(pair.askedMs - 1);
      }
    },
  );

  it('completes 50 turns when 20% of requests fail in every way at once, never retrying early', async ({
    expect,
  }) => {
    const requests = await runUnderFaults(expect, [...faultKinds], 99);
    expect(requests.filter((request) => request.outcome === 'message')).toHaveLength(
      conversations * turnsPerConversation,
    );
    const faultedKinds = new Set(
      requests.map((request) => request.outcome).filter((outcome) => outcome !== 'message'),
    );
    expect(faultedKinds.size).toBeGreaterThanOrEqual(3);
    for (const pair of retriesAfterRetryAfter(requests)) {
      expect(pair.waitedMs).toBeGreaterThanOrEqual(pair.askedMs - 1);
    }
  });
});
