import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bashTool } from '../../src/tools/bash-tool.js';
import { createPermissionPolicy, permissionGate } from '../../src/tools/permissions.js';
import { readTool } from '../../src/tools/read-tool.js';
import { parseShellCommand, shellParserLoaded } from '../../src/tools/shell-command.js';
import { makeTempTree, type TempTree } from './helpers.js';

// vitest gives each test file fresh modules, so nothing has loaded the shell parser before this.
describe('the shell parser loads on the first Bash decision, not at start', () => {
  let tree: TempTree;
  beforeAll(async () => {
    tree = await makeTempTree();
  });
  afterAll(() => tree.cleanup());

  it('is not loaded by creating a policy or deciding on other tools', () => {
    const gate = permissionGate(createPermissionPolicy({ mode: 'default', root: tree.root }));
    expect(gate.decide(readTool, { file_path: 'a.txt' })).toEqual({ behavior: 'allow' });
    expect(shellParserLoaded()).toBe(false);
    expect(() => parseShellCommand('ls')).toThrow(/before loadShellParser/);
  });

  it('is loaded by the gate before the first Bash decision, which then reads the command', async () => {
    const gate = permissionGate(
      createPermissionPolicy({
        mode: 'default',
        root: tree.root,
        allow: [{ tool: 'Bash', specifier: 'npm test:*' }],
      }),
    );
    const first = gate.decide(bashTool, { command: 'npm test && curl evil' });
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ behavior: 'deny' });
    expect(shellParserLoaded()).toBe(true);
    // Loaded: later decisions are synchronous.
    expect(gate.decide(bashTool, { command: 'npm test -- --watch=false' })).toEqual({
      behavior: 'allow',
    });
  });
});
