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

describe('OpenTelemetry export (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('exports a span per agent, model call and tool call, with tokens and cost, and the metrics', async () => {
    receiver = await startOtlpReceiver();
    const { telemetry } = telemetryFromEnvironment({
      OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/`,
      OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-key=secret%20value',
      OTEL_SERVICE_NAME: 'flotilla-test',
    });
    const finished = await run({
      scenario,
      agents: { scanner: agentFile('scanner', { tools: 'Grep, Read' }) },
      files: { 'src/a.js': '// TODO: one\n' },
      config: {
        telemetry,
        prices: { 'claude-sonnet-5': { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 } },
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const spans = receiver.spans;
    const byName = (name: string) => spans.filter((span) => span.name === name);
    const [root] = byName('flotilla.run');
    expect(root?.attributes['flotilla.run_id']).toBe(finished.result.run_id);
    expect(root?.attributes['flotilla.conclusion']).toBe('success');
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
    expect(
      scrubbedEnvironment({ OTEL_EXPORTER_OTLP_HEADERS: 'x=1', OTEL_SERVICE_NAME: 's' }),
    ).toEqual({ OTEL_SERVICE_NAME: 's' });
  });

  it('is off when the endpoint is not set, and refuses a malformed one', () => {
    expect(telemetryFromEnvironment({})).toEqual({ problems: [] });
    expect(
      telemetryFromEnvironment({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }).problems,
    ).toEqual([expect.stringContaining('is not an http(s) URL')]);
  });

  it('a collector that is down never fails the run', async () => {
    receiver = await startOtlpReceiver();
    const url = receiver.url;
    await receiver.close();
    receiver = undefined;
    const { telemetry } = telemetryFromEnvironment({ OTEL_EXPORTER_OTLP_ENDPOINT: url });
    const finished = await run({
      scenario: {
        name: 'down',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
      config: { telemetry },
    });
    expect(finished.result.conclusion).toBe('success');
  });
});
