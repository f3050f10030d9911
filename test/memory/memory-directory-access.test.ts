import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseToolRule, type ToolRule } from '../../src/agents/definition.js';
import {
  agentMemoryDirectory,
  agentMemorySection,
} from '../../src/memory/agent-memory-directory.js';
import { memoryIndexLines } from '../../src/memory/memory-index.js';
import { bashTool } from '../../src/tools/bash-tool.js';
import { editTool } from '../../src/tools/edit-tool.js';
import { globTool } from '../../src/tools/glob-tool.js';
import { createPermissionPolicy } from '../../src/tools/permissions.js';
import { loadShellParser } from '../../src/tools/shell-command.js';
import { readTool } from '../../src/tools/read-tool.js';
import { writeTool } from '../../src/tools/write-tool.js';
import { makeTempTree, runTool, toolContext, writeFiles, type TempTree } from '../tools/helpers.js';

/**
 * An agent's memory directory is an extra root for Read, Write and Edit only: it passes the
 * working-tree confinement (with the same realpath check), and without a rule in any mode but
 * plan and delegate; deny rules and the plan/delegate refusal of writes still hold there.
 */

let tree: TempTree;
let root: string;
let memory: string;
beforeEach(async () => {
  tree = await makeTempTree();
  root = tree.root;
  memory = path.join(tree.parent, 'home', '.claude', 'agent-memory', 'keeper');
  await writeFiles(tree.parent, {
    'home/.claude/agent-memory/keeper/MEMORY.md': 'index\n',
    'outside.txt': 'secret',
  });
});
afterEach(async () => tree.cleanup());

const rules = (...texts: string[]): ToolRule[] => texts.map((text) => parseToolRule(text)!);

describe('the memory directory as an extra root', () => {
  // policy.decide is synchronous: the run's gate loads the Bash parser before its first Bash call.
  beforeAll(loadShellParser);
  it('allows Read, Write and Edit there without a rule, and nothing else', () => {
    const policy = createPermissionPolicy({
      mode: 'default',
      root,
      deny: rules('Write(**/*.md)', 'Edit(**)'),
      extraRoots: [memory],
    });
    const inMemory = path.join(memory, 'notes.md');
    expect(policy.decide(writeTool, { file_path: inMemory, content: 'x' })).toEqual({
      behavior: 'allow',
    });
    expect(policy.decide(readTool, { file_path: path.join(memory, 'MEMORY.md') })).toEqual({
      behavior: 'allow',
    });
    // The working tree keeps its rules; other tools and other places get no exception.
    expect(policy.decide(writeTool, { file_path: 'a.md', content: 'x' }).behavior).toBe('deny');
    expect(policy.decide(bashTool, { command: `touch ${inMemory}` }).behavior).toBe('deny');
    expect(policy.decide(globTool, { pattern: '*', path: memory }).behavior).toBe('deny');
    const sibling = path.join(path.dirname(memory), 'keeper-evil', 'x.md');
    expect(policy.decide(writeTool, { file_path: sibling, content: 'x' }).behavior).toBe('deny');
    const escape = path.join(memory, '..', '..', '..', '..', 'outside.txt');
    expect(policy.decide(readTool, { file_path: escape }).behavior).toBe('deny');
  });

  it('refuses writes there in plan and delegate mode, and reads in plan mode are allowed', () => {
    const inMemory = path.join(memory, 'notes.md');
    for (const mode of ['plan', 'delegate'] as const) {
      const policy = createPermissionPolicy({ mode, root, extraRoots: [memory] });
      const write = policy.decide(writeTool, { file_path: inMemory, content: 'x' });
      expect(write.behavior).toBe('deny');
      expect(write.behavior === 'deny' && write.message).toContain(`permission mode '${mode}'`);
      const edit = policy.decide(editTool, {
        file_path: inMemory,
        old_string: 'a',
        new_string: 'b',
      });
      expect(edit.behavior).toBe('deny');
    }
    const plan = createPermissionPolicy({ mode: 'plan', root, extraRoots: [memory] });
    expect(plan.decide(readTool, { file_path: path.join(memory, 'MEMORY.md') })).toEqual({
      behavior: 'allow',
    });
  });

  it('applies deny rules that name the directory, and a Read deny there agrees with readDenied', () => {
    const policy = createPermissionPolicy({
      mode: 'bypassPermissions',
      root,
      deny: rules(`Write(/${memory}/**)`, `Read(/${memory}/**)`),
      extraRoots: [memory],
    });
    const inMemory = path.join(memory, 'MEMORY.md');
    const write = policy.decide(writeTool, { file_path: inMemory, content: 'x' });
    expect(write.behavior === 'deny' && write.message).toContain('Deny rules win');
    expect(policy.decide(readTool, { file_path: inMemory }).behavior).toBe('deny');
    expect(policy.readDenied(inMemory)).toBe(true);
  });

  it('applies run and agent deny rules to a read-only root (a transcript)', async () => {
    await writeFiles(tree.parent, { 'state/transcripts/a.jsonl': '{}\n' });
    const transcripts = path.join(tree.parent, 'state', 'transcripts');
    const policy = createPermissionPolicy({
      mode: 'default',
      root,
      agentDisallowed: rules(`Read(/${transcripts}/**)`),
      readOnlyRoots: [transcripts],
    });
    const decision = policy.decide(readTool, { file_path: path.join(transcripts, 'a.jsonl') });
    expect(decision.behavior).toBe('deny');
    const open = createPermissionPolicy({ mode: 'default', root, readOnlyRoots: [transcripts] });
    expect(open.decide(readTool, { file_path: path.join(transcripts, 'a.jsonl') })).toEqual({
      behavior: 'allow',
    });
  });

  it('refuses a symlink in the memory directory that points out of it', async () => {
    await symlink(path.join(tree.parent, 'outside.txt'), path.join(memory, 'link.md'));
    const policy = createPermissionPolicy({
      mode: 'bypassPermissions',
      root,
      extraRoots: [memory],
    });
    const decision = policy.decide(readTool, { file_path: path.join(memory, 'link.md') });
    expect(decision.behavior).toBe('deny');
    await expect(
      runTool(
        readTool,
        { file_path: path.join(memory, 'link.md') },
        toolContext(root, {
          extraRoots: [memory],
        }),
      ),
    ).rejects.toThrow(/outside the working tree/);
  });

  it('lets the file tools use absolute paths there; relative paths stay in the working tree', async () => {
    const context = toolContext(root, { extraRoots: [memory] });
    await runTool(writeTool, { file_path: path.join(memory, 'a.md'), content: 'A' }, context);
    expect(await readFile(path.join(memory, 'a.md'), 'utf8')).toBe('A');
    await runTool(writeTool, { file_path: 'a.md', content: 'R' }, context);
    expect(await readFile(path.join(root, 'a.md'), 'utf8')).toBe('R');
    await expect(
      runTool(writeTool, { file_path: path.join(memory, 'b.md'), content: 'B' }, toolContext(root)),
    ).rejects.toThrow(/outside the working tree/);
  });
});

