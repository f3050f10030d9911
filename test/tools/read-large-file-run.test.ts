import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe('Read of a large file in a run', () => {
  it('answers the model with an error it can act on, and the run goes on', async () => {
    // 2,000 JSON log lines, 0.9 MB: as one tool result it would overflow the context window.
    const events = Array.from({ length: 2000 }, (_, index) =>
      JSON.stringify({ id: index, msg: 'request handled '.repeat(25), path: `/items/${index}` }),
    ).join('\n');
    const finished = await run({
      files: { 'events.jsonl': events },
      scenario: {
        name: 'read-large-file',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'events.jsonl' } }] },
              { tool_use: [{ name: 'Read', input: { file_path: 'events.jsonl', limit: 20 } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('flotilla-lead');
    const [whole] = toolResults(requestMessages(requests[1]).at(-1));
    expect(whole?.isError).toBe(true);
    expect(whole?.text).toContain('offset and limit');
    expect(whole?.text.length).toBeLessThan(1000);
    const [window] = toolResults(requestMessages(requests[2]).at(-1));
    expect(window?.isError).toBe(false);
    expect(window?.text).toContain('Showing lines 1-20 of 2000');
    expect(finished.result.agents.find((agent) => agent.name === 'flotilla-lead')?.status).toBe(
      'completed',
    );
  });
});
