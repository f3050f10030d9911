import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { grepMaximumFileBytes, grepTool } from '../../src/tools/grep-tool.js';
import {
  makeTempTree,
  runTool,
  toolContext,
  toolFailure,
  writeFiles,
  type TempTree,
} from './helpers.js';

let tree: TempTree;
beforeEach(async () => {
  tree = await makeTempTree();
});
afterEach(async () => tree.cleanup());

/** The matching lines' text (content mode, without paths and numbers). */
async function matchingLines(pattern: string, extra: Record<string, unknown> = {}) {
  const output = await runTool(
    grepTool,
    { pattern, output_mode: 'content', '-n': false, ...extra },
    toolContext(tree.root),
  );
  if (output === 'No matches found') return [];
  return output.split('\n').map((line) => line.slice(line.indexOf(':') + 1));
}

describe('Grep reads patterns as ripgrep does', () => {
  beforeEach(async () => {
    await writeFiles(tree.root, {
      'a.txt': [
        'abc 123',
        'Café über',
        'straße',
        'digits ٣٤',
        'interface{}',
        'foo-bar',
        'xx',
        'tab\there',
        '',
      ].join('\n'),
    });
  });

  it('understands POSIX classes, \\x{…} escapes and Unicode \\w \\d \\b', async () => {
    expect(await matchingLines('[[:digit:]]+')).toEqual(['abc 123']);
    expect(await matchingLines('^[[:alpha:][:space:]]+$')).toEqual(['xx', 'tab\there']);
    expect(await matchingLines('[[:^alpha:]]{3}')).toEqual(['abc 123', 'Café über', 'digits ٣٤']);
    expect(await matchingLines('\\x{31}23')).toEqual(['abc 123']);
    expect(await matchingLines('\\x312\\u{0033}')).toEqual(['abc 123']);
    expect(await matchingLines('\\w+ \\w+r$')).toEqual(['Café über']);
    expect(await matchingLines('^\\w+$')).toEqual(['straße', 'xx']);
    expect(await matchingLines(' \\d\\d$')).toEqual(['digits ٣٤']);
    // ü is a word character, so there is no boundary between it and "ber"
    expect(await matchingLines('\\bber\\b')).toEqual([]);
    expect(await matchingLines('\\bstraße\\b')).toEqual(['straße']);
    expect(await matchingLines('\\pL+ \\p{Greek}|\\p{Latin}+ße')).toEqual(['straße']);
    expect(await matchingLines('(?P<word>foo)\\-bar')).toEqual(['foo-bar']);
    expect(await matchingLines('interface\\{\\}')).toEqual(['interface{}']);
    expect(await matchingLines('x{2}')).toEqual(['xx']);
    expect(await matchingLines('(?x) foo \\- bar  # a comment')).toEqual(['foo-bar']);
    expect(await matchingLines('[a-z&&[^b-z]]bc')).toEqual(['abc 123']);
    expect(await matchingLines('(?i)CAFÉ')).toEqual(['Café über']);
  });

  it('takes Unicode class names loosely, as ripgrep does', async () => {
    expect(await matchingLines('^\\p{ascii}+$')).toEqual([
      'abc 123',
      'interface{}',
      'foo-bar',
      'xx',
      'tab\there',
    ]);
    expect(await matchingLines('^\\p{any}{2}$')).toEqual(['xx']);
    expect(await matchingLines('^\\p{Assigned}{11}$')).toEqual(['interface{}']);
    expect(await matchingLines('^\\p{is lowercase letter}+$')).toEqual(['straße', 'xx']);
    expect(await matchingLines('^\\p{uppercaseletter}')).toEqual(['Café über']);
    expect(await matchingLines('\\p{gc=decimalnumber}{2}')).toEqual(['abc 123', 'digits ٣٤']);
    expect(await matchingLines('\\p{sc=arabic}')).toEqual(['digits ٣٤']);
    expect(await matchingLines('\\p{script = latin}ß')).toEqual(['straße']);
    expect(await matchingLines('\\P{whitespace}{7}')).toEqual(['interface{}', 'foo-bar']);
  });

  it('repeats a repetition, as ripgrep does with x{1}{2}', async () => {
    expect(await matchingLines('^x{1}{2}$')).toEqual(['xx']);
    expect(await matchingLines('^(?:x){1}{2}$')).toEqual(['xx']);
    expect(await matchingLines('^(x){1}{2}$')).toEqual(['xx']);
  });

  it('takes leading flags that set some and clear others: (?i-s), (?s-i), (?-i)', async () => {
    expect(await matchingLines('(?i-s)CAFÉ')).toEqual(['Café über']);
    expect(await matchingLines('(?i-s)ABC.123')).toEqual(['abc 123']);
    expect(await matchingLines('(?im-sx)^STRASSE|^xx$')).toEqual(['xx']);
    // Cleared: case counts again, even under -i.
    expect(await matchingLines('(?-i)CAFÉ', { '-i': true })).toEqual([]);
    expect(await matchingLines('(?s-i)café', { '-i': true })).toEqual([]);
    expect(await matchingLines('(?s-i)Café', { '-i': true })).toEqual(['Café über']);
    expect(await matchingLines('(?x-i) Caf é', { '-i': true })).toEqual(['Café über']);
  });

  it('refuses what ripgrep refuses, saying why, instead of finding nothing', async () => {
    const backreference = await toolFailure(
      grepTool,
      { pattern: '(x)\\1' },
      toolContext(tree.root),
    );
    expect(backreference.message).toContain('backreferences are not supported');
    const lookAround = await toolFailure(grepTool, { pattern: 'foo(?=-)' }, toolContext(tree.root));
    expect(lookAround.message).toContain('look-around is not supported');
    const scopedCase = await toolFailure(grepTool, { pattern: 'a(?i)BC' }, toolContext(tree.root));
    expect(scopedCase.message).toContain('put (?i) at the very start');
  });

  it('refuses braces that are no repetition and a newline without multiline, as ripgrep does', async () => {
    const failure = async (pattern: string, extra: Record<string, unknown> = {}) =>
      (await toolFailure(grepTool, { pattern, ...extra }, toolContext(tree.root))).message;
    expect(await failure('a{,3}b')).toContain('repetition quantifier expects a valid decimal');
    expect(await failure('interface{}')).toContain('repetition quantifier expects a valid decimal');
    expect(await failure('x{2')).toContain('unclosed counted repetition');
    expect(await failure('{2}x')).toContain('repetition operator missing expression');
    for (const pattern of ['foo\\nbar', 'foo\\x0Abar', 'foo\\x{a}bar', 'foo\nbar']) {
      const message = await failure(pattern);
      expect(message).toContain('the literal "\\n" is not allowed in a regex');
      expect(message).toContain('multiline: true');
    }
    // With multiline it is a search, and a class that holds \n is no literal.
    await writeFiles(tree.root, { 'b.txt': 'foo\nbar\n' });
    const found = (pattern: string, extra: Record<string, unknown> = {}) =>
      runTool(grepTool, { pattern, path: 'b.txt', ...extra }, toolContext(tree.root));
    expect(await found('foo\\nbar', { multiline: true })).toBe(
      `Found 1 file\n${path.join(tree.root, 'b.txt')}`,
    );
    expect(await found('foo[\\n]bar')).toBe('No matches found');
  });
});

