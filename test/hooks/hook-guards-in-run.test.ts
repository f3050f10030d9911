import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupRuns,
  messageText,
  readText,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/hooks');

/** Guards written for Claude Code, in whole runs: what they see and what they stop. */

/**
 * The lead runs each of `commands` in a Bash call of its own, one turn each, under `settings`:
 * the run, and each call's result as the lead's next request carries it.
 */
async function leadRunsEachCommand(name: string, settings: object, commands: readonly string[]) {
  const outcome = await run({
    config: { settings: JSON.stringify(settings) },
    scenario: {
      name,
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            ...commands.map((command) => ({ tool_use: [{ name: 'Bash', input: { command } }] })),
            { text: 'done' },
          ],
        },
      ],
    },
  });
  const requests = outcome.requestsOf('flotilla-lead');
  const results = commands.map(
    (_, index) => toolResults(requestMessages(requests[index + 1]).at(-1))[0],
  );
  return { outcome, results };
}

/** The lead starts one general-purpose subagent, which runs `command` with Bash, then ends. */
function leadStartsASubagent(name: string, command: string) {
  return {
    name,
    agents: [
      {
        match: { agent: 'general-purpose' },
        turns: [{ tool_use: [{ name: 'Bash', input: { command } }] }, { text: 'sub done' }],
      },
      {
        match: { agent: 'flotilla-lead' },
        repeat_last: true,
        turns: [
          {
            tool_use: [
              {
                name: 'Agent',
                input: {
                  description: 'sub task',
                  prompt: 'do it',
                  subagent_type: 'general-purpose',
                },
              },
            ],
          },
          { text: 'all done' },
        ],
      },
    ],
  };
}

describe('hook guards in a run', () => {
  afterEach(cleanupRuns);

  it('gives hooks the absolute path of Read, Write and Edit, so a path guard cannot be bypassed by a relative one', async () => {
    const settings = {
      permissions: { defaultMode: 'acceptEdits' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Write|Edit|Read',
            hooks: [
              { type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' },
            ],
          },
        ],
        // The path PostToolUse hooks see, sent back to the model as feedback.
        PostToolUse: [
          {
            matcher: 'Read',
            hooks: [{ type: 'command', command: `grep -o '"file_path":"[^"]*"' >&2; exit 2` }],
          },
        ],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      files: {
        'config/prod/db.yml': 'password: old\n',
        'src/a.py': 'x=1\n',
        '.claude/hooks/guard.sh': await readText(path.join(fixtures, 'guard-prod-config.sh')),
      },
      scenario: {
        name: 'relative-path-guard',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Write',
                    input: { file_path: 'src/../config/prod/db.yml', content: 'password: new\n' },
                  },
                  {
                    name: 'Edit',
                    input: {
                      file_path: './config/prod/db.yml',
                      old_string: 'old',
                      new_string: 'new',
                    },
                  },
                  { name: 'Read', input: { file_path: 'src/../src/a.py' } },
                ],
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const [write, edit, read] = toolResults(
      requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1),
    );
    expect(write?.isError).toBe(true);
    expect(write?.text).toContain('config/prod is protected');
    expect(edit?.isError).toBe(true);
    expect(edit?.text).toContain('config/prod is protected');
    expect(read?.text).toContain(`"file_path":"${path.join(outcome.repo.root, 'src/a.py')}"`);
    expect(await readText(path.join(outcome.repo.root, 'config/prod/db.yml'))).toBe(
      'password: old\n',
    );
  });
});

