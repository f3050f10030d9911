import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type Anthropic from '@anthropic-ai/sdk';
import { errorMessage } from '../errors.js';
import { createRedactor, redactDeep, type Redactor } from '../publish/redact.js';
import { MessageAssembler } from '../model/message-assembler.js';
import { listenOnLoopback, readBody } from './anthropic-http-server.js';
import {
  emptyCassette,
  saveCassette,
  type Cassette,
  type CassetteInteraction,
} from './cassette.js';
import { messagesRequestSchema, requestFacts } from './request-facts.js';
import { errorBody, type WireMessage } from './wire-format.js';

export interface RecordingProxyOptions {
  /** The real endpoint, e.g. https://api.anthropic.com */
  targetBaseUrl: string;
  /** Sent upstream (as the SDK sends keys: `Authorization: Bearer`) in place of the client's credentials. Never written to the cassette. */
  apiKey?: string;
  /** Set upstream on every request (the run's ANTHROPIC_CUSTOM_HEADERS). Never written to the cassette. */
  headers?: Readonly<Record<string, string>>;
  cassetteFile: string;
  port?: number;
  /**
   * Rewrites every text the cassette keeps (the run's redactor): the answers and the previews
   * quote what tools read, a token among it, and a cassette is meant to be committed. Default:
   * well-known token shapes only.
   */
  redact?: Redactor;
}

export interface RecordingProxy {
  url: string;
  /** Interactions recorded so far. */
  cassette: Cassette;
  /** Stops the proxy once the cassette is written. */
  close(): Promise<void>;
}

/** Request headers passed upstream; credentials are added (or passed through) separately. */
const forwardedRequestHeaders = [
  'content-type',
  'accept',
  'anthropic-version',
  'anthropic-beta',
  'x-flotilla-agent',
  'user-agent',
];
/** Response headers passed back to the client. */
const forwardedResponseHeaders =
  /^(content-type|request-id|retry-after|retry-after-ms|x-should-retry|anthropic-.*)$/;

/**
 * A proxy to a real Anthropic endpoint that streams every answer through unchanged and saves the
 * successful /v1/messages answers to a cassette for `startReplayServer`. Failed answers (429,
 * 5xx, cut streams) are passed through but not recorded: the retry's answer is the one kept.
 */
export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RecordingProxy> {
  const target = new URL(options.targetBaseUrl);
  const cassette = emptyCassette(target.origin);
  const redact = options.redact ?? createRedactor([]);
  let writing: Promise<void> = saveCassette(options.cassetteFile, cassette);

  function record(interaction: CassetteInteraction): void {
    const same = cassette.interactions.findIndex(
      (existing) =>
        existing.agent === interaction.agent &&
        existing.turn === interaction.turn &&
        existing.conversation === interaction.conversation &&
        existing.last_message_hash === interaction.last_message_hash,
    );
    if (same >= 0) cassette.interactions[same] = interaction;
    else cassette.interactions.push(interaction);
    const snapshot = structuredClone(cassette);
    writing = writing.then(() => saveCassette(options.cassetteFile, snapshot));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const incoming = new URL(request.url ?? '/', 'http://127.0.0.1');
    const upstreamUrl = `${options.targetBaseUrl.replace(/\/+$/, '')}${incoming.pathname}${incoming.search}`;
    const headers = new Headers();
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    if (options.apiKey) headers.set('authorization', `Bearer ${options.apiKey}`);
    else {
      for (const name of ['x-api-key', 'authorization']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
    }
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    let upstream: Response;
    try {
      const init: RequestInit = {
        method: request.method ?? 'GET',
        headers,
        signal: controller.signal,
      };
      if (request.method === 'POST') init.body = body;
      upstream = await fetch(upstreamUrl, init);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(
        errorBody(
          'api_error',
          `The recording proxy could not reach ${target.origin}: ${errorMessage(error)}`,
          'req_proxy',
        ),
      );
      return;
    }
    const responseHeaders: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (forwardedResponseHeaders.test(name)) responseHeaders[name] = value;
    });
    response.writeHead(upstream.status, responseHeaders);
    const chunks: Buffer[] = [];
    if (upstream.body) {
      for await (const chunk of upstream.body) {
        const buffer = Buffer.from(chunk as Uint8Array);
        chunks.push(buffer);
        response.write(buffer);
      }
    }
    response.end();

    const route = incoming.pathname.replace(/\/+$/, '');
    if (route !== '/v1/messages' || upstream.status !== 200) return;
    const message = recordedAnswer(
      Buffer.concat(chunks).toString('utf8'),
      upstream.headers.get('content-type') ?? '',
    );
    const parsed = messagesRequestSchema.safeParse(safeJson(body));
    if (!message || !parsed.success) return;
    const agentHeader = request.headers['x-flotilla-agent'];
    const facts = requestFacts(
      parsed.data,
      typeof agentHeader === 'string' ? agentHeader : undefined,
    );
    record({
      agent: facts.agent,
      turn: facts.turn,
      conversation: facts.conversation,
      last_message_hash: facts.lastMessageHash,
      // Redacted before it is cut: a secret cut in two would be seen by no redactor.
      last_message_preview: redact(facts.lastMessageText).slice(0, 200),
      model: message.model,
      recorded_at: new Date().toISOString(),
      response: redactDeep(message, redact) as unknown as CassetteInteraction['response'],
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  const url = await listenOnLoopback(server, options.port);
  return {
    url,
    cassette,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await writing;
    },
  };
}

/** The complete message in a JSON or SSE answer; undefined when the stream failed or was cut. */
function recordedAnswer(text: string, contentType: string): WireMessage | undefined {
  if (!contentType.includes('text/event-stream')) {
    const json = safeJson(text);
    return isMessage(json) ? json : undefined;
  }
  const assembler = new MessageAssembler();
  try {
    for (const frame of text.split(/\r?\n\r?\n/)) {
      const lines = frame.split(/\r?\n/);
      const event = lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim();
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (event === 'error') return undefined;
      if (data === '' || event === 'ping') continue;
      assembler.add(JSON.parse(data) as Anthropic.RawMessageStreamEvent);
    }
    return assembler.finish();
  } catch {
    return undefined;
  }
}

function isMessage(value: unknown): value is WireMessage {
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'message'
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
