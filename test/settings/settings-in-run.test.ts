import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import {
  agentFile,
  cleanupRuns,
  newRepo,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

/**
 * A repository whose .claude/settings.json holds a deny rule, an ask rule, an allow rule (which
 * only a trusted workspace may grant), env entries, the model, and a PreToolUse hook that logs
 * every call to a file and blocks destructive commands.
 */
const settings = {
  model: 'haiku',
  permissions: {
    deny: ['Read(./secret.txt)'],
    ask: ['Bash(git push:*)'],
    allow: ['Bash(printenv:*)'],
  },
  env: { FROM_SETTINGS: 'visible-to-bash', DEPLOY_TOKEN: 'must-not-pass' },
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [
          {
            type: 'command',
            command:
              'input=$(cat); printf "%s\\n" "$input" >> "$CLAUDE_PROJECT_DIR/pre-tool-use.jsonl"; case "$input" in *"rm -rf"*) echo "destructive commands are blocked" >&2; exit 2;; esac',
          },
        ],
      },
    ],
  },
};

const calls = [
  { name: 'Read', input: { file_path: 'secret.txt' } },
  { name: 'Bash', input: { command: 'printenv FROM_SETTINGS' } },
  { name: 'Bash', input: { command: 'rm -rf build' } },
  { name: 'Bash', input: { command: 'git push origin main' } },
  { name: 'Bash', input: { command: 'printenv DEPLOY_TOKEN FROM_SETTINGS' } },
];

const scenario: ScenarioInput = {
  name: 'settings',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      turns: [{ tool_use: calls }, { text: 'Done.' }],
    },
  ],
};

