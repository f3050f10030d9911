/** Finds agent files: every `*.md` below a directory, followed through symlinks, sorted by path. */
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const skippedDirectories = new Set(['.git', 'node_modules']);

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

/** Absolute paths of the `.md` files below `root`; none when `root` does not exist. */
export async function findMarkdownFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const visited = new Set<string>();
  async function walk(directory: string): Promise<void> {
    const real = await realpath(directory).catch(() => undefined);
    if (real === undefined || visited.has(real)) return;
    visited.add(real);
    const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries.map(async (entry) => {
        const full = path.join(directory, entry.name);
        let isDir = entry.isDirectory();
        let isFile = entry.isFile();
        if (entry.isSymbolicLink()) {
          const target = await stat(full).catch(() => undefined);
          isDir = target?.isDirectory() ?? false;
          isFile = target?.isFile() ?? false;
        }
        if (isDir && !skippedDirectories.has(entry.name)) await walk(full);
        else if (isFile && entry.name.toLowerCase().endsWith('.md')) files.push(full);
      }),
    );
  }
  await walk(path.resolve(root));
  return files.sort(comparePaths);
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
