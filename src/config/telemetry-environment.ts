import { credentialForms, urlPasswords } from './environment.js';
import { MIN_SECRET_LENGTH } from '../platform/secret-shapes.js';
import { isTruthy } from './provider-environment.js';
import { withoutPassword } from '../platform/url-password.js';

/**
 * OpenTelemetry export, switched as Claude Code 2.1.332 switches it (observed): nothing leaves
 * unless CLAUDE_CODE_ENABLE_TELEMETRY is 1/true/yes/on, and then each signal only when its
 * exporter variable names `otlp` — OTEL_TRACES_EXPORTER for the spans, OTEL_METRICS_EXPORTER for
 * the counters. OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (default http://localhost:4318:
 * traces to ENDPOINT/v1/traces, metrics to ENDPOINT/v1/metrics), with OTEL_EXPORTER_OTLP_HEADERS
 * (`key=value,…`, values URL-encoded, as the specification writes them) and OTEL_SERVICE_NAME.
 * The variables come from the process and from the settings' `env` of the files Claude Code
 * reads them from (MergedSettings.telemetryEnvironment), which win. The headers often carry a
 * vendor's API key: they travel in RunConfig, never through process.env, and never reach tool
 * subprocesses.
 */

type Environment = Readonly<Record<string, string | undefined>>;

export interface TelemetrySettings {
  endpoint: string;
  headers: Record<string, string>;
  serviceName: string;
  /** Export the spans (OTEL_TRACES_EXPORTER names otlp). */
  traces: boolean;
  /** Export the counters (OTEL_METRICS_EXPORTER names otlp). */
  metrics: boolean;
}

const telemetrySwitch = 'CLAUDE_CODE_ENABLE_TELEMETRY';
const defaultEndpoint = 'http://localhost:4318';

/** Whether `name` is one of the variables that configure telemetry. */
export function isTelemetryVariable(name: string): boolean {
  return name === telemetrySwitch || name.startsWith('OTEL_');
}

/** The telemetry variables of `env` (the switch and OTEL_*), to resolve with the settings' later. */
export function telemetryVariables(env: Environment): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && isTelemetryVariable(entry[0]),
    ),
  );
}

/**
 * The export `env` asks for: `telemetry` when something is exported; `problems` for values that
 * cannot be used (a run stops on them); `notices` for what is set but exports nothing.
 */
export function telemetryFromEnvironment(env: Environment): {
  telemetry?: TelemetrySettings;
  problems: string[];
  notices: string[];
} {
  const notices: string[] = [];
  const endpointText = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!isTruthy(env[telemetrySwitch])) {
    if (endpointText) {
      notices.push(
        `OTEL_EXPORTER_OTLP_ENDPOINT is set, but ${telemetrySwitch} is not 1: nothing is exported, as in Claude Code. Set ${telemetrySwitch}=1 with OTEL_TRACES_EXPORTER=otlp and/or OTEL_METRICS_EXPORTER=otlp to export.`,
      );
    }
    return { problems: [], notices };
  }
  const traces = exportsOtlp(env, 'OTEL_TRACES_EXPORTER', notices);
  const metrics = exportsOtlp(env, 'OTEL_METRICS_EXPORTER', notices);
  if (exportersOf(env.OTEL_LOGS_EXPORTER).includes('otlp')) {
    notices.push(
      'OTEL_LOGS_EXPORTER=otlp: Flotilla exports no log events, only spans (OTEL_TRACES_EXPORTER) and metrics (OTEL_METRICS_EXPORTER).',
    );
  }
  const protocol = env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim();
  if (protocol && protocol !== 'http/json' && protocol !== 'http/protobuf') {
    notices.push(
      `OTEL_EXPORTER_OTLP_PROTOCOL '${protocol}': Flotilla sends OTLP over HTTP with JSON bodies (http/json); point OTEL_EXPORTER_OTLP_ENDPOINT at the collector's HTTP port (4318).`,
    );
  }
  if (!traces && !metrics) {
    notices.push(
      `${telemetrySwitch} is on, but neither OTEL_TRACES_EXPORTER nor OTEL_METRICS_EXPORTER names otlp: nothing is exported, as in Claude Code.`,
    );
    return { problems: [], notices };
  }
  const problems: string[] = [];
  const endpoint = endpointText || defaultEndpoint;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    problems.push(
      `OTEL_EXPORTER_OTLP_ENDPOINT '${withoutPassword(endpoint)}' is not an http(s) URL; expected the OTLP/HTTP base URL of a collector, such as http://localhost:4318.`,
    );
  }
  const headers: Record<string, string> = {};
  for (const entry of (env.OTEL_EXPORTER_OTLP_HEADERS ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const separator = entry.indexOf('=');
    const name = entry.slice(0, separator).trim();
    if (separator <= 0 || name === '') {
      // The entry itself may be a secret: name only its position.
      problems.push(
        'OTEL_EXPORTER_OTLP_HEADERS has an entry without a name; expected key=value pairs separated by commas.',
      );
      continue;
    }
    let value = entry.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not URL-encoded after all: taken as written.
    }
    headers[name] = value;
  }
  return {
    telemetry: {
      endpoint: endpoint.replace(/\/+$/, ''),
      headers,
      serviceName: env.OTEL_SERVICE_NAME?.trim() || 'flotilla',
      traces,
      metrics,
    },
    problems,
    notices,
  };
}

/** The exporters a variable lists (`otlp,console`), lower case. */
function exportersOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

function exportsOtlp(env: Environment, variable: string, notices: string[]): boolean {
  const exporters = exportersOf(env[variable]);
  const other = exporters.filter((name) => name !== 'otlp' && name !== 'none');
  if (other.length > 0) {
    notices.push(
      `${variable} '${env[variable] ?? ''}': Flotilla exports over OTLP only ('otlp'); ${other.join(', ')} is not supported.`,
    );
  }
  return exporters.includes('otlp');
}

/**
 * The secrets among the telemetry variables, each on its own: the password of the endpoint's
 * URL (a message shows the endpoint rewritten, without its trailing slash), and the value of
 * every OTEL_EXPORTER_OTLP_*HEADERS entry (a collector's key; after its scheme too). The whole
 * variables are secrets already (config/environment.ts); these are the parts that get printed.
 */
export function telemetrySecretValues(env: Environment): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !name.startsWith('OTEL_EXPORTER_OTLP_')) continue;
    if (name.endsWith('ENDPOINT')) {
      // The password only: an endpoint without one is no secret.
      for (const form of urlPasswords(value.trim()))
        if (form.length >= MIN_SECRET_LENGTH) values.add(form);
    } else if (name.endsWith('HEADERS')) {
      for (const entry of value.split(',')) {
        const separator = entry.indexOf('=');
        if (separator < 0) continue;
        const written = entry.slice(separator + 1).trim();
        for (const form of [...credentialForms(written), ...credentialForms(decoded(written))])
          values.add(form);
      }
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
