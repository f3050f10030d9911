import { credentialForms } from '../config/environment.js';
import type { TelemetrySettings } from '../config/telemetry-environment.js';
import { headersFromHelper } from './headers-helper.js';

/**
 * The run's step: the helper's headers join the telemetry export's (over
 * OTEL_EXPORTER_OTLP_HEADERS of the same name). With telemetry off the helper is not run, and a
 * notice says so. The values are never logged; what it returns are the credentials among them
 * (as OTEL_EXPORTER_OTLP_HEADERS' values count), for the run to redact.
 */
export async function addOtelHelperHeaders(
  telemetry: TelemetrySettings | undefined,
  helper: { command: string; source: string } | undefined,
  options: {
    cwd: string;
    environment: Readonly<Record<string, string>>;
    log: (line: string) => void;
  },
): Promise<string[]> {
  if (!helper) return [];
  if (!telemetry) {
    options.log(
      `notice: otelHeadersHelper from ${helper.source} is not run: telemetry is off (CLAUDE_CODE_ENABLE_TELEMETRY=1 with an OTEL_*_EXPORTER=otlp turns it on).`,
    );
    return [];
  }
  // Claude Code 2.1.332 (observed) sends the headers it prints with every OTLP export. Run once
  // when the run starts (Claude Code refreshes it during long sessions; a run uses one set), with
  // the scrubbed environment tools get (Claude Code gives it its whole environment, the model key
  // included). Only ~/.claude/settings.json, `--settings` and managed settings may name it.
  const headers = await headersFromHelper(
    'otelHeadersHelper',
    helper,
    options.cwd,
    options.environment,
  );
  Object.assign(telemetry.headers, headers);
  options.log(
    `notice: otelHeadersHelper from ${helper.source}: the telemetry export sends its headers (${Object.keys(headers).join(', ') || 'none'}).`,
  );
  return Object.values(headers).flatMap(credentialForms);
}
