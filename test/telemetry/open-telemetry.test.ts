import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { telemetryFromEnvironment } from '../../src/config/telemetry-environment.js';
import { scrubbedEnvironment } from '../../src/config/environment.js';
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver.js';
import { agentFile, cleanupRuns, run } from '../subagents/harness.js';

let receiver: OtlpReceiver | undefined;
afterEach(async () => {
  await cleanupRuns();
  await receiver?.close();
  receiver = undefined;
});

const scenario = {
  name: 'telemetry',
  agents: [
    {
      match: { agent: 'scanner' },
      turns: [
        { tool_use: [{ name: 'Grep', input: { pattern: 'TODO' } }] },
        { tool_use: [{ name: 'Read', input: { file_path: 'missing.txt' } }] },
        { text: 'One TODO.' },
      ],
    },
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          tool_use: [
            {
              name: 'Agent',
              input: {
                description: 'Scan',
                subagent_type: 'scanner',
                prompt: 'Find TODOs.',
                run_in_background: false,
              },
            },
          ],
        },
        { text: 'Done.' },
      ],
    },
  ],
};

/** Claude Code's switch and both signals, to the receiver. */
function exportingTo(url: string): Record<string, string> {
  return {
    CLAUDE_CODE_ENABLE_TELEMETRY: '1',
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_METRICS_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: url,
  };
}

const oneTurn = {
  name: 'one-turn',
  agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
};

