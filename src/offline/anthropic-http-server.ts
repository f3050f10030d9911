import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatPath, type FaultKind } from './scenario.js';
import type { FaultInjector, RateLimitFaults } from './fault-injector.js';
import {
  errorTypeForStatus,
  messagesRequestSchema,
  requestFacts,
  type MessagesRequestBody,
  type RequestFacts,
} from './request-facts.js';
import { cacheControlProblem, countInputTokens } from './usage-simulator.js';
import { errorBody, sseFrame, streamEvents, type WireMessage } from './wire-format.js';

/**
 * The HTTP side shared by the scripted and the replay server: an Anthropic Messages API
 * look-alike on 127.0.0.1 (JSON and SSE, count_tokens, error bodies, request-id headers), with
 * latency and fault injection, and a log of every request and what was done with it.
 */

export type Reply =
  | { type: 'message'; message: WireMessage }
  | {
      type: 'error';
      status: number;
      errorType?: string;
      message: string;
      retryAfterSeconds?: number;
    };

/** Answers one /v1/messages request. Problems are error replies, never throws. */
export type MessagesResponder = (body: MessagesRequestBody, facts: RequestFacts) => Reply;

/**
 * `client_closed`: the client went away before the answer (abort, timeout). `rate_limited`: a
 * 429 of the scenario's `rate_limits` (a `429` is one injected by `faults`).
 */
export type RequestOutcome =
  'message' | 'error' | 'count_tokens' | 'client_closed' | 'rate_limited' | FaultKind;

export interface RecordedRequest {
  /** 0-based arrival order. */
  index: number;
  requestId: string;
  method: string;
  path: string;
  /** The x-flotilla-agent header, '' when absent. */
  agent: string;
  /** Assistant messages in the request (undefined when the body was not a valid request). */
  turn?: number;
  conversation?: string;
  stream: boolean;
  /** The parsed JSON body. */
  body: unknown;
  /** The body as it arrived (UTF-8), for byte-level comparisons of prompt prefixes. */
  rawBody: string;
  /** Request headers, without credentials (x-api-key, authorization, cookie). */
  headers: Record<string, string>;
  /** Milliseconds since the epoch, when the request arrived. */
  receivedAt: number;
  /** When the answer (or the fault) was sent. */
  respondedAt?: number;
  outcome?: RequestOutcome;
  status?: number;
  /** The `retry-after` sent with a 429/529, in milliseconds. */
  retryAfterMs?: number;
}

export interface AnthropicServerOptions {
  responder: MessagesResponder;
  port?: number;
  latencyMs?: number;
  faults?: FaultInjector;
  rateLimits?: RateLimitFaults;
}

