import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/**
 * Lists the files under a directory of the working tree the way ripgrep does by default:
 * `.gitignore` files (the root's, nested ones, and the ancestors' of the start directory) and
 * `.git/info/exclude` are respected, `.git` is never entered, symbolic links are not followed
 * (nor listed), and only regular files are returned. A start directory that is itself ignored
 * was asked for explicitly, so it is listed without ignore rules (ripgrep does the same).
 */

export interface WalkOptions {
  /** Real path of the working tree; .gitignore files are looked for from here. */
  root: string;
  /** Real path of the directory to list, inside root. */
  start: string;
  signal?: AbortSignal;
}

export interface WalkedFile {
  absolute: string;
  /** Relative to `start`, with `/` separators. */
  relative: string;
}

interface IgnoreLevel {
  /** Directory of the .gitignore, relative to root with `/`, '' for root. */
  base: string;
  rules: Ignore;
}

const directoryConcurrency = 16;

export async function walkFiles(options: WalkOptions): Promise<WalkedFile[]> {
  const startFromRoot = toPosix(path.relative(options.root, options.start));
  const ancestors = await ancestorLevels(options.root, startFromRoot);
  const useIgnores = startFromRoot === '' || !isIgnored(ancestors, startFromRoot, true);

  const files: WalkedFile[] = [];
  const queue: { relative: string; levels: IgnoreLevel[] }[] = [
    { relative: '', levels: useIgnores ? ancestors : [] },
  ];
  const visit = async (directory: { relative: string; levels: IgnoreLevel[] }): Promise<void> => {
    const absoluteDirectory = path.join(options.start, directory.relative);
    const fromRoot = joinPosix(startFromRoot, directory.relative);
    let levels = directory.levels;
    if (useIgnores && directory.relative !== '') {
      const own = await loadIgnore(absoluteDirectory, fromRoot);
      if (own) levels = [...levels, own];
    }
    let entries;
    try {
      entries = await readdir(absoluteDirectory, { withFileTypes: true });
    } catch {
      return; // unreadable or vanished: skipped, as ripgrep does
    }
    for (const entry of entries) {
      if (entry.name === '.git' || entry.isSymbolicLink()) continue;
      const relative = joinPosix(directory.relative, entry.name);
      const entryFromRoot = joinPosix(startFromRoot, relative);
      if (entry.isDirectory()) {
        if (!isIgnored(levels, entryFromRoot, true)) queue.push({ relative, levels });
      } else if (entry.isFile() && !isIgnored(levels, entryFromRoot, false)) {
        files.push({ absolute: path.join(options.start, relative), relative });
      }
    }
  };

  const running = new Set<Promise<void>>();
  while (queue.length > 0 || running.size > 0) {
    options.signal?.throwIfAborted();
    while (queue.length > 0 && running.size < directoryConcurrency) {
      const task = visit(queue.shift() as { relative: string; levels: IgnoreLevel[] }).finally(() =>
        running.delete(task),
      );
      running.add(task);
    }
    if (running.size > 0) await Promise.race(running);
  }
  return files.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

/** The ignore levels that apply at `startFromRoot`: root (with .git/info/exclude) and each ancestor. */
async function ancestorLevels(root: string, startFromRoot: string): Promise<IgnoreLevel[]> {
  const levels: IgnoreLevel[] = [];
  const exclude = await readText(path.join(root, '.git', 'info', 'exclude'));
  const rootIgnore = await readText(path.join(root, '.gitignore'));
  if (exclude !== undefined || rootIgnore !== undefined) {
    levels.push({
      base: '',
      rules: ignore({ ignorecase: false }).add(`${exclude ?? ''}\n${rootIgnore ?? ''}`),
    });
  }
  if (startFromRoot === '') return levels;
  const segments = startFromRoot.split('/');
  for (let depth = 1; depth <= segments.length; depth++) {
    const base = segments.slice(0, depth).join('/');
    const level = await loadIgnore(path.join(root, base), base);
    if (level) levels.push(level);
  }
  return levels;
}

async function loadIgnore(
  absoluteDirectory: string,
  base: string,
): Promise<IgnoreLevel | undefined> {
  const text = await readText(path.join(absoluteDirectory, '.gitignore'));
  return text === undefined ? undefined : { base, rules: ignore({ ignorecase: false }).add(text) };
}

/** Git's precedence: deeper .gitignore files override shallower ones; the last matching rule wins. */
function isIgnored(
  levels: readonly IgnoreLevel[],
  fromRoot: string,
  isDirectory: boolean,
): boolean {
  let ignored = false;
  for (const level of levels) {
    if (level.base !== '' && !fromRoot.startsWith(`${level.base}/`)) continue;
    const relative = level.base === '' ? fromRoot : fromRoot.slice(level.base.length + 1);
    if (relative === '') continue;
    const result = level.rules.test(isDirectory ? `${relative}/` : relative);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

function joinPosix(left: string, right: string): string {
  return left === '' ? right : right === '' ? left : `${left}/${right}`;
}

function toPosix(relative: string): string {
  return relative.split(path.sep).join('/');
}
