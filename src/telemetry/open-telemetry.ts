import { context, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { TelemetrySettings } from '../config/telemetry-environment.js';
import { withoutPassword } from '../platform/url-password.js';
import { errorMessage } from '../errors.js';
import type { AgentEvent } from '../loop/agent-events.js';
import { VERSION } from '../version.js';
import type { RunTelemetry } from './run-telemetry.js';

/** A collector that does not answer delays the end of a run by at most this much. */
const exportTimeoutMs = 5_000;

/** Conclusions whose run span is an ERROR: a failure, a cancellation, a limit (never success). */
const failedConclusions = new Set(['error', 'cancelled', 'max_turns', 'budget', 'timeout']);

/**
 * Spans: `flotilla.run` → `flotilla.agent` (one per agent) → `flotilla.model_call` (one per
 * turn, with its tokens and cost, GenAI semantic-convention names) and `flotilla.tool_call` (one
 * per tool call, with its tool name and whether it failed); the run span's status is ERROR when
 * the run failed, was cancelled or hit a limit. Metrics: tokens by type, cost in USD, tool calls
 * by tool. Exported over OTLP/HTTP (JSON) to the configured collector, each signal when asked
 * for. No prompt, answer, tool input or error text is exported: ids, names, counts and statuses.
 */
export function startOpenTelemetry(
  settings: TelemetrySettings,
  run: { runId: string; log: (line: string) => void },
): RunTelemetry {
  const resource = resourceFromAttributes({
    'service.name': settings.serviceName,
    'service.version': VERSION,
  });
  // A signal its exporter variable does not name is recorded nowhere: a provider without a
  // processor or reader drops it.
  const tracerProvider = new BasicTracerProvider({
    resource,
    spanProcessors: settings.traces
      ? [
          new BatchSpanProcessor(
            new OTLPTraceExporter({
              url: `${settings.endpoint}/v1/traces`,
              headers: settings.headers,
              timeoutMillis: exportTimeoutMs,
            }),
          ),
        ]
      : [],
  });
  const meterProvider = new MeterProvider({
    resource,
    readers: settings.metrics
      ? [
          new PeriodicExportingMetricReader({
            exporter: new OTLPMetricExporter({
              url: `${settings.endpoint}/v1/metrics`,
              headers: settings.headers,
              timeoutMillis: exportTimeoutMs,
            }),
            exportIntervalMillis: 60_000,
          }),
        ]
      : [],
  });
  const tracer = tracerProvider.getTracer('flotilla', VERSION);
  const meter = meterProvider.getMeter('flotilla', VERSION);
  const tokens = meter.createCounter('flotilla.tokens', {
    description: 'Tokens used by model calls, by type (input, output, cache_read, cache_creation)',
    unit: '{token}',
  });
  const cost = meter.createCounter('flotilla.cost', {
    description: 'Estimated cost of model calls',
    unit: 'USD',
  });
  const toolCalls = meter.createCounter('flotilla.tool_calls', {
    description: 'Tool calls, by tool and outcome',
    unit: '{call}',
  });

  const runSpan = tracer.startSpan('flotilla.run', {
    attributes: { 'flotilla.run_id': run.runId },
  });
  const agents = new Map<string, Span>();
  const modelCalls = new Map<string, Span>();
  const tools = new Map<string, Span>();

  const within = (parent: Span) => trace.setSpan(context.active(), parent);
  const agentSpan = (agentId: string): Span => {
    let span = agents.get(agentId);
    if (!span) {
      span = tracer.startSpan(
        'flotilla.agent',
        { attributes: { 'flotilla.agent.id': agentId, 'gen_ai.agent.name': agentId } },
        within(runSpan),
      );
      agents.set(agentId, span);
    }
    return span;
  };

  const onEvent = (event: AgentEvent): void => {
    switch (event.type) {
      case 'turn': {
        modelCalls.get(event.agentId)?.end();
        const span = tracer.startSpan(
          'flotilla.model_call',
          {
            attributes: {
              'gen_ai.operation.name': 'chat',
              'gen_ai.provider.name': 'anthropic',
              'flotilla.turn': event.turn,
            },
          },
          within(agentSpan(event.agentId)),
        );
        modelCalls.set(event.agentId, span);
        return;
      }
      case 'usage': {
        const attributes = {
          'gen_ai.usage.input_tokens': event.usage.input_tokens,
          'gen_ai.usage.output_tokens': event.usage.output_tokens,
          'gen_ai.usage.cache_read.input_tokens': event.usage.cache_read_input_tokens,
          'gen_ai.usage.cache_creation.input_tokens': event.usage.cache_creation_input_tokens,
          'flotilla.cost_usd': event.costUsd,
        };
        const span = modelCalls.get(event.agentId);
        if (span) {
          span.setAttributes(attributes);
          span.end();
          modelCalls.delete(event.agentId);
        }
        const agent = { 'flotilla.agent.id': event.agentId };
        tokens.add(event.usage.input_tokens, { ...agent, 'gen_ai.token.type': 'input' });
        tokens.add(event.usage.output_tokens, { ...agent, 'gen_ai.token.type': 'output' });
        tokens.add(event.usage.cache_read_input_tokens, {
          ...agent,
          'gen_ai.token.type': 'cache_read',
        });
        tokens.add(event.usage.cache_creation_input_tokens, {
          ...agent,
          'gen_ai.token.type': 'cache_creation',
        });
        cost.add(event.costUsd, agent);
        return;
      }
      case 'tool': {
        if (!event.toolUseId) return;
        tools.set(
          event.toolUseId,
          tracer.startSpan(
            'flotilla.tool_call',
            {
              attributes: {
                'gen_ai.tool.name': event.tool,
                'gen_ai.tool.call.id': event.toolUseId,
              },
            },
            within(agentSpan(event.agentId)),
          ),
        );
        return;
      }
      case 'tool_end': {
        const span = tools.get(event.toolUseId);
        toolCalls.add(1, { 'gen_ai.tool.name': event.tool, 'flotilla.tool.error': event.isError });
        if (!span) return;
        span.setAttribute('flotilla.tool.error', event.isError);
        if (event.isError) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        tools.delete(event.toolUseId);
        return;
      }
      case 'end': {
        modelCalls.get(event.agentId)?.end();
        modelCalls.delete(event.agentId);
        const span = agentSpan(event.agentId);
        span.setAttribute('flotilla.agent.status', event.status);
        if (event.status !== 'completed') span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        agents.delete(event.agentId);
        return;
      }
      default:
        return;
    }
  };

  return {
    onEvent,
    async finish(outcome) {
      // Whatever is still open (an interrupted run) ends now, so the trace is complete.
      for (const span of [...tools.values(), ...modelCalls.values(), ...agents.values()])
        span.end();
      runSpan.setAttributes({
        'flotilla.conclusion': outcome.conclusion,
        'flotilla.cost_usd': outcome.costUsd,
      });
      // The conclusion alone as the message: the run's error text may quote a prompt or a path.
      runSpan.setStatus(
        failedConclusions.has(outcome.conclusion)
          ? { code: SpanStatusCode.ERROR, message: outcome.conclusion }
          : { code: SpanStatusCode.OK },
      );
      runSpan.end();
      const results = await Promise.allSettled([
        tracerProvider.shutdown(),
        meterProvider.shutdown(),
      ]);
      for (const result of results) {
        if (result.status === 'rejected') {
          run.log(
            `warning: OpenTelemetry export to ${withoutPassword(settings.endpoint)} failed: ${errorMessage(result.reason)}`,
          );
        }
      }
    },
  };
}
