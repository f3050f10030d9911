import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openModelAccess } from '../../src/app/model-access.js';
import { ModelError } from '../../src/errors.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import type { ModelResponse } from '../../src/model/model-client.js';
import {
  loadCassette,
  startRecordingProxy,
  startReplayServer,
  startScriptedServer,
  type ScenarioInput,
} from '../../src/offline/index.js';
import { modelRequest, runConversation } from '../model/conversation.js';

const upstreamKey = 'sk-ant-upstream-canary-5f1e';
const clientKey = 'sk-client-dummy-77aa';

let directory: string;
const cleanups: Array<() => Promise<void>> = [];
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'flotilla-cassette-'));
});
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  await rm(directory, { recursive: true, force: true });
});

const scenario: ScenarioInput = {
  name: 'recorded',
  agents: [
    {
      match: { agent: 'lead' },
      turns: [
        {
          text: 'Delegating.',
          tool_use: [
            {
              name: 'Agent',
              input: { run_in_background: false, subagent_type: 'scanner', prompt: 'scan' },
            },
          ],
        },
        { text: 'Summary: {{tool_result:1}}' },
      ],
    },
    {
      match: { agent: 'scanner' },
      turns: [
        { tool_use: [{ name: 'Grep', input: { pattern: 'secret' } }] },
        { text: 'Scanned {{last_message}}.' },
      ],
    },
  ],
};

/** A lead conversation plus two parallel scanner conversations, as a run would make them. */
async function session(baseUrl: string): Promise<ModelResponse[][]> {
  const client = createAnthropicModelClient({
    apiKey: clientKey,
    baseUrl,
    maxRetries: 6,
    retryBaseDelayMs: 10,
  });
  return Promise.all([
    runConversation(client, {
      agentName: 'lead',
      prompt: 'Audit the repo.',
      toolResult: () => 'no secrets',
    }),
    runConversation(client, {
      agentName: 'scanner',
      prompt: 'Scan src/.',
      toolResult: () => 'src: 0 hits',
    }),
    runConversation(client, {
      agentName: 'scanner',
      prompt: 'Scan lib/.',
      toolResult: () => 'lib: 2 hits',
    }),
  ]);
}

