import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Inputs } from '../../src/action/constants.js';
import { readActionSettings } from '../../src/action/inputs.js';
import { openModelAccess } from '../../src/app/model-access.js';
import { runConfigOf } from '../support/cli-in-process.js';
import { removalReason } from '../../src/config/environment.js';
import type { RunConfig } from '../../src/config/run-config.js';
import { UserError } from '../../src/errors.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { agentFile, cleanupRuns, run } from '../subagents/harness.js';
import { modelRequest } from './conversation.js';

/**
 * max_tokens, thinking and the request timeout on the wire, as Claude Code 2.1.332 was seen to
 * send them per model and with CLAUDE_CODE_MAX_OUTPUT_TOKENS, MAX_THINKING_TOKENS, API_TIMEOUT_MS.
 */

interface Body {
  max_tokens: number;
  thinking?: { type: string; budget_tokens?: number };
}

describe('max_tokens per model, by default', () => {
  afterEach(cleanupRuns);

  it.each([
    // Every alias's id (model-aliases.ts), as Claude Code 2.1.332 sends it.
    ['claude-opus-5-5', 128_000, 'adaptive'],
    ['claude-sonnet-5-5', 128_000, 'adaptive'],
    ['claude-haiku-5-5', 128_000, 'adaptive'],
    ['claude-fable-5-2', 128_000, 'adaptive'],
    ['claude-fable-5-1', 64_000, 'adaptive'],
    ['claude-mythos-5-1', 64_000, 'adaptive'],
    ['claude-sonnet-5', 64_000, 'adaptive'],
    ['claude-haiku-5', 32_000, 'adaptive'],
    ['claude-opus-4-8', 64_000, 'adaptive'],
    ['claude-haiku-4-5-20251001', 32_000, 'enabled'],
    ['claude-sonnet-4-5', 32_000, 'enabled'],
    ['gateway-model', 32_000, 'adaptive'],
  ])('%s: max_tokens %i', async (model, maxTokens, thinking) => {
    const finished = await run({
      config: { model },
      scenario: { name: 'max-tokens', agents: [{ turns: [{ text: 'ok' }] }] },
    });
    const body = finished.requestsOf('flotilla-lead')[0]?.body as Body;
    expect(body.max_tokens).toBe(maxTokens);
    expect(body.thinking?.type).toBe(thinking);
    if (thinking === 'enabled') expect(body.thinking?.budget_tokens).toBe(maxTokens - 1);
  });
});

describe('max_tokens of a provider id: that of the model it names', () => {
  afterEach(cleanupRuns);

  it.each([
    ['anthropic.claude-3-5-haiku-20241022-v1:0', undefined, 8_192],
    ['us.anthropic.claude-opus-5-5', undefined, 128_000],
    ['claude-opus-4-1@20250805', 64_000, 32_000],
  ])('%s (CLAUDE_CODE_MAX_OUTPUT_TOKENS %s): max_tokens %i', async (model, asked, maxTokens) => {
    const finished = await run({
      config: { model, modelAccess: asked === undefined ? {} : { maxOutputTokens: asked } },
      scenario: { name: 'provider-max-tokens', agents: [{ turns: [{ text: 'ok' }] }] },
    });
    expect((finished.requestsOf('flotilla-lead')[0]?.body as Body).max_tokens).toBe(maxTokens);
  });
});

describe('CLAUDE_CODE_MAX_OUTPUT_TOKENS in a whole run', () => {
  afterEach(cleanupRuns);

  it('is the max_tokens every agent sends and the one a cut answer names (lead and subagent)', async () => {
    const finished = await run({
      config: { model: 'claude-opus-5-5', modelAccess: { maxOutputTokens: 1_000 } },
      agents: { helper: agentFile('helper') },
      scenario: {
        name: 'asked-max-tokens',
        agents: [
          {
            match: { agent: 'helper' },
            repeat_last: true,
            turns: [{ text: 'more ', stop_reason: 'max_tokens' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { subagent_type: 'helper', description: 'review', prompt: 'Review.' },
                  },
                ],
              },
              { text: 'more ', stop_reason: 'max_tokens' },
            ],
          },
        ],
      },
    });
    for (const agent of ['flotilla-lead', 'helper']) {
      const sent = finished.requestsOf(agent).map((request) => (request.body as Body).max_tokens);
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent)).toEqual(new Set([1_000]));
    }
    const lead = finished.result.agents.find((agent) => agent.name === 'flotilla-lead');
    const helper = finished.result.agents.find((agent) => agent.name === 'helper');
    expect(lead?.error).toContain('max_tokens 1000)');
    expect(helper?.error).toContain('max_tokens 1000)');
  });
});