describe('Grep reads files as ripgrep does', () => {
  it('strips a UTF-8 byte order mark and decodes UTF-16 files that have one', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('SECRET=1\r\n', 'utf16le'),
    ]);
    const utf16be = Buffer.from(
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('SECRET=2\n', 'utf16le').swap16()]),
    );
    await writeFiles(tree.root, {
      'bom.txt': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('hello\n')]),
      'u16.ps1': utf16,
      'u16be.txt': utf16be,
    });
    const output = await runTool(
      grepTool,
      { pattern: '^hello|^SECRET', output_mode: 'content' },
      toolContext(tree.root),
    );
    expect(output.split('\n')).toEqual([
      `${path.join(tree.root, 'bom.txt')}:1:hello`,
      `${path.join(tree.root, 'u16.ps1')}:1:SECRET=1`,
      `${path.join(tree.root, 'u16be.txt')}:1:SECRET=2`,
    ]);
  });

  it('keeps the carriage return of a CRLF line for matching, not for printing (LF ends lines)', async () => {
    await writeFiles(tree.root, { 'c.txt': 'hello world\r\nfoo\r\n' });
    const file = path.join(tree.root, 'c.txt');
    const grep = (pattern: string, extra: Record<string, unknown> = {}) =>
      runTool(grepTool, { pattern, output_mode: 'content', ...extra }, toolContext(tree.root));
    expect(await grep('\\r$')).toBe(`${file}:1:hello world\n${file}:2:foo`);
    expect((await grep('[\\r]', { output_mode: 'count' })).split('\n')[0]).toBe(`${file}:2`);
    expect(await grep('world$')).toBe('No matches found');
    expect(await grep('world\\s*$')).toBe(`${file}:1:hello world`);
    expect(await grep('\\r\\nfoo', { multiline: true })).toBe(
      `${file}:1:hello world\n${file}:2:foo`,
    );
  });

  it('searches a file over 20 MB line by line, context across its chunks included', async () => {
    // Lines of 10 bytes: chunk borders (4 MiB) fall inside the file; NEEDLE lines sit at the
    // start, on both sides of the first border and at the end.
    const lineCount = Math.ceil((grepMaximumFileBytes + 1000) / 10);
    const lines = Array.from(
      { length: lineCount },
      (_, index) => `l${String(index + 1).padStart(8, '0')}`,
    );
    const border = (4 * 1024 * 1024) / 10; // the first chunk ends inside line 419431
    const needles = [1, Math.floor(border), Math.floor(border) + 2, lineCount];
    for (const number of needles) lines[number - 1] = `NEEDLE ${number}`.padEnd(9, '.');
    await writeFiles(tree.root, { 'big.log': `${lines.join('\n')}\n`, 'small.txt': 'nothing' });
    const file = path.join(tree.root, 'big.log');
    expect(await runTool(grepTool, { pattern: 'NEEDLE' }, toolContext(tree.root))).toBe(
      `Found 1 file\n${file}`,
    );
    const content = await runTool(
      grepTool,
      { pattern: 'NEEDLE', path: 'big.log', output_mode: 'content', '-C': 1 },
      toolContext(tree.root),
    );
    const [, second, third] = needles as [number, number, number, number];
    expect(content.split('\n').slice(2, 8)).toEqual([
      '--',
      `${file}-${second - 1}-${lines[second - 2]}`,
      `${file}:${second}:${lines[second - 1]}`,
      `${file}-${second + 1}-${lines[second]}`,
      `${file}:${third}:${lines[third - 1]}`,
      `${file}-${third + 1}-${lines[third]}`,
    ]);
    expect(content.split('\n').slice(0, 2)).toEqual([
      `${file}:1:NEEDLE 1.`,
      `${file}-2-${lines[1]}`,
    ]);
    expect(content.split('\n').at(-1)).toBe(`${file}:${lineCount}:${lines[lineCount - 1]}`);
  });

  it('says which files it did not search and why', async () => {
    await writeFiles(tree.root, { 'big.log': Buffer.alloc(grepMaximumFileBytes + 10, 'a\n') });
    const output = await runTool(
      grepTool,
      { pattern: 'NEEDLE', multiline: true },
      toolContext(tree.root),
    );
    expect(output).toContain('No matches found');
    expect(output).toContain(`1 file was not searched: larger than 20 MB`);
    expect(output).toContain(path.join(tree.root, 'big.log'));
  });
});

describe('Grep anchors as ripgrep does', () => {
  it('takes \\A and \\z as line start and end by line, as the whole text with multiline', async () => {
    await writeFiles(tree.root, { 'f.txt': 'foo\nbar\n', 'g.txt': 'bar\nbar\n' });
    const file = (name: string) => path.join(tree.root, name);
    expect(await matchingLines('\\Abar', { path: 'f.txt' })).toEqual(['bar']);
    expect(await matchingLines('foo\\z', { path: 'f.txt' })).toEqual(['foo']);
    expect(await matchingLines('\\Abar\\z', { path: 'g.txt' })).toEqual(['bar', 'bar']);
    const whole = (pattern: string) =>
      runTool(grepTool, { pattern, multiline: true }, toolContext(tree.root));
    expect(await whole('\\Abar')).toBe(`Found 1 file\n${file('g.txt')}`);
    expect(await whole('\\Afoo\\nbar\\n\\z')).toBe(`Found 1 file\n${file('f.txt')}`);
    expect(await whole('foo\\z')).toBe('No matches found');
  });
});
