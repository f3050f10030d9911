import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import { startProviderWireServer } from '../support/provider-wire-server.js';
import { agentFile, cleanupRuns, run, startServer } from '../subagents/harness.js';

/**
 * The model id (and the 1M beta, or none) each name sends, as observed on the requests of
 * Claude Code 2.1.332 (`claude -p hi --model NAME` against a local server logging the body's
 * `model` and the `anthropic-beta` header; the main conversation's request, no side requests).
 * Flotilla must send the same through the real SDK to the offline server.
 */
const observed: [name: string | undefined, id: string][] = [
  ['sonnet', 'claude-sonnet-5-5'],
  ['opus', 'claude-opus-5-5'],
  ['haiku', 'claude-haiku-5-5'],
  ['fable', 'claude-fable-5-2'],
  ['Sonnet', 'claude-sonnet-5-5'],
  ['OPUS', 'claude-opus-5-5'],
  ['opusplan', 'claude-sonnet-5-5'],
  ['sonnet[1m]', 'claude-sonnet-5-5'],
  ['opus[1m]', 'claude-opus-5-5'],
  ['haiku[1m]', 'claude-haiku-5-5'],
  ['fable[1m]', 'claude-fable-5-2'],
  // Claude Code's default model, and the most capable one.
  ['default', 'claude-opus-5-5'],
  ['best', 'claude-opus-5-5'],
  ['Best', 'claude-opus-5-5'],
  ['best[1m]', 'claude-opus-5-5'],
  [undefined, 'claude-opus-5-5'],
  // Full ids are sent as written, older ones included.
  ['claude-opus-4-8', 'claude-opus-4-8'],
  ['claude-sonnet-5', 'claude-sonnet-5'],
  ['claude-haiku-4-5', 'claude-haiku-4-5'],
  ['claude-fable-5', 'claude-fable-5'],
];

const millionTokenBeta = 'context-1m-2025-08-07';

afterEach(cleanupRuns);

const modelOf = (request: RecordedRequest | undefined) =>
  (request?.body as { model?: string } | undefined)?.model;
const betasOf = (request: RecordedRequest | undefined) =>
  (request?.headers['anthropic-beta'] ?? '').split(',').filter(Boolean);

const answerOnly: ScenarioInput = {
  name: 'answer',
  agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
};

async function leadRequest(model: string | undefined, settings: object = {}) {
  const finished = await run({
    files: { '.claude/settings.json': JSON.stringify(settings) },
    scenario: answerOnly,
    config: model === undefined ? {} : { model },
  });
  expect(finished.result.conclusion).toBe('success');
  return finished.requestsOf('flotilla-lead')[0];
}

