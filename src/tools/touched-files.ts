import path from 'node:path';
import type { ToolResultBlockParam, ToolUseBlock } from '../model/types.js';

/**
 * The tools whose successful call on a file brings in what belongs to its directories (their
 * memory files, the path-scoped rules it matches, a package's skills), as Claude Code 2.1.332
 * does after a Read, a Write or an Edit (observed; not after a NotebookEdit, nor an Edit it
 * refused). MultiEdit, which Claude Code 2.1.332 no longer has, is an Edit. Claude Code also
 * does it after a Bash `cat FILE`, `head FILE` or `grep … FILE`; Flotilla does not read file
 * names out of commands.
 */
const fileTools = new Set(['Read', 'Write', 'Edit', 'MultiEdit']);

/** The absolute paths of the files a tool round's successful file calls worked on, in call order. */
export function touchedFiles(
  calls: readonly ToolUseBlock[],
  results: readonly ToolResultBlockParam[],
  /** The agent's working directory, which relative paths are resolved against. */
  root: string,
): string[] {
  const files: string[] = [];
  for (const call of calls) {
    if (!fileTools.has(call.name)) continue;
    const result = results.find((candidate) => candidate.tool_use_id === call.id);
    if (!result || result.is_error) continue;
    const filePath = (call.input as { file_path?: unknown }).file_path;
    if (typeof filePath === 'string') files.push(path.resolve(root, filePath));
  }
  return files;
}
