import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import type { RecordedRequest } from '../../src/offline/index.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import {
  agentFile,
  cleanupRuns,
  newRepo,
  requestMessages,
  run,
  startServer,
  toolResults,
  type RunSetup,
} from '../subagents/harness.js';

/**
 * Which model id, and which beta flags, go on the wire for each way a run can name a model:
 * `--model`, ANTHROPIC_MODEL (process or settings `env`), the settings' `model`, an agent's
 * `model:` — with the `[1m]` suffix and `opusplan` resolved as Claude Code 2.1.332 sends them.
 */

afterEach(cleanupRuns);

const modelOf = (request: RecordedRequest | undefined) =>
  (request?.body as { model?: string } | undefined)?.model;
const betasOf = (request: RecordedRequest | undefined) =>
  (request?.headers['anthropic-beta'] ?? '').split(',').filter(Boolean);

const agentCall = (type: string) => ({
  name: 'Agent',
  input: { run_in_background: false, description: 'A task', prompt: 'Do it.', subagent_type: type },
});

const answerOnly: ScenarioInput = {
  name: 'answer',
  agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
};

/** The model the lead sent with these settings (and run config). */
async function leadRequest(settings: object, config: RunSetup['config'] = {}) {
  const finished = await run({
    files: { '.claude/settings.json': JSON.stringify(settings) },
    scenario: answerOnly,
    config,
  });
  return { request: finished.requestsOf('flotilla-lead')[0], finished };
}

describe('the [1m] suffix and opusplan', () => {
  it('sends the alias id without [1m] for subagents, with the 1M beta only where the model needs it', async () => {
    const finished = await run({
      agents: {
        big: agentFile('big', { model: 'sonnet[1m]' }),
        older: agentFile('older', { model: 'claude-haiku-4-5[1m]' }),
        planner: agentFile('planner', { model: 'opusplan' }),
      },
      files: { '.claude/settings.json': JSON.stringify({ model: 'opus[1m]' }) },
      scenario: {
        name: 'one-million',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [agentCall('big'), agentCall('older'), agentCall('planner')] },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'big' }, turns: [{ text: 'Big.' }] },
          { match: { agent: 'older' }, turns: [{ text: 'Older.' }] },
          { match: { agent: 'planner' }, turns: [{ text: 'Planned.' }] },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const lead = finished.requestsOf('flotilla-lead')[0];
    expect(modelOf(lead)).toBe('claude-opus-5-5');
    expect(betasOf(lead)).not.toContain('context-1m-2025-08-07');
    const big = finished.requestsOf('big')[0];
    expect(modelOf(big)).toBe('claude-sonnet-5-5');
    expect(betasOf(big)).not.toContain('context-1m-2025-08-07');
    // Haiku 4.5 opens its 1M window with the beta, and thinks with a budget as without [1m].
    const older = finished.requestsOf('older')[0];
    expect(modelOf(older)).toBe('claude-haiku-4-5');
    expect(betasOf(older)).toContain('context-1m-2025-08-07');
    expect((older?.body as { thinking?: { type?: string } }).thinking?.type).toBe('enabled');
    expect(modelOf(finished.requestsOf('planner')[0])).toBe('claude-sonnet-5-5');
    expect(finished.logs.join('\n')).not.toContain('model-unknown');
  });

  it('keeps [1m] through an alias re-pointed by ANTHROPIC_DEFAULT_SONNET_MODEL (beta added)', async () => {
    const { request } = await leadRequest({
      model: 'sonnet[1m]',
      env: { ANTHROPIC_DEFAULT_SONNET_MODEL: 'gateway-sonnet' },
    });
    expect(modelOf(request)).toBe('gateway-sonnet');
    expect(betasOf(request)).toContain('context-1m-2025-08-07');
  });

  it('takes opusplan as sonnet, and as opus when the lead works in plan mode', async () => {
    expect(modelOf((await leadRequest({ model: 'opusplan' })).request)).toBe('claude-sonnet-5-5');
    const planning = await leadRequest({ model: 'opusplan' }, { permissionMode: 'plan' });
    expect(modelOf(planning.request)).toBe('claude-opus-5-5');
  });
});

