import path from 'node:path';
import { directoryMemoryFiles } from './memory-file.js';

/**
 * How deep `@path` imports are followed, the memory file itself counting as the first level:
 * Claude Code 2.1.332 reads a chain CLAUDE.md → a → b → c → d and stops before the fifth import.
 */
export const maxImportDepth = 5;

/**
 * True for a repository path that is a memory file of its directory (CLAUDE.md, CLAUDE.local.md,
 * .claude/CLAUDE.md, a `.md` file under .claude/rules).
 */
export function isMemoryFileName(relativePath: string): boolean {
  const normalized = `/${relativePath.split(path.sep).join('/')}`;
  return directoryMemoryFiles.some(({ relativePath: name, rules }) =>
    rules
      ? normalized.includes(`/${name}/`) && normalized.endsWith('.md')
      : normalized.endsWith(`/${name}`),
  );
}

/**
 * Follows the project-relative imports of memory files (`~/` ones are the user's, not the
 * project's), as deep as a run would, asking `fetch` for each file once (undefined: not there).
 * Paths are relative to the repository root, with `/`.
 */
export async function followProjectImports(
  memoryFiles: ReadonlyMap<string, string>,
  fetch: (relativePath: string) => Promise<string | undefined>,
): Promise<void> {
  if (memoryFiles.size === 0) return;
  // Loaded only when there are memory files, as in memory-loader.ts.
  const { memoryContent } = await import('./memory-content.js');
  const seen = new Set(memoryFiles.keys());
  const visit = async (file: string, text: string, depth: number): Promise<void> => {
    if (depth + 1 >= maxImportDepth) return;
    // `@docs/style.md`, `@./a.md`, `@~/notes.md`, `@/abs.md`, as Claude Code reads them.
    for (const reference of memoryContent(text).imports) {
      if (reference.startsWith('~') || path.posix.isAbsolute(reference)) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), reference));
      if (target.startsWith('../') || target === '..' || seen.has(target)) continue;
      seen.add(target);
      const imported = await fetch(target);
      if (imported !== undefined) await visit(target, imported, depth + 1);
    }
  };
  for (const [file, text] of memoryFiles) await visit(file, text, 0);
}
