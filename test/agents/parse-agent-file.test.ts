import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAgentFile } from '../../src/agents/index.js';
import type { ParsedAgent } from '../../src/agents/parsed-agent.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/agents');
const file = '/repo/.claude/agents/agent.md';

function parse(text: string): ParsedAgent {
  return parseAgentFile({ text, file, source: 'project' });
}

function agent(frontmatter: string, body = 'You help.'): ParsedAgent {
  return parse(`---\n${frontmatter}\n---\n\n${body}\n`);
}

function rulesOf(parsed: ParsedAgent): string[] {
  return parsed.problems.map((problem) => `${problem.line}:${problem.column} ${problem.rule}`);
}

describe('parseAgentFile', () => {
  it('reads every frontmatter field into the typed definition', () => {
    const text = readFileSync(path.join(fixtures, 'valid/full-featured.md'), 'utf8');
    const parsed = parseAgentFile({ text, file: '/x/full-featured.md', source: 'project' });
    // Its only warning: as a subagent it would not get the Agent it lists (only the lead spawns).
    expect(rulesOf(parsed)).toEqual(['6:44 tool-spawn-depth']);
    expect(parsed.definition).toEqual({
      name: 'full-featured',
      description: 'Reviews changes in depth and reports findings.',
      systemPrompt: 'You review code.\n\nBe precise.',
      source: 'project',
      file: '/x/full-featured.md',
      tools: [
        { tool: 'Read' },
        { tool: 'Grep' },
        { tool: 'Glob' },
        { tool: 'Bash', specifier: 'npm test:*' },
        { tool: 'Agent', specifier: 'explorer, tester' },
        { tool: 'mcp__github__get_issue' },
      ],
      disallowedTools: [{ tool: 'Write' }, { tool: 'Agent', specifier: 'Plan' }],
      spawnableAgents: ['explorer', 'tester'],
      model: 'claude-opus-4-8',
      permissionMode: 'acceptEdits',
      maxTurns: 25,
      background: true,
      isolation: 'worktree',
      color: 'purple',
      memory: 'project',
      skills: ['known-skill'],
      mcpServers: [
        { kind: 'named', name: 'github' },
        {
          kind: 'inline',
          name: 'inline-2',
          command: 'npx',
          args: ['-y', '@example/analytics-server'],
          env: { LEVEL: '3' },
        },
        { kind: 'inline', name: 'local-db', command: './db-server', args: [], env: {} },
      ],
      requiredMcpServers: ['github'],
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [{ type: 'command', command: './scripts/check-bash.sh', timeout: 15 }],
          },
        ],
        PostToolUse: [
          { matcher: 'Edit|Write', hooks: [{ type: 'command', command: './scripts/format.sh' }] },
        ],
        Stop: [{ hooks: [{ type: 'command', command: './scripts/verify-done.sh' }] }],
      },
      effort: 'high',
      initialPrompt: 'Start with the diff.',
    });
    expect(parsed.skills.map((skill) => [skill.name, skill.at.line])).toEqual([
      ['known-skill', 18],
    ]);
    expect(parsed.mcpServers.map((server) => server.name)).toEqual(['github', 'github']);
    expect(parsed.inlineMcpServers).toEqual(['inline-2', 'local-db']);
  });

  it('accepts CRLF line endings and a UTF-8 byte-order mark, with the same positions', () => {
    const lines = [
      '---',
      'name: windows-agent',
      'description: Saved on Windows.',
      'tools: Read, Grp',
      '---',
      '',
      'Body line one.',
      'Body line two.',
      '',
    ];
    const parsed = parse(`\uFEFF${lines.join('\r\n')}`);
    expect(parsed.definition?.name).toBe('windows-agent');
    expect(parsed.definition?.description).toBe('Saved on Windows.');
    expect(parsed.definition?.systemPrompt).toBe('Body line one.\nBody line two.');
    expect(rulesOf(parsed)).toEqual(['4:14 tool-unknown']);
  });

  it('reads tools as a comma string with parentheses, a list, `*` and legacy Task', () => {
    const comma = agent(
      'name: a\ndescription: d\ntools: Read, Agent(reviewer, tester), Bash(git diff:*), mcp__db__query',
    );
    expect(rulesOf(comma)).toEqual(['4:14 tool-spawn-depth']);
    expect(comma.definition?.tools).toEqual([
      { tool: 'Read' },
      { tool: 'Agent', specifier: 'reviewer, tester' },
      { tool: 'Bash', specifier: 'git diff:*' },
      { tool: 'mcp__db__query' },
    ]);
    expect(comma.definition?.spawnableAgents).toEqual(['reviewer', 'tester']);

    const list = agent(
      'name: a\ndescription: d\ntools:\n  - Read\n  - Task(Explore)\n  - Task(Plan)',
    );
    expect(list.definition?.tools).toEqual([
      { tool: 'Read' },
      { tool: 'Agent', specifier: 'Explore' },
      { tool: 'Agent', specifier: 'Plan' },
    ]);
    expect(list.definition?.spawnableAgents).toEqual(['Explore', 'Plan']);
    // Said once for the list, at its first Agent (legacy Task) entry.
    expect(rulesOf(list)).toEqual(['6:5 tool-spawn-depth']);

    const star = agent('name: a\ndescription: d\ntools: "*"');
    expect(star.definition?.tools).toBeUndefined();
    // Claude Code 2.1.332 spawns an agent whose tools are empty as written with no tools at all
    // (its requests carry `tools: []`), whichever way the emptiness is spelt.
    for (const spelling of ['[]', '', '""', '" "', '~', '[""]']) {
      const empty = agent(`name: a\ndescription: d\ntools: ${spelling}`);
      expect(empty.definition?.tools, spelling).toEqual([]);
      expect(rulesOf(empty), spelling).toEqual(['4:1 tools-empty']);
    }
    const omitted = agent('name: a\ndescription: d');
    expect(omitted.definition && 'tools' in omitted.definition).toBe(false);
    const anyAgent = agent('name: a\ndescription: d\ntools: Agent, Agent(x)');
    expect(anyAgent.definition?.spawnableAgents).toBeUndefined();
    expect(rulesOf(anyAgent)).toEqual(['4:8 tool-spawn-depth']);
    // Only `tools` tells what the agent has: Agent in disallowedTools is no loss.
    expect(rulesOf(agent('name: a\ndescription: d\ndisallowedTools: Agent'))).toEqual([]);
  });

  it('points at the offending entry of a tool list', () => {
    expect(rulesOf(agent('name: a\ndescription: d\ntools:\n  - Read\n  - Bash('))).toEqual([
      '6:5 tool-syntax-malformed',
    ]);

    // White space separates rules too, as in Claude Code 2.1.332, but not inside parentheses.
    const spaced = agent('name: a\ndescription: d\ntools: Read Grep Bash(npm run test:*)');
    expect(spaced.problems).toEqual([]);
    expect(spaced.definition?.tools).toEqual([
      { tool: 'Read' },
      { tool: 'Grep' },
      { tool: 'Bash', specifier: 'npm run test:*' },
    ]);
    expect(rulesOf(agent('name: a\ndescription: d\ndisallowedTools: "Read, Bash()"'))).toEqual([
      '4:25 tool-syntax-malformed',
    ]);
    expect(rulesOf(agent('name: a\ndescription: d\ntools: {Read: true}'))).toEqual([
      '4:1 tool-syntax-malformed',
    ]);
  });

  it('warns about Claude Code tools Flotilla does not offer (Monitor), and keeps the rest of the list', () => {
    const parsed = agent(
      'name: a\ndescription: d\ntools: Read, WebFetch, TodoWrite, TeamCreate, KillShell, Skill, Monitor, WebSearch, Glob',
    );
    // WebFetch, WebSearch, TodoWrite, KillShell, Skill and the team tools are offered; Monitor is not.
    expect(rulesOf(parsed)).toEqual(['4:65 tool-unavailable']);
    expect(parsed.problems[0]?.message).toContain('does not offer');
    expect(parsed.definition?.tools?.map((rule) => rule.tool)).toEqual([
      'Read',
      'WebFetch',
      'TodoWrite',
      'TeamCreate',
      'KillShell',
      'Skill',
      'Monitor',
      'WebSearch',
      'Glob',
    ]);
  });

  it('ignores malformed tool entries with a warning and keeps the rest', () => {
    // Claude Code keeps `subagent-catalog:search` and `Bash(` as names no tool has; Flotilla drops
    // them. An unclosed parenthesis does not swallow the entries after it.
    const parsed = agent(
      'name: a\ndescription: d\ntools: Read, subagent-catalog:search, Bash(, Grep Glob, Edit',
    );
    expect(parsed.problems.map((problem) => problem.rule)).toEqual([
      'tool-syntax-malformed',
      'tool-syntax-malformed',
      'tool-syntax-malformed',
    ]);
    expect(parsed.problems.every((problem) => problem.severity === 'warning')).toBe(true);
    expect(parsed.definition?.tools).toEqual([{ tool: 'Read' }, { tool: 'Edit' }]);
  });

  it('keeps the tools entries it drops, so a list of nothing else is no empty list, and denies a malformed deny rule whole', () => {
    // A run refuses such an agent (its list names tools, none of which resolves), as Claude Code
    // 2.1.332 refuses it; an empty list as written runs with no tools.
    const none = agent('name: a\ndescription: d\ntools: Bash(rm, Grep Glob(');
    expect(none.definition?.tools).toEqual([]);
    expect(none.definition?.malformedTools).toEqual(['Bash(rm', 'Grep Glob(']);
    expect(rulesOf(none)).toEqual(['4:8 tool-syntax-malformed', '4:17 tool-syntax-malformed']);
    const mapped = agent('name: a\ndescription: d\ntools:\n  Read: yes');
    expect(mapped.definition?.tools).toEqual([]);
    const denied = agent('name: a\ndescription: d\ndisallowedTools: Read(x, Bash(rm -rf:*');
    expect(denied.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('all of Read is denied'),
      expect.stringContaining('all of Bash is denied'),
    ]);
    expect(denied.definition?.disallowedTools).toEqual([{ tool: 'Read' }, { tool: 'Bash' }]);
  });

  it('loads unknown permissionMode and memory values as default mode and no memory', () => {
    const parsed = agent('name: a\ndescription: d\npermissionMode: auto\nmemory: team');
    expect(rulesOf(parsed)).toEqual(['4:1 permission-mode-unknown', '5:1 memory-unknown']);
    expect(parsed.definition?.permissionMode).toBe('default');
    expect(parsed.definition?.memory).toBeUndefined();
  });

  it('accepts model aliases, opusplan, a [1m] suffix and model ids; warns on misspelt aliases as --model refuses them', () => {
    for (const model of [
      'sonnet',
      'opus',
      'haiku',
      'fable',
      'inherit',
      'opusplan',
      'Sonnet',
      'sonnet[1m]',
      'Opus[1M]',
      'claude-opus-4-8',
      'claude-sonnet-4-5@20250929',
    ]) {
      const parsed = agent(`name: a\ndescription: d\nmodel: ${model}`);
      expect(parsed.problems, model).toEqual([]);
      expect(parsed.definition?.model).toBe(model);
    }
    for (const misspelt of ['sonet', 'haikoo', 'inheirt', 'opuplan']) {
      const unknown = agent(`name: a\ndescription: d\nmodel: ${misspelt}`);
      expect(rulesOf(unknown), misspelt).toEqual(['4:1 model-unknown']);
      expect(unknown.definition?.model).toBeUndefined();
    }
    // Other words are ids, as they are for --model: Claude Code sends them as written.
    for (const id of ['gpt', 'mistral', 'qwen3']) {
      const parsed = agent(`name: a\ndescription: d\nmodel: ${id}`);
      expect(parsed.problems, id).toEqual([]);
      expect(parsed.definition?.model).toBe(id);
    }
  });

  it('keeps Stop and SubagentStop hooks apart; loads other events with a warning, as Claude Code loads them', () => {
    // Apart: a lead's file's Stop hooks run when the lead stops, its SubagentStop hooks when a
    // subagent does (src/hooks/hook-runner.ts).
    const stop = agent(
      'name: a\ndescription: d\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: ./done.sh',
    );
    expect(stop.definition?.hooks).toEqual({
      Stop: [{ hooks: [{ type: 'command', command: './done.sh' }] }],
    });
    const subagentStop = agent(
      'name: a\ndescription: d\nhooks:\n  SubagentStop:\n    - hooks:\n        - type: command\n          command: ./verify.sh',
    );
    expect(subagentStop.problems).toEqual([]);
    expect(subagentStop.definition?.hooks).toEqual({
      SubagentStop: [{ hooks: [{ type: 'command', command: './verify.sh' }] }],
    });
    const other = agent(
      'name: a\ndescription: d\nhooks:\n  SessionStart:\n    - hooks:\n        - type: command\n          command: ./x.sh',
    );
    expect(rulesOf(other)).toEqual(['5:3 hook-event-not-fired']);
    expect(other.problems[0]?.hint).toMatch(/Put 'SessionStart' hooks in .claude\/settings.json/);
    expect(other.definition?.hooks).toEqual({});
    const failure = agent(
      'name: a\ndescription: d\nhooks:\n  PostToolUseFailure:\n    - matcher: Bash\n      hooks:\n        - type: command\n          command: ./explain.sh',
    );
    expect(failure.problems).toEqual([]);
    expect(failure.definition?.hooks).toEqual({
      PostToolUseFailure: [
        { matcher: 'Bash', hooks: [{ type: 'command', command: './explain.sh' }] },
      ],
    });
    const typo = agent('name: a\ndescription: d\nhooks:\n  PreToolUs: []');
    expect(rulesOf(typo)).toEqual(['5:3 hook-event-unknown']);
    expect(typo.definition).toBeDefined();
    expect(typo.problems[0]?.hint).toMatch(/^Did you mean 'PreToolUse'\?/);
    expect(rulesOf(agent('name: a\ndescription: d\nhooks: [a]'))).toEqual(['4:1 hooks-malformed']);
    expect(
      rulesOf(agent('name: a\ndescription: d\nhooks:\n  PreToolUse:\n    - matcher: Bash\n')),
    ).toEqual(['6:7 hooks-malformed']);
    expect(
      rulesOf(
        agent(
          'name: a\ndescription: d\nhooks:\n  PreToolUse:\n    - hooks:\n        - type: command\n          command: x\n          timeout: soon',
        ),
      ),
    ).toEqual(['9:11 hooks-malformed']);
  });

  it('reads inline MCP servers and warns about entries that are neither name nor server', () => {
    const parsed = agent(
      'name: a\ndescription: d\nmcpServers:\n  - name: analytics\n    command: npx\n    args: [-y, analytics]\n  - 42\n  - remote:\n      type: http\n      url: https://example.com',
    );
    expect(parsed.definition?.mcpServers).toEqual([
      { kind: 'inline', name: 'analytics', command: 'npx', args: ['-y', 'analytics'], env: {} },
    ]);
    expect(rulesOf(parsed)).toEqual(['8:5 mcp-server-unresolved', '9:5 mcp-server-unresolved']);
  });

  it('validates the simple fields', () => {
    const parsed = agent(
      'name: a\ndescription: d\nbackground: "true"\nmaxTurns: "12"\neffort: 3\ninitialPrompt: ""\nmemory: user\npermissionMode: plan',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.definition).toMatchObject({
      background: true,
      maxTurns: 12,
      effort: '3',
      memory: 'user',
      permissionMode: 'plan',
    });
    expect(parsed.definition?.initialPrompt).toBeUndefined();
    expect(
      rulesOf(
        agent(
          'name: a\ndescription: d\nbackground: sometimes\neffort: extreme\nskills: {a: 1}\nmaxTurns: 2.5',
        ),
      ),
    ).toEqual([
      '4:1 field-invalid',
      '5:1 field-invalid',
      '6:1 field-invalid',
      '7:1 max-turns-invalid',
    ]);
  });

  it('turns a literal \\n in a description into a line break, as Claude Code does', () => {
    expect(agent('name: a\ndescription: First.\\nSecond.').definition?.description).toBe(
      'First.\nSecond.',
    );
  });

  it('loads every name Claude Code loads, warning when it is not kebab-case', () => {
    expect(agent('name: Explore\ndescription: Our own explorer.').problems).toEqual([]);
    for (const name of [
      'code reviewer',
      'dotnet-framework-4.8-expert',
      'CodeReviewer',
      'code_reviewer_2',
      'team/agent',
      'revisor-ção',
      'a..b@{c}.lock',
      'with(paren)',
      `Long ${'x'.repeat(100)}`,
    ]) {
      const parsed = agent(`name: ${name}\ndescription: d`);
      expect(rulesOf(parsed), name).toEqual(['2:1 name-not-kebab-case']);
      expect(parsed.definition?.name, name).toBe(name);
    }
    expect(agent('name: "404"\ndescription: d').definition?.name).toBe('404');
  });

  it('does not load the names Claude Code skips', () => {
    for (const name of ['42', 'true', '[a, b]', 'ns:agent', 'plugin:agent', '"-leading-dash"']) {
      const parsed = agent(`name: ${name}\ndescription: d`);
      expect(rulesOf(parsed), name).toEqual(['2:1 name-invalid']);
      expect(parsed.definition, name).toBeUndefined();
    }
    expect(rulesOf(agent('name:\ndescription: d'))).toEqual(['2:1 name-missing']);
    expect(rulesOf(agent('name: "  "\ndescription: d'))).toEqual(['2:1 name-missing']);
  });

  it('knows the name of a file it cannot load: its name line, else the file name', () => {
    expect(agent('name: broken-one\ndescription: 42').name).toBe('broken-one');
    expect(agent('name: tabbed\ndescription: d\n\tcolor: blue').name).toBe('tabbed');
    expect(parse('No frontmatter.\n').name).toBe('agent');
    expect(agent('description: d').name).toBe('agent');
  });

  it('reads values Claude Code would repair by quoting, and warns at their line', () => {
    const parsed = agent(
      'name: reviewer\ndescription: Use this agent when you need a review. Examples: <example>Context: a PR</example>\nmodel: sonnet',
    );
    expect(rulesOf(parsed)).toEqual(['3:1 yaml-value-unquoted']);
    expect(parsed.definition?.description).toBe(
      'Use this agent when you need a review. Examples: <example>Context: a PR</example>',
    );
    expect(parsed.definition?.model).toBe('sonnet');
  });

  it('reads an unclosed flow list as text, as Claude Code does', () => {
    const parsed = agent('name: a\ndescription: d\ntools: [Read, Grep\nmodel: sonnet');
    expect(parsed.problems.map((problem) => problem.rule)).toEqual([
      'yaml-value-unquoted',
      'tool-syntax-malformed',
    ]);
    expect(parsed.definition?.tools).toEqual([{ tool: 'Grep' }]);
  });

  it('reads a tab-indented list as Claude Code does (each leading tab as two spaces), and warns', () => {
    const parsed = agent('name: a-tab\ndescription: tab agent\ntools:\n\t- Read\n\t-\tGrep');
    expect(rulesOf(parsed)).toEqual(['5:1 yaml-tab-indent', '6:1 yaml-tab-indent']);
    expect(parsed.definition?.tools).toEqual([{ tool: 'Read' }, { tool: 'Grep' }]);
    // Both repairs at once: a value quoted, a list untabbed.
    const both = agent('name: b\ndescription: Use when: needed\ntools:\n\t\t- Read\n\t\t- Grep');
    expect(rulesOf(both)).toEqual([
      '3:1 yaml-value-unquoted',
      '5:1 yaml-tab-indent',
      '6:1 yaml-tab-indent',
    ]);
    expect(both.definition?.tools).toEqual([{ tool: 'Read' }, { tool: 'Grep' }]);
    // A block scalar's header is quoted in a repair, as Claude Code quotes it: with no text
    // under it the file loads, with the header as its value.
    const header = agent('name: c\ndescription: >\ntools:\n\t- Read');
    expect(header.definition?.description).toBe('>');
    expect(header.definition?.tools).toEqual([{ tool: 'Read' }]);
  });

  it('keeps the YAML error when quoting does not help', () => {
    // Each of these files is skipped by Claude Code 2.1.332 too.
    for (const yaml of [
      'name: a\ndescription: "never closed',
      'name: a\ndescription: d\n\tcolor: blue',
      'name: a\ndescription: d\ntools:\n  - Read\n - Grep',
      'name: a\ndescription: d\nthis line has no colon',
      // Tabs Claude Code's repair does not save: before the first key, after a space, under a
      // block scalar (whose header the repair quotes), and in a flow list.
      '\tname: a\ndescription: d',
      'name: a\ndescription: d\ntools:\n \t- Read',
      'name: a\ndescription: |\n\tline one\ntools: Read',
      'name: a\ndescription: d\ntools: [Read,\n\tGrep]',
      // A block scalar in a file that needed a repair for another line.
      'name: a\ndescription: |\n  block text\nnote: a: b',
    ]) {
      const parsed = agent(yaml);
      expect(parsed.problems.map((problem) => problem.rule)[0], yaml).toBe('yaml-invalid');
      expect(parsed.definition, yaml).toBeUndefined();
    }
  });

  it('takes the last value of a duplicated key and warns at the second occurrence', () => {
    const parsed = agent('name: a\ndescription: d\nname: b');
    expect(rulesOf(parsed)).toEqual(['4:1 key-duplicate']);
    expect(parsed.definition?.name).toBe('b');
  });

  it('reports frontmatter that is not a mapping', () => {
    expect(rulesOf(parse('---\n- a\n- b\n---\nBody\n'))).toEqual(['2:1 yaml-invalid']);
  });

  it('reports both missing name and description for empty frontmatter', () => {
    expect(rulesOf(parse('---\n---\nBody\n'))).toEqual([
      '1:1 name-missing',
      '1:1 description-missing',
    ]);
  });
});
