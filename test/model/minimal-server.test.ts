import { afterEach, describe, expect, it } from 'vitest';
import { ModelError } from '../../src/errors.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import {
  startMinimalAnthropicServer,
  type MinimalAnthropicServer,
} from '../support/minimal-anthropic-server.js';
import { runConversation } from './conversation.js';

/** The client against a second, independently written Anthropic-compatible server. */

let server: MinimalAnthropicServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createAnthropicModelClient against the minimal server', () => {
  it('assembles streamed text and tool_use inputs split into 5-character JSON fragments', async () => {
    const editInput = {
      file_path: 'src/app.ts',
      old_string: 'eval(input)',
      new_string: 'JSON.parse(input) // “safe”\n',
      replace_all: false,
      nested: { list: [1, 2.5, null, 'x'], empty: {} },
    };
    server = await startMinimalAnthropicServer([
      { text: 'I will fix the eval call.', toolUse: [{ name: 'Edit', input: editInput }] },
      { text: 'Fixed.' },
    ]);
    const client = createAnthropicModelClient({ apiKey: 'sk-test', baseUrl: server.url });
    const deltas: string[] = [];
    const first = await client.createMessage(
      {
        model: 'claude-sonnet-5',
        system: [{ type: 'text', text: 'Fix bugs.' }],
        messages: [{ role: 'user', content: 'Fix the eval.' }],
        tools: [{ name: 'Edit', input_schema: { type: 'object' } }],
        maxTokens: 512,
        agentName: 'fixer',
      },
      { onTextDelta: (text) => deltas.push(text) },
    );
    expect(deltas).toEqual(['I will fix th', 'e eval call.']);
    expect(first.stopReason).toBe('tool_use');
    expect(first.content[1]).toEqual({
      type: 'tool_use',
      id: 'toolu_min_0_0',
      name: 'Edit',
      input: editInput,
    });
    expect(first.requestId).toBe('req_min_1');

    const responses = await runConversation(client, {
      agentName: 'fixer',
      prompt: 'Fix the eval.',
    });
    expect(responses.map((response) => response.content[0])).toMatchObject([
      { type: 'text', text: 'I will fix the eval call.' },
      { type: 'text', text: 'Fixed.' },
    ]);
    expect(server.requests).toHaveLength(3);
  });

  it('reports a turn past the script as a 400 ModelError after one request', async () => {
    server = await startMinimalAnthropicServer([]);
    const client = createAnthropicModelClient({ apiKey: 'sk-test', baseUrl: server.url });
    const error = await client
      .createMessage({
        model: 'm',
        system: [],
        messages: [{ role: 'user', content: 'hi' }],
        tools: [],
        maxTokens: 10,
        agentName: 'lead',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).message).toContain('no turn 0 scripted');
    expect(server.requests).toHaveLength(1);
  });
});
