import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A local stand-in for Amazon Bedrock and Google Vertex AI, speaking their wire formats in front
 * of an Anthropic-compatible server (the project's offline server) that writes the answers:
 *
 * - Bedrock: POST /model/{modelId}/invoke-with-response-stream, SigV4-signed (checked: algorithm,
 *   credential scope, region, service, body hash) or a Bedrock API key, answered in AWS
 *   event-stream framing (prelude, headers, CRC32s) whose chunks carry {"bytes": base64(event)}.
 * - Vertex AI: POST /v1/projects/P/locations/R/publishers/anthropic/models/M:streamRawPredict,
 *   answered in SSE as Anthropic's API does.
 *
 * - The Anthropic API: POST /v1/messages passed through unchanged, to record its headers
 *   (credentials included, which the offline server leaves out of its own records).
 *
 * Each request is recorded with what the provider would have seen.
 */
export interface ProviderRequest {
  /** `anthropic`: the Messages API itself, passed through (to see its headers). */
  provider: 'anthropic' | 'bedrock' | 'vertex';
  path: string;
  /** The model id in the URL. */
  model: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** Vertex only: the project and location in the URL. */
  project?: string;
  location?: string;
}

export interface ProviderWireServer {
  url: string;
  requests: ProviderRequest[];
  close(): Promise<void>;
}

export interface ProviderWireServerOptions {
  /** The Anthropic-compatible server that writes the answers (its /v1/messages). */
  upstreamUrl: string;
  /** Bedrock: the access key id a SigV4 signature must use; absent accepts any. */
  awsAccessKeyId?: string;
  /** Bedrock: the region the signature's scope must name. */
  awsRegion?: string;
  /** Vertex AI: the bearer token every request must carry; absent requires none. */
  vertexAccessToken?: string;
  /** Answers the first N Bedrock or Vertex AI requests 503, as an overloaded provider does. */
  unavailableFirst?: number;
}

export async function startProviderWireServer(
  options: ProviderWireServerOptions,
): Promise<ProviderWireServer> {
  const requests: ProviderRequest[] = [];
  let unavailableLeft = options.unavailableFirst ?? 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      handle(request, response, raw).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: String(error) }));
      });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse, raw: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = flatHeaders(request);
    const body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    const bedrock = /^\/model\/([^/]+)\/invoke-with-response-stream$/.exec(url.pathname);
    const vertex =
      /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):streamRawPredict$/.exec(
        url.pathname,
      );
    if (request.method === 'POST' && url.pathname === '/v1/messages') {
      const model = typeof body.model === 'string' ? body.model : '';
      requests.push({ provider: 'anthropic', path: url.pathname, model, headers, body });
      const upstream = await forward(body, model, headers);
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      response.end(await upstream.text());
      return;
    }
    if (request.method !== 'POST' || (!bedrock && !vertex)) {
      return sendJson(response, 404, { message: `No route ${request.method} ${url.pathname}` });
    }
    if (unavailableLeft > 0) {
      unavailableLeft -= 1;
      requests.push({
        provider: bedrock ? 'bedrock' : 'vertex',
        path: url.pathname,
        model: '',
        headers,
        body,
      });
      return sendJson(response, 503, { message: 'Service unavailable: try again.' });
    }
    if (bedrock) {
      const model = decodeURIComponent(bedrock[1] ?? '');
      requests.push({ provider: 'bedrock', path: url.pathname, model, headers, body });
      const problem = bedrockAuthProblem(headers, raw, options);
      if (problem) return sendJson(response, 403, { message: problem });
      if (typeof body.anthropic_version !== 'string') {
        return sendJson(response, 400, { message: 'anthropic_version is required in the body' });
      }
      const upstream = await forward(body, model, headers);
      if (upstream.status !== 200)
        return sendJson(response, upstream.status, await upstream.json());
      response.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
      for (const event of parseSse(await upstream.text())) {
        const payload = JSON.stringify({ bytes: Buffer.from(event).toString('base64') });
        response.write(
          eventStreamFrame(
            {
              ':event-type': 'chunk',
              ':content-type': 'application/json',
              ':message-type': 'event',
            },
            Buffer.from(payload),
          ),
        );
      }
      response.end();
      return;
    }
    const [, project = '', location = '', model = ''] = vertex ?? [];
    requests.push({
      provider: 'vertex',
      path: url.pathname,
      model,
      headers,
      body,
      project,
      location,
    });
    if (options.vertexAccessToken !== undefined) {
      if (headers.authorization !== `Bearer ${options.vertexAccessToken}`) {
        return sendJson(response, 401, {
          message: 'Request had invalid authentication credentials.',
        });
      }
    }
    if (typeof body.anthropic_version !== 'string') {
      return sendJson(response, 400, { message: 'anthropic_version is required in the body' });
    }
    const upstream = await forward(body, model, headers);
    if (upstream.status !== 200) return sendJson(response, upstream.status, await upstream.json());
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end(await upstream.text());
  }

  /** The provider's request as an Anthropic Messages request, streamed, for the upstream server. */
  function forward(body: Record<string, unknown>, model: string, headers: Record<string, string>) {
    const { anthropic_version: _version, anthropic_beta: _betas, ...rest } = body;
    return fetch(`${options.upstreamUrl.replace(/\/+$/, '')}/v1/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'provider-wire-server',
        'anthropic-version': '2023-06-01',
        ...(headers['x-flotilla-agent'] ? { 'x-flotilla-agent': headers['x-flotilla-agent'] } : {}),
      },
      body: JSON.stringify({ ...rest, model, stream: true }),
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Why a Bedrock request's authorization would be refused, or undefined when it would pass. */
function bedrockAuthProblem(
  headers: Record<string, string>,
  raw: Buffer,
  options: ProviderWireServerOptions,
): string | undefined {
  const authorization = headers.authorization ?? '';
  if (authorization.startsWith('Bearer ')) return undefined; // A Bedrock API key.
  if (options.awsAccessKeyId === undefined) return undefined;
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/bedrock\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
      authorization,
    );
  if (!match) return `Not a SigV4 authorization for bedrock: '${authorization}'`;
  if (match[1] !== options.awsAccessKeyId) return `Unknown access key ${match[1] ?? ''}`;
  if (options.awsRegion && match[3] !== options.awsRegion)
    return `Signed for region ${match[3] ?? ''}`;
  if (!(headers['x-amz-date'] ?? '').startsWith(match[2] ?? '-'))
    return 'x-amz-date does not match the scope';
  const hash = createHash('sha256').update(raw).digest('hex');
  if (headers['x-amz-content-sha256'] && headers['x-amz-content-sha256'] !== hash) {
    return 'x-amz-content-sha256 is not the hash of the body';
  }
  if (!(match[4] ?? '').split(';').includes('host')) return 'The host header is not signed';
  return undefined;
}

/** The data lines of each SSE event. */
function parseSse(text: string): string[] {
  return text
    .split(/\n\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n'),
    )
    .filter((data) => data !== '');
}

/** One AWS event-stream message: lengths, prelude CRC, string headers, payload, message CRC. */
export function eventStreamFrame(headers: Record<string, string>, payload: Buffer): Buffer {
  const headerParts = Object.entries(headers).map(([name, value]) => {
    const nameBytes = Buffer.from(name);
    const valueBytes = Buffer.from(value);
    const part = Buffer.alloc(1 + nameBytes.length + 1 + 2 + valueBytes.length);
    let offset = part.writeUInt8(nameBytes.length, 0);
    offset += nameBytes.copy(part, offset);
    offset = part.writeUInt8(7, offset); // string
    offset = part.writeUInt16BE(valueBytes.length, offset);
    valueBytes.copy(part, offset);
    return part;
  });
  const headerBytes = Buffer.concat(headerParts);
  const total = 12 + headerBytes.length + payload.length + 4;
  const prelude = Buffer.alloc(8);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(headerBytes.length, 4);
  const preludeCrc = Buffer.alloc(4);
  preludeCrc.writeUInt32BE(crc32(prelude), 0);
  const message = Buffer.concat([prelude, preludeCrc, headerBytes, payload]);
  const messageCrc = Buffer.alloc(4);
  messageCrc.writeUInt32BE(crc32(message), 0);
  return Buffer.concat([message, messageCrc]);
}

function flatHeaders(request: IncomingMessage): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) result[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
