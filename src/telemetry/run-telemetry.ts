import type { TelemetrySettings } from '../config/telemetry-environment.js';
import type { AgentEventSink } from '../loop/agent-events.js';

/**
 * A run's telemetry: it watches the agents' events (the same stream the progress lines come
 * from) and turns them into spans and metrics. `finish` ends the run's span and flushes what is
 * left to the collector; it never throws (a collector that is down must not fail the run).
 */
export interface RunTelemetry {
  onEvent: AgentEventSink;
  finish(outcome: { conclusion: string; costUsd: number }): Promise<void>;
}

/**
 * Starts telemetry when the run is configured for it, else undefined. The OpenTelemetry
 * packages are imported here, on demand: a run never loads them unless CLAUDE_CODE_ENABLE_TELEMETRY
 * and an OTEL_TRACES_EXPORTER or OTEL_METRICS_EXPORTER of `otlp` switch it on.
 */
export async function startRunTelemetry(
  settings: TelemetrySettings | undefined,
  run: { runId: string; log: (line: string) => void },
): Promise<RunTelemetry | undefined> {
  if (!settings) return undefined;
  const { startOpenTelemetry } = await import('./open-telemetry.js');
  return startOpenTelemetry(settings, run);
}
