import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { probeSandbox } from '../../src/platform/sandbox.js';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

/**
 * Claude Code 2.1.332 runs hooks on the host, so a hook that counts its calls in /tmp counts
 * 1, 2, 3 (observed). Flotilla keeps hooks in the OS sandbox, and gives a run's hooks one /tmp
 * of their own for the whole run: the count goes on, the Bash tool does not see it, and neither
 * does the host's /tmp. Skipped where bubblewrap cannot run (test/platform/sandbox.test.ts).
 */
const probe = await probeSandbox(process.env.PATH ?? '');

describe.skipIf(!probe.available)('the /tmp of sandboxed hooks', () => {
  afterEach(cleanupRuns);

  it('persists across the hook calls of a run, apart from the Bash tool and the host', async () => {
    const flag = `flotilla-hook-count-${process.pid}-${Date.now()}`;
    const counter = [
      'cat > /dev/null',
      `n=$(cat /tmp/${flag} 2>/dev/null || echo 0)`,
      'n=$((n+1))',
      `echo $n > /tmp/${flag}`,
      'echo $n >> counts.log',
    ].join('; ');
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: counter }] }],
      },
    };
    const bash = (command: string) => ({ tool_use: [{ name: 'Bash', input: { command } }] });
    const outcome = await run({
      files: { '.gitignore': '*.log\n' },
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'hook-tmp',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              bash('echo one'),
              bash('echo two'),
              bash(`cat /tmp/${flag} || echo NOT-SEEN`),
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const counts = await readFile(path.join(outcome.repo.root, 'counts.log'), 'utf8');
    expect(counts.split('\n').filter(Boolean)).toEqual(['1', '2', '3']);
    const last = requestMessages(outcome.server.requests.at(-1)).at(-1);
    expect(toolResults(last)[0]?.text).toContain('NOT-SEEN');
    expect(existsSync(path.join(os.tmpdir(), flag))).toBe(false);
    expect(existsSync(path.join(outcome.stateDir, 'hook-tmp', flag))).toBe(true);
  });
});
