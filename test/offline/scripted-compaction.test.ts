import { describe, expect, it } from 'vitest';
import { continuationText, summaryRequestText } from '../../src/model/compaction-prompts.js';
import { closeServersAfterEach, post, serve } from './wire-client.js';

/** The offline server's side of compaction: scripted usage, the summary, compacted conversations. */

closeServersAfterEach();

const conversation = [
  { role: 'user', content: 'Go.' },
  { role: 'assistant', content: [{ type: 'text', text: 'Working.' }] },
];

const scenario = {
  name: 'compaction',
  agents: [
    {
      match: { agent: 'lead', summary_request: true },
      turns: [{ text: '<summary>So far: nothing.</summary>' }],
    },
    {
      match: { agent: 'lead', compacted: true },
      turns: [{ text: 'never' }, { text: 'after the summary' }],
    },
    {
      match: { agent: 'lead' },
      turns: [{ text: 'first', usage: { input_tokens: 171_000, cache_read_input_tokens: 5 } }],
    },
  ],
};

async function answer(messages: unknown[], agent = 'lead') {
  const response = await post(await serve(scenario), { agent, messages });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('scripted server: compaction', () => {
  it("reports a turn's scripted usage instead of the simulated counts, field by field", async () => {
    const { body } = await answer([{ role: 'user', content: 'Go.' }]);
    expect(body.usage).toMatchObject({ input_tokens: 171_000, cache_read_input_tokens: 5 });
    expect((body.usage as { output_tokens: number }).output_tokens).toBeGreaterThan(0);
  });

  it('answers a summary request from its summary_request rule, at turn 0 whatever the length', async () => {
    const { body } = await answer([
      ...conversation,
      { role: 'user', content: [{ type: 'text', text: summaryRequestText }] },
    ]);
    expect(body.content).toEqual([
      expect.objectContaining({ text: '<summary>So far: nothing.</summary>' }),
    ]);
  });

  it('answers a compacted conversation from its compacted rule', async () => {
    const { body } = await answer([
      { role: 'user', content: [{ type: 'text', text: continuationText('So far: nothing.') }] },
      { role: 'assistant', content: [{ type: 'text', text: 'kept' }] },
      { role: 'user', content: 'Go on.' },
    ]);
    expect(body.content).toEqual([expect.objectContaining({ text: 'after the summary' })]);
  });

  it('refuses a summary request no rule scripts, saying how to script one', async () => {
    const { status, body } = await answer(
      [...conversation, { role: 'user', content: [{ type: 'text', text: summaryRequestText }] }],
      'other',
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('summary_request: true');
  });
});
