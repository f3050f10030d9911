import { describe, expect, it } from 'vitest';
import { thinkingSignature } from '../../src/offline/wire-format.js';
import { closeServersAfterEach, parseSse, post, serve } from './wire-client.js';

/** Scripted thinking blocks on the wire, and the API's rules for sending them back. */

closeServersAfterEach();

const thinking = 'Check the caller before answering.';
const scenario = {
  name: 'thinking',
  agents: [
    {
      match: { agent: 'lead' },
      turns: [
        { thinking, tool_use: [{ name: 'Read', input: { file_path: 'a.txt' }, id: 'toolu_1' }] },
        { text: 'Done.' },
      ],
    },
  ],
};

function secondRequest(assistantContent: unknown[]) {
  return {
    agent: 'lead',
    stream: true,
    messages: [
      { role: 'user', content: 'Go.' },
      { role: 'assistant', content: assistantContent },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'text of a' }],
      },
    ],
  };
}

const toolUse = { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: 'a.txt' } };

describe('scripted server: thinking', () => {
  it('streams a scripted thinking block as thinking_delta pieces and one signature_delta', async () => {
    const server = await serve(scenario);
    const events = parseSse(
      await (
        await post(server, {
          agent: 'lead',
          stream: true,
          messages: [{ role: 'user', content: 'Go.' }],
        })
      ).text(),
    );
    const start = events.find((event) => event.event === 'content_block_start');
    expect(start?.data).toMatchObject({
      index: 0,
      content_block: { type: 'thinking', thinking: '', signature: '' },
    });
    const deltas = events
      .filter((event) => event.event === 'content_block_delta' && event.data.index === 0)
      .map((event) => event.data.delta as { type: string; thinking?: string; signature?: string });
    expect(deltas.at(-1)).toEqual({
      type: 'signature_delta',
      signature: thinkingSignature(thinking),
    });
    const pieces = deltas.filter((delta) => delta.type === 'thinking_delta');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((delta) => delta.thinking).join('')).toBe(thinking);
  });

  it('answers the next turn when the thinking block comes back unmodified and first', async () => {
    const server = await serve(scenario);
    const block = { type: 'thinking', thinking, signature: thinkingSignature(thinking) };
    const response = await post(server, secondRequest([block, toolUse]));
    expect(response.status).toBe(200);
  });

  it('refuses a tool turn whose thinking block was dropped, as the API does', async () => {
    const server = await serve(scenario);
    const response = await post(server, secondRequest([toolUse]));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('must start with a thinking block');
  });

  it('refuses a thinking block whose text was altered', async () => {
    const server = await serve(scenario);
    const altered = {
      type: 'thinking',
      thinking: `${thinking} (edited)`,
      signature: thinkingSignature(thinking),
    };
    const response = await post(server, secondRequest([altered, toolUse]));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid `signature`');
  });
});
