import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenTelemetry collector endpoint: OTLP over HTTP with JSON bodies (what
 * @opentelemetry/exporter-*-otlp-http send), on 127.0.0.1. It keeps what arrives, flattened.
 */
export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, unknown>;
  status: number;
  statusMessage: string;
  service: unknown;
}

export interface ReceivedMetricPoint {
  metric: string;
  attributes: Record<string, unknown>;
  value: number;
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  metrics: ReceivedMetricPoint[];
  /** Request headers of each export, in arrival order. */
  headers: Array<Record<string, string | string[] | undefined>>;
  /** The raw body of each export, in arrival order: to check what never leaves. */
  bodies: string[];
  close(): Promise<void>;
}

interface KeyValue {
  key: string;
  value: Record<string, unknown>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const metrics: ReceivedMetricPoint[] = [];
  const headers: OtlpReceiver['headers'] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      headers.push(request.headers);
      bodies.push(raw);
      if (!String(request.headers['content-type']).includes('json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      if (request.url === '/v1/traces') collectSpans(body, spans);
      else if (request.url === '/v1/metrics') collectMetrics(body, metrics);
      else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    metrics,
    headers,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function attributesOf(list: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const entry of (list ?? []) as KeyValue[]) {
    const value = Object.values(entry.value)[0];
    result[entry.key] =
      typeof value === 'string' && 'intValue' in entry.value ? Number(value) : value;
  }
  return result;
}

function collectSpans(body: Record<string, unknown>, into: ReceivedSpan[]): void {
  for (const resourceSpans of (body.resourceSpans ?? []) as Array<Record<string, unknown>>) {
    const resource = attributesOf((resourceSpans.resource as { attributes?: unknown })?.attributes);
    for (const scope of (resourceSpans.scopeSpans ?? []) as Array<Record<string, unknown>>) {
      for (const span of (scope.spans ?? []) as Array<Record<string, unknown>>) {
        into.push({
          name: String(span.name),
          traceId: String(span.traceId),
          spanId: String(span.spanId),
          parentSpanId: String(span.parentSpanId ?? ''),
          attributes: attributesOf(span.attributes),
          status: Number((span.status as { code?: number } | undefined)?.code ?? 0),
          statusMessage: String((span.status as { message?: string } | undefined)?.message ?? ''),
          service: resource['service.name'],
        });
      }
    }
  }
}

function collectMetrics(body: Record<string, unknown>, into: ReceivedMetricPoint[]): void {
  for (const resourceMetrics of (body.resourceMetrics ?? []) as Array<Record<string, unknown>>) {
    for (const scope of (resourceMetrics.scopeMetrics ?? []) as Array<Record<string, unknown>>) {
      for (const metric of (scope.metrics ?? []) as Array<Record<string, unknown>>) {
        const sum = metric.sum as { dataPoints?: Array<Record<string, unknown>> } | undefined;
        for (const point of sum?.dataPoints ?? []) {
          into.push({
            metric: String(metric.name),
            attributes: attributesOf(point.attributes),
            value: Number(point.asInt ?? point.asDouble ?? 0),
          });
        }
      }
    }
  }
}