describe('ANTHROPIC_MODEL and the model variables of settings env', () => {
  it('calls the settings env ANTHROPIC_MODEL, re-points aliases, and passes them to tools (not as credentials)', async () => {
    const finished = await run({
      agents: { helper: agentFile('helper', { model: 'sonnet' }) },
      files: {
        '.claude/settings.json': JSON.stringify({
          model: 'haiku',
          env: {
            ANTHROPIC_MODEL: 'claude-opus-4-8',
            ANTHROPIC_DEFAULT_SONNET_MODEL: 'claude-sonnet-5-20260101',
            ANTHROPIC_API_KEY: 'sk-ant-api03-settings-key-never-passed',
          },
        }),
      },
      config: { trustProject: true, allowedTools: ['Bash'] },
      scenario: {
        name: 'settings-env-model',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  agentCall('helper'),
                  {
                    name: 'Bash',
                    input: {
                      command:
                        'echo "model=$ANTHROPIC_MODEL sonnet=$ANTHROPIC_DEFAULT_SONNET_MODEL key=${ANTHROPIC_API_KEY:-none}"',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'helper' }, turns: [{ text: 'Helped.' }] },
        ],
      },
    });
    const lead = finished.requestsOf('flotilla-lead');
    expect(modelOf(lead[0])).toBe('claude-opus-4-8');
    expect(modelOf(finished.requestsOf('helper')[0])).toBe('claude-sonnet-5-20260101');
    const [, printed] = toolResults(requestMessages(lead[1]).at(-1));
    expect(printed?.text).toContain(
      'model=claude-opus-4-8 sonnet=claude-sonnet-5-20260101 key=none',
    );
    const log = finished.logs.join('\n');
    expect(log).not.toContain('env.ANTHROPIC_MODEL');
    expect(log).not.toContain('env.ANTHROPIC_DEFAULT_SONNET_MODEL');
    // Model access, never a tool's variable (key=none above).
    expect(log).toContain(
      "env.ANTHROPIC_API_KEY from .claude/settings.json: flotilla run sends the model's requests with it",
    );
  });

  it('orders --model, settings env ANTHROPIC_MODEL, process ANTHROPIC_MODEL, settings model', async () => {
    const processOverSettings = await leadRequest(
      { model: 'haiku' },
      { environmentModel: 'claude-opus-4-8' },
    );
    expect(modelOf(processOverSettings.request)).toBe('claude-opus-4-8');
    const settingsEnvOverProcess = await leadRequest(
      { env: { ANTHROPIC_MODEL: 'fable' } },
      { environmentModel: 'claude-opus-4-8' },
    );
    expect(modelOf(settingsEnvOverProcess.request)).toBe('claude-fable-5-2');
    const flagOverAll = await leadRequest(
      { model: 'opus', env: { ANTHROPIC_MODEL: 'fable' } },
      { model: 'haiku', environmentModel: 'claude-opus-4-8' },
    );
    expect(modelOf(flagOverAll.request)).toBe('claude-haiku-5-5');
  });
});

