import { lstat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The directories above `directory` up to the top of the git work tree it is in, nearest first:
 * where Claude Code also looks for `.claude/agents` and CLAUDE.md when started in a
 * subdirectory. Empty at the top of a work tree and outside one (nothing above a repository is
 * read). The top is the nearest directory with a `.git` entry (a directory, or a file in a
 * linked worktree or submodule).
 */
export async function enclosingDirectories(directory: string): Promise<string[]> {
  const above: string[] = [];
  for (let current = path.resolve(directory); ;) {
    if (await hasGitEntry(current)) return above;
    const parent = path.dirname(current);
    if (parent === current) return [];
    above.push(parent);
    current = parent;
  }
}

async function hasGitEntry(directory: string): Promise<boolean> {
  return lstat(path.join(directory, '.git')).then(
    () => true,
    () => false,
  );
}

/** The top of the git work tree `directory` is in; `directory` itself at the top or outside one. */
export async function workTreeTop(directory: string): Promise<string> {
  return (await enclosingDirectories(directory)).at(-1) ?? path.resolve(directory);
}
