import { afterEach, describe, expect, it } from 'vitest';
import { runFlotilla } from '../../src/app/run.js';
import { runConfigSchema } from '../../src/config/run-config.js';
import type { TokenUsage } from '../../src/model/model-client.js';
import observedPrices from '../fixtures/claude-code/observed-prices.json' with { type: 'json' };
import { cleanupRuns, newRepo, startServer } from '../subagents/harness.js';

afterEach(cleanupRuns);

/** Requests Claude Code 2.1.332 answered with this usage, and the total_cost_usd it printed. */
const requests = (
  observedPrices as { requests: { model: string; usage: TokenUsage; total_cost_usd: number }[] }
).requests;

/** One observation per model, and haiku-5-5 on both sides of its 100,000-token prompt price step. */
const chosen = [
  ['claude-sonnet-5-5', 12_000],
  ['claude-opus-5-5', 12_000],
  ['claude-fable-5-2', 12_000],
  ['claude-haiku-5-5', 60_000],
  ['claude-haiku-5-5', 90_000],
  ['claude-sonnet-5', 12_000],
  ['claude-3-5-haiku-20241022', 12_000],
  ['claude-opus-4-1@20250805', 12_000],
].map(([model, inputTokens]) => {
  const request = requests.find(
    (candidate) =>
      candidate.model === model &&
      candidate.usage.input_tokens === inputTokens &&
      candidate.usage.output_tokens > 0 &&
      candidate.usage.cache_read_input_tokens > 0,
  );
  if (!request) throw new Error(`No observation of ${String(model)} with ${inputTokens} input`);
  return request;
});

describe("a run's cost is what Claude Code charged for the same usage", () => {
  it.each(chosen)('$model: $usage.input_tokens input tokens', async (observation) => {
    const repo = await newRepo({});
    const server = await startServer({
      name: 'observed-prices',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [{ text: 'Nothing to do.', usage: observation.usage }],
        },
      ],
    });
    const outcome = await runFlotilla(
      runConfigSchema.parse({
        repoRoot: repo.root,
        prompt: 'Do the task.',
        homeDir: repo.dir,
        stateDir: repo.dir,
        model: observation.model,
        // A budget the run stays under: it is refused at start if the model has no price.
        maxBudgetUsd: 5,
        modelAccess: { baseUrl: server.url, apiKey: 'sk-offline-test' },
      }),
      { toolEnvironment: repo.env },
    );
    expect(server.requests.map((request) => (request.body as { model?: string }).model)).toEqual([
      observation.model,
    ]);
    expect(outcome.result.conclusion).toBe('success');
    expect(outcome.result.cost_usd).toBeCloseTo(observation.total_cost_usd, 6);
  });
});
