import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath, formatGithub, formatJson, formatText } from '../../src/agents/index.js';
import type { Problem, AgentDefinition } from '../../src/agents/index.js';

const cwd = path.resolve('/work/repo');
const inside = path.join(cwd, '.claude', 'agents', 'a.md');

const problems: Problem[] = [
  {
    file: inside,
    line: 4,
    column: 14,
    rule: 'tool-unknown',
    severity: 'warning',
    message: "Unknown tool 'Grp' in tools; it is ignored.",
    hint: "Did you mean 'Grep'?",
  },
  {
    file: '/elsewhere/b.md',
    line: 2,
    column: 1,
    rule: 'hooks-malformed',
    severity: 'error',
    message: 'Bad: 100% wrong, really\r\nsecond line',
    hint: 'Expected form:\nhooks:',
  },
  {
    file: '<--agents>',
    line: 3,
    column: 5,
    rule: 'memory-unknown',
    severity: 'error',
    message: "Unknown memory scope 'x'.",
    hint: 'Scopes: user, project, local.',
  },
];
const definitions: AgentDefinition[] = [
  { name: 'a', description: 'd', systemPrompt: 'p', source: 'project', file: inside },
  { name: 'Explore', description: 'd', systemPrompt: 'p', source: 'built-in' },
];

describe('displayPath', () => {
  it('shows files inside the working directory relative to it, others as they are', () => {
    expect(displayPath(inside, cwd)).toBe(path.join('.claude', 'agents', 'a.md'));
    expect(displayPath('/elsewhere/b.md', cwd)).toBe('/elsewhere/b.md');
    expect(displayPath(`${cwd}-evil/x.md`, cwd)).toBe(`${cwd}-evil/x.md`);
    expect(displayPath('<built-in>', cwd)).toBe('<built-in>');
  });
});

describe('formatText', () => {
  it('prints file:line:col, severity, rule, message and hint, then the counts', () => {
    const lines = formatText({ definitions, problems }, cwd).split('\n');
    expect(lines[0]).toBe(
      `.claude/agents/a.md:4:14  warning  tool-unknown  Unknown tool 'Grp' in tools; it is ignored. (Did you mean 'Grep'?)`,
    );
    // A hint of several lines follows the message, indented, instead of in parentheses.
    expect(lines[1]).toMatch(
      /^\/elsewhere\/b\.md:2:1 {2}error {2}hooks-malformed {2}Bad: 100% wrong/,
    );
    expect(lines.slice(3, 5)).toEqual(['    Expected form:', '    hooks:']);
    expect(lines.at(-3)).toBe(
      `<--agents>:3:5  error  memory-unknown  Unknown memory scope 'x'. (Scopes: user, project, local.)`,
    );
    expect(lines.at(-2)).toBe('2 agents, 2 errors, 1 warning');
    expect(lines.at(-1)).toBe('');
  });
});

describe('formatGithub', () => {
  it('prints one escaped workflow command per problem', () => {
    const lines = formatGithub({ definitions, problems }, cwd).trimEnd().split('\n');
    expect(lines).toEqual([
      `::warning file=.claude/agents/a.md,line=4,col=14,title=tool-unknown::Unknown tool 'Grp' in tools; it is ignored. (Did you mean 'Grep'?)`,
      '::error file=/elsewhere/b.md,line=2,col=1,title=hooks-malformed::Bad: 100%25 wrong, really%0D%0Asecond line (Expected form:%0Ahooks:)',
      `::error title=memory-unknown::<--agents>:3:5: Unknown memory scope 'x'. (Scopes: user, project, local.)`,
      '2 agents, 2 errors, 1 warning',
    ]);
  });

  it('escapes commas and colons in properties', () => {
    const [line] = formatGithub(
      { definitions: [], problems: [{ ...problems[0]!, file: path.join(cwd, 'a,b:c.md') }] },
      cwd,
    ).split('\n');
    expect(line).toMatch(/^::warning file=a%2Cb%3Ac\.md,line=4,/);
  });
});

describe('formatJson', () => {
  it('has exactly the documented shape', () => {
    const json = JSON.parse(formatJson({ definitions, problems: problems.slice(0, 1) }, cwd));
    expect(json).toEqual({
      agents: [
        { name: 'a', file: '.claude/agents/a.md', source: 'project' },
        { name: 'Explore', file: null, source: 'built-in' },
      ],
      problems: [
        {
          file: '.claude/agents/a.md',
          line: 4,
          column: 14,
          rule: 'tool-unknown',
          severity: 'warning',
          message: "Unknown tool 'Grp' in tools; it is ignored.",
          hint: "Did you mean 'Grep'?",
        },
      ],
    });
    expect(Object.keys(json.problems[0])).toEqual([
      'file',
      'line',
      'column',
      'rule',
      'severity',
      'message',
      'hint',
    ]);
  });
});
