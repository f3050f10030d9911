import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChunkedBody, sharedBytes } from '../../src/platform/chunked-body.js';
import { nodeHttpFetch } from '../../src/platform/http-fetch.js';

let server: http.Server;
let base: string;
const seen: {
  method?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  port?: number;
}[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        ...(request.socket.remotePort === undefined ? {} : { port: request.socket.remotePort }),
      });
      const route = request.url ?? '';
      if (route === '/echo') {
        response.writeHead(201, 'Made', [
          'content-type',
          'application/json',
          'x-twice',
          'a',
          'x-twice',
          'b',
        ]);
        response.end(JSON.stringify({ body: Buffer.concat(chunks).toString() }));
      } else if (route === '/gzip') {
        response.writeHead(200, { 'content-encoding': 'gzip' });
        response.end(gzipSync('unzipped text'));
      } else if (route === '/empty') {
        response.writeHead(204);
        response.end();
      } else if (route === '/stream') {
        // One event now; the rest never comes (the client aborts while it waits).
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: first\n\n');
      } else if (route === '/bad-gzip') {
        response.writeHead(200, { 'content-encoding': 'gzip' });
        response.end('not gzip at all');
      } else if (route === '/odd-status') {
        response.writeHead(600);
        response.end();
      } else if (route === '/hang-up') {
        request.socket.destroy();
      } else if (route === '/cut-short') {
        // A chunked body whose connection drops before its last chunk.
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: partial\n\n', () => setTimeout(() => request.socket.destroy(), 20));
      } else if (route === '/large') {
        // More chunks than the body's stream holds before it pauses the socket.
        response.writeHead(200, { 'content-type': 'text/plain' });
        for (let index = 0; index < 200; index += 1)
          response.write(`${index}:${'x'.repeat(4000)}\n`);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The body as the SDK reads it (ReadableStreamToAsyncIterable): by async iteration. */
function body(response: Response): AsyncIterable<Uint8Array> {
  return response.body as unknown as AsyncIterable<Uint8Array>;
}

function bodyChunks(response: Response): AsyncIterator<Uint8Array> {
  return body(response)[Symbol.asyncIterator]();
}

describe('nodeHttpFetch', () => {
  it('sends the method, headers and body, and answers status, repeated headers and body', async () => {
    const response = await nodeHttpFetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
      body: '{"ask":1}',
    });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.headers.get('x-twice')).toBe('a, b');
    expect(await response.json()).toEqual({ body: '{"ask":1}' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['x-api-key']).toBe('k');
  });

  it('sends a chunked body part by part, measured, and any Blob whole', async () => {
    const shared = sharedBytes(['"é—', sharedBytes(['😀"'])]);
    const chunked = new ChunkedBody(['{"a":', shared, '', ',"b":[]}']);
    const response = await nodeHttpFetch(`${base}/echo`, { method: 'POST', body: chunked });
    expect(await response.json()).toEqual({ body: '{"a":"é—😀","b":[]}' });
    // Measured, not chunked: a body's length goes ahead of it as the API expects.
    expect(seen.at(-1)!.headers['content-length']).toBe(String(chunked.size));
    expect(seen.at(-1)!.headers['transfer-encoding']).toBeUndefined();
    // The same body as a Blob (another fetch sends it this way) has the same bytes.
    expect(await chunked.toBlob().text()).toBe('{"a":"é—😀","b":[]}');
    const blob = await nodeHttpFetch(`${base}/echo`, {
      method: 'POST',
      body: new Blob(['{"c":', shared.blob, '}']),
    });
    expect(await blob.json()).toEqual({ body: '{"c":"é—😀"}' });
  });

  it('decodes a gzip body and answers a 204 without one', async () => {
    expect(await (await nodeHttpFetch(`${base}/gzip`)).text()).toBe('unzipped text');
    const empty = await nodeHttpFetch(`${base}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('gives the socket of a response without a body back to the pool', async () => {
    await nodeHttpFetch(`${base}/empty`);
    await nodeHttpFetch(`${base}/empty`);
    const [first, second] = seen.slice(-2);
    expect(second!.port).toBe(first!.port);
  });

  it('fails the body of a corrupt compressed answer, and a status fetch refuses', async () => {
    const corrupt = await nodeHttpFetch(`${base}/bad-gzip`);
    await expect(corrupt.text()).rejects.toThrow();
    const error = await nodeHttpFetch(`${base}/odd-status`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
  });

  it('streams the body as it arrives, and an abort ends it with the abort reason', async () => {
    const controller = new AbortController();
    const response = await nodeHttpFetch(`${base}/stream`, { signal: controller.signal });
    const chunks = bodyChunks(response);
    const first = await chunks.next();
    expect(Buffer.from(first.value!).toString()).toBe('data: first\n\n');
    const pending = chunks.next();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails the body when the connection drops before the body ends', async () => {
    const response = await nodeHttpFetch(`${base}/cut-short`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('reads a body of many chunks in full, in order, however slowly it is read', async () => {
    const response = await nodeHttpFetch(`${base}/large`);
    // Fall behind: the server sends everything while nothing is read.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const chunks: Uint8Array[] = [];
    for await (const chunk of body(response)) chunks.push(chunk);
    const lines = Buffer.concat(chunks).toString().split('\n').slice(0, -1);
    expect(lines).toHaveLength(200);
    expect(lines.map((line) => Number(line.split(':')[0]))).toEqual([...Array(200).keys()]);
  });

  it('a cancelled body frees its connection', async () => {
    const response = await nodeHttpFetch(`${base}/stream`);
    const chunks = bodyChunks(response);
    await chunks.next();
    const connections = await new Promise<number>((resolve, reject) =>
      server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    // As the SDK cancels a body it will not read (CancelReadableStream).
    await chunks.return!(undefined);
    await expect
      .poll(
        () =>
          new Promise<number>((resolve, reject) =>
            server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
          ),
      )
      .toBeLessThan(connections);
  });

  it('rejects at once with the reason when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped by the run'));
    await expect(nodeHttpFetch(`${base}/echo`, { signal: controller.signal })).rejects.toThrow(
      'stopped by the run',
    );
  });

  it('rejects with "fetch failed" and the cause when the connection fails', async () => {
    const error = await nodeHttpFetch(`${base}/hang-up`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect((error as TypeError).cause).toMatchObject({ code: 'ECONNRESET' });
  });
});
