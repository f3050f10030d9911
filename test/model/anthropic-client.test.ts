import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelError } from '../../src/errors.js';
import { createAnthropicModelClient, defaultMaxRetries } from '../../src/model/anthropic-client.js';
import { maxRetryAfterMs } from '../../src/model/request-limiter.js';
import {
  startScriptedServer,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';
import { modelRequest, runConversation } from './conversation.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(scenario: ScenarioInput): Promise<ScriptedServer> {
  server = await startScriptedServer({ scenario });
  return server;
}

function clientFor(url: string, extra: Parameters<typeof createAnthropicModelClient>[0] = {}) {
  return createAnthropicModelClient({
    apiKey: 'sk-test',
    baseUrl: url,
    retryBaseDelayMs: 10,
    ...extra,
  });
}

describe('createAnthropicModelClient against the scripted server', () => {
  it('streams text deltas and assembles tool_use inputs from input_json_delta', async () => {
    const grepInput = { pattern: 'eval\\(', path: 'src', '-n': true, glob: '**/*.{ts,js}' };
    const readInput = { file_path: 'src/ünïcode "quoted".ts', offset: 10, limit: 20 };
    const { url, requests } = await serve({
      name: 'stream',
      agents: [
        {
          match: { agent: 'reviewer' },
          turns: [
            {
              text: 'Looking at the code for risky calls in every file.',
              tool_use: [
                { name: 'Grep', input: grepInput },
                { name: 'Read', input: readInput },
              ],
            },
            { text: 'Done.' },
          ],
        },
      ],
    });
    const deltas: string[] = [];
    const response = await clientFor(url).createMessage(modelRequest(), {
      onTextDelta: (text) => deltas.push(text),
    });

    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Looking at the code for risky calls in every file.');
    expect(response.stopReason).toBe('tool_use');
    expect(response.content.map((block) => block.type)).toEqual(['text', 'tool_use', 'tool_use']);
    const [, grep, read] = response.content;
    expect(grep).toMatchObject({ type: 'tool_use', name: 'Grep', input: grepInput });
    expect(read).toMatchObject({ type: 'tool_use', name: 'Read', input: readInput });
    expect(grep?.type === 'tool_use' && grep.id).toMatch(/^toolu_/);
    expect(response.usage.output_tokens).toBeGreaterThan(0);
    expect(response.requestId).toBe(requests[0]?.requestId);
    expect(requests[0]?.headers['x-flotilla-agent']).toBe('reviewer');
    expect(requests[0]?.stream).toBe(true);
  });

  it('runs a multi-turn conversation; the cached prefix is read back on the next turn', async () => {
    const { url } = await serve({
      name: 'multi',
      agents: [
        {
          match: { agent: 'reviewer' },
          turns: [
            { tool_use: [{ name: 'Grep', input: { pattern: 'TODO' } }] },
            { text: 'Found {{tool_result:1}}.' },
          ],
        },
      ],
    });
    const responses = await runConversation(clientFor(url), {
      agentName: 'reviewer',
      prompt: 'Count the TODOs.',
      // Past the model's minimum cacheable length (1024 tokens for claude-sonnet-5).
      system: [{ type: 'text', text: 'You review code. '.repeat(300) }],
      toolResult: () => '3 matches',
    });
    expect(responses.map((response) => response.stopReason)).toEqual(['tool_use', 'end_turn']);
    expect(responses[1]?.content[0]).toMatchObject({ type: 'text', text: 'Found 3 matches.' });
    expect(responses[0]?.usage.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(responses[1]?.usage.cache_read_input_tokens).toBeGreaterThan(0);
  });

  it('passes an agentId from an async_launched tool result to the next tool call', async () => {
    const { url } = await serve({
      name: 'template',
      agents: [
        {
          match: { agent: 'lead' },
          turns: [
            { tool_use: [{ name: 'Agent', input: { prompt: 'scan', run_in_background: true } }] },
            {
              tool_use: [
                {
                  name: 'SendMessage',
                  input: {
                    to: '{{tool_result:1.agentId}}',
                    message: 'also check {{last_message}}',
                  },
                },
              ],
            },
            { text: 'ok' },
          ],
        },
      ],
    });
    const launched = JSON.stringify({ status: 'async_launched', agentId: 'scanner-7f3a' });
    const responses = await runConversation(clientFor(url), {
      agentName: 'lead',
      prompt: 'go',
      toolResult: (name) => (name === 'Agent' ? launched : 'sent'),
    });
    expect(responses[1]?.content[0]).toMatchObject({
      type: 'tool_use',
      name: 'SendMessage',
      input: { to: 'scanner-7f3a', message: `also check ${launched}` },
    });
  });

  it('fails with a message naming the agent and turn when the scenario has no script', async () => {
    const { url, requests } = await serve({
      name: 'short',
      agents: [{ match: { agent: 'lead' }, turns: [{ text: 'hi' }] }],
    });
    const error = await clientFor(url)
      .createMessage(modelRequest({ agentName: 'security-reviewer' }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).message).toContain(
      "no rule for agent 'security-reviewer' at turn 0",
    );
    expect((error as ModelError).details).toMatchObject({ status: 400, retryable: false });
    expect(requests).toHaveLength(1);
  });

  it.each([
    [400, 'invalid_request_error'],
    [401, 'ANTHROPIC_API_KEY'],
    [403, 'permission'],
    [404, "model id 'claude-sonnet-5'"],
  ])(
    'fails fast on %i with an actionable message and exactly one request',
    async (status, wording) => {
      const { url, requests } = await serve({
        name: `status-${status}`,
        agents: [{ turns: [{ error: { status, message: 'scripted refusal' } }] }],
      });
      const client = clientFor(url, { maxRetries: 3 });
      const error = await client.createMessage(modelRequest()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ModelError);
      const modelError = error as ModelError;
      expect(modelError.message).toContain(wording);
      expect(modelError.details.status).toBe(status);
      expect(modelError.details.retryable).toBe(false);
      expect(modelError.details.requestId).toBe(requests[0]?.requestId);
      expect(requests).toHaveLength(1);
    },
  );

  it.each(['stream_cut', 'overloaded_event'] as const)(
    'retries a turn whose stream fails mid-message (%s) up to maxRetries, then gives up',
    async (kind) => {
      const { url, requests } = await serve({
        name: kind,
        faults: { rate: 1, kinds: [kind] },
        agents: [
          {
            turns: [
              {
                text: 'a long enough answer to be cut in the middle',
                tool_use: [{ name: 'Grep', input: { pattern: 'x' } }],
              },
            ],
          },
        ],
      });
      const retries: string[] = [];
      const client = clientFor(url, {
        maxRetries: 2,
        onRetry: (event) => retries.push(event.reason),
      });
      const error = await client.createMessage(modelRequest()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ModelError);
      expect((error as ModelError).details.retryable).toBe(true);
      expect((error as ModelError).message).toMatch(
        kind === 'stream_cut' ? /cut mid-message/ : /overloaded_error/,
      );
      // The SDK does not retry a failed stream: every attempt is one of ours.
      expect(requests).toHaveLength(3);
      expect(requests.every((request) => request.outcome === kind)).toBe(true);
      expect(retries).toHaveLength(2);
    },
  );

  it.each([
    ['529', 3],
    ['429', 2],
    ['500', 2],
    ['reset', 2],
  ] as const)(
    'against an always-%s server one turn makes 1 + maxRetries (%i) requests: one layer retries',
    async (kind, maxRetries) => {
      const retryAfterSeconds = 0.3;
      const { url, requests } = await serve({
        name: `always-${kind}`,
        faults: { rate: 1, kinds: [kind], retry_after_s: retryAfterSeconds },
        agents: [{ turns: [{ text: 'never delivered' }] }],
      });
      const delays: number[] = [];
      const client = clientFor(url, {
        maxRetries,
        onRetry: (event) => delays.push(event.delayMs),
      });
      // The caller of this one call is told too (its agent is then not about to answer).
      const callRetries: Array<{ attempt: number; delayMs: number }> = [];
      const error = await client
        .createMessage(modelRequest(), { onRetry: (retry) => callRetries.push(retry) })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ModelError);
      expect((error as ModelError).details.retryable).toBe(true);
      expect(requests).toHaveLength(1 + maxRetries);
      expect(requests.every((request) => request.outcome === kind)).toBe(true);
      expect(delays).toHaveLength(maxRetries);
      expect(callRetries).toEqual(
        delays.map((delayMs, index) => ({ attempt: index + 1, delayMs })),
      );
      if (kind === '529' || kind === '429') {
        for (const [index, request] of requests.slice(1).entries()) {
          const previous = requests[index];
          expect(previous?.retryAfterMs).toBe(retryAfterSeconds * 1000);
          // Date.now() has millisecond steps on both sides: allow one.
          expect(request.receivedAt - (previous?.respondedAt ?? Infinity)).toBeGreaterThanOrEqual(
            retryAfterSeconds * 1000 - 1,
          );
        }
      }
    },
  );

  it('makes exactly one request with maxRetries 0', async () => {
    const { url, requests } = await serve({
      name: 'no-retries',
      faults: { rate: 1, kinds: ['529'], retry_after_s: 0 },
      agents: [{ turns: [{ text: 'never delivered' }] }],
    });
    const error = await clientFor(url, { maxRetries: 0 })
      .createMessage(modelRequest())
      .catch((caught: unknown) => caught);
    expect((error as ModelError).details).toMatchObject({ status: 529, retryable: true });
    expect(requests).toHaveLength(1);
  });

  it('retries ten times by default', async () => {
    const { url, requests } = await serve({
      name: 'default-retries',
      faults: { rate: 1, kinds: ['500'] },
      agents: [{ turns: [{ text: 'never delivered' }] }],
    });
    const client = createAnthropicModelClient({
      apiKey: 'sk-test',
      baseUrl: url,
      retryBaseDelayMs: 1,
    });
    await expect(client.createMessage(modelRequest())).rejects.toBeInstanceOf(ModelError);
    expect(requests).toHaveLength(1 + defaultMaxRetries);
  });

  it('does not retry sooner than a retry-after longer than it waits: the turn fails at once', async () => {
    const { url, requests } = await serve({
      name: 'long-retry-after',
      faults: { rate: 1, kinds: ['429'], retry_after_s: maxRetryAfterMs / 1000 + 1 },
      agents: [{ turns: [{ text: 'never delivered' }] }],
    });
    const error = await clientFor(url, { maxRetries: 3 })
      .createMessage(modelRequest())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).message).toContain(
      `asked to wait ${maxRetryAfterMs / 1000 + 1} s before retrying`,
    );
    expect((error as ModelError).details.status).toBe(429);
    expect(requests).toHaveLength(1);
  });

  it('rejects with an AbortError when aborted while waiting for the answer, without retrying', async () => {
    const { url, requests } = await serve({
      name: 'slow',
      latency_ms: 60_000,
      agents: [{ turns: [{ text: 'late' }] }],
    });
    const controller = new AbortController();
    const call = clientFor(url).createMessage(modelRequest(), { signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(requests[0]?.outcome).toBe('client_closed'));
    expect(requests).toHaveLength(1);
  });

  it('rejects with an AbortError when aborted during a turn-retry wait', async () => {
    const { url, requests } = await serve({
      name: 'abort-retry',
      faults: { rate: 1, kinds: ['overloaded_event'] },
      agents: [{ turns: [{ text: 'never delivered in full' }] }],
    });
    const controller = new AbortController();
    const client = clientFor(url, {
      retryBaseDelayMs: 60_000,
      onRetry: () => controller.abort(),
    });
    await expect(
      client.createMessage(modelRequest(), { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(1);
  });

  it('does not send a request when the signal is already aborted', async () => {
    const { url, requests } = await serve({
      name: 'pre-abort',
      agents: [{ turns: [{ text: 'x' }] }],
    });
    const signal = AbortSignal.abort();
    await expect(clientFor(url).createMessage(modelRequest(), { signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(0);
  });

  it('places the breakpoints of the cache layout (shared tools, stable system block, previous and last turn) without mutating the request', async () => {
    const { url, requests } = await serve({
      name: 'cache',
      agents: [{ turns: [{ text: 'a' }, { text: 'b' }] }],
    });
    // Long enough to pass the model's minimum cacheable prefix (1,024 tokens for Sonnet).
    const long = 'x'.repeat(5_000);
    const request = modelRequest({
      tools: [
        { name: 'Read', description: long, input_schema: { type: 'object' } },
        { name: 'Agent', input_schema: { type: 'object' } },
      ],
      sharedTools: 1,
      system: [
        { type: 'text', text: `You are Flotilla. ${long}` },
        { type: 'text', text: 'Working directory: /tmp/run-1' },
      ],
      messages: [
        { role: 'user', content: 'first' },
        { role: 'assistant', content: [{ type: 'text', text: 'a' }] },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'second' },
            { type: 'text', text: 'third' },
          ],
        },
      ],
    });
    const before = structuredClone(request);
    await clientFor(url).createMessage(request);
    expect(request).toEqual(before);

    const body = requests[0]?.body as {
      tools: Array<{ cache_control?: unknown }>;
      system: Array<{ cache_control?: unknown }>;
      messages: Array<{ content: string | Array<{ cache_control?: unknown }> }>;
    };
    const ephemeral = { type: 'ephemeral' };
    expect(body.tools.map((tool) => tool.cache_control)).toEqual([ephemeral, undefined]);
    expect(body.system.map((block) => block.cache_control)).toEqual([ephemeral, undefined]);
    expect(body.messages[0]?.content).toEqual([
      { type: 'text', text: 'first', cache_control: ephemeral },
    ]);
    const last = body.messages[2]?.content;
    expect(Array.isArray(last) && last.map((block) => block.cache_control)).toEqual([
      undefined,
      ephemeral,
    ]);
  });

  it('refuses to call api.anthropic.com without an API key, before any request', async () => {
    const client = createAnthropicModelClient({});
    const error = await client.createMessage(modelRequest()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).message).toContain('ANTHROPIC_API_KEY');
  });
});

describe('createAnthropicModelClient wire details', () => {
  it('keeps a slow stream whose events come closer together than the idle timeout', async () => {
    const events = [
      {
        type: 'message_start',
        message: {
          id: 'msg_slow',
          type: 'message',
          role: 'assistant',
          model: 'm',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 1 },
        },
      },
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      ...['one ', 'two ', 'three ', 'four'].map((text) => ({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      })),
      { type: 'content_block_stop', index: 0 },
      { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 4 } },
      { type: 'message_stop' },
    ];
    let connections = 0;
    const slow = createServer((request, response) => {
      connections += 1;
      request.resume();
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let next = 0;
      const send = () => {
        const event = events[next++]!;
        response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        if (next < events.length) setTimeout(send, 60);
        else response.end();
      };
      send();
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    try {
      // 9 events 60 ms apart: about 500 ms in all, never 150 ms without one.
      const client = clientFor(url, { streamIdleTimeoutMs: 150, maxRetries: 0 });
      const response = await client.createMessage(modelRequest());
      expect(response.content).toEqual([{ type: 'text', text: 'one two three four' }]);
      expect(connections).toBe(1);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('abandons a stream that stalls mid-message and retries the turn', async () => {
    let connections = 0;
    const stalling = createServer((request, response) => {
      connections += 1;
      request.resume();
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'request-id': `req_stall_${connections}`,
      });
      const message = {
        id: 'msg_stall',
        type: 'message',
        role: 'assistant',
        model: 'm',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      };
      response.write(
        `event: message_start\ndata: ${JSON.stringify({ type: 'message_start', message })}\n\n`,
      );
      // …and nothing more, with the connection left open.
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
    try {
      const client = clientFor(url, { streamIdleTimeoutMs: 100, maxRetries: 1 });
      const error = await client.createMessage(modelRequest()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ModelError);
      expect((error as ModelError).message).toContain('stalled');
      expect((error as ModelError).details).toMatchObject({
        retryable: true,
        requestId: 'req_stall_2',
      });
      expect(connections).toBe(2);
    } finally {
      stalling.closeAllConnections();
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
    }
  });

  it.each([
    ['false', 503, 1],
    ['true', 400, 3],
  ] as const)(
    "follows the API's x-should-retry: %s over the status (%i)",
    async (shouldRetry, status, expectedRequests) => {
      let requests = 0;
      const server = createServer((request, response) => {
        requests += 1;
        request.resume();
        response.writeHead(status, {
          'content-type': 'application/json',
          'x-should-retry': shouldRetry,
        });
        response.end(
          JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'scripted' } }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const error = await clientFor(url, { maxRetries: 2 })
          .createMessage(modelRequest())
          .catch((caught: unknown) => caught);
        expect((error as ModelError).details.status).toBe(status);
        expect(requests).toBe(expectedRequests);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  );

  it('sends the key, the agent header and default headers; no auth header at all without a key', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const capture = createServer((request, response) => {
      seen.push(request.headers);
      request.resume();
      response.writeHead(401, { 'content-type': 'application/json', 'request-id': 'req_capture' });
      response.end(
        JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'no' } }),
      );
    });
    await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(capture.address() as AddressInfo).port}`;
    try {
      const withKey = createAnthropicModelClient({
        apiKey: 'sk-one',
        baseUrl: url,
        defaultHeaders: { 'x-team': 'blue' },
      });
      await expect(
        withKey.createMessage(modelRequest({ agentName: 'lead' })),
      ).rejects.toBeInstanceOf(ModelError);
      const withoutKey = createAnthropicModelClient({ baseUrl: url });
      await expect(withoutKey.createMessage(modelRequest())).rejects.toBeInstanceOf(ModelError);
    } finally {
      await new Promise<void>((resolve) => capture.close(() => resolve()));
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({
      authorization: 'Bearer sk-one',
      'x-flotilla-agent': 'lead',
      'x-team': 'blue',
    });
    expect(seen[1]?.['x-api-key']).toBeUndefined();
    expect(seen[1]?.authorization).toBeUndefined();
  });
});
