import { describe, expect, it } from 'vitest';
import {
  closeServersAfterEach,
  parseSse,
  post,
  reviewer,
  serve,
  type WireRequest,
} from './wire-client.js';

/** The scripted server on the wire: streaming and scripts. */

closeServersAfterEach();

describe('scripted server: streaming', () => {
  it('sends the Messages API event sequence with text_delta and split input_json_delta', async () => {
    const server = await serve(reviewer);
    const response = await post(server, { agent: 'reviewer', stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('request-id')).toMatch(/^req_/);
    const events = parseSse(await response.text());

    expect(events.every((event) => event.event === event.data.type)).toBe(true);
    expect(events[0]?.event).toBe('message_start');
    expect(events.at(-1)?.event).toBe('message_stop');
    expect(events.at(-2)).toMatchObject({
      event: 'message_delta',
      data: { delta: { stop_reason: 'tool_use' }, usage: { output_tokens: expect.any(Number) } },
    });
    const starts = events.filter((event) => event.event === 'content_block_start');
    expect(starts.map((event) => (event.data.content_block as { type: string }).type)).toEqual([
      'text',
      'tool_use',
      'tool_use',
    ]);
    const textDeltas = events
      .filter((event) => (event.data.delta as { type?: string } | undefined)?.type === 'text_delta')
      .map((event) => (event.data.delta as { text: string }).text);
    expect(textDeltas.length).toBeGreaterThan(1);
    expect(textDeltas.join('')).toBe('Looking at the code for calls to eval.');

    const fragments = events
      .filter(
        (event) =>
          event.data.index === 1 &&
          (event.data.delta as { type?: string } | undefined)?.type === 'input_json_delta',
      )
      .map((event) => (event.data.delta as { partial_json: string }).partial_json);
    expect(fragments.length).toBeGreaterThanOrEqual(3);
    expect(() => JSON.parse(fragments[0] ?? '') as unknown).toThrow();
    expect(JSON.parse(fragments.join(''))).toEqual({
      pattern: 'eval\\(',
      path: 'src',
      output_mode: 'content',
    });
    expect(events.filter((event) => event.event === 'content_block_stop')).toHaveLength(3);
  });

  it('answers stream=false with one JSON message', async () => {
    const server = await serve(reviewer);
    const response = await post(server, { agent: 'reviewer' });
    expect(response.headers.get('content-type')).toBe('application/json');
    const message = (await response.json()) as Record<string, unknown>;
    expect(message).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-5',
      stop_reason: 'tool_use',
      content: [
        { type: 'text', text: 'Looking at the code for calls to eval.' },
        { type: 'tool_use', name: 'Grep' },
        { type: 'tool_use', name: 'Read', input: { file_path: 'src/index.ts' } },
      ],
      usage: { input_tokens: expect.any(Number), output_tokens: expect.any(Number) },
    });
    expect(message.id).toMatch(/^msg_/);
  });

  it('counts tokens', async () => {
    const server = await serve(reviewer);
    const response = await post(server, { path: '/v1/messages/count_tokens' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { input_tokens: number };
    expect(body.input_tokens).toBeGreaterThan(0);
  });
});

describe('scripted server: scripts', () => {
  it('picks the turn from the assistant messages in the request and the first matching rule', async () => {
    const server = await serve({
      name: 'rules',
      agents: [
        { match: { agent: 'lead', last_message: 'urgent' }, turns: [{ text: 'urgent lead' }] },
        {
          match: { system: 'security' },
          turns: [{ text: 'security turn 0' }, { text: 'security turn 1' }],
        },
        { turns: [{ text: 'anyone' }] },
      ],
    });
    const text = async (request: WireRequest): Promise<string> => {
      const message = (await (await post(server, request)).json()) as {
        content: Array<{ text: string }>;
      };
      return message.content[0]?.text ?? '';
    };
    expect(
      await text({ agent: 'lead', messages: [{ role: 'user', content: 'an urgent fix' }] }),
    ).toBe('urgent lead');
    expect(
      await text({ agent: 'lead', system: [{ type: 'text', text: 'You do security.' }] }),
    ).toBe('security turn 0');
    const laterTurn = [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: [{ type: 'text', text: 'security turn 0' }] },
      { role: 'user', content: 'more' },
    ];
    expect(await text({ system: 'security audit', messages: laterTurn })).toBe('security turn 1');
    expect(await text({ agent: 'other' })).toBe('anyone');
  });

  it('answers a request past the script with a 400 naming the agent and the turn', async () => {
    const server = await serve(reviewer);
    const response = await post(server, {
      agent: 'reviewer',
      messages: [
        { role: 'user', content: 'a' },
        { role: 'assistant', content: 'b' },
        { role: 'user', content: 'c' },
        { role: 'assistant', content: 'd' },
        { role: 'user', content: 'e' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('request-id')).toMatch(/^req_/);
    const body = (await response.json()) as {
      type: string;
      error: { type: string; message: string };
    };
    expect(body.type).toBe('error');
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain("agent 'reviewer' at turn 2");
    expect(body.error.message).toContain('scripts 2 turn(s)');
    expect(server.requests[0]).toMatchObject({
      outcome: 'error',
      status: 400,
      turn: 2,
      agent: 'reviewer',
    });
  });

  it('repeats the last turn past the script when the rule says repeat_last', async () => {
    const server = await serve({
      name: 'repeat',
      agents: [
        {
          match: { agent: 'lead' },
          repeat_last: true,
          turns: [{ text: 'first' }, { text: 'again' }],
        },
      ],
    });
    const messages = (assistantTurns: number): unknown[] => [
      { role: 'user', content: 'go' },
      ...Array.from({ length: assistantTurns }, () => [
        { role: 'assistant', content: 'x' },
        { role: 'user', content: '<task-notification>…</task-notification>' },
      ]).flat(),
    ];
    for (const [turns, expected] of [
      [0, 'first'],
      [1, 'again'],
      [4, 'again'],
    ] as const) {
      const message = (await (
        await post(server, { agent: 'lead', messages: messages(turns) })
      ).json()) as {
        content: Array<{ text: string }>;
      };
      expect(message.content[0]?.text).toBe(expected);
    }
  });

  it('derives tool_use ids deterministically, unique per conversation, turn and index', async () => {
    const server = await serve(reviewer);
    const ids = async (prompt: string): Promise<string[]> => {
      const message = (await (
        await post(server, { agent: 'reviewer', messages: [{ role: 'user', content: prompt }] })
      ).json()) as { content: Array<{ type: string; id?: string }> };
      return message.content
        .filter((block) => block.type === 'tool_use')
        .map((block) => block.id ?? '');
    };
    const first = await ids('Review package a.');
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(await ids('Review package a.')).toEqual(first);
    const other = await ids('Review package b.');
    expect(other.some((id) => first.includes(id))).toBe(false);
  });

  it('fills templates from tool results and the last message, and fails loudly when it cannot', async () => {
    const server = await serve({
      name: 'templates',
      agents: [
        {
          turns: [
            { text: 'start' },
            {
              text: 'You said: {{last_message}}',
              tool_use: [
                {
                  name: 'TaskOutput',
                  input: {
                    task_id: '{{tool_result:1/agentId: (\\w+)/}}',
                    all: ['{{tool_result:2}}'],
                  },
                },
              ],
            },
          ],
        },
      ],
    });
    const messages = (secondResult: string | undefined): unknown[] => [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: 'start' },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'a',
            content: 'Launched.\nagentId: worker42 (running)',
          },
          ...(secondResult === undefined
            ? []
            : [
                {
                  type: 'tool_result',
                  tool_use_id: 'b',
                  content: [{ type: 'text', text: secondResult }],
                },
              ]),
        ],
      },
    ];
    const ok = (await (await post(server, { messages: messages('second') })).json()) as {
      content: Array<{ text?: string; input?: unknown }>;
    };
    // A message of only tool results reads as their texts, one per line.
    expect(ok.content[0]?.text).toBe('You said: Launched.\nagentId: worker42 (running)\nsecond');
    expect(ok.content[1]?.input).toEqual({ task_id: 'worker42', all: ['second'] });

    const broken = await post(server, { messages: messages(undefined) });
    expect(broken.status).toBe(400);
    const body = (await broken.json()) as { error: { message: string } };
    expect(body.error.message).toContain('{{tool_result:2}}');
    expect(body.error.message).toContain('has 1 tool_result block(s)');
  });

  it('answers a scripted error turn with that status and retry-after', async () => {
    const server = await serve({
      name: 'scripted-error',
      agents: [{ turns: [{ error: { status: 429, retry_after_s: 3, message: 'slow down' } }] }],
    });
    const response = await post(server);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toMatchObject({
      type: 'error',
      error: { type: 'rate_limit_error', message: 'slow down' },
    });
  });

  it('simulates the prompt cache from cache_control breakpoints', async () => {
    const server = await serve({
      name: 'cache',
      agents: [{ turns: [{ text: 'a' }, { text: 'b' }] }],
    });
    const system = [
      {
        type: 'text',
        // Past claude-sonnet-5's minimum cacheable length of 1024 tokens.
        text: 'A long system prompt. '.repeat(200),
        cache_control: { type: 'ephemeral' },
      },
    ];
    const usage = async (messages?: unknown[]) =>
      (
        (await (await post(server, { system, messages })).json()) as {
          usage: Record<string, number>;
        }
      ).usage;
    const first = await usage();
    expect(first.cache_creation_input_tokens).toBeGreaterThan(1024);
    expect(first.cache_read_input_tokens).toBe(0);
    const second = await usage([{ role: 'user', content: 'Something else entirely.' }]);
    expect(second.cache_read_input_tokens).toBe(first.cache_creation_input_tokens);
    expect(second.cache_creation_input_tokens).toBe(0);
    expect(second.input_tokens).toBeGreaterThan(0);
  });
});