async function settingsRun(trustProject: boolean) {
  const repo = await newRepo({
    files: {
      '.claude/settings.json': JSON.stringify(settings, null, 2),
      'secret.txt': 'the secret\n',
    },
  });
  const outcome = await run({ repo, scenario, config: { trustProject } });
  const requests = outcome.requestsOf('flotilla-lead');
  const results = toolResults(requestMessages(requests[1]).at(-1));
  const hookLog = (await readFile(path.join(repo.root, 'pre-tool-use.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { outcome, requests, results, hookLog, repo };
}

describe('settings files in a run', () => {
  afterEach(cleanupRuns);

  it('applies deny and ask rules naming the file, env, model and hooks; ignores untrusted grants', async () => {
    const { outcome, requests, results, hookLog, repo } = await settingsRun(false);
    expect((requests[0]?.body as { model?: string }).model).toMatch(/haiku/);
    const [read, printenv, remove, push, token] = results;
    expect(read?.isError).toBe(true);
    expect(read?.text).toContain(
      '`Read(./secret.txt)` in permissions.deny in .claude/settings.json',
    );
    expect(read?.text).not.toContain('the secret');
    // Untrusted: the project's allow rule is ignored, so printenv would ask, and is denied.
    expect(printenv?.isError).toBe(true);
    expect(outcome.logs).toContain(
      `notice: Ignoring 1 permissions.allow entry from .claude/settings.json: this workspace has not been trusted. Pass --trust-project, or set projects[${JSON.stringify(repo.root)}].hasTrustDialogAccepted: true in ~/.claude.json.`,
    );
    expect(remove?.isError).toBe(true);
    expect(remove?.text).toContain('destructive commands are blocked');
    expect(push?.isError).toBe(true);
    expect(push?.text).toContain('permissions.ask in .claude/settings.json');
    expect(token?.isError).toBe(true);
    // The hook saw every Bash call (before the permission policy, as in Claude Code).
    expect(hookLog.map((entry) => (entry.tool_input as { command: string }).command)).toEqual([
      'printenv FROM_SETTINGS',
      'rm -rf build',
      'git push origin main',
      'printenv DEPLOY_TOKEN FROM_SETTINGS',
    ]);
    expect(hookLog[0]).toMatchObject({
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      cwd: repo.root,
      permission_mode: 'default',
      session_id: outcome.result.run_id,
    });
    expect(outcome.logs.join('\n')).toContain('Not passing env.DEPLOY_TOKEN');
  });

  it('honours the allow rule and the env with --trust-project', async () => {
    const { results, outcome } = await settingsRun(true);
    const [read, printenv, remove, push, token] = results;
    expect(read?.isError).toBe(true);
    expect(printenv?.isError).toBe(false);
    expect(printenv?.text).toContain('visible-to-bash');
    expect(remove?.text).toContain('destructive commands are blocked');
    expect(push?.isError).toBe(true);
    // printenv runs (allowed), and the settings' credential entry never reached Bash.
    expect(token?.text).toContain('visible-to-bash');
    expect(token?.text).not.toContain('must-not-pass');
    expect(outcome.logs.join('\n')).not.toContain('Ignoring');
  });

  it('stops before the model is asked when a settings file is malformed, naming file:line:column', async () => {
    const repo = await newRepo({
      files: { '.claude/settings.json': '{\n  "permissions": {"deny": ["Read(.env)"],}\n}\n' },
    });
    const failure = run({ repo, scenario });
    await expect(failure).rejects.toThrow(UserError);
    await expect(failure).rejects.toThrow(
      `${path.join(repo.root, '.claude', 'settings.json')}:2:42 settings-json-invalid`,
    );
  });

  it('fires session, prompt, stop and subagent hooks with their inputs', async () => {
    const log = (event: string) => ({
      hooks: [
        {
          type: 'command',
          command: `cat >> "$CLAUDE_PROJECT_DIR/${event}.jsonl"; echo >> "$CLAUDE_PROJECT_DIR/${event}.jsonl"`,
        },
      ],
    });
    const hookSettings = {
      hooks: {
        SessionStart: [
          {
            matcher: 'startup',
            hooks: [{ type: 'command', command: 'echo "Branch policy: main is protected."' }],
          },
          log('SessionStart'),
        ],
        UserPromptSubmit: [log('UserPromptSubmit')],
        Stop: [log('Stop')],
        SessionEnd: [log('SessionEnd')],
        SubagentStart: [{ matcher: 'helper', ...log('SubagentStart') }],
        SubagentStop: [log('SubagentStop')],
      },
    };
    const repo = await newRepo({
      agents: { helper: agentFile('helper') },
      files: { '.claude/settings.json': JSON.stringify(hookSettings) },
    });
    const outcome = await run({
      repo,
      config: { prompt: 'Ask the helper.' },
      scenario: {
        name: 'hook-events',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'help',
                      subagent_type: 'helper',
                      prompt: 'help me',
                    },
                  },
                ],
              },
              { text: 'All done.' },
            ],
          },
          { match: { agent: 'helper' }, turns: [{ text: 'Helped.' }] },
        ],
      },
    });
    const read = async (event: string) =>
      (await readFile(path.join(repo.root, `${event}.jsonl`), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const lead = outcome.requestsOf('flotilla-lead');
    // SessionStart's stdout joins the prompt, as Claude Code adds it to the context.
    expect(JSON.stringify(requestMessages(lead[0])[0])).toContain(
      'Branch policy: main is protected.',
    );
    const session = { session_id: outcome.result.run_id, cwd: repo.root };
    expect(await read('SessionStart')).toEqual([
      expect.objectContaining({ ...session, hook_event_name: 'SessionStart', source: 'startup' }),
    ]);
    expect(await read('UserPromptSubmit')).toEqual([
      expect.objectContaining({
        ...session,
        hook_event_name: 'UserPromptSubmit',
        prompt: 'Ask the helper.',
      }),
    ]);
    const [start] = await read('SubagentStart');
    expect(start).toMatchObject({ hook_event_name: 'SubagentStart', agent_type: 'helper' });
    expect(start?.agent_id).toMatch(/helper/);
    const [stop] = await read('SubagentStop');
    expect(stop).toMatchObject({
      hook_event_name: 'SubagentStop',
      agent_type: 'helper',
      agent_id: start?.agent_id,
      stop_hook_active: false,
      last_assistant_message: 'Helped.',
    });
    expect(await read('Stop')).toEqual([
      expect.objectContaining({
        ...session,
        hook_event_name: 'Stop',
        stop_hook_active: false,
        last_assistant_message: 'All done.',
      }),
    ]);
    expect(await read('SessionEnd')).toEqual([
      expect.objectContaining({ ...session, hook_event_name: 'SessionEnd', reason: 'other' }),
    ]);
    expect(outcome.result.conclusion).toBe('success');
  });

  it('runs SessionEnd hooks after a cancelled run too', async () => {
    const repo = await newRepo({
      files: {
        '.claude/settings.json': JSON.stringify({
          hooks: {
            SessionEnd: [
              {
                hooks: [
                  { type: 'command', command: 'cat > "$CLAUDE_PROJECT_DIR/session-end.json"' },
                ],
              },
            ],
          },
        }),
      },
    });
    const outcome = await run({
      repo,
      cancelWhen: (event) => event.type === 'tool',
      scenario: {
        name: 'cancelled',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 5' } }] },
              { text: 'never' },
            ],
          },
        ],
      },
      config: { permissionMode: 'bypassPermissions' },
    });
    expect(outcome.result.conclusion).toBe('cancelled');
    const end = JSON.parse(
      await readFile(path.join(repo.root, 'session-end.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(end).toMatchObject({ hook_event_name: 'SessionEnd', reason: 'other' });
  });

  it("leaves the files a Read deny rule names out of Glob's and Grep's results", async () => {
    const repo = await newRepo({
      files: {
        '.claude/settings.json': JSON.stringify({
          permissions: { deny: ['Read(secrets/**)', 'Read(.env)'] },
        }),
        'secrets/prod.env': 'TOKEN=abc123\n',
        '.env': 'TOKEN=zzz\n',
        'src/config.txt': 'TOKEN=placeholder\n',
      },
    });
    const outcome = await run({
      repo,
      scenario: {
        name: 'search-deny',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'Grep', input: { pattern: 'TOKEN', output_mode: 'content' } },
                  { name: 'Glob', input: { pattern: '**/*' } },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const [grep, glob] = toolResults(
      requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1),
    );
    expect(grep?.text).toContain('TOKEN=placeholder');
    for (const result of [grep, glob]) {
      expect(result?.isError).toBe(false);
      expect(result?.text).toContain('config.txt');
      expect(result?.text).not.toContain('abc123');
      expect(result?.text).not.toContain('prod.env');
      expect(result?.text).not.toMatch(/(^|\/)\.env\b/m);
    }
  });
});
