import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  newRepo,
  requestMessages,
  requestSystem,
  run,
  toolResults,
} from '../subagents/harness.js';

/**
 * Issue #10's "done when": one repository with a team's whole Claude Code setup — CLAUDE.md with
 * an import, a settings file with a deny rule, an env entry and a PreToolUse hook, a skill in
 * ~/.claude/skills, an agent with `memory: project` — run headless. What Claude Code 2.1.332 does
 * with each of them (observed against a logging server) is asserted here from the requests the
 * offline server received and the files the hook wrote.
 */
const settings = {
  permissions: { deny: ['Read(./secret.txt)'] },
  env: { TEAM_SETTING: 'from-settings-env' },
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [
          {
            type: 'command',
            command:
              'input=$(cat); printf "%s\\n" "$input" >> "$CLAUDE_PROJECT_DIR/hook.log"; case "$input" in *"rm -rf"*) echo "blocked by the team hook" >&2; exit 2;; esac',
          },
        ],
      },
    ],
  },
};

const text = (message: unknown) => JSON.stringify(message);

describe("a team's whole Claude Code setup, run headless", () => {
  afterEach(cleanupRuns);
  let home: string | undefined;
  afterEach(async () => {
    if (home) await rm(home, { recursive: true, force: true });
  });

  it('honours CLAUDE.md and its import, settings, hooks, a user skill and agent memory', async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-setup-home-'));
    await mkdir(path.join(home, '.claude', 'skills', 'release-notes'), { recursive: true });
    await writeFile(
      path.join(home, '.claude', 'skills', 'release-notes', 'SKILL.md'),
      '---\nname: release-notes\ndescription: Writes release notes\n---\nSKILL-BODY-7c1\n',
    );
    const repo = await newRepo({
      agents: { curator: agentFile('curator', { memory: 'project' }) },
      files: {
        'CLAUDE.md': '# Team rules\nRULES-MARKER-3f2\n@docs/conventions.md\n',
        'docs/conventions.md': 'IMPORTED-MARKER-9a4\n',
        '.claude/settings.json': JSON.stringify(settings, null, 2),
        '.claude/agent-memory/curator/MEMORY.md': 'MEMORY-MARKER-5e8\n',
        'secret.txt': 'do not read\n',
      },
    });
    const finished = await run({
      repo,
      config: { homeDir: home, allowedTools: ['Bash(printenv:*)', 'Bash(rm:*)'] },
      scenario: {
        name: 'whole-setup',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'Read', input: { file_path: 'secret.txt' } },
                  { name: 'Bash', input: { command: 'printenv TEAM_SETTING' } },
                  { name: 'Bash', input: { command: 'rm -rf build' } },
                  { name: 'Skill', input: { skill: 'release-notes' } },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'Curate',
                      prompt: 'Curate.',
                      subagent_type: 'curator',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'curator' }, turns: [{ text: 'Curated.' }] },
        ],
      },
    });

    const lead = finished.requestsOf('flotilla-lead');
    // Memory files (with the import resolved) open the lead's first message; the user skill is listed.
    const first = text(requestMessages(lead[0])[0]);
    expect(first).toContain('RULES-MARKER-3f2');
    expect(first).toContain('IMPORTED-MARKER-9a4');
    expect(first).toContain('release-notes');

    const [read, env, destructive, skill] = toolResults(requestMessages(lead[1]).at(-1));
    // The deny rule from .claude/settings.json holds, and says where it comes from.
    expect(read).toMatchObject({ isError: true });
    expect(read?.text).toMatch(/\.claude\/settings\.json/);
    // settings env reaches Bash; the PreToolUse hook fired for both Bash calls and blocked one.
    expect(env?.text).toContain('from-settings-env');
    expect(destructive).toMatchObject({ isError: true });
    expect(destructive?.text).toContain('blocked by the team hook');
    const hookLog = (await readFile(path.join(repo.root, 'hook.log'), 'utf8')).trim().split('\n');
    expect(hookLog).toHaveLength(2);
    expect(JSON.parse(hookLog[0]!)).toMatchObject({
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
    });
    // The skill was loaded when called: its body follows the tool results.
    expect(skill?.isError).toBe(false);
    expect(text(requestMessages(lead[1]).at(-1))).toContain('SKILL-BODY-7c1');

    // The subagent gets the memory files too, and its MEMORY.md in its system prompt.
    const curator = finished.requestsOf('curator');
    expect(text(requestMessages(curator[0])[0])).toContain('RULES-MARKER-3f2');
    expect(requestSystem(curator[0])).toContain('MEMORY-MARKER-5e8');
    expect(finished.result.conclusion).toBe('success');
  });
});
