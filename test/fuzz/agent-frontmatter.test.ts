import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAgentFile } from '../../src/agents/index.js';
import type { ParsedAgent } from '../../src/agents/parsed-agent.js';
import { fuzzParameters, fuzzSeed } from './fuzz-parameters.js';

/**
 * Agent files come from the repository, and on a pull request's own branch from its author. Any
 * bytes must parse without throwing, every problem must point at a line and column inside the
 * file, and a file that loads keeps the name and description it was given.
 */

const file = '/repo/.claude/agents/fuzzed.md';
const fullFeatured = readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/agents/valid/full-featured.md'),
  'utf8',
);

function parse(text: string): ParsedAgent {
  return parseAgentFile({ text, file, source: 'project' });
}

/** The lines as an editor shows them: a BOM is not text, and CR, LF or CRLF ends a line. */
function linesOf(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

function expectProblemsInside(text: string, parsed: ParsedAgent): void {
  const lines = linesOf(text);
  for (const problem of parsed.problems) {
    const where = `${problem.rule} at ${problem.line}:${problem.column}`;
    expect(problem.file).toBe(file);
    expect(Number.isInteger(problem.line) && problem.line >= 1, where).toBe(true);
    expect(problem.line, where).toBeLessThanOrEqual(lines.length);
    const line = lines[problem.line - 1] ?? '';
    expect(Number.isInteger(problem.column) && problem.column >= 1, where).toBe(true);
    expect(problem.column, where).toBeLessThanOrEqual(line.length + 1);
    expect(problem.message).not.toBe('');
    expect(problem.hint).not.toBe('');
  }
}

/** Frontmatter lines that reach every field reader, YAML features included. */
const frontmatterLine = fc.oneof(
  fc.constantFrom(
    'name: fuzzed',
    'name: *a',
    'name: &a fuzzed',
    'name: [a, b]',
    'name: 404',
    'name: "a: b"',
    'name: -x',
    'name:',
    'description: Reviews code.',
    'description: Use when: always',
    'description: &d text',
    'description: *d',
    'description: >-',
    '  folded text',
    'description: |',
    '  literal\\n text',
    'tools: Read, Grep, Bash(npm test:*)',
    'tools: [Read, Grep',
    'tools: *a',
    'tools:',
    '  - Read',
    '  - *a',
    '  - Bash(',
    'disallowedTools: Write, Task(Plan)',
    'model: sonnet',
    'model: [x]',
    'permissionMode: nope',
    'maxTurns: -1',
    'maxTurns: 1e999',
    'color: ultraviolet',
    'memory: project',
    'skills: [a, *a]',
    'mcpServers:',
    '  - github',
    '  - command: npx',
    '    env: { A: *a }',
    '  - local: { command: *a }',
    'hooks:',
    '  PreToolUse:',
    '    - matcher: Bash',
    '      hooks:',
    '        - type: command',
    '          command: ./x.sh',
    '          timeout: *a',
    '        - type: prompt',
    '  Stop: *a',
    '  <<: *a',
    '<<: *a',
    '<<: [*a, *d]',
    'a: &a [1, 2]',
    'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
    'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
    'e: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
    '? [complex, key]',
    ': value',
    '!!binary aGk=',
    'x: !custom y',
    '%YAML 1.2',
    '---',
    '...',
    '- item',
    '\t\tname: tabbed',
    '  indented: x',
    '"quoted key": 1',
    '__proto__: 1',
    'constructor: x',
    '{',
    '[',
    '"',
    "'",
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const lineEnding = fc.constantFrom('\n', '\r\n', '\r');

/** Files built from frontmatter lines, with any line endings and maybe a BOM. */
const structuredFile = fc
  .record({
    bom: fc.boolean(),
    open: fc.constantFrom('---', '--- ', '---\t', '----', ''),
    lines: fc.array(frontmatterLine, { maxLength: 14 }),
    close: fc.constantFrom('---', '--- ', '', '...'),
    body: fc.string({ unit: 'grapheme', maxLength: 40 }),
    endings: fc.array(lineEnding, { minLength: 1, maxLength: 4 }),
  })
  .map(({ bom, open, lines, close, body, endings }) => {
    const all = [open, ...lines, close, body];
    return `${bom ? '\uFEFF' : ''}${all.map((line, index) => `${line}${endings[index % endings.length] ?? '\n'}`).join('')}`;
  });

/** The fixture with one byte range replaced: realistic files, damaged anywhere. */
const damagedFixture = fc
  .tuple(
    fc.nat({ max: fullFeatured.length }),
    fc.nat({ max: 20 }),
    fc.oneof(frontmatterLine, fc.string({ unit: 'binary', maxLength: 6 })),
  )
  .map(
    ([start, length, insert]) =>
      `${fullFeatured.slice(0, start)}${insert}${fullFeatured.slice(start + length)}`,
  );

const anyFile = fc.oneof(
  { weight: 3, arbitrary: structuredFile },
  { weight: 2, arbitrary: damagedFixture },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary', maxLength: 60 })
      .map((text) => `---\n${text}\n---\nBody`),
  },
);

/** A name that Claude Code loads: text, not blank, no `:`, not starting with `-`. */
const loadableName = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .filter((name) => name.trim() !== '' && !name.includes(':') && !name.startsWith('-')),
);
const description = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 80 })
  .filter((text) => text.trim() !== '');

