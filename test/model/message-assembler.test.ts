import type Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { IncompleteMessageError, MessageAssembler } from '../../src/model/message-assembler.js';

type Event = Anthropic.RawMessageStreamEvent;

const start: Event = {
  type: 'message_start',
  message: {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-5',
    content: [],
    stop_reason: null,
    stop_sequence: null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: {
      input_tokens: 10,
      output_tokens: 1,
      cache_creation_input_tokens: null,
      cache_read_input_tokens: null,
      cache_creation: null,
      inference_geo: null,
      output_tokens_details: null,
      server_tool_use: null,
      service_tier: null,
      speed: null,
    },
  },
};

function toolUseEvents(fragments: string[]): Event[] {
  return [
    {
      type: 'content_block_start',
      index: 0,
      content_block: {
        type: 'tool_use',
        id: 'toolu_1',
        name: 'Grep',
        input: {},
        caller: { type: 'direct' },
      },
    },
    ...fragments.map((partial_json): Event => ({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'input_json_delta', partial_json },
    })),
    { type: 'content_block_stop', index: 0 },
  ];
}

const end: Event[] = [
  {
    type: 'message_delta',
    delta: { stop_reason: 'tool_use', stop_sequence: null, stop_details: null, container: null },
    usage: {
      output_tokens: 42,
      input_tokens: null,
      cache_creation_input_tokens: 5,
      cache_read_input_tokens: null,
      output_tokens_details: null,
      server_tool_use: null,
    },
  },
  { type: 'message_stop' },
];

function assemble(events: Event[]): MessageAssembler {
  const assembler = new MessageAssembler();
  for (const event of events) assembler.add(event);
  return assembler;
}

describe('MessageAssembler', () => {
  it('joins input_json_delta fragments and parses them once the block stops', () => {
    const message = assemble([
      start,
      ...toolUseEvents(['{"patt', 'ern": "a\\\\(', '", "n": 1}']),
      ...end,
    ]).finish();
    expect(message.content).toEqual([
      {
        type: 'tool_use',
        id: 'toolu_1',
        name: 'Grep',
        input: { pattern: 'a\\(', n: 1 },
        caller: { type: 'direct' },
      },
    ]);
    expect(message.stop_reason).toBe('tool_use');
    expect(message.usage).toMatchObject({
      input_tokens: 10,
      output_tokens: 42,
      cache_creation_input_tokens: 5,
    });
  });

  it('gives an empty input for a tool call without deltas', () => {
    expect(assemble([start, ...toolUseEvents([]), ...end]).finish().content[0]).toMatchObject({
      input: {},
    });
  });

  it('keeps a tool input that is not complete JSON aside instead of guessing, once the message stopped', () => {
    const assembler = assemble([start, ...toolUseEvents(['{"pattern": "a']), ...end]);
    expect(assembler.finish().content[0]).toMatchObject({ id: 'toolu_1', input: {} });
    expect([...assembler.unparsedToolInputs]).toEqual([['toolu_1', '{"pattern": "a']]);
  });

  it('takes a tool call still open at message_stop as cut there', () => {
    const open = toolUseEvents(['{"pattern": "a']).slice(0, -1);
    const assembler = assemble([start, ...open, ...end]);
    expect(assembler.finish().content[0]).toMatchObject({ input: {} });
    expect(assembler.unparsedToolInputs.get('toolu_1')).toBe('{"pattern": "a');
  });

  it('refuses a cut tool input whose stream ended before message_stop (a stream cut, retried)', () => {
    const assembler = assemble([start, ...toolUseEvents(['{"pattern": "a'])]);
    expect(() => assembler.finish()).toThrow(IncompleteMessageError);
  });

  it('refuses a message whose stream ended before message_stop', () => {
    const assembler = assemble([start, ...toolUseEvents(['{}'])]);
    expect(assembler.complete).toBe(false);
    expect(() => assembler.finish()).toThrow(/before message_stop/);
    expect(() => new MessageAssembler().finish()).toThrow(/before any message/);
  });

  it('returns each text delta as it is applied', () => {
    const assembler = new MessageAssembler();
    assembler.add(start);
    assembler.add({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '', citations: null },
    });
    expect(
      assembler.add({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text: 'Hel' },
      }),
    ).toBe('Hel');
    assembler.add({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: 'lo' },
    });
    assembler.add({ type: 'content_block_stop', index: 0 });
    for (const event of end) assembler.add(event);
    expect(assembler.finish().content).toEqual([{ type: 'text', text: 'Hello', citations: null }]);
  });
});
