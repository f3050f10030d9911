import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageParam } from '../../src/model/types.js';
import { loadLatestSession, loadSession } from '../../src/sessions/session-store.js';
import {
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  requestSystem,
  run,
} from '../subagents/harness.js';

/**
 * What a resumed lead is told about what its earlier run left behind, as Claude Code 2.1.332
 * does on `--continue` (observed against a logging server): background agents that never
 * finished, its memory files only when they changed, SessionStart with source `resume`.
 */
describe('a resumed session', () => {
  let sessionsDir: string;
  beforeEach(async () => {
    sessionsDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-sessions-'));
  });
  afterEach(async () => {
    await cleanupRuns();
    await rm(sessionsDir, { recursive: true, force: true });
  });

  const lastMessage = (body: unknown): MessageParam =>
    (body as { messages: MessageParam[] }).messages.at(-1)!;

  it('hears that a background agent and command lost at a limit stopped, and never reuses the agent id', async () => {
    const repo = await newRepo({});
    const config = {
      sessionsDir,
      sandbox: 'off' as const,
      permissionMode: 'bypassPermissions' as const,
    };
    const first = await run({
      repo,
      // The run's time limit ends it while the lead waits for its background work.
      config: { ...config, timeoutSeconds: 3, prompt: 'Start the background work.' },
      scenario: {
        name: 'lost-background-agent',
        agents: [
          {
            match: { agent: 'general-purpose' },
            turns: [{ tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }] }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    id: 'toolu_launch',
                    name: 'Agent',
                    input: {
                      description: 'bg work',
                      prompt: 'Do the work.',
                      subagent_type: 'general-purpose',
                      run_in_background: true,
                    },
                  },
                  {
                    id: 'toolu_shell',
                    name: 'Bash',
                    input: {
                      command: 'sleep 30',
                      description: 'slow build',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting for the work.' },
            ],
          },
        ],
      },
    });
    expect(first.result.conclusion).toBe('timeout');

    const second = await run({
      repo,
      config: { ...config, prompt: 'What happened to my agent?' },
      resume: await loadLatestSession(sessionsDir, repo.root),
      scenario: {
        name: 'after-lost-background-agent',
        agents: [
          { match: { agent: 'general-purpose' }, turns: [{ text: 'Second agent done.' }] },
          {
            match: { agent: 'flotilla-lead', last_message: 'Second agent done' },
            turns: [{ text: 'All done.' }],
            repeat_last: true,
          },
          // The quick command's end wakes the lead again (when it ends after the round).
          {
            match: { agent: 'flotilla-lead', last_message: 'Background command "quick"' },
            turns: [{ text: 'All done.' }],
            repeat_last: true,
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'again',
                      prompt: 'Do it again.',
                      subagent_type: 'general-purpose',
                      run_in_background: false,
                    },
                  },
                  {
                    name: 'Bash',
                    input: { command: 'true', description: 'quick', run_in_background: true },
                  },
                ],
              },
            ],
            repeat_last: true,
          },
        ],
      },
    });
    expect(second.result.final_text).toBe('All done.');
    const [resumed, answered] = second.requestsOf('flotilla-lead');
    const told = messageText(lastMessage(resumed?.body));
    expect(told).toContain('<task-id>a1-general-purpose</task-id>');
    expect(told).toContain('<tool-use-id>toolu_launch</tool-use-id>');
    expect(told).toContain('<status>stopped</status>');
    expect(told).toContain(
      '<summary>Background agent "bg work" did not finish before the previous session ended</summary>',
    );
    // So does the background command, with the id its launch gave.
    expect(told).toContain('<tool-use-id>toolu_shell</tool-use-id>');
    expect(told).toContain(
      '<summary>Background command "slow build" did not finish before the previous session ended</summary>',
    );
    expect(told.split('<status>stopped</status>')).toHaveLength(3);
    // The notice comes before the new prompt, in the same user turn.
    expect(told.indexOf('<task-notification>')).toBeLessThan(
      told.indexOf('What happened to my agent?'),
    );
    // The new agent of the resumed run gets an id of its own.
    expect(messageText(lastMessage(answered?.body))).toContain('agentId: a2-general-purpose');
    expect(second.result.agents.map((agent) => agent.agent_id)).toContain('a2-general-purpose');
    // And its background command an id of its own: bash_1 was the lost one's.
    expect(messageText(lastMessage(answered?.body))).toContain(
      'Command running in the background with ID: bash_2.',
    );
  }, 60_000);

  it('does not call lost a background command whose end TaskOutput returned', async () => {
    const repo = await newRepo({});
    const config = {
      sessionsDir,
      sandbox: 'off' as const,
      permissionMode: 'bypassPermissions' as const,
    };
    const first = await run({
      repo,
      config: { ...config, prompt: 'Run the tests.' },
      scenario: {
        name: 'task-output-ends-shell',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    // Still running when TaskOutput is called: it waits for the end.
                    input: { command: 'sleep 1', description: 'tests', run_in_background: true },
                  },
                ],
              },
              { tool_use: [{ name: 'TaskOutput', input: { task_id: 'bash_1' } }] },
              { text: 'Tests passed.' },
            ],
          },
        ],
      },
    });
    expect(first.result.conclusion).toBe('success');
    const [read] = first.requestsOf('flotilla-lead').slice(-1);
    expect(messageText(lastMessage(read?.body))).toContain('<status>completed</status>');

    const second = await run({
      repo,
      config: { ...config, prompt: 'next' },
      resume: await loadLatestSession(sessionsDir, repo.root),
      scenario: {
        name: 'after-task-output',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'OK.' }] }],
      },
    });
    const [resumed] = second.requestsOf('flotilla-lead');
    const told = messageText(lastMessage(resumed?.body));
    expect(told).toContain('next');
    expect(told).not.toContain('did not finish before the previous session ended');
  }, 60_000);

  it('adds its memory files (and skill listing) again only when they changed, and starts SessionStart with source resume', async () => {
    const repo = await newRepo({
      files: {
        'CLAUDE.md': '# Project rules v1\n',
        '.gitignore': 'session-start.log\n',
        '.claude/skills/release-notes/SKILL.md':
          '---\nname: release-notes\ndescription: Write the release notes.\n---\n\nWrite them.\n',
      },
    });
    const settings = JSON.stringify({
      hooks: {
        SessionStart: [
          {
            hooks: [
              { type: 'command', command: 'cat >> session-start.log; echo >> session-start.log' },
            ],
          },
        ],
      },
    });
    // One run of the conversation; what its lead's first request sent.
    const turn = async (prompt: string, resume: boolean): Promise<MessageParam[]> => {
      const finished = await run({
        repo,
        config: { sessionsDir, settings, prompt },
        ...(resume ? { resume: await loadLatestSession(sessionsDir, repo.root) } : {}),
        scenario: {
          name: `memory-${prompt}`,
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [{ text: `Answered ${prompt}.` }],
              repeat_last: true,
            },
          ],
        },
      });
      const [request] = finished.requestsOf('flotilla-lead');
      return (request?.body as { messages: MessageParam[] }).messages;
    };
    const count = (messages: MessageParam[], text: string) =>
      messages.map(messageText).join('\n').split(text).length - 1;

    await turn('one', false);
    const unchanged = await turn('two', true);
    expect(count(unchanged, '# Project rules v1')).toBe(1);
    expect(messageText(unchanged.at(-1)!)).not.toContain('Memory file');
    // The skill listing, unchanged, is not repeated either.
    expect(count(unchanged, '- release-notes: Write the release notes.')).toBe(1);

    await writeFile(path.join(repo.root, 'CLAUDE.md'), '# Project rules v2\n');
    const changed = await turn('three', true);
    expect(count(changed, '# Project rules v1')).toBe(1);
    expect(count(changed, '# Project rules v2')).toBe(1);
    const reminder = messageText(changed.at(-1)!);
    expect(reminder).toContain(`Memory file ${path.join(repo.root, 'CLAUDE.md')} (`);
    expect(reminder).toMatch(/differ from their copies earlier in this conversation/);
    expect(reminder.indexOf('# Project rules v2')).toBeLessThan(reminder.indexOf('three'));

    const again = await turn('four', true);
    expect(count(again, '# Project rules v2')).toBe(1);
    expect(count(again, 'Memory file')).toBe(2);

    const inputs = (await readFile(path.join(repo.root, 'session-start.log'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inputs.map((input) => input.source)).toEqual(['startup', 'resume', 'resume', 'resume']);
    expect(inputs[0]).not.toHaveProperty('seconds_since_last_response');
    expect(inputs[1]?.seconds_since_last_response).toEqual(expect.any(Number));
    expect(inputs.every((input) => input.hook_event_name === 'SessionStart')).toBe(true);
  }, 60_000);

  it('keeps the system prompt the conversation started with, whatever the resuming flags say', async () => {
    // Claude Code 2.1.332 (observed): after `-p one --system-prompt A`, both `-c -p two` and
    // `-c -p three --system-prompt B` send A; under --bare it records nothing and renders anew.
    const repo = await newRepo({});
    const scenario = {
      name: 'kept-system-prompt',
      agents: [{ match: { agent: 'flotilla-lead' }, repeat_last: true, turns: [{ text: 'Ok.' }] }],
    };
    const turn = async (
      prompt: string,
      flags: { systemPrompt?: string; appendSystemPrompt?: string; bare?: boolean },
      resume: boolean,
    ) => {
      const finished = await run({
        repo,
        config: { sessionsDir, sandbox: 'off', prompt, ...flags },
        scenario,
        ...(resume ? { resume: await loadLatestSession(sessionsDir, repo.root) } : {}),
      });
      return requestSystem(finished.requestsOf('flotilla-lead')[0]);
    };
    const first = await turn(
      'one',
      { systemPrompt: 'SYSPROMPT_A release bot', appendSystemPrompt: 'APPEND_A' },
      false,
    );
    expect(first).toContain('SYSPROMPT_A release bot');
    expect(first).toContain('APPEND_A');
    expect(await turn('two', {}, true)).toBe(first);
    expect(
      await turn('three', { systemPrompt: 'SYSPROMPT_B', appendSystemPrompt: 'APPEND_B' }, true),
    ).toBe(first);

    const bare = await turn('four', { bare: true, appendSystemPrompt: 'APPEND_BARE' }, true);
    expect(bare).toContain('APPEND_BARE');
    expect(bare).not.toContain('SYSPROMPT_A');
  }, 60_000);

  it('resumed in another worktree of the repository, renders its system prompt anew, for that directory', async () => {
    // `--resume ID` finds a session of another worktree of the repository (as Claude Code's
    // does); the recorded prompt names the directory it was made for, and the tools work in this one.
    const repo = await newRepo({});
    const scenario = {
      name: 'worktree-system-prompt',
      agents: [{ match: { agent: 'flotilla-lead' }, repeat_last: true, turns: [{ text: 'Ok.' }] }],
    };
    const first = await run({
      repo,
      config: { sessionsDir, sandbox: 'off', prompt: 'one', systemPrompt: 'SYSPROMPT_A' },
      scenario,
    });
    expect(requestSystem(first.requestsOf('flotilla-lead')[0])).toContain('SYSPROMPT_A');
    const other = path.join(repo.dir, 'other-worktree');
    repo.run(['worktree', 'add', '--quiet', '-b', 'other', other]);
    const resumed = await run({
      repo,
      config: { sessionsDir, sandbox: 'off', prompt: 'two', repoRoot: other },
      scenario,
      resume: await loadSession(sessionsDir, first.result.run_id),
    });
    const system = requestSystem(resumed.requestsOf('flotilla-lead')[0]);
    expect(system).not.toContain('SYSPROMPT_A');
    expect(system).toContain(other);
  }, 60_000);

  it('is told of an output style changed since: its section once, at the resume; one gone; one kept', async () => {
    // Claude Code 2.1.332 (observed, Pirate then --continue with each setting): the resent system
    // prompt keeps Pirate's section; after the new prompt comes Ninja's heading and text (once,
    // kept in the conversation), then the tool rounds' reminder names Ninja; Ninja again gets that
    // reminder only; a style removed is said to be the default again; the default kept, nothing.
    const repo = await newRepo({
      files: {
        '.claude/output-styles/pirate.md':
          '---\nname: Pirate\n---\nPIRATE-STYLE: talk like a pirate.\n',
        '.claude/output-styles/ninja.md': '---\nname: Ninja\n---\nNINJA-STYLE: answer tersely.\n',
      },
    });
    const turn = async (prompt: string, outputStyle: string | undefined, resume: boolean) => {
      await repo.write({
        '.claude/settings.json': JSON.stringify(outputStyle ? { outputStyle } : {}),
      });
      const finished = await run({
        repo,
        config: { sessionsDir, sandbox: 'off', prompt },
        scenario: {
          name: 'style-on-resume',
          agents: [
            // Each prompt gets one tool round, then the answer.
            {
              match: { agent: 'flotilla-lead', last_message: 'TASK-\\d' },
              repeat_last: true,
              turns: [{ tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }] }],
            },
            {
              match: { agent: 'flotilla-lead' },
              repeat_last: true,
              turns: [{ text: 'Ok.' }],
            },
          ],
        },
        ...(resume ? { resume: await loadLatestSession(sessionsDir, repo.root) } : {}),
      });
      const [first, afterTools] = finished.requestsOf('flotilla-lead');
      return {
        system: requestSystem(first),
        prompt: messageText(lastMessage(first?.body)),
        all: requestMessages(first).map(messageText).join('\n'),
        afterTools: messageText(lastMessage(afterTools?.body)),
      };
    };

    const pirate = await turn('TASK-1', 'Pirate', false);
    expect(pirate.system).toContain('# Output Style: Pirate\nPIRATE-STYLE');
    expect(pirate.prompt).not.toContain('Output Style');

    const ninja = await turn('TASK-2', 'Ninja', true);
    expect(ninja.system).toBe(pirate.system);
    expect(ninja.prompt).toMatch(
      /^TASK-2\n\n?<system-reminder>\n# Output Style: Ninja\nNINJA-STYLE: answer tersely\./m,
    );
    expect(ninja.prompt.indexOf('TASK-2')).toBeLessThan(
      ninja.prompt.indexOf('# Output Style: Ninja'),
    );
    expect(ninja.afterTools).toContain('The output style "Ninja" is in force');

    const ninjaAgain = await turn('TASK-3', 'Ninja', true);
    expect(ninjaAgain.prompt).toContain('The output style "Ninja" is in force');
    expect(ninjaAgain.prompt).not.toContain('# Output Style');
    expect(ninjaAgain.all.split('# Output Style: Ninja')).toHaveLength(2);

    const none = await turn('TASK-4', undefined, true);
    expect(none.prompt).toContain('The output style is the default again');
    expect(none.prompt).not.toContain('is in force');
    expect(none.afterTools).not.toMatch(/output style/i);

    const stillNone = await turn('TASK-5', undefined, true);
    expect(stillNone.prompt).not.toMatch(/output style/i);

    const pirateAgain = await turn('TASK-6', 'Pirate', true);
    expect(pirateAgain.prompt).toContain('# Output Style: Pirate\nPIRATE-STYLE');
  }, 120_000);
});
