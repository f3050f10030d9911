import { describe, expect, it } from 'vitest';
import type { MessagesRequestBody } from '../../src/offline/request-facts.js';
import { countInputTokens, PromptCacheSimulator } from '../../src/offline/usage-simulator.js';
import { closeServersAfterEach, serve } from './wire-client.js';

/** The offline server's prompt cache follows the API's rules. */

closeServersAfterEach();

const ephemeral = { type: 'ephemeral' } as const;
const oneHour = { type: 'ephemeral', ttl: '1h' } as const;
const minute = 60_000;

/** Text of exactly `tokens` tokens for the simulator's four characters a token. */
function text(tokens: number, letter = 'x'): string {
  return letter.repeat(tokens * 4);
}

function tool(name: string, tokens = 100, cache?: object): Record<string, unknown> {
  return {
    name,
    description: text(tokens),
    input_schema: { type: 'object' },
    ...(cache ? { cache_control: cache } : {}),
  };
}

function request(parts: {
  model?: string;
  tools?: Array<Record<string, unknown>>;
  system?: Array<Record<string, unknown>>;
  messages?: MessagesRequestBody['messages'];
  extra?: Record<string, unknown>;
}): MessagesRequestBody {
  return {
    model: parts.model ?? 'claude-sonnet-5',
    max_tokens: 100,
    tools: parts.tools ?? [],
    system: parts.system ?? [],
    messages: parts.messages ?? [{ role: 'user', content: 'Review it.' }],
    ...parts.extra,
  } as MessagesRequestBody;
}

function clock(): { now: () => number; advance: (ms: number) => void } {
  let time = 1_000_000;
  return { now: () => time, advance: (ms) => (time += ms) };
}

describe('prompt cache: minimum cacheable length', () => {
  it.each([
    ['claude-sonnet-5', 1024],
    ['claude-opus-4-8', 1024],
    ['claude-opus-5', 512],
    ['claude-opus-5-5', 512],
    ['claude-fable-5', 512],
    ['claude-fable-5-2', 512],
    ['claude-opus-4-7', 2048],
    ['claude-opus-4-6', 4096],
    ['claude-haiku-4-5', 4096],
    ['some-proxy-model', 1024],
  ])('%s caches a prefix of %i tokens but not one token less', (model, minimum) => {
    const cache = new PromptCacheSimulator();
    const short = request({
      model,
      system: [{ type: 'text', text: text(minimum - 1), cache_control: ephemeral }],
    });
    expect(cache.measure(short)).toMatchObject({
      input_tokens: countInputTokens(short),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    });
    // Nothing was written: the same short prompt is not read either.
    expect(cache.measure(short).cache_read_input_tokens).toBe(0);

    const long = request({
      model,
      system: [{ type: 'text', text: text(minimum), cache_control: ephemeral }],
    });
    expect(cache.measure(long)).toMatchObject({
      cache_creation_input_tokens: minimum,
      cache_read_input_tokens: 0,
    });
    expect(cache.measure(long)).toMatchObject({
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: minimum,
    });
  });
});

describe('prompt cache: usage figures', () => {
  it('reports read, written and plain input tokens that add up to the whole prompt', () => {
    const cache = new PromptCacheSimulator();
    const system = [{ type: 'text', text: text(2000), cache_control: ephemeral }];
    const first = request({ system, messages: [{ role: 'user', content: text(300, 'a') }] });
    const firstUsage = cache.measure(first);
    // Only what precedes the last breakpoint is cached; the message after it is plain input.
    expect(firstUsage).toEqual({
      input_tokens: 300,
      cache_creation_input_tokens: 2000,
      cache_read_input_tokens: 0,
      cache_creation: { ephemeral_5m_input_tokens: 2000, ephemeral_1h_input_tokens: 0 },
    });

    const second = request({
      system,
      messages: [
        {
          role: 'user',
          content: [{ type: 'text', text: text(1500, 'b'), cache_control: ephemeral }],
        },
      ],
    });
    const usage = cache.measure(second);
    expect(usage).toMatchObject({
      input_tokens: 0,
      cache_read_input_tokens: 2000,
      cache_creation_input_tokens: 1500,
    });
    expect(
      usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens,
    ).toBe(countInputTokens(second));
  });

  it('splits written tokens by lifetime', () => {
    const cache = new PromptCacheSimulator();
    const tools = [tool('Read', 1200, oneHour)];
    const toolTokens = countInputTokens(request({ tools, messages: [] }));
    const usage = cache.measure(
      request({ tools, system: [{ type: 'text', text: text(800), cache_control: ephemeral }] }),
    );
    expect(usage.cache_creation).toEqual({
      ephemeral_1h_input_tokens: toolTokens,
      ephemeral_5m_input_tokens: 800,
    });
    expect(usage.cache_creation_input_tokens).toBe(toolTokens + 800);
  });
});

