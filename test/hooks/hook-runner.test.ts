import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentHooks } from '../../src/agents/definition.js';
import { createHookRunner } from '../../src/hooks/hook-runner.js';

describe('createHookRunner', () => {
  let dir: string;
  const warnings: string[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-hooks-'));
    warnings.length = 0;
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  const runner = (hooks: AgentHooks) =>
    createHookRunner(hooks, {
      agentId: 'a1-reviewer',
      agentName: 'reviewer',
      cwd: dir,
      transcriptPath: path.join(dir, 't.jsonl'),
      environment: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
      warn: (line) => warnings.push(line),
    })!;

  it('gives no runner when the definition has no hooks', () => {
    expect(
      createHookRunner(undefined, {
        agentId: 'x',
        agentName: 'x',
        cwd: dir,
        transcriptPath: '',
        environment: {},
      }),
    ).toBeUndefined();
  });

  it('passes the event as JSON on stdin and blocks on exit code 2 with the hook output as reason', async () => {
    const hooks = runner({
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [
            {
              type: 'command',
              command: `cat > ${dir}/event.json; grep -q rm ${dir}/event.json && { echo "rm is not allowed" >&2; exit 2; }; exit 0`,
            },
          ],
        },
      ],
    });
    expect(await hooks.preToolUse('Bash', { command: 'ls' })).toEqual({ block: false });
    const event = JSON.parse(await readFile(path.join(dir, 'event.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(event).toMatchObject({
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
      cwd: dir,
      agent_type: 'reviewer',
    });
    expect(await hooks.preToolUse('Bash', { command: 'rm -rf /' })).toEqual({
      block: true,
      reason: 'rm is not allowed',
    });
  });

  it('matches tool names as anchored patterns and runs only the matching hooks', async () => {
    const hooks = runner({
      PreToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'exit 2' }] }],
    });
    expect((await hooks.preToolUse('Write', {})).block).toBe(true);
    expect((await hooks.preToolUse('Edit', {})).block).toBe(true);
    expect((await hooks.preToolUse('Read', {})).block).toBe(false);
    expect((await hooks.preToolUse('WriteMore', {})).block).toBe(false);
  });

  it('reads a JSON decision, and treats other failures as warnings that block nothing', async () => {
    const hooks = runner({
      PreToolUse: [
        {
          hooks: [
            { type: 'command', command: `echo '{"decision":"block","reason":"not on Fridays"}'` },
          ],
        },
      ],
      PostToolUse: [{ hooks: [{ type: 'command', command: 'echo broken; exit 1' }] }],
    });
    expect(await hooks.preToolUse('Read', {})).toEqual({ block: true, reason: 'not on Fridays' });
    expect(await hooks.postToolUse('Read', {}, 'text')).toEqual({ block: false });
    expect(warnings.join('\n')).toMatch(
      /PostToolUse hook 'echo broken; exit 1' of reviewer exited with 1: broken/,
    );
  });

  it('lets a SubagentStop hook send the agent back to work', async () => {
    const hooks = runner({
      SubagentStop: [
        { hooks: [{ type: 'command', command: 'echo "run the tests first" >&2; exit 2' }] },
      ],
    });
    expect(await hooks.subagentStop('done')).toEqual({
      block: true,
      reason: 'run the tests first',
    });
  });

  it('stops a hook at its timeout and says so', async () => {
    const hooks = runner({
      PreToolUse: [{ hooks: [{ type: 'command', command: 'sleep 5', timeout: 0.2 }] }],
    });
    expect(await hooks.preToolUse('Read', {})).toEqual({ block: false });
    expect(warnings.join('\n')).toMatch(/timed out/);
  });
});
