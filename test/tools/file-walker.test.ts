import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walkFiles } from '../../src/tools/file-walker.js';
import { makeTempTree, writeFiles, type TempTree } from './helpers.js';

let tree: TempTree;
beforeEach(async () => {
  tree = await makeTempTree();
});
afterEach(async () => tree.cleanup());

describe('walkFiles', () => {
  it('does not go into a directory skipDirectory names, at any depth', async () => {
    await writeFiles(tree.root, {
      'src/a.ts': 'a',
      'node_modules/dep/index.ts': 'dep',
      'packages/web/node_modules/x/y.ts': 'x',
      '.gitignore': 'node_modules/\n',
    });
    const walk = (skip?: (name: string) => boolean) =>
      walkFiles({
        root: tree.root,
        start: tree.root,
        respectIgnores: false,
        ...(skip ? { skipDirectory: skip } : {}),
      }).then((files) => files.map((file) => file.relative));
    expect(await walk()).toContain('packages/web/node_modules/x/y.ts');
    expect(await walk((name) => name === 'node_modules')).toEqual(['.gitignore', 'src/a.ts']);
  });
});