describe('prompt cache: expiry', () => {
  it('forgets a prefix 5 minutes after its last use, and each read restarts the 5 minutes', () => {
    const time = clock();
    const cache = new PromptCacheSimulator(time.now);
    const body = request({
      system: [{ type: 'text', text: text(2000), cache_control: ephemeral }],
    });
    expect(cache.measure(body).cache_creation_input_tokens).toBe(2000);
    time.advance(4 * minute + 59_000);
    expect(cache.measure(body).cache_read_input_tokens).toBe(2000);
    time.advance(4 * minute + 59_000); // 9m58s after the write, 4m59s after the read
    expect(cache.measure(body).cache_read_input_tokens).toBe(2000);
    time.advance(5 * minute);
    expect(cache.measure(body)).toMatchObject({
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 2000,
    });
  });

  it('keeps a ttl "1h" prefix for an hour', () => {
    const time = clock();
    const cache = new PromptCacheSimulator(time.now);
    const body = request({ system: [{ type: 'text', text: text(2000), cache_control: oneHour }] });
    cache.measure(body);
    time.advance(59 * minute);
    expect(cache.measure(body).cache_read_input_tokens).toBe(2000);
    time.advance(60 * minute + 1);
    expect(cache.measure(body).cache_read_input_tokens).toBe(0);
  });
});

describe('prompt cache: byte-exact prefixes in the order tools, system, messages', () => {
  const tools = [tool('Read', 600), tool('Grep', 600, ephemeral)];
  const system = [{ type: 'text', text: text(1000), cache_control: ephemeral }];
  /** Tools count as their JSON: a little more than their descriptions. */
  const toolTokens = countInputTokens(request({ tools, messages: [] }));

  it('reads the longest prefix that is unchanged byte for byte', () => {
    const cache = new PromptCacheSimulator();
    cache.measure(request({ tools, system }));
    // Same tools, another system prompt: the tools' prefix is read, the system written anew.
    const otherSystem = [{ type: 'text', text: text(1000, 'y'), cache_control: ephemeral }];
    expect(cache.measure(request({ tools, system: otherSystem }))).toMatchObject({
      cache_read_input_tokens: toolTokens,
      cache_creation_input_tokens: 1000,
    });
    // One character changed in the first tool: nothing after it matches.
    const edited = [
      { ...tool('Read', 600), description: `${text(600)}!` },
      tool('Grep', 600, ephemeral),
    ];
    expect(cache.measure(request({ tools: edited, system })).cache_read_input_tokens).toBe(0);
    // The same tools in another order are another prefix.
    const reordered = [tool('Grep', 600), tool('Read', 600, ephemeral)];
    expect(cache.measure(request({ tools: reordered, system })).cache_read_input_tokens).toBe(0);
    // The breakpoints themselves are not part of the prefix.
    const moved = [tool('Read', 600), tool('Grep', 600)];
    expect(cache.measure(request({ tools: moved, system })).cache_read_input_tokens).toBe(
      toolTokens + 1000,
    );
  });

  it('keys the cache by model', () => {
    const cache = new PromptCacheSimulator();
    cache.measure(request({ tools, system }));
    expect(
      cache.measure(request({ model: 'claude-opus-4-8', tools, system })).cache_read_input_tokens,
    ).toBe(0);
  });

  it('drops the system and message caches when tool_choice changes, the message cache when thinking does', () => {
    const cache = new PromptCacheSimulator();
    const messages: MessagesRequestBody['messages'] = [
      {
        role: 'user',
        content: [{ type: 'text', text: text(1000, 'm'), cache_control: ephemeral }],
      },
    ];
    cache.measure(request({ tools, system, messages }));
    expect(cache.measure(request({ tools, system, messages })).cache_read_input_tokens).toBe(
      toolTokens + 2000,
    );
    const thinking = { thinking: { type: 'enabled', budget_tokens: 2000 } };
    expect(
      cache.measure(request({ tools, system, messages, extra: thinking })).cache_read_input_tokens,
    ).toBe(toolTokens + 1000);
    const toolChoice = { tool_choice: { type: 'any' } };
    expect(
      cache.measure(request({ tools, system, messages, extra: toolChoice }))
        .cache_read_input_tokens,
    ).toBe(toolTokens);
  });

  it('drops the message cache when tool_choice changes even without a system prompt', () => {
    const cache = new PromptCacheSimulator();
    const messages: MessagesRequestBody['messages'] = [
      { role: 'user', content: [{ type: 'text', text: text(2000), cache_control: ephemeral }] },
    ];
    cache.measure(request({ messages }));
    expect(cache.measure(request({ messages })).cache_read_input_tokens).toBe(2000);
    const toolChoice = { tool_choice: { type: 'auto' } };
    expect(cache.measure(request({ messages, extra: toolChoice })).cache_read_input_tokens).toBe(0);
  });

  it('tells a user message from the same text sent as the assistant', () => {
    const cache = new PromptCacheSimulator();
    const block = { type: 'text', text: text(2000), cache_control: ephemeral };
    cache.measure(request({ messages: [{ role: 'user', content: [block] }] }));
    const asAssistant = request({
      messages: [
        { role: 'assistant', content: [block] },
        { role: 'user', content: 'go on' },
      ],
    });
    expect(cache.measure(asAssistant).cache_read_input_tokens).toBe(0);
  });
});

