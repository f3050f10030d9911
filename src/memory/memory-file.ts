/**
 * One memory file (CLAUDE.md or a file it imports) as it reaches an agent's conversation.
 * `kind` says whose instructions it holds; an imported file takes the kind of its importer.
 */
export type MemoryKind = 'user' | 'project' | 'local';

export interface MemoryFile {
  /** The path shown to the model: absolute, in the agent's own tree (or the user's home). */
  path: string;
  kind: MemoryKind;
  text: string;
}

/** The memory files of one directory, in the order Claude Code 2.1.332 reads them. */
export const directoryMemoryFiles: readonly { relativePath: string; kind: MemoryKind }[] = [
  { relativePath: 'CLAUDE.md', kind: 'project' },
  { relativePath: '.claude/CLAUDE.md', kind: 'project' },
  { relativePath: 'CLAUDE.local.md', kind: 'local' },
];

/** The user's memory file, relative to their home directory. */
export const userMemoryFile = '.claude/CLAUDE.md';
