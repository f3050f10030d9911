import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import { FetchHeaders } from './fetch-globals.js';
import { ChunkedBody } from './chunked-body.js';

/** The URL a fetch call asks for, whichever form it is given in (parsed only when needed). */
export function requestUrl(input: Parameters<typeof fetch>[0]): URL {
  return input instanceof URL ? input : new URL(typeof input === 'string' ? input : input.url);
}

/**
 * `fetch` over node:http and node:https: the model client's transport when no proxy is set.
 *
 * Node's own fetch (its bundled undici) parses HTTP with a WebAssembly module that V8 keeps
 * compiling in the background after the first request, and Node waits for that compilation
 * before the process may exit: about 60 ms on every run, plus about 30 ms of set-up on the
 * first request (measured in `npm run bench`, section d). node:http parses in C.
 *
 * It does what the Anthropic SDK asks of a fetch: a method, headers, a string, byte, Blob or
 * stream body, an AbortSignal (the SDK's timeouts abort through it), a streamed response. Content
 * encodings the caller asked for (accept-encoding) are decoded as fetch decodes them.
 * Redirects are returned, not followed: the Messages API does not redirect, and a request body
 * is not replayed to another host.
 */
export const nodeHttpFetch: typeof fetch = (input, init) => {
  const url = requestUrl(input);
  const signal = init?.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  const transport = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!transport) {
    return Promise.reject(new TypeError(`fetch: unsupported protocol ${url.protocol}`));
  }
  const headers = plainHeaders(init?.headers);
  return new Promise<Response>((resolve, reject) => {
    const request = transport.request(url, {
      method: init?.method ?? 'GET',
      headers,
      agent: url.protocol === 'https:' ? httpsAgent : httpAgent,
    });
    const onAbort = (): void => {
      const reason = abortReason(signal!);
      request.destroy(reason);
      reject(reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const release = (): void => signal?.removeEventListener('abort', onAbort);
    request.on('error', (error) => {
      release();
      reject(new TypeError('fetch failed', { cause: error }));
    });
    request.once('response', (incoming) => {
      // An abort while the body streams ends the body with the abort's reason, as fetch does.
      const onBodyAbort = (): void => {
        incoming.destroy(abortReason(signal!));
      };
      release();
      signal?.addEventListener('abort', onBodyAbort, { once: true });
      incoming.once('close', () => signal?.removeEventListener('abort', onBodyAbort));
      const status = incoming.statusCode ?? 0;
      const bodyless = nullBodyStatus.has(status) || init?.method === 'HEAD';
      // A body nobody reads would hold its socket out of the keep-alive pool (and the process up).
      if (bodyless) incoming.resume();
      // A status Response refuses (outside 200-599): fetch fails, as Node's does.
      if (status < 200 || status > 599) {
        incoming.destroy();
        reject(new TypeError('fetch failed', { cause: new RangeError(`status ${status}`) }));
        return;
      }
      const headers = new FetchHeaders();
      const raw = incoming.rawHeaders;
      for (let index = 0; index + 1 < raw.length; index += 2) {
        headers.append(raw[index]!, raw[index + 1]!);
      }
      resolve(
        new FetchResponse(bodyless ? null : decoded(incoming), {
          status,
          statusText: incoming.statusMessage ?? '',
          headers,
          url: url.href,
        }) as unknown as Response,
      );
    });
    sendBody(request, init?.body);
  });
};

const httpAgent = new http.Agent({ keepAlive: true });
const httpsAgent = new https.Agent({ keepAlive: true });
const nullBodyStatus = new Set([101, 204, 205, 304]);

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('This operation was aborted', 'AbortError');
}

/** Request headers as node:http takes them (the SDK's are a Headers already: not copied again). */
function plainHeaders(init: RequestInit['headers']): Record<string, string> {
  const plain: Record<string, string> = {};
  if (init === undefined) return plain;
  (init instanceof FetchHeaders ? init : new FetchHeaders(init)).forEach((value, name) => {
    plain[name] = value;
  });
  return plain;
}

function sendBody(request: http.ClientRequest, body: RequestInit['body']): void {
  if (body === undefined || body === null) {
    request.end();
  } else if (typeof body === 'string') {
    // Encoded once: given the string, node:http measures it for Content-Length, then encodes it.
    request.end(Buffer.from(body));
  } else if (body instanceof Uint8Array) {
    request.end(body);
  } else if (body instanceof ChunkedBody) {
    // Written part by part: the bytes it shares with other bodies are not joined into each.
    request.setHeader('content-length', body.size);
    for (const chunk of body) request.write(chunk);
    request.end();
  } else if (body instanceof Blob) {
    body.arrayBuffer().then(
      (bytes) => request.end(Buffer.from(bytes)),
      (error: unknown) =>
        request.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  } else if (body instanceof ArrayBuffer) {
    request.end(Buffer.from(body));
  } else if (ArrayBuffer.isView(body)) {
    request.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  } else if (body instanceof URLSearchParams) {
    if (!request.hasHeader('content-type')) {
      request.setHeader('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    }
    request.end(body.toString());
  } else if (body instanceof ReadableStream) {
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
      .once('error', (error) => request.destroy(error))
      .pipe(request);
  } else {
    request.destroy(
      new TypeError(`fetch: a ${Object.prototype.toString.call(body)} body is not supported`),
    );
  }
}

/** The response body, decoded when the server compressed it. */
function decoded(incoming: http.IncomingMessage): Readable {
  const encoding = String(incoming.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  // pipeline: a corrupt or cancelled compressed body ends the response (and frees its socket) too.
  return decoder ? pipeline(incoming, decoder, () => undefined) : incoming;
}

/**
 * What a fetch answers, as the Fetch standard's Response has it for a caller that reads it: its
 * status, headers and URL, and its body once, as text, JSON or bytes (Node's Response would load
 * undici: see src/platform/fetch-globals.ts). The body itself is a Node stream, not a web stream:
 * the SDK reads a body by async iteration and cancels one through its iterator's return() (its
 * ReadableStreamToAsyncIterable and CancelReadableStream take either kind), which a Node stream
 * serves without a web stream's promises per chunk and the error Node makes to release its lock.
 */
class FetchResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: FetchHeaders;
  readonly url: string;
  readonly ok: boolean;
  readonly #body: Readable | null;
  #used = false;

  constructor(
    body: Readable | null,
    init: { status: number; statusText: string; headers: FetchHeaders; url: string },
  ) {
    this.#body = body;
    this.status = init.status;
    this.statusText = init.statusText;
    this.headers = init.headers;
    this.url = init.url;
    this.ok = init.status >= 200 && init.status <= 299;
  }

  /** The body, to be read once by async iteration (null when the answer has none). */
  get body(): Readable | null {
    return this.#body;
  }

  get bodyUsed(): boolean {
    return this.#used || (this.#body?.readableDidRead ?? false);
  }

  async bytes(): Promise<Uint8Array> {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    if (this.#body === null) return new Uint8Array(0);
    const chunks: Buffer[] = [];
    for await (const chunk of this.#body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  get [Symbol.toStringTag](): string {
    return 'Response';
  }
}
