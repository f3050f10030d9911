import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentHooks, HookCommand } from '../../src/agents/definition.js';
import {
  createHookRunner,
  defaultTimeoutSeconds,
  type HookContext,
} from '../../src/hooks/hook-runner.js';

/** onFailure, if and the default timeout: guards that must not fail open. */
describe('hook failure modes', () => {
  let dir: string;
  const warnings: string[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-hook-failure-'));
    warnings.length = 0;
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  const runner = (hooks: AgentHooks) => {
    const context: HookContext = {
      agentId: 'lead',
      agentName: 'lead',
      role: 'lead',
      sessionId: 'run-1',
      transcriptPath: path.join(dir, 'lead.jsonl'),
      cwd: dir,
      projectDir: dir,
      permissionMode: 'default',
      environment: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
      warn: (line) => warnings.push(line),
    };
    return createHookRunner({ settings: hooks }, context)!;
  };
  const hook = (fields: Omit<HookCommand, 'type'>) => ({
    hooks: [{ type: 'command' as const, ...fields }],
  });

  it('waits for a slow guard as long as Claude Code does (600 s), not 60 s', () => {
    expect(defaultTimeoutSeconds).toBe(600);
  });

  it('blocks when a guard with onFailure: "block" times out or fails, and says why', async () => {
    const slow = runner({
      PreToolUse: [hook({ command: 'cat > /dev/null; sleep 5', timeout: 0.3, onFailure: 'block' })],
    });
    const timedOut = await slow.preToolUse('Bash', { command: 'touch x' });
    expect(timedOut.block).toBe(true);
    expect(timedOut.block && timedOut.reason).toMatch(
      /timed out; blocking because onFailure is "block"\nNo stderr output/,
    );
    const broken = runner({
      PreToolUse: [hook({ command: 'echo "policy server down" >&2; exit 1', onFailure: 'block' })],
    });
    const failed = await broken.preToolUse('Bash', { command: 'touch x' });
    expect(failed.block && failed.reason).toMatch(
      /failed; blocking because onFailure is "block"\npolicy server down/,
    );
    // Without onFailure a failure is a warning only, as before.
    const lenient = runner({ PreToolUse: [hook({ command: 'exit 1' })] });
    expect(await lenient.preToolUse('Bash', {})).toEqual({ block: false });
  });

  it('ignores onFailure: "block" on Stop, with a warning, as Claude Code does', async () => {
    const stop = runner({ Stop: [hook({ command: 'exit 1', onFailure: 'block' })] });
    expect(await stop.stop('done', false)).toEqual({ block: false });
    expect(warnings.join('\n')).toMatch(/onFailure: "block" is ignored on Stop/);
  });

  it('runs a hook with an if rule only for the calls the rule matches', async () => {
    const guarded = runner({
      PreToolUse: [
        {
          matcher: 'Bash',
          ...hook({
            command: 'echo no push >&2; exit 2',
            if: { tool: 'Bash', specifier: 'git push:*' },
          }),
        },
      ],
    });
    const asked: string[] = [];
    const callMatches = (command: string) => async (rule: { specifier?: string }) => {
      asked.push(rule.specifier ?? '');
      return command.startsWith('git push');
    };
    expect(await guarded.preToolUse('Bash', {}, undefined, callMatches('echo hi'))).toEqual({
      block: false,
    });
    expect(
      (await guarded.preToolUse('Bash', {}, undefined, callMatches('git push origin'))).block,
    ).toBe(true);
    expect(asked).toEqual(['git push:*', 'git push:*']);
  });
});
