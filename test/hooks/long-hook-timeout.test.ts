import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run, toolResults } from '../subagents/harness.js';

afterEach(cleanupRuns);

/**
 * A hook's `timeout` (seconds) past setTimeout's 2^31-1 ms (about 24.8 days) fired at once, so
 * the hook was killed at its start and what it decided was lost. It must run to its answer.
 */
describe('a hook timeout longer than a timer keeps', () => {
  it('lets the hook finish and its answer apply', async () => {
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                command: "sleep 0.3; echo 'held by a slow policy hook' >&2; exit 2",
                timeout: 99_999_999,
              },
            ],
          },
        ],
      },
    };
    const finished = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'long-hook-timeout',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo ran' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const [result] = toolResults((await finished.leadTranscript()).at(-2));
    expect(result).toMatchObject({ isError: true });
    expect(result?.text).toContain('Blocked by a PreToolUse hook: held by a slow policy hook');
  });
});