describe('agent memory directories', () => {
  it('are where Claude Code keeps them', () => {
    const places = { homeDir: '/home/u', configRoot: '/repo' };
    expect(agentMemoryDirectory('user', 'keeper', places)).toBe(
      '/home/u/.claude/agent-memory/keeper',
    );
    expect(agentMemoryDirectory('project', 'keeper', places)).toBe(
      '/repo/.claude/agent-memory/keeper',
    );
    expect(agentMemoryDirectory('local', 'keeper', places)).toBe(
      '/repo/.claude/agent-memory-local/keeper',
    );
    expect(agentMemoryDirectory('user', 'keeper', { configRoot: '/repo' })).toBeUndefined();
    // One path segment, whatever the name: `plugin:../x` cannot climb out.
    expect(agentMemoryDirectory('project', 'plugin:../x', places)).toBe(
      '/repo/.claude/agent-memory/plugin-..-x',
    );
  });

  it(`shows the first ${memoryIndexLines} lines of MEMORY.md and says the rest was cut`, async () => {
    const lines = Array.from({ length: 250 }, (_, index) => `line ${index + 1}`);
    await writeFiles(memory, { 'MEMORY.md': `${lines.join('\n')}\n` });
    const section = await agentMemorySection(memory, 'user');
    expect(section).toContain('line 200\n');
    expect(section).not.toContain('line 201');
    expect(section).toContain('MEMORY.md has 250 lines; only the first 200 are shown');
  });

  it('shows only the whole lines of MEMORY.md that fit in 25,000 bytes, and says so to the agent and the log', async () => {
    // Claude Code 2.1.332, 150 lines of 1,505 characters: 16 lines kept, and "MEMORY.md is
    // 220.6KB (limit: 24.4KB) … 134 of 150 lines were cut off, starting at line 17".
    const lines = Array.from(
      { length: 150 },
      (_, index) => `L${String(index).padStart(3, '0')} ${'x'.repeat(1500)}`,
    );
    await writeFiles(memory, { 'MEMORY.md': lines.join('\n') });
    const notices: string[] = [];
    const section = await agentMemorySection(memory, 'project', (line) => notices.push(line));
    expect(section).toContain(`${lines[15]}\n`);
    expect(section).not.toContain('L016');
    expect(section.length).toBeLessThan(30_000);
    const said =
      'MEMORY.md is 220.6KB (limit: 24.4KB): only its first 16 of 150 lines are shown, cut from line 17.';
    expect(section).toContain(said);
    expect(notices).toEqual([`memory file ${path.join(memory, 'MEMORY.md')}: ${said}`]);
  });

  it('shows a MEMORY.md of exactly 25,000 bytes whole, and says so when one byte more cuts a line', async () => {
    // 100 lines of 249 bytes and 99 newlines between them: 24,999 bytes; one more character on
    // the last line makes 25,000, the limit, which still fits.
    const lines = Array.from(
      { length: 100 },
      (_, index) => `L${String(index).padStart(3, '0')}${'x'.repeat(245)}`,
    );
    for (const [text, whole] of [
      [`${lines.join('\n')}y`, true],
      [`${lines.join('\n')}yy`, false],
    ] as const) {
      await writeFiles(memory, { 'MEMORY.md': text });
      const notices: string[] = [];
      const section = await agentMemorySection(memory, 'project', (line) => notices.push(line));
      expect(section.includes('L099'), String(Buffer.byteLength(text))).toBe(whole);
      expect(notices.length, notices.join('\n')).toBe(whole ? 0 : 1);
      expect(section.includes('only its first 99 of 100 lines are shown')).toBe(!whole);
    }
  });

  it('cuts a single MEMORY.md line longer than the limit at the limit', async () => {
    await writeFiles(memory, { 'MEMORY.md': 'y'.repeat(60_000) });
    const section = await agentMemorySection(memory, 'project');
    expect(section).toContain(`${'y'.repeat(25_000)}\n`);
    expect(section).not.toContain('y'.repeat(25_001));
  });
});
