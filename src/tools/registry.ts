import { InternalError } from '../errors.js';
import { bashOutputTool, killShellTool } from './background-shell-tools.js';
import { bashTool } from './bash-tool.js';
import type { AnyTool } from './define-tool.js';
import { editTool } from './edit-tool.js';
import { globTool } from './glob-tool.js';
import { grepTool } from './grep-tool.js';
import { multiEditTool } from './multi-edit-tool.js';
import { notebookEditTool } from './notebook-edit-tool.js';
import { readTool } from './read-tool.js';
import { todoWriteTool } from './todo-write-tool.js';
import { webFetchTool } from './web-fetch-tool.js';
import { writeTool } from './write-tool.js';

/** The tools one agent may be offered, by name. */
export interface ToolRegistry {
  /** In registration order (a stable order keeps the prompt cache prefix identical). */
  readonly tools: readonly AnyTool[];
  get(name: string): AnyTool | undefined;
  has(name: string): boolean;
  names(): string[];
}

export function createToolRegistry(tools: readonly AnyTool[]): ToolRegistry {
  const byName = new Map<string, AnyTool>();
  for (const tool of tools) {
    if (byName.has(tool.name)) {
      throw new InternalError(`two tools are registered under the name '${tool.name}'`);
    }
    byName.set(tool.name, tool);
  }
  const list = [...tools];
  return {
    tools: list,
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
    names: () => list.map((tool) => tool.name),
  };
}

/**
 * Claude Code's file and shell tools (Read, Write, Edit, MultiEdit, NotebookEdit, Glob, Grep,
 * Bash with BashOutput and KillShell for its background shells), TodoWrite and WebFetch.
 */
export function defaultTools(): AnyTool[] {
  return [
    readTool,
    writeTool,
    editTool,
    multiEditTool,
    notebookEditTool,
    globTool,
    grepTool,
    bashTool,
    bashOutputTool,
    killShellTool,
    todoWriteTool,
    webFetchTool,
  ];
}
