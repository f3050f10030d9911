import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import { thinkingSignature } from '../../src/offline/wire-format.js';
import { agentFile, cleanupRuns, run } from '../subagents/harness.js';

/**
 * Effort and extended thinking on the wire, through the real SDK to the offline server. The
 * expected fields are what Claude Code 2.1.332 was seen to send for the same models and levels.
 */

afterEach(cleanupRuns);

interface Body {
  max_tokens: number;
  thinking?: unknown;
  output_config?: unknown;
  messages: { role: string; content: string | { type: string; [key: string]: unknown }[] }[];
}

const bodyOf = (request: RecordedRequest | undefined): Body => request?.body as Body;

describe('effort and thinking in requests', () => {
  it('sends adaptive thinking with the effort asked for: the agent file first, then --effort, else the model default', async () => {
    const finished = await run({
      agents: {
        careful: agentFile('careful', { effort: 'max', tools: 'Read' }),
        plain: agentFile('plain', { tools: 'Read' }),
      },
      config: { effort: 'low' },
      scenario: {
        name: 'effort',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'a',
                      prompt: 'A.',
                      subagent_type: 'careful',
                    },
                  },
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'b',
                      prompt: 'B.',
                      subagent_type: 'plain',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'careful' }, turns: [{ text: 'ok' }] },
          { match: { agent: 'plain' }, turns: [{ text: 'ok' }] },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const [lead] = finished.requestsOf('flotilla-lead');
    expect(bodyOf(lead).thinking).toEqual({ type: 'adaptive', display: 'omitted' });
    expect(bodyOf(lead).output_config).toEqual({ effort: 'low' });
    expect(lead?.headers['anthropic-beta']).toContain('effort-2025-11-24');
    expect(bodyOf(finished.requestsOf('careful')[0]).output_config).toEqual({ effort: 'max' });
    expect(bodyOf(finished.requestsOf('plain')[0]).output_config).toEqual({ effort: 'low' });

    const byDefault = await run({
      scenario: { name: 'default', agents: [{ turns: [{ text: 'ok' }] }] },
    });
    // The harness names no model, so its lead runs on the default, opus (claude-opus-5-5):
    // its default is medium.
    expect(bodyOf(byDefault.requestsOf('flotilla-lead')[0]).output_config).toEqual({
      effort: 'medium',
    });
  });

  it('gives models that think with a budget a budget of max_tokens - 1 and no effort', async () => {
    const finished = await run({
      config: { model: 'claude-haiku-4-5', effort: 'high' },
      scenario: { name: 'budget', agents: [{ turns: [{ text: 'ok' }] }] },
    });
    const [lead] = finished.requestsOf('flotilla-lead');
    const body = bodyOf(lead);
    expect(body.thinking).toEqual({
      type: 'enabled',
      budget_tokens: body.max_tokens - 1,
      display: 'omitted',
    });
    expect(body.output_config).toBeUndefined();
    expect(lead?.headers['anthropic-beta']).toContain('interleaved-thinking-2025-05-14');
  });

  it('keeps a thinking block, unmodified and first, in the assistant message across a tool turn', async () => {
    const thinking = 'The file will tell me what greet() returns.';
    const finished = await run({
      files: { 'src/greet.js': "export const greet = () => 'Hello';\n" },
      scenario: {
        name: 'thinking',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                thinking,
                text: 'Reading it.',
                tool_use: [{ name: 'Read', input: { file_path: 'src/greet.js' } }],
              },
              { thinking: 'It returns Hello.', text: 'greet() returns Hello.' },
            ],
          },
        ],
      },
    });
    // The server refuses (400) a conversation whose thinking block was dropped or altered.
    expect(finished.result.conclusion).toBe('success');
    const second = bodyOf(finished.requestsOf('flotilla-lead')[1]);
    const assistant = second.messages.find((message) => message.role === 'assistant');
    expect(Array.isArray(assistant?.content)).toBe(true);
    const blocks = assistant?.content as { type: string; [key: string]: unknown }[];
    expect(blocks.map((block) => block.type)).toEqual(['thinking', 'text', 'tool_use']);
    expect(blocks[0]).toEqual({
      type: 'thinking',
      thinking,
      signature: thinkingSignature(thinking),
    });
    expect(finished.result.agents[0]?.unreported_text ?? '').not.toContain(thinking);
  });
});