/** A value written in one of YAML's forms that holds it exactly. */
function yamlValue(text: string, form: 'double' | 'single' | 'plain' | 'literal'): string {
  if (form === 'single') return `'${text.replace(/'/g, "''")}'`;
  if (form === 'plain' && /^[A-Za-z][\w .,()-]*[\w.)]$/.test(text) && !/ #|: /.test(text))
    return text;
  if (form === 'literal' && /^[^\s].*[^\s]$/.test(text) && !/[\r\n\u0085\u2028\u2029]/.test(text))
    return `|-\n  ${text}`;
  return JSON.stringify(text);
}

const validFile = fc
  .record({
    name: loadableName,
    description,
    nameForm: fc.constantFrom('double', 'plain' as const),
    descriptionForm: fc.constantFrom('double', 'single', 'plain', 'literal' as const),
    extra: fc.subarray([
      'tools: Read, Grep',
      'model: sonnet',
      'color: blue',
      'maxTurns: 5',
      'x-note: 1',
    ]),
    body: fc.string({ unit: 'grapheme', maxLength: 40 }).map((text) => `You help.${text}`),
    bom: fc.boolean(),
    ending: lineEnding,
  })
  .map((spec) => {
    const lines = [
      '---',
      `name: ${yamlValue(spec.name, spec.nameForm)}`,
      `description: ${yamlValue(spec.description, spec.descriptionForm)}`,
      ...spec.extra,
      '---',
      spec.body,
    ];
    const text = `${spec.bom ? '\uFEFF' : ''}${lines.join('\n').replace(/\n/g, spec.ending)}`;
    return { ...spec, text };
  });

describe(`agent frontmatter, fuzzed (seed ${fuzzSeed})`, () => {
  it('any file parses without throwing, every problem inside the file', () => {
    fc.assert(
      fc.property(anyFile, (text) => {
        expectProblemsInside(text, parse(text));
      }),
      fuzzParameters(2500),
    );
  });

  it('a valid file keeps its name and description, in any quoting, line ending or BOM', () => {
    fc.assert(
      fc.property(validFile, ({ text, name, description }) => {
        const parsed = parse(text);
        expect(parsed.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
        expect(parsed.definition?.name).toBe(name);
        expect(parsed.definition?.description).toBe(description.trim().replace(/\\n/g, '\n'));
        expectProblemsInside(text, parsed);
      }),
      fuzzParameters(1500),
    );
  });

  it('a huge value parses, and keeps its text', () => {
    const long = 'word '.repeat(40_000).trim();
    const parsed = parse(`---\nname: big\ndescription: ${long}\n---\n${long}\n`);
    expect(parsed.definition?.description).toBe(long);
    expect(parsed.definition?.systemPrompt).toBe(long);
  });
});

describe('agent frontmatter: counterexamples the fuzzer found', () => {
  it('does not throw on an alias without its anchor in invalid frontmatter', () => {
    const parsed = parse('---\n\u0000\nname: *a\n---\n\n');
    expect(parsed.problems.map((problem) => problem.rule)).toContain('yaml-invalid');
  });

  it('points YAML errors after a multi-line token at their own lines', () => {
    const text = [
      '---',
      '  - local: { command: *a }name: broken',
      'description: >-',
      '  Reviews changes',
      '  and reports.',
      'tools: Read',
      'model: sonnet',
      '---',
      'Body',
    ].join('\n');
    const parsed = parse(text);
    const lines = text.split('\n');
    const model = parsed.problems.find((problem) => problem.message.includes('"model"'));
    expect(model && lines[model.line - 1]).toBe('model: sonnet');
    expectProblemsInside(text, parsed);
  });
});
