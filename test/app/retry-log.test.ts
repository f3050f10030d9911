import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe("the run's retry line", () => {
  it('says the wait in whole milliseconds', async () => {
    const finished = await run({
      config: { allowedTools: ['Bash'] },
      scenario: {
        name: 'retries',
        // Seeded: these requests fail with a 500 (a retry each, jittered backoff) before passing.
        faults: { rate: 0.5, kinds: ['500'], seed: 3 },
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'true' } }] },
              { tool_use: [{ name: 'Bash', input: { command: 'true' } }] },
              { text: 'Answered after the retries.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const retries = finished.logs.filter((line) => line.startsWith('retrying'));
    expect(retries.length).toBeGreaterThan(0);
    // The SDK's backoff is jittered (a fraction of a millisecond, unrounded before).
    for (const line of retries) {
      expect(line).toMatch(
        /^retrying flotilla-lead's turn \(attempt \d+\) in (\d+ ms|\d+\.\d s): /,
      );
    }
  });
});
