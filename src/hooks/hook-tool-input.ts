import path from 'node:path';

/**
 * The path fields hooks see absolute, by tool: Claude Code 2.1.332 sends PreToolUse and
 * PostToolUse hooks Read's, Write's and Edit's `file_path` resolved against the working
 * directory (`src/../src/b.py` arrives as `/repo/src/b.py`), so a guard written for it
 * (`case "$file" in "$CLAUDE_PROJECT_DIR"/config/prod/*)`) must see the same here. The other
 * file tools' path fields get the same treatment, so that no spelling slips past such a guard.
 */
const pathFields: Readonly<Record<string, readonly string[]>> = {
  Read: ['file_path'],
  Write: ['file_path'],
  Edit: ['file_path'],
  MultiEdit: ['file_path'],
  NotebookEdit: ['notebook_path'],
  Glob: ['path'],
  Grep: ['path'],
};

/**
 * A tool's input as hooks are given it: its path fields absolute and normalised (against `root`,
 * the agent's working directory, as the tool itself resolves them). Only what hooks see changes;
 * the tool runs on its own input. `~` is left as written (the tools refuse it).
 */
export function hookToolInput(toolName: string, input: unknown, root: string): unknown {
  const fields = pathFields[toolName];
  if (!fields || !input || typeof input !== 'object' || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string' || value === '' || value.startsWith('~')) continue;
    if (value.includes('\0')) continue;
    const absolute = path.resolve(root, value);
    if (absolute === value) continue;
    changed ??= { ...record };
    changed[field] = absolute;
  }
  return changed ?? input;
}