describe('CLAUDE_CODE_MAX_OUTPUT_TOKENS, MAX_THINKING_TOKENS, API_TIMEOUT_MS', () => {
  let directory: string;
  let server: ScriptedServer;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-knobs-'));
    // --managed-settings keeps the machine's policy out; named, the file must exist.
    await writeFile(path.join(directory, 'managed.json'), '{}');
    server = await startScriptedServer({
      scenario: { name: 'knobs', agents: [{ match: {}, turns: [{ text: 'ok' }] }] },
    });
  });
  afterEach(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  function cliConfig(env: Record<string, string>, argv: string[] = []): Promise<RunConfig> {
    return runConfigOf(
      [
        '--prompt',
        'Check it.',
        '--base-url',
        server.url,
        '--managed-settings',
        path.join(directory, 'managed.json'),
        ...argv,
      ],
      { cwd: directory, env: { ANTHROPIC_API_KEY: 'sk-offline-test', ...env } },
    );
  }

  /** The max_tokens a whole run of `model` sends, given CLAUDE_CODE_MAX_OUTPUT_TOKENS. */
  async function sentMaxTokens(model: string, maxOutputTokens: number | undefined) {
    try {
      const finished = await run({
        config: { model, modelAccess: { ...(maxOutputTokens ? { maxOutputTokens } : {}) } },
        scenario: { name: 'asked', agents: [{ turns: [{ text: 'ok' }] }] },
      });
      return (finished.requestsOf('flotilla-lead')[0]?.body as Body).max_tokens;
    } finally {
      await cleanupRuns();
    }
  }

  /** One call of `model` (with its default max_tokens) through the run's model access. */
  async function oneCall(access: RunConfig['modelAccess'], model: string, maxTokens: number) {
    const opened = await openModelAccess(access);
    try {
      await opened.client.createMessage(modelRequest({ model, maxTokens }));
    } finally {
      await opened.close();
    }
    const request = server.requests.at(-1);
    return { body: request?.body as Body, headers: request?.headers ?? {} };
  }

  it('CLAUDE_CODE_MAX_OUTPUT_TOKENS sets max_tokens, up to the model limit', async () => {
    const config = await cliConfig({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '100000' });
    expect(config.modelAccess.maxOutputTokens).toBe(100_000);
    expect(await sentMaxTokens('claude-sonnet-5', config.modelAccess.maxOutputTokens)).toBe(
      100_000,
    );
    const capped = await cliConfig({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '200000' });
    expect(await sentMaxTokens('claude-opus-5-5', capped.modelAccess.maxOutputTokens)).toBe(
      128_000,
    );
  });

  it('MAX_THINKING_TOKENS=0 turns thinking off; a number caps a thinking budget', async () => {
    const off = await cliConfig({ MAX_THINKING_TOKENS: '0' });
    expect((await oneCall(off.modelAccess, 'claude-sonnet-5', 64_000)).body.thinking).toEqual({
      type: 'disabled',
    });
    const capped = await cliConfig({ MAX_THINKING_TOKENS: '5000' });
    const budget = await oneCall(capped.modelAccess, 'claude-sonnet-4-5', 32_000);
    expect(budget.body.thinking?.budget_tokens).toBe(5000);
    const adaptive = await oneCall(capped.modelAccess, 'claude-sonnet-5', 64_000);
    expect(adaptive.body.thinking?.type).toBe('adaptive');
  });

  it('API_TIMEOUT_MS is the request timeout (the Action reads it too)', async () => {
    const config = await cliConfig({ API_TIMEOUT_MS: '5000' });
    const { headers } = await oneCall(config.modelAccess, 'claude-sonnet-5', 64_000);
    expect(headers['x-stainless-timeout']).toBe('5');
    const action = readActionSettings(
      (name) => (name === Inputs.GithubToken ? 'ghs_job_token' : ''),
      {
        GITHUB_WORKSPACE: directory,
        GITHUB_REPOSITORY: 'octo-org/octo-repo',
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_ACTOR: 'octocat',
        API_TIMEOUT_MS: '5000',
        CLAUDE_CODE_MAX_OUTPUT_TOKENS: '20000',
        MAX_THINKING_TOKENS: '0',
      },
    );
    expect(action.run.modelAccess).toMatchObject({
      timeoutMs: 5000,
      maxOutputTokens: 20_000,
      maxThinkingTokens: 0,
    });
  });

  // Node fires a setTimeout past 2^31-1 ms at once: the SDK's request timer must not be given one.
  it('API_TIMEOUT_MS past 2^31-1 ms is the longest timeout a timer keeps, and requests do not time out', async () => {
    const config = await cliConfig({ API_TIMEOUT_MS: '99999999999', CLAUDE_CODE_MAX_RETRIES: '0' });
    expect(config.modelAccess.timeoutMs).toBe(2 ** 31 - 1);
    const slow = await startScriptedServer({
      scenario: {
        name: 'slow',
        latency_ms: 300,
        agents: [{ match: {}, turns: [{ text: 'slow ok' }] }],
      },
    });
    try {
      const opened = await openModelAccess({ ...config.modelAccess, baseUrl: slow.url });
      try {
        const response = await opened.client.createMessage(
          modelRequest({ model: 'claude-sonnet-5', maxTokens: 64_000 }),
        );
        expect(response.content).toEqual([
          expect.objectContaining({ type: 'text', text: 'slow ok' }),
        ]);
      } finally {
        await opened.close();
      }
    } finally {
      await slow.close();
    }
  });

  it("reads them from the settings' env too, over the process's, and lets tools see them", async () => {
    const settings = {
      env: { CLAUDE_CODE_MAX_OUTPUT_TOKENS: '100000', MAX_THINKING_TOKENS: '0' },
    };
    const config = await cliConfig({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '20000' }, [
      '--settings',
      JSON.stringify(settings),
    ]);
    expect(config.modelAccess.maxOutputTokens).toBe(100_000);
    const { body } = await oneCall(config.modelAccess, 'claude-sonnet-5', 64_000);
    expect(body.thinking).toEqual({ type: 'disabled' });
    // Token counts, not credentials: the settings' env passes them on as Claude Code does.
    expect(removalReason('CLAUDE_CODE_MAX_OUTPUT_TOKENS', '100000')).toBeUndefined();
    expect(removalReason('MAX_THINKING_TOKENS', 'sk-ant-api03-not-a-number')).toBe('secret');
  });

  it('refuses a value that is not a whole number, naming the variable', async () => {
    const error = await cliConfig({ CLAUDE_CODE_MAX_OUTPUT_TOKENS: '64k', API_TIMEOUT_MS: '0' })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toContain("CLAUDE_CODE_MAX_OUTPUT_TOKENS '64k'");
    expect((error as UserError).message).toContain("API_TIMEOUT_MS '0'");
  });
});
