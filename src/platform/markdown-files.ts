import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The one walk for `*.md` files below a directory (agents, output styles, rules), symbolic links
 * followed. It never enters `.git` or `node_modules` (Claude Code 2.1.332 reads the `.md` files
 * of both when a rules link leads there: observed, every README of node_modules became a rule),
 * enters a directory reached twice through links once, and, given a scope, never enters a
 * directory whose real path is outside it.
 */

const skippedDirectories = new Set(['.git', 'node_modules']);

export interface MarkdownWalkOptions {
  /** `lower`: only `.md` (Claude Code's rules); `any`: `.MD` too (agents). Default `any`. */
  extensionCase?: 'lower' | 'any';
  /** A directory (the start too) whose real path leaves this one is named, not entered. */
  scopeRoot?: string;
  /** The walk stops before the file that would make more files than this. */
  maxFiles?: number;
  /** The walk stops before the file that would make more bytes in all than this. */
  maxBytes?: number;
  /**
   * The walk stops at the directory entry (of any kind) past this many: a tree of other files
   * costs a `stat` each, `.md` or not.
   */
  maxEntries?: number;
}

export interface MarkdownWalk {
  /** Relative to the start, with `/`: depth first, each directory's names in code-point order. */
  files: string[];
  /** Directories not entered because their real path leaves the scope (`''`: the start). */
  linkedOut: { path: string; target: string }[];
  /** Why the walk stopped early: the first file not listed and the cap it would pass. */
  stopped?: { at: string; cap: 'files' | 'bytes' | 'entries'; limit: number };
}

/** The `.md` files below `root`; none when it is not a readable directory. */
export async function walkMarkdownFiles(
  root: string,
  options: MarkdownWalkOptions = {},
): Promise<MarkdownWalk> {
  const walk: MarkdownWalk = { files: [], linkedOut: [] };
  const scope =
    options.scopeRoot === undefined
      ? undefined
      : await realpath(options.scopeRoot).catch(() => undefined);
  const lowerCaseOnly = options.extensionCase === 'lower';
  const visited = new Set<string>();
  let bytes = 0;
  let entriesSeen = 0;

  const outsideScope = (real: string): boolean => {
    if (options.scopeRoot === undefined) return false;
    if (scope === undefined) return true;
    const relative = path.relative(scope, real);
    return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  };

  const enter = async (relative: string): Promise<void> => {
    const absolute = path.join(root, relative);
    const real = await realpath(absolute).catch(() => undefined);
    if (real === undefined || visited.has(real)) return;
    if (outsideScope(real)) {
      walk.linkedOut.push({ path: relative, target: real });
      return;
    }
    visited.add(real);
    // An unreadable directory holds no files we can read.
    const entries = await readdir(absolute, { withFileTypes: true }).catch(() => []);
    const names = entries.map((entry) => entry.name).sort();
    for (const name of names) {
      if (walk.stopped) return;
      const inside = relative === '' ? name : `${relative}/${name}`;
      entriesSeen += 1;
      if (options.maxEntries !== undefined && entriesSeen > options.maxEntries) {
        walk.stopped = { at: inside, cap: 'entries', limit: options.maxEntries };
        return;
      }
      const stats = await stat(path.join(absolute, name)).catch(() => undefined);
      if (stats?.isDirectory()) {
        if (!skippedDirectories.has(name)) await enter(inside);
        continue;
      }
      if (!stats?.isFile()) continue;
      if (!(lowerCaseOnly ? name : name.toLowerCase()).endsWith('.md')) continue;
      if (options.maxFiles !== undefined && walk.files.length >= options.maxFiles) {
        walk.stopped = { at: inside, cap: 'files', limit: options.maxFiles };
      } else if (options.maxBytes !== undefined && bytes + stats.size > options.maxBytes) {
        walk.stopped = { at: inside, cap: 'bytes', limit: options.maxBytes };
      } else {
        bytes += stats.size;
        walk.files.push(inside);
      }
    }
  };
  await enter('');
  return walk;
}
