import { describe, expect, it } from 'vitest';
import { toolDeclaration, toolInputJsonSchema } from '../../src/tools/define-tool.js';
import { builtinAgents } from '../../src/agents/builtins.js';
import type { AnyTool } from '../../src/tools/define-tool.js';
import { defaultTools } from '../../src/tools/registry.js';

/** The default tool of this name (a test of an absent one fails on the `!`). */
const tool = (name: string): AnyTool => defaultTools().find((each) => each.name === name)!;

describe('the default tools', () => {
  it("offers Claude Code's file and shell tools with their input field names", () => {
    const names = defaultTools().map((each) => each.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'Read',
      'Write',
      'Edit',
      'MultiEdit',
      'NotebookEdit',
      'Glob',
      'Grep',
      'Bash',
      'BashOutput',
      'KillShell',
      'TodoWrite',
      'WebFetch',
    ]);
    const fields = (name: string): string[] =>
      Object.keys((toolInputJsonSchema(tool(name)).properties ?? {}) as Record<string, unknown>);
    expect(fields('Read')).toEqual(['file_path', 'offset', 'limit']);
    expect(fields('Write')).toEqual(['file_path', 'content']);
    expect(fields('Edit')).toEqual(['file_path', 'old_string', 'new_string', 'replace_all']);
    expect(fields('MultiEdit')).toEqual(['file_path', 'edits']);
    // Observed in Claude Code 2.1.332's request.
    expect(fields('NotebookEdit')).toEqual([
      'notebook_path',
      'cell_id',
      'new_source',
      'cell_type',
      'edit_mode',
    ]);
    expect(toolInputJsonSchema(tool('NotebookEdit')).required).toEqual([
      'notebook_path',
      'new_source',
    ]);
    expect(fields('TodoWrite')).toEqual(['todos']);
    // Observed in Claude Code 2.1.332's request.
    expect(fields('WebFetch')).toEqual(['url', 'prompt', 'offset']);
    expect(fields('BashOutput')).toEqual(['bash_id', 'filter']);
    expect(fields('KillShell')).toEqual(['shell_id']);
    expect(fields('Glob')).toEqual(['pattern', 'path']);
    expect(fields('Grep')).toEqual([
      'pattern',
      'path',
      'glob',
      'type',
      'output_mode',
      '-i',
      '-n',
      '-A',
      '-B',
      '-C',
      'context',
      '-o',
      'multiline',
      'head_limit',
      'offset',
    ]);
    expect(fields('Bash')).toEqual(['command', 'timeout', 'description', 'run_in_background']);
    expect(toolInputJsonSchema(tool('Edit')).required).toEqual([
      'file_path',
      'old_string',
      'new_string',
    ]);
  });

  it('declares the built-in tools and agent prompts in ASCII, so request bodies stay one-byte strings', () => {
    // One character above U+00FF anywhere in a request makes V8 build the whole JSON body as a
    // two-byte string: twice the memory for every request of every agent, and a slower encode.
    const nonAscii = (text: string): string[] => [...new Set(text.match(/[^ -~\n\t]/gu) ?? [])];
    for (const tool of defaultTools()) {
      expect({
        tool: tool.name,
        nonAscii: nonAscii(JSON.stringify(toolDeclaration(tool))),
      }).toEqual({
        tool: tool.name,
        nonAscii: [],
      });
    }
    for (const agent of builtinAgents) {
      expect({ agent: agent.name, nonAscii: nonAscii(agent.systemPrompt) }).toEqual({
        agent: agent.name,
        nonAscii: [],
      });
    }
  });
});