describe('hook fields in a run', () => {
  afterEach(cleanupRuns);

  it('runs a call a PreToolUse hook approves that no rule allows; deny and ask rules still refuse it', async () => {
    // As Claude Code 2.1.332 does in -p: `make build` runs when the hook answers
    // permissionDecision "allow" (or the older decision "approve"), and a deny or ask rule that
    // names the command still refuses it.
    const approve =
      'in=$(cat); case "$in" in *plain*) ;; *legacy*) echo \'{"decision":"approve"}\';; ' +
      '*) echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"trusted"}}\';; esac';
    const settings = {
      permissions: {
        defaultMode: 'default',
        deny: ['Bash(touch denied.txt)'],
        ask: ['Bash(touch asked.txt)'],
      },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: approve }] }] },
    };
    const files = ['approved.txt', 'legacy.txt', 'plain.txt', 'denied.txt', 'asked.txt'];
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'hook-approves',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: files.map((file) => ({
                  name: 'Bash',
                  input: { command: `touch ${file}` },
                })),
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    const made = await Promise.all(
      files.map((file) =>
        readText(path.join(outcome.repo.root, file)).then(
          () => true,
          () => false,
        ),
      ),
    );
    expect(made).toEqual([true, true, false, false, false]);
    expect(results[2]?.text).toContain("permission mode 'default' would ask for approval");
    expect(results[3]?.text).toContain('denied by the rule `Bash(touch denied.txt)`');
    expect(results[4]?.text).toContain('denied by the rule `Bash(touch asked.txt)`');
  });

  it('keeps a deny rule over a runner given by its path that a PreToolUse hook approved, as Claude Code 2.1.332 does', async () => {
    // Claude Code 2.1.332 with `deny: ["Bash(touch:*)"]` and a hook that approves every call
    // refuses each of these; bash runs the same env, nohup or xargs whatever path names it, and
    // the wrappers among them run touch.
    const approve =
      'cat > /dev/null; echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}\'';
    const settings = {
      permissions: { defaultMode: 'default', deny: ['Bash(touch:*)'] },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: approve }] }] },
    };
    const commands = [
      '/usr/bin/env touch w2',
      '/usr/bin/nice touch w6',
      '/usr/bin/timeout 5 touch w9',
      '/usr/bin/stdbuf -o0 touch w23',
      '/usr/bin/setsid touch w25',
      '/usr/bin/nohup touch w26',
      'echo w27 | /usr/bin/xargs touch',
      '/usr/bin/flock lock touch w28',
      '/usr/bin/taskset 1 touch w30',
      '/usr/bin/ionice touch w31',
      '/usr/bin/chrt -o 0 touch w37',
    ];
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'hook-approves-path-runner',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [...commands, 'mkdir approved'].map((command) => ({
                  name: 'Bash',
                  input: { command },
                })),
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    // Wrappers are refused by the rule on the command they run; the rest as unreadable.
    const wrappers = /^(\/usr\/bin\/(env|nice|timeout|stdbuf|nohup) |echo w27 \| )/;
    commands.forEach((command, index) => {
      expect(results[index]?.isError, command).toBe(true);
      expect(results[index]?.text, command).toContain(
        wrappers.test(command)
          ? 'was denied by the rule `Bash(touch:*)`'
          : 'runs other programs, so it cannot be checked against the deny rule `Bash(touch:*)`',
      );
    });
    // The hook's approval itself holds: a call no rule denies runs.
    expect(results[commands.length]?.isError).toBe(false);
    const made = (await readdir(outcome.repo.root)).filter((name) => /^w\d+$/.test(name));
    expect(made).toEqual([]);
    expect(await readdir(outcome.repo.root)).toContain('approved');
  });

  it("does not obey an untrusted workspace's settings hook that approves a call, and says so", async () => {
    const approve =
      'cat > /dev/null; echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}\'';
    const settings = {
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: approve }] }] },
    };
    const outcome = await run({
      config: { trustProject: false },
      files: { '.claude/settings.json': JSON.stringify(settings) },
      scenario: {
        name: 'untrusted-hook-approves',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'touch approved.txt' } }] },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const [result] = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(result?.isError).toBe(true);
    expect(result?.text).toContain("permission mode 'default' would ask for approval");
    expect(outcome.logs.join('\n')).toMatch(/approved the call; not obeyed: .*not been trusted/);
    await expect(readText(path.join(outcome.repo.root, 'approved.txt'))).rejects.toThrow(/ENOENT/);
  });

  // A checkout's own skill is one of its files: its hook grants no more than its settings'.
  for (const trustProject of [false, true]) {
    it(`${trustProject ? 'obeys' : 'does not obey'} a project skill's hook that approves a call in a${trustProject ? ' trusted' : 'n untrusted'} workspace`, async () => {
      const approve =
        'cat > /dev/null; echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}\'';
      const skill = [
        '---',
        'name: helper',
        'description: Helps.',
        'hooks:',
        '  PreToolUse:',
        '    - matcher: Bash',
        '      hooks:',
        '        - type: command',
        `          command: ${JSON.stringify(approve)}`,
        '---',
        'Help.',
        '',
      ].join('\n');
      const outcome = await run({
        config: { trustProject, permissionMode: 'default' },
        files: { '.claude/skills/helper/SKILL.md': skill },
        scenario: {
          name: 'untrusted-skill-hook-approves',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                { tool_use: [{ name: 'Skill', input: { skill: 'helper' } }] },
                { tool_use: [{ name: 'Bash', input: { command: 'touch approved.txt' } }] },
                { text: 'done' },
              ],
            },
          ],
        },
      });
      const [result] = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[2]).at(-1));
      const created = readText(path.join(outcome.repo.root, 'approved.txt'));
      if (trustProject) {
        expect(result?.isError).toBe(false);
        await expect(created).resolves.toBe('');
      } else {
        expect(result?.isError).toBe(true);
        expect(result?.text).toContain("permission mode 'default' would ask for approval");
        expect(outcome.logs.join('\n')).toMatch(
          /approved the call; not obeyed: .*not been trusted/,
        );
        await expect(created).rejects.toThrow(/ENOENT/);
      }
    });
  }

  it('blocks only the calls an if rule matches, and blocks a failing onFailure: "block" guard', async () => {
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                if: 'Bash(git push:*)',
                command: 'cat > /dev/null; echo IF-PUSH-BLOCK >&2; exit 2',
              },
              {
                type: 'command',
                if: 'Bash(make deploy)',
                onFailure: 'block',
                timeout: 0.5,
                command: 'cat > /dev/null; sleep 5',
              },
            ],
          },
        ],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'hook-if',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'Bash', input: { command: 'echo PLAIN-ECHO' } },
                  { name: 'Bash', input: { command: 'true && git push origin HEAD' } },
                  { name: 'Bash', input: { command: 'make deploy' } },
                ],
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const [plain, push, deploy] = toolResults(
      requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1),
    );
    expect(plain?.isError).toBe(false);
    expect(plain?.text).toContain('PLAIN-ECHO');
    expect(push?.isError).toBe(true);
    expect(push?.text).toContain('IF-PUSH-BLOCK');
    expect(deploy?.isError).toBe(true);
    expect(deploy?.text).toContain('timed out; blocking because onFailure is "block"');
  });

  it('fires an if guard only for the commands that run its program, as Claude Code 2.1.332 does', async () => {
    const guard = (rule: string, mark: string) => ({
      type: 'command',
      if: rule,
      command: `cat > /dev/null; echo ${mark} >&2; exit 2`,
    });
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [guard('Bash(rm *)', 'IF-RM'), guard('Bash(git push:*)', 'IF-PUSH')],
          },
        ],
      },
    };
    const commands = [
      'FOO=1 node -e 1',
      'echo $(date +%Y)',
      '(cd sub && ls)',
      'if [ -f sub/f ]; then cat sub/f; fi',
      'x=1; echo $x',
      'FOO=1 git push',
      'x=1; rm -f nothing',
      'echo $(rm -f nothing)',
      'for f in a b; do echo $f; done',
      'cat <<EOF\nhi\nEOF',
    ];
    const { results } = await leadRunsEachCommand('hook-if-commands', settings, commands);
    const fired = commands.map((command, index) => {
      const marks = (results[index]?.text ?? '').match(/IF-[A-Z]+/g) ?? [];
      return `${command}: ${[...new Set(marks)].sort().join(' ') || 'ran'}`;
    });
    // Claude Code 2.1.332 fires these two hooks for the same calls; it cannot read every command
    // of a `for` loop or a heredoc, so both fire there.
    expect(fired).toEqual([
      'FOO=1 node -e 1: ran',
      'echo $(date +%Y): ran',
      '(cd sub && ls): ran',
      'if [ -f sub/f ]; then cat sub/f; fi: ran',
      'x=1; echo $x: ran',
      'FOO=1 git push: IF-PUSH',
      'x=1; rm -f nothing: IF-RM',
      'echo $(rm -f nothing): IF-RM',
      'for f in a b; do echo $f; done: IF-PUSH IF-RM',
      'cat <<EOF\nhi\nEOF: IF-PUSH IF-RM',
    ]);
  });

  it('keeps a deny rule inside loops, groups, case, functions and heredocs, and runs the rest, as Claude Code 2.1.332 does', async () => {
    // Claude Code 2.1.332 with `deny: ["Bash(rm *)"]` in bypassPermissions runs each command
    // that makes an m* file and refuses each that removes a v* file.
    const settings = { permissions: { defaultMode: 'bypassPermissions', deny: ['Bash(rm *)'] } };
    const commands = [
      'touch v0 v1 v2 v3 v4 v5',
      'for f in a b; do touch m0$f; done',
      'for f in 0 1; do rm -f v$f; done',
      '{ touch m1; echo b; }',
      '{ echo a; rm -f v2; }',
      'case x in x) touch m2;; esac',
      'case x in x) rm -f v3;; esac',
      'f() { touch m3; }; f',
      'f() { rm -f v4; }; f',
      'cat <<EOF > m4\nhi\nEOF',
      'cat <<EOF\n$(rm -f v5)\nEOF',
    ];
    const { outcome, results } = await leadRunsEachCommand(
      'deny-inside-compounds',
      settings,
      commands,
    );
    const refused = commands.filter((_, index) => {
      const result = results[index];
      return result?.isError === true && result.text.includes('denied by the rule `Bash(rm *)`');
    });
    expect(refused).toEqual(commands.filter((command) => command.includes('rm -f')));
    const left = (await readdir(outcome.repo.root)).filter((name) => /^[mv]\d/.test(name));
    expect(left.sort()).toEqual(
      ['m0a', 'm0b', 'm1', 'm2', 'm3', 'm4', 'v0', 'v1', 'v2', 'v3', 'v4', 'v5'].sort(),
    );
  });

  it('reads a path in an if rule as an allow rule does: docs/** at the root, ./.env at any depth', async () => {
    const guard = (rule: string, mark: string) => ({
      type: 'command',
      if: rule,
      command: `cat > /dev/null; echo ${mark} >&2; exit 2`,
    });
    const settings = {
      permissions: { defaultMode: 'acceptEdits' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Write',
            hooks: [guard('Write(docs/**)', 'IF-DOCS'), guard('Write(./.env)', 'IF-ENV')],
          },
        ],
      },
    };
    const targets = ['docs/x.md', 'sub/docs/x.md', '.env', 'sub/.env', 'top.md'];
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'hook-if-paths',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: targets.map((file_path) => ({
                  name: 'Write',
                  input: { file_path, content: 'x\n' },
                })),
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    const blocked = targets.map((file, index) => {
      const text = results[index]?.text ?? '';
      return `${file}: ${/IF-[A-Z]+/.exec(text)?.[0] ?? 'written'}`;
    });
    // Claude Code 2.1.332 fires these two hooks for the same calls.
    expect(blocked).toEqual([
      'docs/x.md: IF-DOCS',
      'sub/docs/x.md: written',
      '.env: IF-ENV',
      'sub/.env: IF-ENV',
      'top.md: written',
    ]);
  });
});

