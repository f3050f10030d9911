import { describe, expect, it } from 'vitest';
import { withCacheBreakpoints } from '../../src/model/cache-breakpoints.js';
import { requestBody } from '../../src/model/request-body.js';
import type { SharedBytes } from '../../src/platform/chunked-body.js';
import type { RequestToolSchema } from '../../src/model/types.js';
import { toolDeclaration } from '../../src/tools/define-tool.js';
import { globTool } from '../../src/tools/glob-tool.js';

const read = toolDeclaration(globTool);
const other: RequestToolSchema = {
  name: 'mcp__s__odd',
  description: 'quote " and — dash',
  input_schema: { type: 'object' },
};

/** The body as our fetch writes it, and as another fetch sends it (its Blob): both must agree. */
async function sent(body: object): Promise<string> {
  const encoded = requestBody(body);
  const written = Buffer.concat([...encoded]).toString();
  expect(await encoded.toBlob().text()).toBe(written);
  expect(encoded.size).toBe(Buffer.byteLength(written));
  return written;
}

describe('requestBody', () => {
  it('is JSON.stringify of the body, byte for byte, whatever the body holds', async () => {
    const bodies: object[] = [
      {
        model: 'claude-sonnet-5',
        max_tokens: 100,
        messages: [{ role: 'user', content: 'lone \ud800 surrogate, emoji 😀, <tag> & "quotes"' }],
        stream: true,
        system: [{ type: 'text', text: 'Be brief.', cache_control: { type: 'ephemeral' } }],
        tools: [read, other, { ...other, cache_control: { type: 'ephemeral' } }],
        thinking: { type: 'adaptive' },
      },
      // No tools; a value JSON.stringify leaves out; a list that holds more than objects.
      { model: 'm', tools: [], skipped: undefined, messages: [] },
      { tools: [read, 'text', null, undefined], model: 'm' },
      { tools: 'not a list', model: 'm', fn: () => 1 },
      {},
    ];
    for (const body of bodies) expect(await sent(body)).toBe(JSON.stringify(body));
  });

  it('encodes a tool list once: the requests that send it share its bytes', () => {
    const tools = [read, other];
    const first = requestBody({ model: 'm', messages: [], tools });
    const second = requestBody({
      model: 'm',
      messages: [{ role: 'user', content: 'more' }],
      tools,
    });
    const shared = (body: ReturnType<typeof requestBody>) =>
      body.parts.find((part) => !Buffer.isBuffer(part)) as SharedBytes | undefined;
    expect(shared(first)).toBeDefined();
    expect(shared(second)).toBe(shared(first));
    // Another list of the same declarations (another agent's) shares each declaration's bytes.
    const third = requestBody({ model: 'm', messages: [], tools: [read, other] });
    expect(shared(third)).not.toBe(shared(first));
    expect(shared(third)!.bytes[1]).toBe(shared(first)!.bytes[1]);
    // And an equal declaration made apart (a tool an agent builds for itself) shares them too.
    const fourth = requestBody({ model: 'm', messages: [], tools: [read, { ...other }] });
    expect(shared(fourth)!.bytes[3]).toBe(shared(first)!.bytes[3]);
    expect(shared(fourth)!.bytes[3]!.toString()).toBe(JSON.stringify(other));
  });

  it('a list with a cache breakpoint is marked once, so its requests share it too', async () => {
    const tools = [read, other];
    const prompt = { system: [], messages: [{ role: 'user' as const, content: 'go' }], tools };
    const first = withCacheBreakpoints(prompt);
    const second = withCacheBreakpoints({ ...prompt, messages: [...prompt.messages] });
    expect(first.tools.at(-1)?.cache_control).toEqual({ type: 'ephemeral' });
    expect(second.tools).toBe(first.tools);
    expect(tools[1]).not.toHaveProperty('cache_control');
    const body = { model: 'm', messages: first.messages, tools: first.tools };
    expect(await sent(body)).toBe(JSON.stringify(body));
  });
});
