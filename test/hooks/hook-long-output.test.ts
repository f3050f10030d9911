import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentHooks } from '../../src/agents/definition.js';
import {
  createHookRunner,
  maxHookAnswerChars,
  type HookContext,
} from '../../src/hooks/hook-runner.js';

/** Hooks whose answer is longer than what the model is shown (20,000 characters). */
describe('hooks with long output', () => {
  let dir: string;
  const warnings: string[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-hook-long-'));
    warnings.length = 0;
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  const runner = (hooks: AgentHooks, role: 'lead' | 'subagent' = 'lead') => {
    const context: HookContext = {
      agentId: 'lead',
      agentName: 'lead',
      role,
      sessionId: 'run-1',
      transcriptPath: path.join(dir, 'transcripts', 'lead.jsonl'),
      cwd: dir,
      projectDir: dir,
      permissionMode: 'default',
      environment: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
      warn: (line) => warnings.push(line),
    };
    return createHookRunner({ settings: hooks }, context)!;
  };
  /** A hook that prints the file `name` (written by the test) and reads its stdin. */
  const printing = async (name: string, text: string) => {
    await writeFile(path.join(dir, name), text);
    return { hooks: [{ type: 'command' as const, command: `cat > /dev/null; cat ${name}` }] };
  };
  const savedPath = (shown: string) => /saved in (\S+\.txt)\./.exec(shown)?.[1];

  it('obeys a deny whose JSON is longer than 20,000 characters and keeps the whole reason', async () => {
    const reason = `POLICY-HEAD\n${'x'.repeat(30_000)}\nPOLICY-TAIL`;
    const deny = JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: reason,
      },
    });
    const hooks = runner({
      PreToolUse: [{ matcher: 'Bash', ...(await printing('deny.json', deny)) }],
    });
    const verdict = await hooks.preToolUse('Bash', { command: 'touch PWNED' });
    expect(verdict.block).toBe(true);
    if (!verdict.block) return;
    expect(verdict.reason).toContain('POLICY-HEAD');
    expect(verdict.reason).toContain('POLICY-TAIL');
    expect(verdict.reason.length).toBeLessThan(21_000);
    const saved = savedPath(verdict.reason);
    expect(saved).toBeDefined();
    expect(await readFile(saved!, 'utf8')).toBe(reason);
  });

  it('obeys a deny longer than 1,000,000 characters, the cap of the output shown to the model', async () => {
    // A linter's report as the reason: over the process output cap, which once cut the JSON
    // in two so that it no longer parsed and the denied command ran.
    const reason = `DENIED ${'lint error line\n'.repeat(80_000)}END-OF-REASON`;
    const deny = JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: reason,
      },
    });
    expect(deny.length).toBeGreaterThan(1_000_000);
    const hooks = runner({ PreToolUse: [await printing('deny.json', deny)] });
    const verdict = await hooks.preToolUse('Bash', { command: 'touch m1' });
    expect(verdict.block).toBe(true);
    expect(verdict.block && verdict.reason).toMatch(/^DENIED lint error line/);
    expect(await readFile(savedPath(verdict.block ? verdict.reason : '')!, 'utf8')).toBe(reason);
    expect(warnings).toEqual([]);
  });

  it("replaces an MCP tool's output with a redaction longer than 1,000,000 characters", async () => {
    const redacted = `REDACTED ${'#'.repeat(1_100_000)}`;
    const answer = JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PostToolUse',
        updatedMCPToolOutput: [{ type: 'text', text: redacted }],
      },
    });
    const hooks = runner({ PostToolUse: [await printing('redact.json', answer)] });
    const verdict = await hooks.postToolUse(
      'mcp__srv__big',
      { n: 1_100_000 },
      [{ type: 'text', text: 'SECRET' }],
      'toolu_1',
      undefined,
      undefined,
      { name: 'srv', source: 'project' },
    );
    expect(verdict.updatedOutput).toEqual([{ type: 'text', text: redacted }]);
  });

  it('blocks when a JSON answer is longer than Flotilla reads, rather than run what it may deny', async () => {
    const hooks = runner({
      PreToolUse: [
        {
          hooks: [
            {
              type: 'command',
              command: `cat > /dev/null; printf '{"reason": "'; head -c ${maxHookAnswerChars + 10} /dev/zero | tr '\\0' a; printf '"}'`,
            },
          ],
        },
      ],
    });
    const verdict = await hooks.preToolUse('Bash', { command: 'touch m1' });
    expect(verdict.block).toBe(true);
    expect(verdict.block && verdict.reason).toMatch(
      /printed an answer of more than 10,000,000 characters, which Flotilla does not read; blocking/,
    );
    // The same answer after a log line (an answer is read from the last line too).
    const logged = runner({
      PreToolUse: [
        {
          hooks: [
            {
              type: 'command',
              command: `cat > /dev/null; echo checking; printf '{"reason": "'; head -c ${maxHookAnswerChars + 10} /dev/zero | tr '\\0' a; printf '"}'`,
            },
          ],
        },
      ],
    });
    expect((await logged.preToolUse('Bash', { command: 'touch m1' })).block).toBe(true);
  });

  it('obeys a long decision: block on any event', async () => {
    const block = JSON.stringify({ decision: 'block', reason: `LINT ${'y'.repeat(25_000)}` });
    const hooks = runner({ PostToolUse: [await printing('block.json', block)] });
    const verdict = await hooks.postToolUse('Edit', {}, 'ok');
    expect(verdict.block).toBe(true);
    expect(verdict.block && verdict.reason).toMatch(/^LINT y/);
  });

  it('gives a long SessionStart context as a saved file and a preview, never losing its middle', async () => {
    const notes = `HEADMARK\n${Array.from({ length: 1500 }, (_, i) => `line ${i} of the notes`).join('\n')}\nTAILMARK`;
    const hooks = runner({ SessionStart: [await printing('notes.txt', notes)] });
    const [shown] = (await hooks.fire('SessionStart', { source: 'startup' }, 'startup')).context;
    expect(shown).toContain('HEADMARK');
    expect(shown).not.toContain('TAILMARK');
    expect(shown!.length).toBeLessThan(3_000);
    expect(await readFile(savedPath(shown!)!, 'utf8')).toBe(notes);
  });

  it('warns when output that looks like JSON does not parse, instead of failing open in silence', async () => {
    const hooks = runner({
      PreToolUse: [
        await printing('broken.json', '{"hookSpecificOutput": {"permissionDecision": "deny",'),
      ],
    });
    expect(await hooks.preToolUse('Bash', { command: 'ls' })).toEqual({ block: false });
    expect(warnings.join('\n')).toMatch(/looks like JSON but does not parse/);
  });
});