export interface RunningAnthropicServer {
  /** Base URL for the SDK, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every request so far, in arrival order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const secretHeaders = new Set(['x-api-key', 'authorization', 'cookie', 'proxy-authorization']);

export async function startAnthropicServer(
  options: AnthropicServerOptions,
): Promise<RunningAnthropicServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        writeError(
          response,
          500,
          'api_error',
          `Offline server error: ${String(error)}`,
          'req_internal',
        );
      } else {
        response.destroy();
      }
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const record: RecordedRequest = {
      index: requests.length,
      requestId: `req_offline_${randomBytes(12).toString('hex')}`,
      method: request.method ?? 'GET',
      path: url.pathname,
      agent: headerValue(request, 'x-flotilla-agent'),
      stream: false,
      body: undefined,
      rawBody: text,
      headers: safeHeaders(request),
      receivedAt: Date.now(),
    };
    requests.push(record);
    const fail = (status: number, message: string, type = errorTypeForStatus(status)): void => {
      record.outcome = 'error';
      record.status = status;
      record.respondedAt = Date.now();
      writeError(response, status, type, message, record.requestId);
    };

    const route = url.pathname.replace(/\/+$/, '');
    if (
      request.method !== 'POST' ||
      (route !== '/v1/messages' && route !== '/v1/messages/count_tokens')
    ) {
      fail(
        404,
        `Not found: ${request.method ?? ''} ${url.pathname}. The offline server answers POST /v1/messages and POST /v1/messages/count_tokens.`,
      );
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      fail(400, 'The request body is not valid JSON.');
      return;
    }
    record.body = json;
    const parsed = messagesRequestSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${formatPath(issue.path)}: ${issue.message}`,
      );
      fail(400, `Invalid Messages API request: ${problems.join('; ')}`);
      return;
    }
    const body = parsed.data;
    const cacheProblem = cacheControlProblem(body);
    if (cacheProblem) {
      fail(400, cacheProblem, 'invalid_request_error');
      return;
    }
    const facts = requestFacts(body, record.agent === '' ? undefined : record.agent);
    record.turn = facts.turn;
    record.conversation = facts.conversation;
    record.stream = facts.stream && route === '/v1/messages';

    const limits = options.rateLimits;
    if (limits && route === '/v1/messages') {
      const decision = limits.admit(countInputTokens(body));
      // Set before the answer's own headers, so every answer carries them.
      for (const [name, value] of Object.entries(limits.headers())) response.setHeader(name, value);
      if (!decision.admitted) {
        record.outcome = 'rate_limited';
        record.status = 429;
        record.respondedAt = Date.now();
        record.retryAfterMs = decision.retryAfterSeconds * 1000;
        writeError(response, 429, 'rate_limit_error', decision.reason, record.requestId, {
          'retry-after': String(decision.retryAfterSeconds),
        });
        return;
      }
      response.once('close', decision.release);
    }

    if (options.latencyMs) {
      // A client that gives up (abort, timeout) must not leave a timer holding the process.
      const gone = new AbortController();
      response.once('close', () => gone.abort());
      try {
        await sleep(options.latencyMs, undefined, { signal: gone.signal });
      } catch {
        record.outcome = 'client_closed';
        record.respondedAt = Date.now();
        return;
      }
    }

    if (route === '/v1/messages/count_tokens') {
      record.outcome = 'count_tokens';
      record.status = 200;
      record.respondedAt = Date.now();
      writeJson(
        response,
        200,
        JSON.stringify({ input_tokens: countInputTokens(body) }),
        record.requestId,
      );
      return;
    }

    const fault = options.faults?.next();
    if (fault) {
      record.outcome = fault;
      injectFault(fault, record, response, options.faults?.retryAfterSeconds ?? 1, () =>
        options.responder(body, facts),
      );
      return;
    }
    const reply = options.responder(body, facts);
    sendReply(reply, record, response);
  }

  const url = await listenOnLoopback(server, options.port);
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function sendReply(reply: Reply, record: RecordedRequest, response: ServerResponse): void {
  record.respondedAt = Date.now();
  if (reply.type === 'error') {
    record.outcome = 'error';
    record.status = reply.status;
    const headers: Record<string, string> = {};
    if (reply.retryAfterSeconds !== undefined) {
      headers['retry-after'] = String(reply.retryAfterSeconds);
      record.retryAfterMs = reply.retryAfterSeconds * 1000;
    }
    writeError(
      response,
      reply.status,
      reply.errorType ?? errorTypeForStatus(reply.status),
      reply.message,
      record.requestId,
      headers,
    );
    return;
  }
  record.outcome = 'message';
  record.status = 200;
  if (!record.stream) {
    writeJson(response, 200, JSON.stringify(reply.message), record.requestId);
    return;
  }
  response.writeHead(200, sseHeaders(record.requestId));
  for (const event of streamEvents(reply.message)) response.write(sseFrame(event));
  response.end();
}

function injectFault(
  fault: FaultKind,
  record: RecordedRequest,
  response: ServerResponse,
  retryAfterSeconds: number,
  answer: () => Reply,
): void {
  record.respondedAt = Date.now();
  switch (fault) {
    case '429':
    case '529':
    case '500':
    case '408': {
      const status = Number(fault);
      const headers: Record<string, string> = {};
      if (status === 429 || status === 529) {
        headers['retry-after'] = String(retryAfterSeconds);
        record.retryAfterMs = retryAfterSeconds * 1000;
      }
      record.status = status;
      writeError(
        response,
        status,
        errorTypeForStatus(status),
        `Injected fault: ${fault}`,
        record.requestId,
        headers,
      );
      return;
    }
    case 'reset':
      response.socket?.destroy();
      return;
    case 'stream_cut':
    case 'overloaded_event': {
      const reply = answer();
      if (reply.type === 'error') {
        sendReply(reply, record, response);
        return;
      }
      record.status = 200;
      if (!record.stream) {
        if (fault === 'overloaded_event') {
          record.status = 529;
          record.retryAfterMs = retryAfterSeconds * 1000;
          writeError(
            response,
            529,
            'overloaded_error',
            'Injected fault: overloaded',
            record.requestId,
            {
              'retry-after': String(retryAfterSeconds),
            },
          );
          return;
        }
        const json = JSON.stringify(reply.message);
        response.writeHead(200, {
          ...jsonHeaders(record.requestId),
          'content-length': String(Buffer.byteLength(json)),
        });
        response.write(json.slice(0, Math.floor(json.length / 2)), () =>
          response.socket?.destroy(),
        );
        return;
      }
      const events = streamEvents(reply.message);
      const partial = events
        .slice(0, Math.max(2, Math.floor(events.length / 2)))
        .map(sseFrame)
        .join('');
      response.writeHead(200, sseHeaders(record.requestId));
      if (fault === 'stream_cut') {
        response.write(partial, () => response.socket?.destroy());
        return;
      }
      const error = {
        type: 'error' as const,
        error: { type: 'overloaded_error', message: 'Overloaded' },
      };
      response.end(partial + sseFrame(error));
      return;
    }
  }
}

function writeError(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  requestId: string,
  headers: Record<string, string> = {},
): void {
  writeJson(response, status, errorBody(type, message, requestId), requestId, headers);
}

function writeJson(
  response: ServerResponse,
  status: number,
  json: string,
  requestId: string,
  headers: Record<string, string> = {},
): void {
  if (response.destroyed) return;
  response.writeHead(status, { ...jsonHeaders(requestId), ...headers });
  response.end(json);
}

function jsonHeaders(requestId: string): Record<string, string> {
  return { 'content-type': 'application/json', 'request-id': requestId };
}

function sseHeaders(requestId: string): Record<string, string> {
  return {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'request-id': requestId,
  };
}

function headerValue(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

function safeHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || secretHeaders.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts `server` on 127.0.0.1 (port 0: any free port) and returns its base URL. */
export async function listenOnLoopback(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
