import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run, streamJsonEvents } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe("a hook's systemMessage", () => {
  it('reaches the run log and stream-json as Claude Code 2.1.332 prints it (system/informational)', async () => {
    const answer = JSON.stringify({ systemMessage: 'J-SYSMSG' });
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [{ type: 'command', command: `cat > /dev/null; echo '${answer}'` }],
          },
        ],
      },
    };
    const finished = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'system-message',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo hi' } }] },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    expect(finished.logs.join('\n')).toContain('PreToolUse:Bash hook says: J-SYSMSG');
    // For the user only: the model never reads it.
    expect(JSON.stringify(finished.requestsOf('flotilla-lead').map((r) => r.body))).not.toContain(
      'J-SYSMSG',
    );
    const informational = streamJsonEvents(finished).filter(
      (event) => event.subtype === 'informational',
    );
    expect(informational).toEqual([
      expect.objectContaining({
        type: 'system',
        content: 'PreToolUse:Bash says: J-SYSMSG',
        level: 'notice',
        session_id: finished.result.run_id,
      }),
    ]);
  });
});
