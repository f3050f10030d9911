import { afterEach, describe, expect, it } from 'vitest';
import type { TokenUsage } from '../../src/model/model-client.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import { cleanupRuns, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

/** Every count scripted (the server simulates the ones a turn leaves out). */
const uncached: TokenUsage = {
  input_tokens: 5,
  output_tokens: 20,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};

/** A lead that keeps working, each answer reporting `usage` as the API counted it. */
const busyLead = (usage: Partial<TokenUsage>): ScenarioInput => ({
  name: 'busy-cached',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      repeat_last: true,
      turns: [
        { text: 'Still looking.', tool_use: [{ name: 'Glob', input: { pattern: '*' } }], usage },
      ],
    },
  ],
});

describe('--max-tokens counts every token the API counts', () => {
  it.each([
    ['cache reads', { ...uncached, cache_read_input_tokens: 1_500 }],
    ['cache writes', { ...uncached, cache_creation_input_tokens: 1_500 }],
  ])('%s count: a run whose answers are mostly cached stops at the limit', async (_, usage) => {
    const { result, server } = await run({
      scenario: busyLead(usage),
      config: { maxTokens: 2_000 },
    });
    // 1,525 tokens a call: the second call reaches 3,050 ≥ 2,000, so no third call starts.
    expect(server.requests).toHaveLength(2);
    expect(result.conclusion).toBe('budget');
    expect(result.agents[0]?.status).toBe('budget');
  });

  it('under the limit, the run goes on', async () => {
    const { result, server } = await run({
      scenario: {
        name: 'cached-then-done',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [{ name: 'Glob', input: { pattern: '*' } }],
                usage: { ...uncached, cache_read_input_tokens: 900 },
              },
              { text: 'Done.', usage: { ...uncached, cache_read_input_tokens: 900 } },
            ],
          },
        ],
      },
      config: { maxTokens: 2_000 },
    });
    expect(server.requests).toHaveLength(2);
    expect(result.conclusion).toBe('success');
  });
});
