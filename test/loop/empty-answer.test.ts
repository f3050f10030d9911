import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe('an answer with no content blocks', () => {
  it('is not sent back as an empty assistant message, which the API refuses', async () => {
    const finished = await run({
      config: { permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'empty-answer',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'The build finished.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: { command: 'sleep 0.3; echo built', run_in_background: true },
                  },
                ],
              },
              // end_turn with no content at all, while the shell still runs.
              { text: '' },
            ],
          },
        ],
      },
    });
    expect(finished.result.error).toBeUndefined();
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('The build finished.');
  });
});
