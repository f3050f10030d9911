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
    expect(await matchingLines('interface{}')).toEqual(['interface{}']);
    expect(await matchingLines('x{2}')).toEqual(['xx']);
    expect(await matchingLines('(?x) foo \\- bar  # a comment')).toEqual(['foo-bar']);
    expect(await matchingLines('[a-z&&[^b-z]]bc')).toEqual(['abc 123']);
    expect(await matchingLines('(?i)CAFÉ')).toEqual(['Café über']);
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

  it('says which files it skipped for their size, also when one is the path', async () => {
    const big = Buffer.alloc(grepMaximumFileBytes + 10, 'a\n');
    Buffer.from('NEEDLE\n').copy(big);
    await writeFiles(tree.root, { 'big.log': big, 'small.txt': 'nothing' });
    const everywhere = await runTool(grepTool, { pattern: 'NEEDLE' }, toolContext(tree.root));
    expect(everywhere).toContain('No matches found');
    expect(everywhere).toContain('big.log');
    expect(everywhere).toMatch(/not searched.*larger than 20 MB/);
    const single = await runTool(
      grepTool,
      { pattern: 'NEEDLE', path: 'big.log' },
      toolContext(tree.root),
    );
    expect(single).toMatch(/not searched.*larger than 20 MB/);
  });
});
