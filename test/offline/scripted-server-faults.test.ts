import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../src/offline/index.js';
import { closeServersAfterEach, parseSse, post, reviewer, serve } from './wire-client.js';

/** The scripted server on the wire: error answers and injected faults. */

closeServersAfterEach();

describe('scripted server: errors and faults', () => {
  it('answers malformed requests and unknown routes with API error bodies', async () => {
    const server = await serve(reviewer);
    const notJson = await fetch(`${server.url}/v1/messages`, { method: 'POST', body: '{nope' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error' },
    });
    const noMessages = await fetch(`${server.url}/v1/messages`, {
      method: 'POST',
      body: '{"model":"m"}',
    });
    expect(((await noMessages.json()) as { error: { message: string } }).error.message).toContain(
      'messages',
    );
    const unknown = await fetch(`${server.url}/v1/complete`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'not_found_error' } });
  });

  it('injects the same faults in the same order for the same seed', async () => {
    const scenario: ScenarioInput = {
      name: 'seeded',
      faults: { rate: 0.5, kinds: ['429', '529', '500', '408'], seed: 42, retry_after_s: 0 },
      agents: [{ turns: [{ text: 'x' }] }],
    };
    const statuses = async (): Promise<number[]> => {
      const server = await serve(scenario);
      const result: number[] = [];
      for (let index = 0; index < 20; index += 1) result.push((await post(server)).status);
      return result;
    };
    const first = await statuses();
    expect(await statuses()).toEqual(first);
    expect(first.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(first.filter((status) => status !== 200).length).toBeGreaterThan(0);
  });

  it('sends retry-after with 429 and 529, and records it', async () => {
    const server = await serve({
      name: 'retry-after',
      faults: { rate: 1, kinds: ['529'], retry_after_s: 2 },
      agents: [{ turns: [{ text: 'x' }] }],
    });
    const response = await post(server);
    expect(response.status).toBe(529);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toMatchObject({ error: { type: 'overloaded_error' } });
    expect(server.requests[0]).toMatchObject({ outcome: '529', status: 529, retryAfterMs: 2000 });
  });

  it('resets the connection before answering', async () => {
    const server = await serve({
      name: 'reset',
      faults: { rate: 1, kinds: ['reset'] },
      agents: [{ turns: [{ text: 'x' }] }],
    });
    await expect(post(server)).rejects.toThrow();
    expect(server.requests[0]?.outcome).toBe('reset');
  });

  it('cuts a stream mid-message', async () => {
    const server = await serve({
      name: 'cut',
      faults: { rate: 1, kinds: ['stream_cut'] },
      agents: [{ turns: [{ text: 'a reply long enough to be split into several deltas' }] }],
    });
    const response = await post(server, { stream: true });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('sends an overloaded_error event mid-stream', async () => {
    const server = await serve({
      name: 'overloaded',
      faults: { rate: 1, kinds: ['overloaded_event'] },
      agents: [{ turns: [{ text: 'a reply long enough to be split into several deltas' }] }],
    });
    const events = parseSse(await (await post(server, { stream: true })).text());
    expect(events[0]?.event).toBe('message_start');
    expect(events.some((event) => event.event === 'message_stop')).toBe(false);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    });
  });

  it('never records credentials', async () => {
    const server = await serve(reviewer);
    await post(server, { agent: 'reviewer' });
    expect(server.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(JSON.stringify(server.requests)).not.toContain('sk-test');
  });
});