describe('continue: false at the start of an agent', () => {
  afterEach(cleanupRuns);

  it('is ignored from SessionStart and SubagentStart, as in Claude Code: both agents finish', async () => {
    const stop = `cat > /dev/null; echo '${JSON.stringify({ continue: false, stopReason: 'not now' })}'`;
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        SessionStart: [{ hooks: [{ type: 'command', command: stop }] }],
        SubagentStart: [{ hooks: [{ type: 'command', command: stop }] }],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: leadStartsASubagent('start-continue-false', 'echo SUB-RAN'),
    });
    expect(outcome.requestsOf('general-purpose')).toHaveLength(2);
    expect(outcome.result.agents.map((agent) => agent.status)).toEqual(['completed', 'completed']);
    expect(outcome.result.conclusion).toBe('success');
    expect(outcome.logs.join('\n')).toContain('continue: false from a SessionStart hook');
  });
});

describe("a SubagentStart hook's additionalContext", () => {
  afterEach(cleanupRuns);

  it('reaches every request of the subagent, after its prompt, as in Claude Code 2.1.332', async () => {
    const context = JSON.stringify({
      hookSpecificOutput: { hookEventName: 'SubagentStart', additionalContext: 'SUBCTX-777' },
    });
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        SubagentStart: [
          { hooks: [{ type: 'command', command: `cat > /dev/null; echo '${context}'` }] },
        ],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: leadStartsASubagent('subagent-start-context', 'echo sub'),
    });
    const requests = outcome.requestsOf('general-purpose');
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      const texts = requestMessages(request).map(messageText);
      const prompt = texts.findIndex((text) => text.includes('do it'));
      const added = texts.findIndex((text) =>
        text.includes('SubagentStart hook additional context: SUBCTX-777'),
      );
      expect(prompt).toBeGreaterThanOrEqual(0);
      expect(added).toBeGreaterThan(prompt);
    }
    // The lead's own requests do not carry it.
    const lead = outcome.requestsOf('flotilla-lead').flatMap(requestMessages).map(messageText);
    expect(lead.join('\n')).not.toContain('SUBCTX-777');
  });
});

