import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

afterEach(cleanupRuns);

/**
 * How an agent's turn ends when the API stops it short: an answer cut at the output token limit
 * (`max_tokens`), mid-text or mid-tool-call. Whole runs against the offline server, which cuts
 * a `max_tokens` turn's last tool input half-way as the API does.
 */
describe('an answer cut at max_tokens', () => {
  it('answers a tool call cut mid-input with an is_error result in one request, counts its cost and goes on', async () => {
    const finished = await run({
      scenario: {
        name: 'cut-tool-call',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    id: 'toolu_cut',
                    name: 'Write',
                    input: { file_path: 'out.txt', content: 'a very long file '.repeat(20) },
                  },
                ],
                stop_reason: 'max_tokens',
                usage: { output_tokens: 16_000 },
              },
              { text: 'Wrote it in smaller parts instead.' },
            ],
          },
        ],
      },
      config: { permissionMode: 'acceptEdits', modelAccess: { maxRetries: 2 } },
    });
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(2);
    const [result] = toolResults(requestMessages(requests[1]).at(-1));
    expect(result).toMatchObject({ id: 'toolu_cut', isError: true });
    expect(result?.text).toMatch(/Write .*not complete JSON/);
    expect(result?.text).toMatch(/output token limit/);
    expect(result?.text).toContain('{"file_path":"out.txt"');
    expect(existsSync(path.join(finished.repo.root, 'out.txt'))).toBe(false);
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Wrote it in smaller parts instead.');
    expect(finished.result.usage.output_tokens).toBeGreaterThanOrEqual(16_000);
    expect(finished.result.cost_usd).toBeGreaterThan(0);
  });
});
