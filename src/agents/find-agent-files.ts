/** Finds agent files: every `*.md` below a directory, followed through symlinks, sorted by path. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { walkMarkdownFiles } from '../platform/markdown-files.js';

export async function isDirectory(target: string): Promise<boolean> {
  return (await stat(target).catch(() => undefined))?.isDirectory() ?? false;
}

export async function exists(target: string): Promise<boolean> {
  return (await stat(target).catch(() => undefined)) !== undefined;
}

/** Code-point order, the same on every machine and locale. */
export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Absolute paths of the `.md` files (any case) below `root`, sorted; none when `root` does not
 * exist. The walk (links, `.git`, `node_modules`) is the rules' one: platform/markdown-files.ts.
 */
export async function findMarkdownFiles(root: string): Promise<string[]> {
  const base = path.resolve(root);
  const { files } = await walkMarkdownFiles(base);
  return files.map((file) => path.join(base, file)).sort(comparePaths);
}

/**
 * The markdown files a path names: those below it when it is a directory, itself when it is a
 * file; none when it is not there (a plugin manifest's `agents` or `outputStyles` entry).
 */
export async function markdownFilesAt(target: string): Promise<string[]> {
  if (await isDirectory(target)) return findMarkdownFiles(target);
  return (await exists(target)) ? [target] : [];
}

/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