describe("a skill's own hooks", () => {
  afterEach(cleanupRuns);

  it('guard the agent that loaded the skill from then on', async () => {
    const skill = await readText(
      path.resolve(import.meta.dirname, '../fixtures/skills/guard-skill.md'),
    );
    const outcome = await run({
      config: { settings: JSON.stringify({ permissions: { defaultMode: 'bypassPermissions' } }) },
      files: { '.claude/skills/guard/SKILL.md': skill },
      scenario: {
        name: 'skill-hooks',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo BEFORE-SKILL' } }] },
              { tool_use: [{ name: 'Skill', input: { skill: 'guard' } }] },
              { tool_use: [{ name: 'Bash', input: { command: 'echo AFTER-SKILL' } }] },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('flotilla-lead');
    const [before] = toolResults(requestMessages(requests[1]).at(-1));
    expect(before?.isError).toBe(false);
    expect(before?.text).toContain('BEFORE-SKILL');
    const [after] = toolResults(requestMessages(requests[3]).at(-1));
    expect(after?.isError).toBe(true);
    expect(after?.text).toContain('SKILL-GUARD-BLOCK');
  });
});

describe("an agent file's SubagentStop hooks", () => {
  afterEach(cleanupRuns);

  it('run when the subagent finishes, and exit 2 sends it back to work', async () => {
    const checker = [
      '---',
      'name: checker',
      'description: Checks things.',
      'tools: Bash',
      'hooks:',
      '  SubagentStop:',
      '    - hooks:',
      '        - type: command',
      `          command: "cat > /dev/null; test -f .checked || { touch .checked; echo 'verify before stopping' >&2; exit 2; }"`,
      '---',
      '',
      'You check.',
      '',
    ].join('\n');
    const outcome = await run({
      agents: { checker },
      config: { settings: JSON.stringify({ permissions: { defaultMode: 'bypassPermissions' } }) },
      scenario: {
        name: 'frontmatter-subagent-stop',
        agents: [
          {
            match: { agent: 'checker' },
            turns: [{ text: 'first stop' }, { text: 'verified; stopping' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { description: 'check', prompt: 'check it', subagent_type: 'checker' },
                  },
                ],
              },
              { text: 'all done' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('checker');
    expect(requests).toHaveLength(2);
    expect(JSON.stringify(requestMessages(requests[1]).at(-1))).toContain('verify before stopping');
  });
});

/** A model call to Task, Claude Code's older name for Agent. */
const taskCall = {
  name: 'Task',
  input: { description: 'sub task', prompt: 'do it', subagent_type: 'general-purpose' },
};

describe('the Agent tool under its old name Task', () => {
  afterEach(cleanupRuns);

  it('runs a call to Task as Agent, and fires a hook whose matcher says Task', async () => {
    const settings = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          {
            matcher: 'Task',
            hooks: [{ type: 'command', command: `grep -o '"tool_name":"[A-Za-z]*"' >&2; exit 2` }],
          },
        ],
      },
    };
    const outcome = await run({
      config: { settings: JSON.stringify(settings) },
      scenario: {
        name: 'task-alias',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [taskCall],
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const [result] = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(result?.isError).toBe(true);
    expect(result?.text).toContain('Blocked by a PreToolUse hook: "tool_name":"Agent"');
  });

  it('runs the subagent a call to Task asks for', async () => {
    const outcome = await run({
      config: { settings: JSON.stringify({ permissions: { defaultMode: 'bypassPermissions' } }) },
      scenario: {
        name: 'task-runs',
        agents: [
          { match: { agent: 'general-purpose' }, turns: [{ text: 'SUBAGENT-REPORT' }] },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [taskCall],
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const [result] = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(result?.isError).toBe(false);
    expect(outcome.requestsOf('general-purpose')).toHaveLength(1);
    expect(outcome.result.agents.map((agent) => agent.status)).toEqual(['completed', 'completed']);
  });
});

describe('managed hooks in a run', () => {
  afterEach(cleanupRuns);
  const guard = 'cat > /dev/null; sleep 0.3; echo ORG-GUARD-BLOCK >&2; exit 2';
  const bashOnce = (name: string) => ({
    name,
    agents: [
      {
        match: { agent: 'flotilla-lead' },
        turns: [{ tool_use: [{ name: 'Bash', input: { command: 'echo RAN' } }] }, { text: 'done' }],
      },
    ],
  });
  const managedFile = async (settings: unknown) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-managed-'));
    const file = path.join(dir, 'managed-settings.json');
    await writeFile(file, JSON.stringify(settings));
    return file;
  };
  const bashResult = async (outcome: Awaited<ReturnType<typeof run>>) =>
    toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1))[0];

  it('keeps the managed guard when the repository repeats its command with a timeout too short to answer', async () => {
    const managed = await managedFile({
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: guard }] }] },
    });
    const project = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [
          { matcher: 'Bash', hooks: [{ type: 'command', command: guard, timeout: 0.001 }] },
        ],
      },
    };
    const outcome = await run({
      config: { managedSettingsFile: managed },
      files: { '.claude/settings.json': JSON.stringify(project) },
      scenario: bashOnce('managed-duplicate'),
    });
    const result = await bashResult(outcome);
    expect(result?.isError).toBe(true);
    expect(result?.text).toContain('ORG-GUARD-BLOCK');
    await rm(path.dirname(managed), { recursive: true, force: true });
  });

  it('runs no hook but the managed ones when managed settings say allowManagedHooksOnly, and says so', async () => {
    const managed = await managedFile({
      allowManagedHooksOnly: true,
      hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'cat > /dev/null' }] }] },
    });
    const projectGuard = 'cat > /dev/null; echo PROJECT-HOOK >&2; exit 2';
    const project = {
      permissions: { defaultMode: 'bypassPermissions' },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: projectGuard }] }],
      },
    };
    const outcome = await run({
      config: { managedSettingsFile: managed },
      files: { '.claude/settings.json': JSON.stringify(project) },
      scenario: bashOnce('managed-only'),
    });
    const result = await bashResult(outcome);
    expect(result?.isError).toBe(false);
    expect(result?.text).toContain('RAN');
    expect(outcome.logs.join('\n')).toMatch(/Not running 1 hook .*allowManagedHooksOnly/);
    await rm(path.dirname(managed), { recursive: true, force: true });
  });
});
