import { afterEach, beforeEach, expect, it } from 'vitest';
import { bashTool } from '../../src/tools/bash-tool.js';
import { makeTempTree, runTool, toolContext, type TempTree } from './helpers.js';

let tree: TempTree;
beforeEach(async () => {
  tree = await makeTempTree();
});
afterEach(async () => tree.cleanup());

it('Bash takes timeout 0 as the default timeout, as Claude Code does', async () => {
  const output = await runTool(
    bashTool,
    { command: 'sleep 0.2 && echo done', timeout: 0 },
    toolContext(tree.root),
  );
  expect(output).toBe('done');
});