describe('prompt cache: breakpoints', () => {
  it('finds a cached prefix up to 20 blocks before a breakpoint, not 21', () => {
    const system = [{ type: 'text', text: text(2000), cache_control: ephemeral }];
    const blocks = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        type: 'text',
        text: `block ${index}`,
        ...(index === count - 1 ? { cache_control: ephemeral } : {}),
      }));
    for (const [extra, found] of [
      [19, true],
      [20, false],
    ] as const) {
      const cache = new PromptCacheSimulator();
      cache.measure(request({ system }));
      // The system's prefix is the 20th block before the breakpoint when 19 blocks follow it.
      const usage = cache.measure(
        request({
          system: [{ type: 'text', text: text(2000) }],
          messages: [{ role: 'user', content: blocks(extra) }],
        }),
      );
      expect(usage.cache_read_input_tokens > 0).toBe(found);
    }
  });

  it('places the top-level cache_control on the last block', () => {
    const cache = new PromptCacheSimulator();
    const body = request({
      system: [{ type: 'text', text: text(1000) }],
      messages: [{ role: 'user', content: text(500) }],
      extra: { cache_control: ephemeral },
    });
    expect(cache.measure(body)).toMatchObject({
      input_tokens: 0,
      cache_creation_input_tokens: 1500,
    });
    expect(cache.measure(body)).toMatchObject({ input_tokens: 0, cache_read_input_tokens: 1500 });
  });
});

describe('prompt cache: requests the API refuses', () => {
  async function send(body: Record<string, unknown>): Promise<{ status: number; message: string }> {
    const server = await serve({
      name: 'cache',
      agents: [{ turns: [{ text: 'ok' }], repeat_last: true }],
    });
    const response = await fetch(`${server.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'sk-test' },
      body: JSON.stringify({
        model: 'claude-sonnet-5',
        max_tokens: 100,
        messages: [{ role: 'user', content: 'hi' }],
        ...body,
      }),
    });
    const json = (await response.json()) as { error?: { message: string } };
    return { status: response.status, message: json.error?.message ?? '' };
  }

  it('answers 400 to more than 4 breakpoints, counting the top-level one and those inside tool results', async () => {
    const four = [
      tool('A', 10, ephemeral),
      tool('B', 10, ephemeral),
      tool('C', 10, ephemeral),
      tool('D', 10, ephemeral),
    ];
    expect((await send({ tools: four })).status).toBe(200);
    expect(await send({ tools: four, cache_control: ephemeral })).toEqual({
      status: 400,
      message: 'A maximum of 4 blocks with cache_control may be provided. Found 5.',
    });
    const toolResult = {
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: 'toolu_1',
          content: [{ type: 'text', text: 'x', cache_control: ephemeral }],
        },
      ],
    };
    const messages = [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'A', input: {} }] },
      toolResult,
    ];
    expect((await send({ tools: four, messages })).message).toContain('Found 5.');
  });

  it('answers 400 to a 1h breakpoint after a 5m one and to an unknown ttl', async () => {
    const bad = await send({ tools: [tool('A', 10, ephemeral), tool('B', 10, oneHour)] });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain(
      "tools.1.cache_control: a breakpoint with ttl '1h' must not come after one with ttl '5m'",
    );
    const ttl = await send({ tools: [tool('A', 10, { type: 'ephemeral', ttl: '2h' })] });
    expect(ttl).toMatchObject({ status: 400 });
    expect(ttl.message).toContain("tools.0.cache_control.ttl: Input should be '5m' or '1h'");
  });
});
