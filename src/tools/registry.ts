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
