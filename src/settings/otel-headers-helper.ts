import { credentialForms } from '../config/environment.js';
import { UserError } from '../errors.js';
import type { TelemetrySettings } from '../config/telemetry-environment.js';
import { runSettingsHelper } from './api-key-helper.js';

/**
 * The settings' `otelHeadersHelper`, as Claude Code 2.1.332 uses it (observed: the headers it
 * prints go with every OTLP export): a command printing one JSON object of header names to
 * values, e.g. `{"Authorization": "Bearer …"}`. Run once when the run starts (Claude Code refreshes it
 * during long sessions; a run uses one set), through `/bin/sh -c` in the repository, with the
 * scrubbed environment tools get (Claude Code gives it its whole environment, the model key
 * included): the values are credentials for the collector only.
 * Only ~/.claude/settings.json, `--settings` and managed settings may name it (load-settings.ts).
 */
async function headersFromOtelHeadersHelper(
  helper: { command: string; source: string },
  cwd: string,
  environment: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const fix = `Make the command (${helper.source}: "otelHeadersHelper") print one JSON object of header names to text values, e.g. {"Authorization": "Bearer …"}, or remove it.`;
  const output = await runSettingsHelper(
    'otelHeadersHelper',
    helper,
    cwd,
    environment,
    fix,
    'headers',
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    // The output is not echoed: it may hold a credential.
    throw new UserError(
      `otelHeadersHelper from ${helper.source} printed something other than JSON.`,
      fix,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UserError(`otelHeadersHelper from ${helper.source} printed no JSON object.`, fix);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || typeof value !== 'string') {
      throw new UserError(
        `otelHeadersHelper from ${helper.source} printed ${JSON.stringify(name)}, which is not a header name with a text value.`,
        fix,
      );
    }
    headers[name] = value;
  }
  return headers;
}

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
  const headers = await headersFromOtelHeadersHelper(helper, options.cwd, options.environment);
  Object.assign(telemetry.headers, headers);
  options.log(
    `notice: otelHeadersHelper from ${helper.source}: the telemetry export sends its headers (${Object.keys(headers).join(', ') || 'none'}).`,
  );
  return Object.values(headers).flatMap(credentialForms);
}
