/**
 * OpenTelemetry export, read from the standard OTLP variables by an entry point: on when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP; traces to ENDPOINT/v1/traces, metrics to
 * ENDPOINT/v1/metrics), with OTEL_EXPORTER_OTLP_HEADERS (`key=value,…`, values URL-encoded, as
 * the specification writes them) and OTEL_SERVICE_NAME. The headers often carry a vendor's API
 * key: they travel in RunConfig, never through process.env, and never reach tool subprocesses.
 */

type Environment = Readonly<Record<string, string | undefined>>;

export interface TelemetrySettings {
  endpoint: string;
  headers: Record<string, string>;
  serviceName: string;
}

export function telemetryFromEnvironment(env: Environment): {
  telemetry?: TelemetrySettings;
  problems: string[];
} {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return { problems: [] };
  const problems: string[] = [];
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    problems.push(
      `OTEL_EXPORTER_OTLP_ENDPOINT '${endpoint}' is not an http(s) URL; expected the OTLP/HTTP base URL of a collector, such as http://localhost:4318.`,
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
    },
    problems,
  };
}
