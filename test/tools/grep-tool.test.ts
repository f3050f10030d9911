import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { literalText } from '../../src/tools/grep-pattern.js';
import { grepTool } from '../../src/tools/grep-tool.js';
import {
  age,
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

describe('Grep', () => {
  it('lists matching files newest first by default', async () => {
    await writeFiles(tree.root, { 'a.ts': 'TODO one', 'b.ts': 'nothing', 'c.ts': 'a TODO' });
    await age(path.join(tree.root, 'a.ts'), 200);
    await age(path.join(tree.root, 'c.ts'), 100);
    const output = await runTool(grepTool, { pattern: 'TODO' }, toolContext(tree.root));
    expect(output).toBe(
      `Found 2 files\n${path.join(tree.root, 'c.ts')}\n${path.join(tree.root, 'a.ts')}`,
    );
  });

  it('shows content as path:line:text', async () => {
    await writeFiles(tree.root, { 'src/x.py': 'import os\ndef run():\n    os.system("ls")\n' });
    const output = await runTool(
      grepTool,
      { pattern: 'os\\.', output_mode: 'content' },
      toolContext(tree.root),
    );
    expect(output).toBe(`${path.join(tree.root, 'src/x.py')}:3:    os.system("ls")`);
    const plain = await runTool(
      grepTool,
      { pattern: 'def', output_mode: 'content', '-n': false },
      toolContext(tree.root),
    );
    expect(plain).toBe(`${path.join(tree.root, 'src/x.py')}:def run():`);
  });

  it('shows context lines as path-line-text with -- between groups', async () => {
    const text = ['l1', 'l2', 'MATCH a', 'l4', 'l5', 'l6', 'l7', 'MATCH b', 'l9'].join('\n');
    await writeFiles(tree.root, { 'f.txt': text });
    const file = path.join(tree.root, 'f.txt');
    const output = await runTool(
      grepTool,
      { pattern: 'MATCH', output_mode: 'content', '-B': 1, '-A': 1 },
      toolContext(tree.root),
    );
    expect(output.split('\n')).toEqual([
      `${file}-2-l2`,
      `${file}:3:MATCH a`,
      `${file}-4-l4`,
      '--',
      `${file}-7-l7`,
      `${file}:8:MATCH b`,
      `${file}-9-l9`,
    ]);
    const merged = await runTool(
      grepTool,
      { pattern: 'MATCH', output_mode: 'content', '-C': 3 },
      toolContext(tree.root),
    );
    expect(merged.split('\n')).toHaveLength(9);
    expect(merged).not.toContain('--');
  });

  it('counts matching lines per file', async () => {
    await writeFiles(tree.root, { 'a.txt': 'x\nx\ny', 'b.txt': 'x' });
    const output = await runTool(
      grepTool,
      { pattern: 'x', output_mode: 'count' },
      toolContext(tree.root),
    );
    expect(output).toContain(`${path.join(tree.root, 'a.txt')}:2`);
    expect(output).toContain(`${path.join(tree.root, 'b.txt')}:1`);
    expect(output).toContain('Found 3 total occurrences across 2 files.');
  });

  it('is case-insensitive with -i', async () => {
    await writeFiles(tree.root, { 'a.txt': 'Hello' });
    expect(await runTool(grepTool, { pattern: 'hello' }, toolContext(tree.root))).toBe(
      'No matches found',
    );
    expect(
      await runTool(grepTool, { pattern: 'hello', '-i': true }, toolContext(tree.root)),
    ).toContain('Found 1 file');
  });

  it('filters by glob and by type', async () => {
    await writeFiles(tree.root, {
      'src/a.ts': 'needle',
      'src/b.tsx': 'needle',
      'src/c.js': 'needle',
      'docs/d.md': 'needle',
      'e.py': 'needle',
    });
    const relative = (output: string): string[] =>
      output
        .split('\n')
        .slice(1)
        .map((file) => path.relative(tree.root, file))
        .sort();
    expect(
      relative(
        await runTool(grepTool, { pattern: 'needle', glob: '*.{ts,tsx}' }, toolContext(tree.root)),
      ),
    ).toEqual(['src/a.ts', 'src/b.tsx']);
    expect(
      relative(await runTool(grepTool, { pattern: 'needle', type: 'py' }, toolContext(tree.root))),
    ).toEqual(['e.py']);
    expect(
      relative(await runTool(grepTool, { pattern: 'needle', type: 'md' }, toolContext(tree.root))),
    ).toEqual(['docs/d.md']);
    expect(
      relative(
        await runTool(grepTool, { pattern: 'needle', glob: 'src/*.js' }, toolContext(tree.root)),
      ),
    ).toEqual(['src/c.js']);
    const unknown = await toolFailure(
      grepTool,
      { pattern: 'x', type: 'cobol' },
      toolContext(tree.root),
    );
    expect(unknown.message).toContain("Unknown file type 'cobol'");
    expect(unknown.message).toContain('rust');
  });

  it('respects root and nested .gitignore files and skips binary files', async () => {
    await writeFiles(tree.root, {
      '.gitignore': 'build/\n',
      'build/out.js': 'secret_token',
      'lib/.gitignore': 'generated.js\n',
      'lib/generated.js': 'secret_token',
      'lib/real.js': 'secret_token',
      'blob.bin': Buffer.concat([Buffer.from('secret_token'), Buffer.from([0, 1, 2])]),
      '.git/config': 'secret_token',
    });
    const output = await runTool(grepTool, { pattern: 'secret_token' }, toolContext(tree.root));
    expect(output).toBe(`Found 1 file\n${path.join(tree.root, 'lib/real.js')}`);
  });

  it('searches gitignored files that a glob names, as rg --glob overrides ignore rules', async () => {
    await writeFiles(tree.root, {
      '.gitignore': '*.log\n.env.local\nnode_modules/\n',
      'app.log': 'ERROR boom',
      'logs/x.log': 'ERROR deep',
      '.env.local': 'API_KEY=1',
      'node_modules/pkg/debug.log': 'ERROR vendored',
      '.git/error.log': 'ERROR in git',
      'notes.txt': 'ERROR elsewhere',
    });
    const files = (input: Record<string, unknown>) =>
      runTool(grepTool, input, toolContext(tree.root)).then((output) =>
        output
          .split('\n')
          .slice(1)
          .map((file) => path.relative(tree.root, file))
          .sort(),
      );
    expect(await files({ pattern: 'ERROR', glob: '*.log' })).toEqual(['app.log', 'logs/x.log']);
    expect(await files({ pattern: 'API_KEY', glob: '.env*' })).toEqual(['.env.local']);
    expect(await files({ pattern: 'ERROR', glob: 'logs/*.log' })).toEqual(['logs/x.log']);
    expect(await files({ pattern: 'ERROR', glob: 'node_modules/**/*.log' })).toEqual([
      'node_modules/pkg/debug.log',
    ]);
    // Without a glob naming them, ignored files stay out.
    expect(await files({ pattern: 'ERROR' })).toEqual(['notes.txt']);
    expect(await files({ pattern: 'ERROR', glob: '!*.txt' })).toEqual([]);
    // A file the permission rules hide stays hidden, ignored or not.
    const hidden = await runTool(
      grepTool,
      { pattern: 'API_KEY', glob: '.env*' },
      toolContext(tree.root, { hiddenFromSearch: (file) => file.endsWith('.env.local') }),
    );
    expect(hidden).toBe('No matches found');
  });

  it('searches across lines with multiline', async () => {
    await writeFiles(tree.root, { 'a.ts': 'interface A {\n  x: number;\n}\n' });
    expect(await runTool(grepTool, { pattern: 'A \\{\\s+x' }, toolContext(tree.root))).toBe(
      'No matches found',
    );
    const output = await runTool(
      grepTool,
      { pattern: 'A \\{.*?number', multiline: true, output_mode: 'content' },
      toolContext(tree.root),
    );
    expect(output.split('\n')).toEqual([
      `${path.join(tree.root, 'a.ts')}:1:interface A {`,
      `${path.join(tree.root, 'a.ts')}:2:  x: number;`,
    ]);
  });

  it('limits output with head_limit and says so', async () => {
    await writeFiles(tree.root, { 'a.txt': Array.from({ length: 50 }, () => 'hit').join('\n') });
    const output = await runTool(
      grepTool,
      { pattern: 'hit', output_mode: 'content', head_limit: 5 },
      toolContext(tree.root),
    );
    expect(output.split('\n').filter((line) => line.includes(':hit'))).toHaveLength(5);
    expect(output).toContain('Showing the first 5 of 50 lines');
  });

  it('searches a single file given as path', async () => {
    await writeFiles(tree.root, { 'one.txt': 'alpha\nbeta', 'two.txt': 'alpha' });
    const output = await runTool(
      grepTool,
      { pattern: 'alpha', path: 'one.txt' },
      toolContext(tree.root),
    );
    expect(output).toBe(`Found 1 file\n${path.join(tree.root, 'one.txt')}`);
  });

  it('reports an invalid regular expression', async () => {
    const error = await toolFailure(grepTool, { pattern: 'a(b' }, toolContext(tree.root));
    expect(error.message).toContain("Invalid regular expression 'a(b'");
  });

  it('treats escaped punctuation as literal and dots as any character', async () => {
    await writeFiles(tree.root, { 'a.txt': 'call foo.bar()', 'b.txt': 'call fooxbar()' });
    const literal = await runTool(
      grepTool,
      { pattern: 'foo\\.bar\\(', output_mode: 'count' },
      toolContext(tree.root),
    );
    expect(literal).toContain('Found 1 total occurrence across 1 file.');
    const any = await runTool(
      grepTool,
      { pattern: 'foo.bar', output_mode: 'count' },
      toolContext(tree.root),
    );
    expect(any).toContain('Found 2 total occurrences across 2 files.');
    expect(literalText('foo\\.bar')).toBe('foo.bar');
    expect(literalText('foo.bar')).toBeUndefined();
    expect(literalText('\\bword')).toBeUndefined();
  });

  it("finds words by ripgrep's \\< and \\> boundaries (the prefilter does not take them as < and >)", async () => {
    await writeFiles(tree.root, { 'a.txt': 'foo bar\nxfoo\nbarfoo\n' });
    const context = toolContext(tree.root);
    const file = path.join(tree.root, 'a.txt');
    expect(await runTool(grepTool, { pattern: '\\<foo', output_mode: 'content' }, context)).toBe(
      `${file}:1:foo bar`,
    );
    expect(await runTool(grepTool, { pattern: 'bar\\>', output_mode: 'content' }, context)).toBe(
      `${file}:1:foo bar`,
    );
    expect(literalText('\\<foo')).toBeUndefined();
    expect(literalText('foo\\>')).toBeUndefined();
    expect(literalText('\\<\\>')).toBeUndefined();
  });

  it('accepts ripgrep inline flags', async () => {
    await writeFiles(tree.root, { 'a.txt': 'HELLO' });
    expect(await runTool(grepTool, { pattern: '(?i)hello' }, toolContext(tree.root))).toContain(
      'Found 1 file',
    );
  });

  it('refuses a path outside the tree', async () => {
    const error = await toolFailure(
      grepTool,
      { pattern: 'root', path: '/etc' },
      toolContext(tree.root),
    );
    expect(error.message).toContain('outside the working tree');
  });

  it('searches many files', async () => {
    const files: Record<string, string> = {};
    for (let index = 0; index < 300; index++)
      files[`d${index % 10}/f${index}.txt`] = index % 3 === 0 ? 'hit' : 'miss';
    await writeFiles(tree.root, files);
    const output = await runTool(
      grepTool,
      { pattern: 'hit', output_mode: 'count' },
      toolContext(tree.root),
    );
    expect(output).toContain('Found 100 total occurrences across 100 files.');
  });

  it('cuts off a catastrophic pattern at its time limit while the event loop keeps running', async () => {
    await writeFiles(tree.root, { 'src/a.txt': `${'a'.repeat(40)}b\n`, 'src/b.txt': 'aaa\n' });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const started = performance.now();
    try {
      const error = await toolFailure(
        grepTool,
        { pattern: '^(a+)+$', path: 'src' },
        toolContext(tree.root, { searchTimeoutMs: 1000 }),
      );
      const elapsed = performance.now() - started;
      expect(error.message).toContain('Grep stopped after 1 s');
      expect(error.message).toContain('backtrack');
      expect(elapsed).toBeGreaterThanOrEqual(950);
      expect(elapsed).toBeLessThan(3000);
      // a blocked loop would have run the interval once or not at all
      expect(ticks).toBeGreaterThan(20);
    } finally {
      clearInterval(timer);
    }
    // the same pattern on a file it does not explode on still works
    expect(
      await runTool(grepTool, { pattern: '^(a+)+$', path: 'src/b.txt' }, toolContext(tree.root)),
    ).toContain('b.txt');
  });

  it('stops searching when the call is aborted', async () => {
    await writeFiles(tree.root, { 'a.txt': `${'a'.repeat(40)}b\n` });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await toolFailure(
      grepTool,
      { pattern: '^(a+)+$' },
      toolContext(tree.root, { signal: controller.signal }),
    );
    expect(error.message).toContain('cancelled');
  });
});