describe('model names send the ids Claude Code 2.1.332 sends', () => {
  it.each(observed)('--model %s calls %s, without the 1M beta', async (name, id) => {
    const request = await leadRequest(name);
    expect(modelOf(request)).toBe(id);
    expect(betasOf(request)).not.toContain(millionTokenBeta);
  });

  it('runs opus with its 1M window when nothing names a model (the beta shows on a re-pointed opus)', async () => {
    const repointed = { env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'gateway-opus' } };
    const byDefault = await leadRequest(undefined, repointed);
    expect(modelOf(byDefault)).toBe('gateway-opus');
    expect(betasOf(byDefault)).toContain(millionTokenBeta);
    const named = await leadRequest('opus', repointed);
    expect(modelOf(named)).toBe('gateway-opus');
    expect(betasOf(named)).not.toContain(millionTokenBeta);
  });

  it('takes default as no model named and best as opus, from --model and the settings', async () => {
    // Observed with ANTHROPIC_DEFAULT_OPUS_MODEL set: `default` gets the 1M beta, as no model
    // does; `best` does not, as `opus` does not.
    const repointed = { env: { ANTHROPIC_DEFAULT_OPUS_MODEL: 'gateway-opus' } };
    for (const [model, settings] of [
      ['default', repointed],
      [undefined, { ...repointed, model: 'default' }],
    ] as const) {
      const request = await leadRequest(model, settings);
      expect(modelOf(request)).toBe('gateway-opus');
      expect(betasOf(request)).toContain(millionTokenBeta);
    }
    for (const [model, settings] of [
      ['best', repointed],
      [undefined, { ...repointed, model: 'best' }],
    ] as const) {
      const request = await leadRequest(model, settings);
      expect(modelOf(request)).toBe('gateway-opus');
      expect(betasOf(request)).not.toContain(millionTokenBeta);
    }
    const plain = await leadRequest(undefined, { model: 'default' });
    expect(modelOf(plain)).toBe('claude-opus-5-5');
  });

  it("calls an agent file's alias by the same id, whatever the lead runs on", async () => {
    const finished = await run({
      agents: { greeter: agentFile('greeter', { model: 'haiku' }) },
      config: { model: 'sonnet' },
      scenario: {
        name: 'agent-alias',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'Say hello',
                      prompt: 'Say hello.',
                      subagent_type: 'greeter',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'greeter' }, turns: [{ text: 'Hello.' }] },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(modelOf(finished.requestsOf('flotilla-lead')[0])).toBe('claude-sonnet-5-5');
    expect(modelOf(finished.requestsOf('greeter')[0])).toBe('claude-haiku-5-5');
  });
});

/**
 * The model in the URL Claude Code 2.1.332 calls on Amazon Bedrock (AWS_REGION=us-east-1) and
 * Google Vertex AI (CLOUD_ML_REGION=us-east5) for each name: `sonnet` and `haiku` name older
 * models there.
 */
const observedOnProviders: [
  provider: 'bedrock' | 'vertex',
  name: string | undefined,
  id: string,
][] = [
  ['bedrock', 'sonnet', 'us.anthropic.claude-sonnet-4-5-20250929-v1:0'],
  ['bedrock', 'haiku', 'us.anthropic.claude-haiku-4-5-20251001-v1:0'],
  ['bedrock', 'opus', 'us.anthropic.claude-opus-5-5'],
  ['bedrock', 'fable', 'us.anthropic.claude-fable-5-2'],
  ['bedrock', undefined, 'us.anthropic.claude-opus-5-5'],
  ['bedrock', 'claude-sonnet-5-5', 'us.anthropic.claude-sonnet-5-5'],
  ['bedrock', 'claude-sonnet-4-5-20250929', 'us.anthropic.claude-sonnet-4-5-20250929-v1:0'],
  ['vertex', 'sonnet', 'claude-sonnet-5-5'],
  ['vertex', 'haiku', 'claude-haiku-4-5@20251001'],
  ['vertex', 'opus', 'claude-opus-5-5'],
  ['vertex', 'fable', 'claude-fable-5-2'],
  ['vertex', undefined, 'claude-opus-5-5'],
];

describe('on Bedrock and Vertex AI, model names send the ids Claude Code 2.1.332 sends there', () => {
  it.each(observedOnProviders)('%s: --model %s calls %s', async (provider, name, id) => {
    const upstream = await startServer(answerOnly);
    const wire = await startProviderWireServer({ upstreamUrl: upstream.url });
    try {
      const modelAccess =
        provider === 'bedrock'
          ? { provider, bedrock: { region: 'us-east-1', baseUrl: wire.url, skipAuth: true } }
          : {
              provider,
              vertex: {
                region: 'us-east5',
                projectId: 'flotilla-test',
                baseUrl: `${wire.url}/v1`,
                skipAuth: true,
              },
            };
      const finished = await run({
        scenario: answerOnly,
        config: { ...(name === undefined ? {} : { model: name }), modelAccess },
      });
      expect(finished.result.conclusion).toBe('success');
      expect(wire.requests.map((request) => request.model)).toEqual([id]);
    } finally {
      await wire.close();
    }
  });
});