describe('OpenTelemetry export (CLAUDE_CODE_ENABLE_TELEMETRY, OTEL_*)', () => {
  it('exports a span per agent, model call and tool call, with tokens and cost, and the metrics', async () => {
    receiver = await startOtlpReceiver();
    const finished = await run({
      scenario,
      agents: { scanner: agentFile('scanner', { tools: 'Grep, Read' }) },
      files: { 'src/a.js': '// TODO: one\n' },
      config: {
        prompt: 'Scan for TODO-PROMPT-MARKER.',
        telemetryEnvironment: {
          ...exportingTo(`${receiver.url}/`),
          OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-key=secret%20value',
          OTEL_SERVICE_NAME: 'flotilla-test',
        },
        prices: { 'claude-sonnet-5': { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 } },
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const spans = receiver.spans;
    const byName = (name: string) => spans.filter((span) => span.name === name);
    const [root] = byName('flotilla.run');
    expect(root?.attributes['flotilla.run_id']).toBe(finished.result.run_id);
    expect(root?.attributes['flotilla.conclusion']).toBe('success');
    expect(root?.status).toBe(1); // OK
    expect(root?.service).toBe('flotilla-test');

    const agents = byName('flotilla.agent');
    expect(agents).toHaveLength(2);
    for (const agent of agents) expect(agent.parentSpanId).toBe(root?.spanId);
    expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);

    // 2 lead turns + 3 scanner turns, each under its agent, with its usage.
    const calls = byName('flotilla.model_call');
    expect(calls).toHaveLength(5);
    const agentIds = new Set(agents.map((agent) => agent.spanId));
    for (const call of calls) {
      expect(agentIds.has(call.parentSpanId)).toBe(true);
      expect(call.attributes['gen_ai.usage.output_tokens']).toBeGreaterThan(0);
      expect(call.attributes['flotilla.cost_usd']).toBeGreaterThan(0);
    }

    const tools = byName('flotilla.tool_call');
    expect(tools.map((span) => span.attributes['gen_ai.tool.name']).sort()).toEqual([
      'Agent',
      'Grep',
      'Read',
    ]);
    const read = tools.find((span) => span.attributes['gen_ai.tool.name'] === 'Read');
    expect(read?.attributes['flotilla.tool.error']).toBe(true);
    expect(read?.status).toBe(2); // ERROR: the file does not exist

    const outputTokens = receiver.metrics
      .filter(
        (point) =>
          point.metric === 'flotilla.tokens' && point.attributes['gen_ai.token.type'] === 'output',
      )
      .reduce((sum, point) => sum + point.value, 0);
    expect(outputTokens).toBe(finished.result.usage.output_tokens);
    const cost = receiver.metrics
      .filter((point) => point.metric === 'flotilla.cost')
      .reduce((sum, point) => sum + point.value, 0);
    expect(cost).toBeCloseTo(finished.result.cost_usd, 5); // RunResult rounds to 6 decimals
    // The collector's key went as a header, decoded; it is kept from tool subprocesses.
    expect(receiver.headers[0]?.['x-collector-key']).toBe('secret value');
    // No prompt, answer, key or header value is in what was exported: ids, names and counts.
    const exported = receiver.bodies.join('\n');
    for (const kept of ['TODO-PROMPT-MARKER', 'One TODO.', 'sk-offline-test', 'secret value'])
      expect(exported).not.toContain(kept);
    expect(
      scrubbedEnvironment({ OTEL_EXPORTER_OTLP_HEADERS: 'x=1', OTEL_SERVICE_NAME: 's' }),
    ).toEqual({ OTEL_SERVICE_NAME: 's' });
  });

  it('is off without CLAUDE_CODE_ENABLE_TELEMETRY, and refuses a malformed endpoint', () => {
    expect(telemetryFromEnvironment({})).toEqual({ problems: [], notices: [] });
    expect(
      telemetryFromEnvironment({
        ...exportingTo('collector:4318'),
      }).problems,
    ).toEqual([expect.stringContaining('is not an http(s) URL')]);
    // Switched on with no exporter named: nothing, as Claude Code; the default endpoint else.
    const unnamed = telemetryFromEnvironment({ CLAUDE_CODE_ENABLE_TELEMETRY: 'true' });
    expect(unnamed.telemetry).toBeUndefined();
    expect(unnamed.notices).toEqual([expect.stringContaining('neither OTEL_TRACES_EXPORTER')]);
    expect(
      telemetryFromEnvironment({
        CLAUDE_CODE_ENABLE_TELEMETRY: 'yes',
        OTEL_TRACES_EXPORTER: 'otlp',
      }).telemetry,
    ).toMatchObject({ endpoint: 'http://localhost:4318', traces: true, metrics: false });
  });

  // Claude Code 2.1.332 exports nothing with the endpoint alone, or with the switch at 0: the
  // endpoint used to be Flotilla's switch, so the run says why nothing is exported.
  it.each([
    ['unset', undefined],
    ['0', '0'],
  ])('exports nothing with CLAUDE_CODE_ENABLE_TELEMETRY %s, and says why', async (_, value) => {
    receiver = await startOtlpReceiver();
    const environment: Record<string, string> = exportingTo(receiver.url);
    if (value === undefined) delete environment.CLAUDE_CODE_ENABLE_TELEMETRY;
    else environment.CLAUDE_CODE_ENABLE_TELEMETRY = value;
    const finished = await run({
      scenario: oneTurn,
      config: { telemetryEnvironment: environment },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(receiver.bodies).toEqual([]);
    expect(finished.logs).toContainEqual(
      expect.stringMatching(
        /notice: OTEL_EXPORTER_OTLP_ENDPOINT is set, but CLAUDE_CODE_ENABLE_TELEMETRY is not 1/,
      ),
    );
  });

  it('exports only the signals whose exporter variable names otlp', async () => {
    receiver = await startOtlpReceiver();
    const { OTEL_TRACES_EXPORTER: _traces, ...metricsOnly } = exportingTo(receiver.url);
    await run({ scenario: oneTurn, config: { telemetryEnvironment: metricsOnly } });
    expect(receiver.spans).toEqual([]);
    expect(receiver.metrics.map((point) => point.metric)).toContain('flotilla.tokens');
  });

  it("is switched on by ~/.claude/settings.json's env, never by the repository's settings", async () => {
    receiver = await startOtlpReceiver();
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-telemetry-home-'));
    try {
      await mkdir(path.join(home, '.claude'));
      await writeFile(
        path.join(home, '.claude', 'settings.json'),
        JSON.stringify({ env: exportingTo(receiver.url) }),
      );
      const user = await run({ scenario: oneTurn, config: { homeDir: home } });
      expect(user.result.conclusion).toBe('success');
      expect(receiver.spans.map((span) => span.name)).toContain('flotilla.run');
    } finally {
      await rm(home, { recursive: true, force: true });
    }
    receiver.bodies.length = 0;
    receiver.spans.length = 0;
    // Trusted (the harness passes trustProject) or not, as Claude Code 2.1.332 ignores it.
    const project = await run({
      scenario: oneTurn,
      files: {
        '.claude/settings.json': JSON.stringify({ env: exportingTo(receiver.url) }),
        '.claude/settings.local.json': JSON.stringify({ env: { OTEL_TRACES_EXPORTER: 'otlp' } }),
      },
    });
    expect(project.result.conclusion).toBe('success');
    expect(receiver.bodies).toEqual([]);
    expect(project.logs).toContainEqual(
      expect.stringMatching(
        /notice: Ignoring CLAUDE_CODE_ENABLE_TELEMETRY, .* in the env of \.claude\/settings\.json for telemetry/,
      ),
    );
  });

  it("sends the headers ~/.claude/settings.json's otelHeadersHelper prints with every export; a repository's file cannot name one", async () => {
    receiver = await startOtlpReceiver();
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-telemetry-home-'));
    try {
      await mkdir(path.join(home, '.claude'));
      // The helper runs with the tools' scrubbed environment: it sees no model key.
      const helper = `test -z "$ANTHROPIC_API_KEY" && printf '{"Authorization": "Bearer otel-helper-canary-0123", "X-Scope": "team-blue"}'`;
      await writeFile(
        path.join(home, '.claude', 'settings.json'),
        JSON.stringify({ env: exportingTo(receiver.url), otelHeadersHelper: helper }),
      );
      const user = await run({
        scenario: oneTurn,
        config: { homeDir: home },
        files: {
          '.claude/settings.json': JSON.stringify({ otelHeadersHelper: 'printf "{}"' }),
        },
      });
      expect(user.result.conclusion).toBe('success');
      expect(receiver.headers.length).toBeGreaterThan(0);
      for (const headers of receiver.headers) {
        expect(headers.authorization).toBe('Bearer otel-helper-canary-0123');
        expect(headers['x-scope']).toBe('team-blue');
      }
      const logs = user.logs.join('\n');
      expect(logs).toContain(
        'notice: otelHeadersHelper from ~/.claude/settings.json: the telemetry export sends its headers (Authorization, X-Scope).',
      );
      expect(logs).toMatch(/notice: Ignoring otelHeadersHelper from \.claude\/settings\.json/);
      expect(logs).not.toContain('otel-helper-canary');
      expect(receiver.bodies.join('\n')).not.toContain('otel-helper-canary');
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });

  it("a settings file's env wins over the process's: its 0 switches the export off", async () => {
    receiver = await startOtlpReceiver();
    await run({
      scenario: oneTurn,
      config: {
        telemetryEnvironment: exportingTo(receiver.url),
        settings: JSON.stringify({ env: { CLAUDE_CODE_ENABLE_TELEMETRY: '0' } }),
      },
    });
    expect(receiver.bodies).toEqual([]);
  });

  it.each([
    [
      'error',
      {
        name: 'refused',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ text: 'No.', stop_reason: 'refusal' as const }],
          },
        ],
      },
      {},
    ],
    [
      'max_turns',
      {
        name: 'long',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ tool_use: [{ name: 'Glob', input: { pattern: '*' } }] }],
          },
        ],
      },
      { maxTurns: 1 },
    ],
  ])(
    'marks the run span ERROR when the run ends %s, with the conclusion as its message',
    async (conclusion, scenarioOf, limits) => {
      receiver = await startOtlpReceiver();
      const finished = await run({
        scenario: scenarioOf,
        config: { ...limits, telemetryEnvironment: exportingTo(receiver.url) },
      });
      expect(finished.result.conclusion).toBe(conclusion);
      const root = receiver.spans.find((span) => span.name === 'flotilla.run');
      expect(root?.status).toBe(2); // ERROR
      expect(root?.statusMessage).toBe(conclusion);
    },
  );

  it('a collector that is down never fails the run', async () => {
    receiver = await startOtlpReceiver();
    const url = receiver.url;
    await receiver.close();
    receiver = undefined;
    const finished = await run({
      scenario: oneTurn,
      config: { telemetryEnvironment: exportingTo(url) },
    });
    expect(finished.result.conclusion).toBe('success');
  });
});
