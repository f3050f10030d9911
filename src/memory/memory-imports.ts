import path from 'node:path';
import { directoryMemoryFiles } from './memory-file.js';

/**
 * How deep `@path` imports are followed, the memory file itself counting as the first level:
 * Claude Code 2.1.332 reads a chain CLAUDE.md → a → b → c → d and stops before the fifth import.
 */
export const maxImportDepth = 5;

/**
 * `@path` imports of a memory file, as Claude Code reads them: an `@` at the start of the text or
 * after whitespace, followed by a path (`@docs/style.md`, `@./a.md`, `@~/notes.md`, `@/abs.md`).
 * Text inside fenced code blocks and inline code spans is not scanned, so `` `@scope/pkg` `` in
 * prose about npm stays prose.
 */
export function importReferences(text: string): string[] {
  const references: string[] = [];
  for (const line of proseLines(text)) {
    for (const match of withoutCodeSpans(line).matchAll(/(?:^|\s)@((?:[^\s\\]|\\ )+)/g)) {
      const reference = match[1]?.replace(/\\ /g, ' ').replace(/[.,;:!?)\]]+$/, '');
      if (reference && !references.includes(reference)) references.push(reference);
    }
  }
  return references;
}

/** The lines outside fenced code blocks (``` or ~~~, closed by a fence of the same kind). */
function proseLines(text: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (opening) fence = opening;
      else lines.push(line);
    } else if (opening && opening[0] === fence[0] && opening.length >= fence.length) {
      fence = undefined;
    }
  }
  return lines;
}

/** The line with its inline code spans (`` `x` ``, ``` ``x`` ```) blanked out. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
}

/** True for a repository path that is a memory file of its directory (CLAUDE.md, CLAUDE.local.md, .claude/CLAUDE.md). */
export function isMemoryFileName(relativePath: string): boolean {
  const normalized = relativePath.split(path.sep).join('/');
  return directoryMemoryFiles.some(
    ({ relativePath: name }) => normalized === name || normalized.endsWith(`/${name}`),
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
  const seen = new Set(memoryFiles.keys());
  const visit = async (file: string, text: string, depth: number): Promise<void> => {
    if (depth + 1 >= maxImportDepth) return;
    for (const reference of importReferences(text)) {
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