describe('CLAUDE_CODE_SUBAGENT_MODEL', () => {
  /** Each subagent's model, by the text of its task, with the variable in settings and process. */
  async function subagentModels(
    settingsEnv: Record<string, string>,
    config: RunSetup['config'] = {},
  ): Promise<Record<string, string | undefined>> {
    const call = (task: string, type: string, model?: string) => ({
      name: 'Agent',
      input: {
        run_in_background: false,
        description: task,
        prompt: `TASK-${task}`,
        subagent_type: type,
        ...(model ? { model } : {}),
      },
    });
    const calls = [
      call('opus-file', 'pinned'),
      call('inherit-file', 'inheriting'),
      call('no-model-file', 'unpinned'),
      call('general', 'general-purpose'),
      call('explore', 'Explore'),
      call('plan', 'Plan'),
      call('call-model', 'general-purpose', 'opus'),
    ];
    const finished = await run({
      agents: {
        pinned: agentFile('pinned', { model: 'opus' }),
        inheriting: agentFile('inheriting', { model: 'inherit' }),
        unpinned: agentFile('unpinned'),
      },
      files: { '.claude/settings.json': JSON.stringify({ env: settingsEnv }) },
      config: { model: 'sonnet', ...config },
      scenario: {
        name: 'subagent-model',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [...calls.map((one) => ({ tool_use: [one] })), { text: 'Done.' }],
          },
        ],
      },
    });
    const models: Record<string, string | undefined> = {};
    for (const request of finished.server.requests) {
      if (request.path !== '/v1/messages' || request.agent === 'flotilla-lead') continue;
      const task = JSON.stringify(requestMessages(request)[0]).match(/TASK-([a-z-]+)/)?.[1];
      if (task) models[task] = modelOf(request);
    }
    return models;
  }

  it('runs a subagent that names no model on it, as Claude Code 2.1.332 does; a named model, inherit, Explore and Plan keep theirs', async () => {
    expect(await subagentModels({ CLAUDE_CODE_SUBAGENT_MODEL: 'haiku' })).toEqual({
      'opus-file': 'claude-opus-5-5',
      'inherit-file': 'claude-sonnet-5-5',
      'no-model-file': 'claude-haiku-5-5',
      general: 'claude-haiku-5-5',
      explore: 'claude-sonnet-5-5',
      plan: 'claude-sonnet-5-5',
      'call-model': 'claude-opus-5-5',
    });
  });

  it('takes the settings env over the process environment, and yields to FLOTILLA_SUBAGENT_MODEL', async () => {
    const settingsOverProcess = await subagentModels(
      { CLAUDE_CODE_SUBAGENT_MODEL: 'haiku' },
      { environmentSubagentModel: 'fable' },
    );
    expect(settingsOverProcess['general']).toBe('claude-haiku-5-5');
    const processOnly = await subagentModels({}, { environmentSubagentModel: 'fable' });
    expect(processOnly['no-model-file']).toBe('claude-fable-5-2');
    expect(processOnly['inherit-file']).toBe('claude-sonnet-5-5');
    const forced = await subagentModels(
      { CLAUDE_CODE_SUBAGENT_MODEL: 'haiku' },
      { subagentModel: 'fable' },
    );
    expect(new Set(Object.values(forced))).toEqual(new Set(['claude-fable-5-2']));
  });
});

describe('a misspelt alias', () => {
  it.each([
    ['the settings model', { model: 'sonet' }, {}, 'model in the settings'],
    [
      'settings env ANTHROPIC_MODEL',
      { env: { ANTHROPIC_MODEL: 'sonet' } },
      {},
      'env.ANTHROPIC_MODEL in the settings',
    ],
    ['process ANTHROPIC_MODEL', {}, { environmentModel: 'sonet' }, 'ANTHROPIC_MODEL'],
    [
      'settings env CLAUDE_CODE_SUBAGENT_MODEL',
      { env: { CLAUDE_CODE_SUBAGENT_MODEL: 'sonet' } },
      {},
      'env.CLAUDE_CODE_SUBAGENT_MODEL in the settings',
    ],
    [
      'process CLAUDE_CODE_SUBAGENT_MODEL',
      {},
      { environmentSubagentModel: 'sonet' },
      'CLAUDE_CODE_SUBAGENT_MODEL',
    ],
    ['--model', {}, { model: 'sonet[1m]' }, '--model (the model input)'],
  ])(
    'from %s is refused before any model call, as --model is',
    async (_, settings, config, source) => {
      const server = await startServer(answerOnly);
      const repo = await newRepo({ files: { '.claude/settings.json': JSON.stringify(settings) } });
      const failure = run({
        repo,
        scenario: answerOnly,
        config: { ...config, modelAccess: { baseUrl: server.url, apiKey: 'sk-offline-test' } },
      });
      await expect(failure).rejects.toThrow(UserError);
      await expect(failure).rejects.toThrow(`${source}: Unknown model`);
      await expect(failure).rejects.toThrow("Did you mean 'sonnet'?");
      expect(server.requests.filter((request) => request.path === '/v1/messages')).toHaveLength(0);
    },
  );
});
