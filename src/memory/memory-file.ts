/**
 * One memory file (a CLAUDE.md, a rule, or a file one imports) as it reaches an agent's conversation.
 * `kind` says whose instructions it holds; an imported file takes the kind of its importer.
 * `auto`: the index of the user's auto memory (auto-memory.ts).
 */
export type MemoryKind = 'user' | 'project' | 'local' | 'auto';

export interface MemoryFile {
  /** The path shown to the model: absolute, in the agent's own tree (or the user's home). */
  path: string;
  kind: MemoryKind;
  text: string;
}

/** A directory of rule files (`*.md`, see rule-files.ts), relative to its project or home. */
export const rulesDirectory = '.claude/rules';

/**
 * The memory files of one directory, in the order Claude Code 2.1.332 reads them; `rules`: the
 * entry is the directory of rule files, each read in turn.
 */
export const directoryMemoryFiles: readonly {
  relativePath: string;
  kind: MemoryKind;
  rules?: true;
}[] = [
  { relativePath: 'CLAUDE.md', kind: 'project' },
  { relativePath: '.claude/CLAUDE.md', kind: 'project' },
  { relativePath: rulesDirectory, kind: 'project', rules: true },
  { relativePath: 'CLAUDE.local.md', kind: 'local' },
];

/** The user's memory file, relative to their home directory; their rules are in rulesDirectory. */
export const userMemoryFile = '.claude/CLAUDE.md';
