import { statSync } from 'node:fs';
import { ToolError } from '../errors.js';
import { resolveInsideRoot } from './path-guard.js';

/** Where Glob and Grep search: the working tree, or a directory or file inside it. */
export interface SearchScope {
  absolute: string;
  isDirectory: boolean;
}

/** Checked synchronously: one stat, on the path of every Glob and Grep call. */
export function resolveSearchScope(root: string, requested: string | undefined): SearchScope {
  const absolute =
    requested === undefined || requested.trim() === ''
      ? resolveInsideRoot(root, '.', { forWrite: false })
      : resolveInsideRoot(root, requested, { forWrite: false });
  try {
    const stats = statSync(absolute);
    return { absolute, isDirectory: stats.isDirectory() };
  } catch {
    throw new ToolError(
      `Path does not exist: ${absolute}. Give a directory inside the working tree, or omit path to search all of it.`,
    );
  }
}
