import { describe, expect, it } from 'vitest';
import {
  countBreakpoints,
  maxCacheBreakpoints,
  toolsJsonLength,
  withCacheBreakpoints,
  type CacheablePrompt,
} from '../../src/model/cache-breakpoints.js';

const ephemeral = { type: 'ephemeral' } as const;

function prompt(overrides: Partial<CacheablePrompt> = {}): CacheablePrompt {
  return {
    tools: [
      { name: 'Read', input_schema: { type: 'object' } },
      { name: 'Grep', input_schema: { type: 'object' } },
    ],
    system: [
      { type: 'text', text: 'one' },
      { type: 'text', text: 'two' },
    ],
    messages: [
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: [{ type: 'text', text: 'hi' }] },
      { role: 'user', content: 'again' },
    ],
    ...overrides,
  };
}

describe('withCacheBreakpoints', () => {
  it('marks the last tool, the first system block, the previous turn and the last turn', () => {
    const marked = withCacheBreakpoints(prompt());
    expect(marked.tools.map((tool) => tool.cache_control)).toEqual([undefined, ephemeral]);
    // The first system block is the stable part; what follows it (paths) is per agent.
    expect(marked.system.map((block) => block.cache_control)).toEqual([ephemeral, undefined]);
    // Every text turn goes as a block, the form it has when it carries a breakpoint; the turn
    // before the last assistant turn ended the previous request, and keeps its breakpoint.
    expect(marked.messages[0]?.content).toEqual([
      { type: 'text', text: 'hello', cache_control: ephemeral },
    ]);
    expect(marked.messages[2]?.content).toEqual([
      { type: 'text', text: 'again', cache_control: ephemeral },
    ]);
    expect(countBreakpoints(marked)).toBe(4);
  });

  it("marks a fork's last placeholder result, so the forks of one turn share all but their directive", () => {
    const marked = withCacheBreakpoints(
      prompt({
        messages: [
          { role: 'user', content: 'task' },
          {
            role: 'assistant',
            content: [
              { type: 'tool_use', id: 't1', name: 'Agent', input: {} },
              { type: 'tool_use', id: 't2', name: 'Agent', input: {} },
            ],
          },
          {
            role: 'user',
            content: [
              { type: 'tool_result', tool_use_id: 't1', content: 'placeholder' },
              { type: 'tool_result', tool_use_id: 't2', content: 'placeholder' },
              { type: 'text', text: '<fork-directive>one</fork-directive>' },
            ],
          },
        ],
      }),
    );
    const last = marked.messages[2]?.content;
    expect(
      Array.isArray(last) && last.map((block) => 'cache_control' in block && block.cache_control),
    ).toEqual([false, ephemeral, ephemeral]);
    expect(marked.messages[0]?.content).toEqual([
      { type: 'text', text: 'task', cache_control: ephemeral },
    ]);
    // Four in all: the system breakpoint took the last one, the tools got none.
    expect(countBreakpoints(marked)).toBe(4);
    expect(marked.tools.every((tool) => tool.cache_control === undefined)).toBe(true);
  });

  it('puts the tools breakpoint after the tools every agent shares, before the spawning ones', () => {
    const marked = withCacheBreakpoints(prompt(), { sharedTools: 1 });
    expect(marked.tools.map((tool) => tool.cache_control)).toEqual([ephemeral, undefined]);
  });

  it("places no tools or system breakpoint on a prefix shorter than the model's minimum", () => {
    const long = 'x'.repeat(4_000);
    const marked = withCacheBreakpoints(
      prompt({
        tools: [
          { name: 'Read', input_schema: { type: 'object' } },
          { name: 'Grep', description: long, input_schema: { type: 'object' } },
        ],
      }),
      { sharedTools: 1, minimumTokens: 1_000 },
    );
    // The shared tool alone is a few tokens; with the whole tools and the first system block the
    // prefix passes the minimum.
    expect(marked.tools.map((tool) => tool.cache_control)).toEqual([undefined, undefined]);
    expect(marked.system.map((block) => block.cache_control)).toEqual([ephemeral, undefined]);
    const short = withCacheBreakpoints(prompt(), { minimumTokens: 1_000 });
    expect(countBreakpoints(short)).toBe(2);
    expect(short.system.every((block) => block.cache_control === undefined)).toBe(true);
  });

  it('leaves the caller arrays and objects untouched', () => {
    const original = prompt({
      messages: [{ role: 'user', content: [{ type: 'text', text: 'a' }] }],
    });
    const snapshot = structuredClone(original);
    const marked = withCacheBreakpoints(original);
    expect(original).toEqual(snapshot);
    expect(marked.messages[0]).not.toBe(original.messages[0]);
  });

  it('never exceeds four breakpoints when the caller placed some, in priority last turn > previous turn > system > tools', () => {
    const original = prompt({
      messages: [
        { role: 'user', content: [{ type: 'text', text: 'a', cache_control: ephemeral }] },
        { role: 'assistant', content: [{ type: 'text', text: 'b', cache_control: ephemeral }] },
        { role: 'user', content: [{ type: 'text', text: 'c' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'd' }] },
        { role: 'user', content: 'e' },
      ],
    });
    const marked = withCacheBreakpoints(original);
    expect(countBreakpoints(marked)).toBe(maxCacheBreakpoints);
    expect(marked.messages.at(-1)?.content).toEqual([
      { type: 'text', text: 'e', cache_control: ephemeral },
    ]);
    expect(marked.messages[2]?.content).toEqual([
      { type: 'text', text: 'c', cache_control: ephemeral },
    ]);
    expect(marked.system.every((block) => block.cache_control === undefined)).toBe(true);
    expect(marked.tools.every((tool) => tool.cache_control === undefined)).toBe(true);
  });

  it('counts breakpoints inside tool results and adds none when four are there', () => {
    const full = prompt({
      tools: [{ name: 'Read', input_schema: { type: 'object' }, cache_control: ephemeral }],
      system: [{ type: 'text', text: 's', cache_control: ephemeral }],
      messages: [
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 't1',
              content: [{ type: 'text', text: 'r', cache_control: ephemeral }],
            },
            { type: 'text', text: 'x', cache_control: ephemeral },
          ],
        },
        { role: 'user', content: 'new' },
      ],
    });
    const marked = withCacheBreakpoints(full);
    expect(countBreakpoints(marked)).toBe(4);
    expect(marked.messages.at(-1)?.content).toEqual([{ type: 'text', text: 'new' }]);
  });

  it('skips thinking and empty text blocks, and does not re-mark a marked block', () => {
    const marked = withCacheBreakpoints(
      prompt({
        tools: [],
        system: [],
        messages: [
          {
            role: 'assistant',
            content: [
              { type: 'tool_use', id: 't', name: 'Read', input: {} },
              { type: 'thinking', thinking: 'hmm', signature: 'sig' },
              { type: 'text', text: '' },
            ],
          },
        ],
      }),
    );
    const content = marked.messages[0]?.content;
    expect(
      Array.isArray(content) &&
        content.map((block) => 'cache_control' in block && block.cache_control),
    ).toEqual([ephemeral, false, false]);
    const again = withCacheBreakpoints(marked);
    expect(countBreakpoints(again)).toBe(1);
  });

  it('handles an empty prompt', () => {
    expect(withCacheBreakpoints({ tools: [], system: [], messages: [] })).toEqual({
      tools: [],
      system: [],
      messages: [],
    });
  });
});

describe('toolsJsonLength', () => {
  it('is the length of the tools array as JSON, for none, one and several tools', () => {
    const several = [
      { name: 'Read', description: 'Reads a file.', input_schema: { type: 'object' as const } },
      { name: 'Grep', input_schema: { type: 'object' as const, properties: { pattern: {} } } },
      {
        name: 'Glob',
        description: 'Finds files: "*.ts".',
        input_schema: { type: 'object' as const },
      },
    ];
    for (const tools of [[], several.slice(0, 1), several]) {
      expect(toolsJsonLength(tools)).toBe(JSON.stringify(tools).length);
    }
  });
});
