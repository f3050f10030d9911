import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { grepTool } from '../../src/tools/grep-tool.js';
import { age, makeTempTree, runTool, toolContext, writeFiles, type TempTree } from './helpers.js';

let tree: TempTree;
beforeEach(async () => {
  tree = await makeTempTree();
});
afterEach(async () => tree.cleanup());

const grep = (input: Record<string, unknown>) => runTool(grepTool, input, toolContext(tree.root));

describe("Grep honours Claude Code's paging and output fields", () => {
  beforeEach(async () => {
    for (let index = 1; index <= 5; index++) {
      await writeFiles(tree.root, { [`f${index}.txt`]: `foo ${index}\nbar\nFoo x\n` });
      await age(path.join(tree.root, `f${index}.txt`), 100 * index); // f1 newest
    }
  });

  it('pages with offset and head_limit; head_limit 0 means no limit', async () => {
    const file = (index: number) => path.join(tree.root, `f${index}.txt`);
    const all = await grep({ pattern: 'foo', head_limit: 0 });
    expect(all.split('\n')).toEqual(['Found 5 files', ...[1, 2, 3, 4, 5].map(file)]);
    const second = await grep({ pattern: 'foo', head_limit: 2, offset: 2 });
    expect(second.split('\n').slice(0, 3)).toEqual(['Found 5 files', file(3), file(4)]);
    expect(second).toContain('Showing files 3-4 of 5: offset 2, head_limit 2');
    const counts = await grep({ pattern: 'foo', output_mode: 'count', offset: 4 });
    expect(counts.split('\n')[0]).toBe(`${file(5)}:1`);
    expect(counts).toContain('Found 5 total occurrences across 5 files.');
    expect(await grep({ pattern: 'foo', offset: 9 })).toContain('No files at offset 9');
  });

  it('shows context with context (before -C, -A and -B) and only the matches with -o', async () => {
    const file = path.join(tree.root, 'f1.txt');
    const around = await grep({
      pattern: '^bar',
      path: 'f1.txt',
      output_mode: 'content',
      context: 1,
      '-C': 2,
      '-A': 0,
    });
    expect(around.split('\n')).toEqual([`${file}-1-foo 1`, `${file}:2:bar`, `${file}-3-Foo x`]);
    await writeFiles(tree.root, { 'o.txt': 'x foo foo\nnone\nfoo b\n' });
    const only = await grep({ pattern: 'fo+', path: 'o.txt', output_mode: 'content', '-o': true });
    const other = path.join(tree.root, 'o.txt');
    expect(only.split('\n')).toEqual([`${other}:1:foo`, `${other}:1:foo`, `${other}:3:foo`]);
    const paged = await grep({
      pattern: 'fo+',
      path: 'o.txt',
      output_mode: 'content',
      '-o': true,
      offset: 1,
      head_limit: 1,
    });
    expect(paged.split('\n')[0]).toBe(`${other}:1:foo`);
    expect(paged).toContain('offset 1, head_limit 1');
  });
});
