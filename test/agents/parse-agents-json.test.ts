import { describe, expect, it } from 'vitest';
import { parseAgentsJson } from '../../src/agents/index.js';

const file = '<--agents>';

function parse(text: string): ReturnType<typeof parseAgentsJson> {
  return parseAgentsJson({ text, file, source: 'cli' });
}

function positions(result: ReturnType<typeof parseAgentsJson>): string[] {
  return [...result.problems, ...result.agents.flatMap((agent) => agent.problems)].map(
    (problem) => `${problem.line}:${problem.column} ${problem.rule}`,
  );
}

describe('parseAgentsJson', () => {
  it("reads Claude Code's --agents shape, the name being the key", () => {
    const result = parse(
      JSON.stringify({
        reviewer: {
          description: 'Reviews code',
          prompt: 'You review code.',
          tools: ['Read', 'Grep', 'Agent(tester)'],
          disallowedTools: 'Bash',
          model: 'opus',
          permissionMode: 'plan',
          maxTurns: 5,
          background: true,
          isolation: 'worktree',
        },
        tester: { description: 'Runs tests', prompt: 'You run tests.' },
      }),
    );
    // Agent(tester) in tools: as a subagent, reviewer would not have it (only the lead spawns).
    expect(positions(result)).toEqual(['1:95 tool-spawn-depth']);
    expect(result.agents.map((agent) => agent.definition)).toEqual([
      {
        name: 'reviewer',
        description: 'Reviews code',
        systemPrompt: 'You review code.',
        source: 'cli',
        tools: [{ tool: 'Read' }, { tool: 'Grep' }, { tool: 'Agent', specifier: 'tester' }],
        spawnableAgents: ['tester'],
        disallowedTools: [{ tool: 'Bash' }],
        model: 'opus',
        permissionMode: 'plan',
        maxTurns: 5,
        background: true,
        isolation: 'worktree',
      },
      {
        name: 'tester',
        description: 'Runs tests',
        systemPrompt: 'You run tests.',
        source: 'cli',
      },
    ]);
  });

  it('reports syntax errors with line and column', () => {
    expect(positions(parse('{\n  "a": {"description": "x", "prompt": "y"},\n  "b": {\n}'))).toEqual(
      ['4:2 agents-json-invalid'],
    );
    expect(positions(parse('{"a": {"description": "x", "prompt": "y"},}'))).toEqual([
      '1:43 agents-json-invalid',
    ]);
  });

  it('accepts tabs as JSON whitespace', () => {
    const result = parse(
      '{\n\t"a": {\n\t\t"description": "x",\n\t\t"prompt": "y",\n\t\t"color": "teal"\n\t}\n}',
    );
    expect(positions(result)).toEqual(['5:3 color-unknown']);
  });

  it('reports a wrong shape and field problems at their keys, dropping only the bad entries', () => {
    const result = parse(
      [
        '{',
        '  "Good_Name": {"description": "x", "prompt": "y"},',
        '  "fine": {"description": "x", "prompt": "y", "memory": "team"},',
        '  "not-object": "text",',
        '  "no-description": {"prompt": "y"},',
        '  "no-prompt": {"description": "x", "toolz": ["Read"]},',
        '  "ok": {"description": "x", "prompt": "y"}',
        '}',
      ].join('\n'),
    );
    expect(positions(result)).toEqual([
      '2:3 name-not-kebab-case',
      '3:47 memory-unknown',
      '4:3 agents-json-invalid',
      '5:3 description-missing',
      '6:3 system-prompt-empty',
      '6:37 key-unknown',
    ]);
    // Names that are not kebab-case and unknown memory scopes are warnings: those entries load.
    expect(result.agents.flatMap((agent) => agent.definition?.name ?? [])).toEqual([
      'Good_Name',
      'fine',
      'no-prompt',
      'ok',
    ]);
    expect(result.agents.filter((agent) => !agent.definition).map((agent) => agent.name)).toEqual([
      'not-object',
      'no-description',
    ]);
  });

  it('requires an object at the top', () => {
    expect(positions(parse('[1, 2]'))).toEqual(['1:1 agents-json-invalid']);
  });

  it('reports duplicate agent names', () => {
    const result = parse(
      '{"a": {"description": "x", "prompt": "y"}, "a": {"description": "z", "prompt": "w"}}',
    );
    expect(positions(result)).toEqual(['1:44 agents-json-invalid']);
  });
});
