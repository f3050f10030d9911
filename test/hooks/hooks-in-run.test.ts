import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  readText,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

const guarded = `---
name: guarded
description: Runs commands behind a PreToolUse hook and a Stop hook.
tools: Bash, Read
permissionMode: bypassPermissions
hooks:
  PreToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: "grep -q 'rm -rf' && { echo 'rm -rf is blocked by policy' >&2; exit 2; } || exit 0"
  Stop:
    - hooks:
        - type: command
          command: "test -f checked || { touch checked; echo 'run the checks before stopping' >&2; exit 2; }"
---

You run commands.
`;

describe('agent-definition hooks in a run', () => {
  afterEach(cleanupRuns);

  it('blocks a tool call with a PreToolUse hook and sends the agent back to work with a Stop hook', async () => {
    const outcome = await run({
      agents: { guarded },
      config: { agents: ['guarded'], prompt: 'Launch guarded in the background.' },
      scenario: {
        name: 'hooks',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'All done.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'guarded work',
                      subagent_type: 'guarded',
                      prompt: 'go',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'guarded' },
            turns: [
              {
                tool_use: [
                  { name: 'Bash', input: { command: 'rm -rf build' } },
                  { name: 'Bash', input: { command: 'echo safe' } },
                ],
              },
              { text: 'Finished.' },
              { text: 'Checks run; finished.' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('guarded');
    expect(requests).toHaveLength(3);
    const results = toolResults(requestMessages(requests[1]).at(-1));
    expect(results[0]?.isError).toBe(true);
    expect(results[0]?.text).toContain('rm -rf is blocked by policy');
    expect(results[1]?.text).toContain('safe');
    expect(results[1]?.isError).toBe(false);
    // The Stop hook refused the first stop, once: the third request carries its feedback.
    expect(JSON.stringify(requestMessages(requests[2]).at(-1))).toContain(
      'run the checks before stopping',
    );
    expect(outcome.result.agents.find((agent) => agent.name === 'guarded')?.status).toBe(
      'completed',
    );
  });

  it('runs a tool with the input a PreToolUse hook rewrote, and stops the agent on continue: false', async () => {
    const json = (value: unknown) => `echo '${JSON.stringify(value)}'`;
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                command: json({
                  hookSpecificOutput: {
                    hookEventName: 'PreToolUse',
                    updatedInput: { command: 'echo rewritten-by-hook' },
                    additionalContext: 'the command was rewritten',
                  },
                }),
              },
            ],
          },
        ],
        PostToolUse: [
          {
            hooks: [{ type: 'command', command: json({ continue: false, stopReason: 'enough' }) }],
          },
        ],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'hook-output',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo original' } }] },
              { text: 'never asked' },
            ],
          },
        ],
      },
    });
    // continue: false ended the lead after the tool round: the model was asked once.
    expect(outcome.requestsOf('flotilla-lead')).toHaveLength(1);
    const transcript = await outcome.leadTranscript();
    const [result] = toolResults(transcript.at(-1));
    expect(result?.isError).toBe(false);
    expect(result?.text).toContain('rewritten-by-hook');
    expect(result?.text).not.toContain('original');
    expect(messageText(transcript.at(-1)!)).toContain('the command was rewritten');
    // A stop is never reported as success: the lead was stopped, with the hook's reason.
    expect(outcome.result.agents[0]?.status).toBe('killed');
    expect(outcome.result.agents[0]?.error).toContain('enough');
    expect(outcome.result.conclusion).toBe('error');
    expect(outcome.result.error).toContain('enough');
  });

  it('runs the call a PreToolUse hook answered continue: false for, then stops, as Claude Code 2.1.332 does', async () => {
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                command: `echo '${JSON.stringify({ continue: false, stopReason: 'HALT-PRE' })}'`,
              },
            ],
          },
        ],
        PostToolUse: [{ hooks: [{ type: 'command', command: 'cat > post-tool-use.json' }] }],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'pre-tool-use-continue-false',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'touch ran-marker' } }] },
              { text: 'never asked' },
            ],
          },
        ],
      },
    });
    // The command ran and its PostToolUse hooks saw it; then the lead stopped.
    await expect(readText(path.join(outcome.repo.root, 'ran-marker'))).resolves.toBe('');
    const post = JSON.parse(await readText(path.join(outcome.repo.root, 'post-tool-use.json')));
    expect(post.tool_input.command).toBe('touch ran-marker');
    expect(outcome.requestsOf('flotilla-lead')).toHaveLength(1);
    expect(outcome.result.agents[0]?.status).toBe('killed');
    expect(outcome.result.agents[0]?.error).toContain('HALT-PRE');
  });

  it("gives a hook the run's id and --effort as CLAUDE_CODE_SESSION_ID and CLAUDE_EFFORT", async () => {
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            hooks: [
              {
                type: 'command',
                command: `cat > /dev/null; echo "$CLAUDE_CODE_SESSION_ID $CLAUDE_EFFORT" > hook-env.txt`,
              },
            ],
          },
        ],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings), effort: 'high' },
      scenario: {
        name: 'hook-env',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [{ name: 'Bash', input: { command: 'true' } }] }, { text: 'done' }],
          },
        ],
      },
    });
    expect(await readText(path.join(outcome.repo.root, 'hook-env.txt'))).toBe(
      `${outcome.result.run_id} high\n`,
    );
  });

  it("reports a subagent that a hook stopped (continue: false) as stopped, with the hook's reason", async () => {
    const settings = {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Read',
            hooks: [
              {
                type: 'command',
                command: `echo '${JSON.stringify({ continue: false, stopReason: 'policy says stop' })}'`,
              },
            ],
          },
        ],
      },
    };
    const outcome = await run({
      agents: { reader: agentFile('reader', { tools: 'Read' }) },
      config: { settings: JSON.stringify(settings), prompt: 'Launch reader.' },
      scenario: {
        name: 'hook-stops-subagent',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'All fine.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'read',
                      subagent_type: 'reader',
                      prompt: 'read README.md',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'reader' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }] },
              { text: 'never asked' },
            ],
          },
        ],
      },
    });
    expect(outcome.requestsOf('reader')).toHaveLength(1);
    const reader = outcome.result.agents.find((agent) => agent.name === 'reader');
    expect(reader?.status).toBe('killed');
    expect(reader?.error).toContain('policy says stop');
    expect(outcome.result.incomplete).toEqual([
      expect.objectContaining({ name: 'reader', status: 'killed' }),
    ]);
    expect(outcome.result.incomplete[0]?.reason).toContain('policy says stop');
    expect(outcome.result.conclusion).toBe('partial');
    // The lead heard of the stop and its reason, not of a completion.
    const notification = (await outcome.leadTranscript())
      .map(messageText)
      .find((text) => text.includes('<task-notification>'));
    expect(notification).toContain('<status>killed</status>');
    expect(notification).toContain('policy says stop');
  });

  it('keeps honouring a Stop hook that always blocks, as Claude Code does, until the turn limit ends the agent as such', async () => {
    const settings = {
      hooks: {
        Stop: [
          {
            hooks: [
              {
                type: 'command',
                command: `cat >> stop-inputs.jsonl; echo >> stop-inputs.jsonl; echo 'tests still failing' >&2; exit 2`,
              },
            ],
          },
        ],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings), maxTurns: 5 },
      scenario: {
        name: 'stop-hook-blocks',
        agents: [
          { match: { agent: 'flotilla-lead' }, repeat_last: true, turns: [{ text: 'All good.' }] },
        ],
      },
    });
    // Five turns, each ended and sent back: never let stop after a fixed number of blocks.
    expect(outcome.requestsOf('flotilla-lead')).toHaveLength(5);
    const inputs = (await readText(path.join(outcome.repo.root, 'stop-inputs.jsonl')))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { stop_hook_active: boolean });
    expect(inputs.map((input) => input.stop_hook_active)).toEqual([false, true, true, true, true]);
    const lead = outcome.result.agents[0];
    expect(lead?.status).toBe('max_turns');
    expect(lead?.error).toContain('tests still failing');
    expect(outcome.result.conclusion).toBe('max_turns');
    expect(outcome.result.error).toContain('A Stop hook kept sending the agent back to work');
  });

  it('--bare runs no hook of the settings files, --settings or an agent file, as Claude Code 2.1.332', async () => {
    // Observed: `claude -p go --bare` with UserPromptSubmit and PreToolUse hooks in
    // .claude/settings.json and in a --settings file ran none of them; without --bare, all.
    const log = (name: string) => ({ type: 'command', command: `echo ${name} >> hook.log` });
    const project = {
      hooks: {
        UserPromptSubmit: [{ hooks: [log('PROJECT_PROMPT')] }],
        PreToolUse: [{ matcher: 'Bash', hooks: [log('PROJECT_PRE')] }],
      },
    };
    const flag = { hooks: { UserPromptSubmit: [{ hooks: [log('FLAG_PROMPT')] }] } };
    const hooked = `---
name: hooked
description: A lead with a hook of its own.
hooks:
  PreToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: "echo AGENT_PRE >> hook.log"
---

You are hooked.
`;
    const runWith = (bare: boolean) =>
      run({
        agents: { hooked },
        files: { '.claude/settings.json': JSON.stringify(project) },
        config: {
          bare,
          leadAgent: 'hooked',
          settings: JSON.stringify(flag),
          permissionMode: 'bypassPermissions',
          sandbox: 'off',
        },
        scenario: {
          name: 'bare-hooks',
          agents: [
            {
              match: { agent: 'hooked' },
              turns: [
                { tool_use: [{ name: 'Bash', input: { command: 'true', description: 'noop' } }] },
                { text: 'Done.' },
              ],
            },
          ],
        },
      });
    const plain = await runWith(false);
    expect((await readText(path.join(plain.repo.root, 'hook.log'))).split('\n')).toEqual(
      expect.arrayContaining(['PROJECT_PROMPT', 'FLAG_PROMPT', 'PROJECT_PRE', 'AGENT_PRE']),
    );

    const bare = await runWith(true);
    expect(bare.result.conclusion).toBe('success');
    // No hook wrote the file.
    await expect(readText(path.join(bare.repo.root, 'hook.log'))).rejects.toThrow(/ENOENT/);
  });

  it("runs the lead's agent file's hooks as Claude Code runs an --agent file's: SubagentStop when a subagent finishes, Stop when the lead does", async () => {
    const log = `cat >> "$CLAUDE_PROJECT_DIR/hooks.log"; echo >> "$CLAUDE_PROJECT_DIR/hooks.log"`;
    const leadish = `---
name: leadish
description: A lead that checks its subagents' work.
hooks:
  PreToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: '${log}'
  Stop:
    - hooks:
        - type: command
          command: '${log}'
  SubagentStop:
    - hooks:
        - type: command
          command: '${log}; test -f sub-checked || { touch sub-checked; echo SUBSTOP-KEEPGOING >&2; exit 2; }'
---

You are LEADISH.
`;
    const outcome = await run({
      agents: { leadish },
      config: { leadAgent: 'leadish', permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'lead-file-hooks',
        agents: [
          {
            match: { agent: 'leadish' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo lead' } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'sub',
                      subagent_type: 'general-purpose',
                      prompt: 'SUBP',
                      run_in_background: false,
                    },
                  },
                ],
              },
              { text: 'first end' },
            ],
          },
          {
            match: { agent: 'general-purpose' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo sub' } }] },
              { text: 'sub ok' },
              { text: 'sub checked' },
            ],
          },
        ],
      },
    });
    const fired = (await readFile(path.join(outcome.repo.root, 'hooks.log'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .map((input) => `${String(input.hook_event_name)} ${String(input.agent_type)}`);
    // Observed on Claude Code 2.1.332 with --agent: the file's PreToolUse hooks fire for the
    // subagent's calls too, its SubagentStop hooks when the subagent stops (twice: it blocked
    // once), its Stop hooks when the lead stops; the lead's input names the lead's agent type.
    expect(fired).toEqual([
      'PreToolUse leadish',
      'PreToolUse general-purpose',
      'SubagentStop general-purpose',
      'SubagentStop general-purpose',
      'Stop leadish',
    ]);
    // The subagent, not the lead, was sent back to work.
    const subagent = outcome.requestsOf('general-purpose');
    expect(subagent).toHaveLength(3);
    expect(JSON.stringify(requestMessages(subagent[2]).at(-1))).toContain('SUBSTOP-KEEPGOING');
    const lead = outcome.requestsOf('leadish');
    expect(lead).toHaveLength(3);
    expect(JSON.stringify(lead.map(requestMessages))).not.toContain('SUBSTOP-KEEPGOING');
    expect(outcome.result.final_text).toBe('first end');
  });
});
