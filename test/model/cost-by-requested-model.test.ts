import { afterEach, describe, expect, it } from 'vitest';
import { runFlotilla } from '../../src/app/run.js';
import { runConfigSchema } from '../../src/config/run-config.js';
import { priceFor } from '../../src/model/pricing.js';
import {
  startMinimalAnthropicServer,
  type MinimalAnthropicServer,
} from '../support/minimal-anthropic-server.js';
import { cleanupRuns, newRepo } from '../subagents/harness.js';

let server: MinimalAnthropicServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await cleanupRuns();
});

/** One lead turn of a million input tokens, answered under the model name `answeredAs`. */
async function runAgainstGateway(answeredAs: string) {
  const repo = await newRepo({});
  server = await startMinimalAnthropicServer([
    { text: 'Done.', model: answeredAs, usage: { input_tokens: 1_000_000, output_tokens: 0 } },
    { text: 'Done.', model: answeredAs, usage: { input_tokens: 1_000_000, output_tokens: 0 } },
  ]);
  return runFlotilla(
    runConfigSchema.parse({
      repoRoot: repo.root,
      prompt: 'Say done.',
      homeDir: repo.dir,
      stateDir: repo.dir,
      model: 'gw-sonnet',
      prices: { 'gw-sonnet': priceFor(30, 150) },
      maxBudgetUsd: 20,
      modelAccess: { baseUrl: server.url, apiKey: 'sk-offline-test', maxRetries: 0 },
    }),
    { toolEnvironment: repo.env },
  );
}

describe('a call costs what the model asked for costs (as Claude Code prices it)', () => {
  it('prices by the requested model when a gateway answers with another name', async () => {
    const { result } = await runAgainstGateway('claude-sonnet-5');
    // 1M input tokens at gw-sonnet's $30/M, not claude-sonnet-5's $3/M: the budget of $20 ends it.
    expect(result.cost_usd).toBeCloseTo(30, 6);
    expect(result.conclusion).toBe('budget');
  });

  it('prices by the requested model when the answer names a model without a price', async () => {
    const { result } = await runAgainstGateway('m');
    expect(result.cost_usd).toBeCloseTo(30, 6);
  });
});