describe('record and replay', () => {
  it('records a session through the proxy and replays it offline, without credentials in the cassette', async () => {
    const upstream = await startScriptedServer({ scenario });
    cleanups.push(() => upstream.close());
    const cassetteFile = path.join(directory, 'nested', 'session.json');
    const proxy = await startRecordingProxy({
      targetBaseUrl: upstream.url,
      apiKey: upstreamKey,
      cassetteFile,
    });
    cleanups.push(() => proxy.close());

    const recorded = await session(proxy.url);
    await proxy.close();
    await upstream.close();

    const text = await readFile(cassetteFile, 'utf8');
    expect(text).not.toContain(upstreamKey);
    expect(text).not.toContain(clientKey);
    const cassette = await loadCassette(cassetteFile);
    expect(cassette.interactions).toHaveLength(6);
    expect(
      cassette.interactions.map((interaction) => `${interaction.agent}@${interaction.turn}`).sort(),
    ).toEqual(['lead@0', 'lead@1', 'scanner@0', 'scanner@0', 'scanner@1', 'scanner@1']);

    const replay = await startReplayServer({ cassetteFile });
    cleanups.push(() => replay.close());
    const replayed = await session(replay.url);
    const strip = (conversations: ModelResponse[][]) =>
      conversations.map((responses) =>
        responses.map(({ id, content, stopReason, usage }) => ({ id, content, stopReason, usage })),
      );
    expect(strip(replayed)).toEqual(strip(recorded));
    expect(replayed[2]?.[1]?.content[0]).toMatchObject({
      type: 'text',
      text: 'Scanned lib: 2 hits.',
    });
  });

  it('keeps one answer per turn when the upstream fails mid-stream while recording', async () => {
    const upstream = await startScriptedServer({
      scenario: {
        ...scenario,
        faults: {
          rate: 0.3,
          kinds: ['stream_cut', 'overloaded_event', '500'],
          seed: 5,
          retry_after_s: 0,
        },
      },
    });
    cleanups.push(() => upstream.close());
    const cassetteFile = path.join(directory, 'faulty.json');
    const proxy = await startRecordingProxy({
      targetBaseUrl: upstream.url,
      apiKey: upstreamKey,
      cassetteFile,
    });
    cleanups.push(() => proxy.close());
    await session(proxy.url);
    await proxy.close();
    expect(upstream.requests.some((request) => request.outcome !== 'message')).toBe(true);
    const cassette = await loadCassette(cassetteFile);
    expect(cassette.interactions).toHaveLength(6);
  });

  it('forwards the configured key upstream in place of the client credentials', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const upstream = createServer((request, response) => {
      seen.push(request.headers);
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_upstream' });
      response.end(
        JSON.stringify({
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-5',
          content: [{ type: 'text', text: 'hello' }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 3, output_tokens: 1 },
        }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => upstream.close(() => resolve())));
    const proxy = await startRecordingProxy({
      targetBaseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      apiKey: upstreamKey,
      cassetteFile: path.join(directory, 'json.json'),
    });
    cleanups.push(() => proxy.close());
    const response = await fetch(`${proxy.url}/v1/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': clientKey,
        'x-flotilla-agent': 'lead',
      },
      body: JSON.stringify({
        model: 'claude-sonnet-5',
        max_tokens: 10,
        messages: [{ role: 'user', content: 'hi' }],
      }),
    });
    expect(response.headers.get('request-id')).toBe('req_upstream');
    expect(await response.json()).toMatchObject({ content: [{ text: 'hello' }] });
    expect(seen[0]?.authorization).toBe(`Bearer ${upstreamKey}`);
    expect(seen[0]?.['x-api-key']).toBeUndefined();
    expect(seen[0]?.['x-flotilla-agent']).toBe('lead');
    await proxy.close();
    expect(proxy.cassette.interactions).toMatchObject([
      { agent: 'lead', turn: 0, model: 'claude-sonnet-5' },
    ]);
  });

  it("--record sends the run's own credentials, custom headers and betas upstream, and keeps them out of the cassette", async () => {
    const scripted = await startScriptedServer({ scenario });
    cleanups.push(() => scripted.close());
    // The offline server keeps no credentials in its records: this hop sees them on the way.
    const seen: IncomingHttpHeaders[] = [];
    const upstream = createServer((request, response) => {
      seen.push(request.headers);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void fetch(`${scripted.url}${request.url ?? ''}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-flotilla-agent': String(request.headers['x-flotilla-agent']),
          },
          body: Buffer.concat(chunks),
        }).then(async (answer) => {
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => upstream.close(() => resolve())));
    const authToken = 'gateway-token-canary-31c9';
    const cassetteFile = path.join(directory, 'gateway.json');
    const access = await openModelAccess({
      provider: 'anthropic',
      baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      authToken,
      customHeaders: { 'x-gateway-tenant': 'tenant-canary-8d2e' },
      betas: ['gateway-beta-2026-01-01'],
      recordFile: cassetteFile,
      maxRetries: 0,
    });
    try {
      await access.client.createMessage(modelRequest({ agentName: 'lead' }));
    } finally {
      await access.close();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBe(`Bearer ${authToken}`);
    expect(seen[0]?.['x-api-key']).toBeUndefined();
    expect(seen[0]?.['x-gateway-tenant']).toBe('tenant-canary-8d2e');
    expect(seen[0]?.['anthropic-beta']).toContain('gateway-beta-2026-01-01');
    const text = await readFile(cassetteFile, 'utf8');
    expect((await loadCassette(cassetteFile)).interactions).toHaveLength(1);
    expect(text).not.toContain(authToken);
    expect(text).not.toContain('tenant-canary-8d2e');
  });

  it('answers a request the cassette does not hold with a 400 that names the cassette', async () => {
    const upstream = await startScriptedServer({ scenario });
    cleanups.push(() => upstream.close());
    const cassetteFile = path.join(directory, 'small.json');
    const proxy = await startRecordingProxy({ targetBaseUrl: upstream.url, cassetteFile });
    cleanups.push(() => proxy.close());
    const client = createAnthropicModelClient({ apiKey: clientKey, baseUrl: proxy.url });
    await runConversation(client, { agentName: 'lead', prompt: 'Audit.' });
    await proxy.close();

    const replay = await startReplayServer({ cassetteFile });
    cleanups.push(() => replay.close());
    const replayClient = createAnthropicModelClient({ apiKey: clientKey, baseUrl: replay.url });
    const error = await runConversation(replayClient, { agentName: 'fixer', prompt: 'Fix.' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).message).toContain("no answer for agent 'fixer' at turn 0");
    expect((error as ModelError).message).toContain('small.json');
    expect((error as ModelError).message).toContain('lead@0');
  });
});
