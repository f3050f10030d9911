import { afterEach, describe, expect, it } from 'vitest';
import { runFlotilla } from '../../src/app/run.js';
import { runConfigSchema, type RunConfigInput } from '../../src/config/run-config.js';
import { UserError } from '../../src/errors.js';
import { agentFile, cleanupRuns, newRepo, startServer } from '../subagents/harness.js';

afterEach(cleanupRuns);

/** A run with one agent whose `model:` is `agentModel`; returns the outcome and the server's requests. */
async function runWith(agentModel: string, config: Partial<RunConfigInput>) {
  const repo = await newRepo({
    agents: { scanner: agentFile('scanner', { model: agentModel }) },
  });
  const server = await startServer({
    name: 'budget-prices',
    agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing to do.' }] }],
  });
  const run = runFlotilla(
    runConfigSchema.parse({
      repoRoot: repo.root,
      prompt: 'Do the task.',
      homeDir: repo.dir,
      stateDir: repo.dir,
      modelAccess: { baseUrl: server.url, apiKey: 'sk-offline-test' },
      ...config,
    }),
    { toolEnvironment: repo.env },
  );
  return { outcome: await run.catch((error: unknown) => error), server };
}

describe('a budget needs a price for every model the run can use', () => {
  it('refuses --max-budget-usd when an agent names a model without a price, before any request', async () => {
    const { outcome, server } = await runWith('local-llama', { maxBudgetUsd: 1 });
    expect(outcome).toBeInstanceOf(UserError);
    const error = outcome as UserError;
    expect(error.exitCode).toBe(2);
    expect(error.message).toContain("no price for 'local-llama'");
    expect(error.hint).toContain("--model-price 'local-llama=INPUT/OUTPUT'");
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an unpriced lead model and FLOTILLA_SUBAGENT_MODEL, naming both', async () => {
    const { outcome } = await runWith('haiku', {
      maxBudgetUsd: 1,
      model: 'gateway-model-a',
      subagentModel: 'gateway-model-b',
    });
    expect((outcome as UserError).message).toContain("'gateway-model-a', 'gateway-model-b'");
  });

  it('refuses an unpriced CLAUDE_CODE_SUBAGENT_MODEL: general-purpose, naming no model, runs on it', async () => {
    const { outcome } = await runWith('haiku', {
      maxBudgetUsd: 1,
      environmentSubagentModel: 'gateway-model-c',
    });
    expect(outcome).toBeInstanceOf(UserError);
    expect((outcome as UserError).message).toContain("no price for 'gateway-model-c'");
  });

  it('runs when the price is configured, or when there is no budget', async () => {
    const priced = await runWith('local-llama', {
      maxBudgetUsd: 1,
      prices: { 'local-llama': { input: 1, output: 2, cacheWrite: 1.25, cacheRead: 0.1 } },
    });
    expect(priced.outcome).not.toBeInstanceOf(Error);
    expect(priced.server.requests.length).toBeGreaterThan(0);
    const unlimited = await runWith('local-llama', {});
    expect(unlimited.outcome).not.toBeInstanceOf(Error);
  });

  it('resolves aliases before pricing: an alias re-pointed at an unpriced id is refused', async () => {
    const { outcome } = await runWith('opus', {
      maxBudgetUsd: 1,
      modelAliases: { opus: 'corp-model-7' },
    });
    expect((outcome as UserError).message).toContain("'corp-model-7'");
  });
});
