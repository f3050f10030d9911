import { cp, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import ignore from 'ignore';
import { errorMessage } from '../errors.js';
import { errorCode } from './error-code.js';
import type { Git } from '../platform/git.js';

/**
 * `.worktreeinclude` (Claude Code's convention): gitignore-style patterns, at the repository root,
 * naming ignored files a worktree needs anyway (`.env.local`, generated config). A file is copied
 * when it matches a pattern AND git ignores it; tracked files come with the checkout already.
 * Dependency directories are never walked (they are linked, see dependency-links.ts).
 */

export const worktreeIncludeFile = '.worktreeinclude';

export interface IncludePlan {
  /** Paths relative to the root; a trailing `/` marks a whole directory. */
  paths: string[];
  warnings: string[];
}

/** Works out which ignored paths of the main checkout to copy. Empty when there is no file. */
export async function planWorktreeIncludes(
  git: Git,
  mainRoot: string,
  skipDirectories: readonly string[],
): Promise<IncludePlan> {
  let text: string;
  try {
    text = await readFile(path.join(mainRoot, worktreeIncludeFile), 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { paths: [], warnings: [] };
    return { paths: [], warnings: [`${worktreeIncludeFile}: ${errorMessage(error)}`] };
  }
  const patterns = ignore().add(text);
  const skipped = new Set(skipDirectories.map((directory) => directory.replace(/[/\\]+$/, '')));
  const isSkipped = (relative: string): boolean => {
    const trimmed = relative.replace(/\/$/, '');
    return (
      skipped.has(trimmed) ||
      [...skipped].some((directory) => trimmed.startsWith(`${directory}/`)) ||
      trimmed.split('/').some((part) => part === '.git' || part === 'node_modules')
    );
  };
  const plan: IncludePlan = { paths: [], warnings: [] };
  for (const candidate of await git.ignoredPaths()) {
    if (isSkipped(candidate)) continue;
    if (patterns.ignores(candidate)) {
      plan.paths.push(candidate);
    } else if (candidate.endsWith('/')) {
      // git collapsed an ignored directory; a pattern may still name files inside it.
      for (const file of await walkFiles(mainRoot, candidate, isSkipped, plan.warnings)) {
        if (patterns.ignores(file)) plan.paths.push(file);
      }
    }
  }
  return plan;
}

/** Copies the planned paths from the main checkout into a worktree; returns what was copied. */
export async function copyWorktreeIncludes(
  plan: IncludePlan,
  mainRoot: string,
  worktreeRoot: string,
): Promise<{ copied: string[]; warnings: string[] }> {
  const copied: string[] = [];
  const warnings: string[] = [];
  for (const relative of plan.paths) {
    const from = path.join(mainRoot, relative);
    const to = path.join(worktreeRoot, relative);
    try {
      await mkdir(path.dirname(to.replace(/[/\\]$/, '')), { recursive: true });
      await cp(from, to, {
        recursive: true,
        force: false,
        errorOnExist: false,
        verbatimSymlinks: true,
      });
      copied.push(relative);
    } catch (error) {
      warnings.push(`${worktreeIncludeFile}: could not copy ${relative}: ${errorMessage(error)}`);
    }
  }
  return { copied, warnings };
}

async function walkFiles(
  root: string,
  directory: string,
  isSkipped: (relative: string) => boolean,
  warnings: string[],
): Promise<string[]> {
  const files: string[] = [];
  const pending = [directory.replace(/\/$/, '')];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    let entries;
    try {
      entries = await readdir(path.join(root, current), { withFileTypes: true });
    } catch (error) {
      warnings.push(`${worktreeIncludeFile}: could not read ${current}: ${errorMessage(error)}`);
      continue;
    }
    for (const entry of entries) {
      const relative = `${current}/${entry.name}`;
      if (isSkipped(relative)) continue;
      if (entry.isDirectory()) pending.push(relative);
      else files.push(relative);
    }
  }
  return files;
}
