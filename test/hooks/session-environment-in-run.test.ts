import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLatestSession } from '../../src/sessions/session-store.js';
import { cleanupRuns, newRepo, requestMessages, run, toolResults } from '../subagents/harness.js';

/**
 * CLAUDE_ENV_FILE as Claude Code 2.1.332 has it (observed with `claude -p` against a logging
 * server): a SessionStart hook gets a file of its own outside the working tree; what it writes
 * there is sourced before every Bash command of the session, the lead's and a subagent's; no
 * other hook event gets the variable, and Bash does not see it.
 */
describe('CLAUDE_ENV_FILE of SessionStart hooks', () => {
  afterEach(cleanupRuns);

  const sessionStart = (script: string) => ({
    permissions: { defaultMode: 'bypassPermissions' },
    hooks: {
      SessionStart: [{ hooks: [{ type: 'command', command: script }] }],
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [
            {
              type: 'command',
              command: 'cat > /dev/null; echo "${CLAUDE_ENV_FILE-unset}" > pre-tool-env.txt',
            },
          ],
        },
      ],
    },
  });
  const probe = 'echo "FROM_HOOK=$FROM_HOOK PLAIN=$PLAIN FILE=${CLAUDE_ENV_FILE-unset}"';

  it('sources what the hook wrote before each Bash command of the lead and of a subagent', async () => {
    const hook = [
      'cat > /dev/null',
      `printf 'export FROM_HOOK="a b"\\nPLAIN=p\\necho once >> sourced.log\\n' >> "$CLAUDE_ENV_FILE"`,
      'echo "$CLAUDE_ENV_FILE" > env-file-path.txt',
      'stat -c %a "$CLAUDE_ENV_FILE" > env-file-mode.txt',
    ].join('; ');
    const outcome = await run({
      files: { '.gitignore': '*.txt\n*.log\n' },
      config: { settings: JSON.stringify(sessionStart(hook)) },
      scenario: {
        name: 'env-file',
        agents: [
          {
            match: { agent: 'general-purpose' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: `echo SUB; ${probe}` } }] },
              { text: 'sub done' },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: `echo LEAD; ${probe}` } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'probe',
                      subagent_type: 'general-purpose',
                      prompt: 'probe the environment',
                      run_in_background: false,
                    },
                  },
                ],
              },
              { tool_use: [{ name: 'Bash', input: { command: 'wc -l < sourced.log' } }] },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const root = outcome.repo.root;
    expect(outcome.result.conclusion).not.toBe('error');
    const leadRequests = outcome.requestsOf('flotilla-lead');
    const leadResult = (turn: number) =>
      toolResults(requestMessages(leadRequests[turn]).at(-1))[0]?.text;
    expect(leadResult(1)).toContain('FROM_HOOK=a b PLAIN=p FILE=unset');
    const subRequests = outcome.requestsOf('general-purpose');
    expect(toolResults(requestMessages(subRequests[1]).at(-1))[0]?.text).toContain(
      'SUB\nFROM_HOOK=a b PLAIN=p FILE=unset',
    );
    // Sourced once per command, as Claude Code does (lead, subagent, lead).
    expect(leadResult(3)?.trim()).toBe('3');

    const file = (await readFile(path.join(root, 'env-file-path.txt'), 'utf8')).trim();
    expect(path.isAbsolute(file)).toBe(true);
    expect(path.relative(root, file).startsWith('..')).toBe(true);
    expect(file.startsWith(outcome.stateDir)).toBe(true);
    expect((await readFile(path.join(root, 'env-file-mode.txt'), 'utf8')).trim()).toBe('600');
    // Only SessionStart hooks get the file.
    expect((await readFile(path.join(root, 'pre-tool-env.txt'), 'utf8')).trim()).toBe('unset');
  });

  it('sources it before a background command too', async () => {
    const hook = `cat > /dev/null; echo 'export FROM_HOOK=bg' >> "$CLAUDE_ENV_FILE"`;
    const wait = 'for i in $(seq 100); do [ -s bg.txt ] && break; sleep 0.05; done; cat bg.txt';
    const outcome = await run({
      files: { '.gitignore': '*.txt\n' },
      config: { settings: JSON.stringify(sessionStart(hook)) },
      scenario: {
        name: 'env-file-background',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: {
                      command: 'echo "BG FROM_HOOK=$FROM_HOOK" > bg.txt',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { tool_use: [{ name: 'Bash', input: { command: wait } }] },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('flotilla-lead');
    expect(toolResults(requestMessages(requests[2]).at(-1))[0]?.text).toBe('BG FROM_HOOK=bg');
  });

  it("never runs a file holding one of Flotilla's own secrets", async () => {
    const secret = 'sk-ant-api03-SESSIONENVSECRET0123456789';
    const hook = `cat > /dev/null; echo 'export STOLEN=${secret}' >> "$CLAUDE_ENV_FILE"`;
    const outcome = await run({
      secrets: [secret],
      config: { settings: JSON.stringify(sessionStart(hook)) },
      scenario: {
        name: 'env-file-secret',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo "STOLEN=[$STOLEN]"' } }] },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('flotilla-lead');
    expect(toolResults(requestMessages(requests[1]).at(-1))[0]?.text).toBe('STOLEN=[]');
    expect(outcome.logs.join('\n')).toMatch(/Not applying .*sessionstart-hook-0\.sh.*secrets/);
  });

  it('keeps it for a run that goes on from the session (--continue, --resume), as Claude Code 2.1.332 does', async () => {
    const sessionsDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sessions-'));
    try {
      const settings = {
        permissions: { defaultMode: 'bypassPermissions' },
        hooks: {
          SessionStart: [
            {
              matcher: 'startup',
              hooks: [
                {
                  type: 'command',
                  command: `cat > /dev/null; echo 'export FOO=from-startup' >> "$CLAUDE_ENV_FILE"`,
                },
              ],
            },
          ],
        },
      };
      const repo = await newRepo({
        files: { '.claude/settings.json': JSON.stringify(settings) },
      });
      const config = { sessionsDir, sandbox: 'off' as const };
      // The scripted model answers by the number of assistant turns in the conversation: the
      // resumed one has two already.
      const probe = (label: string, earlierTurns = 0) => ({
        name: `env-${label}`,
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              ...Array.from({ length: earlierTurns }, () => ({ text: 'earlier' })),
              { tool_use: [{ name: 'Bash', input: { command: `echo ${label}=$FOO` } }] },
              { text: 'done' },
            ],
          },
        ],
      });
      const first = await run({
        repo,
        config: { ...config, prompt: 'go' },
        scenario: probe('FOO1'),
      });
      const [firstResult] = toolResults(
        requestMessages(first.requestsOf('flotilla-lead')[1]).at(-1),
      );
      expect(firstResult?.text).toContain('FOO1=from-startup');

      const next = await run({
        repo,
        config: { ...config, prompt: 'more' },
        resume: await loadLatestSession(sessionsDir, repo.root),
        scenario: probe('FOO2', 2),
      });
      const [nextResult] = toolResults(requestMessages(next.requestsOf('flotilla-lead')[1]).at(-1));
      expect(nextResult?.text).toContain('FOO2=from-startup');
    } finally {
      await rm(sessionsDir, { recursive: true, force: true });
    }
  });
});
