import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  type Dirent,
} from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/**
 * Lists the files under a directory of the working tree the way ripgrep does by default:
 * `.gitignore` files (the root's, nested ones, and the ancestors' of the start directory) and
 * `.git/info/exclude` are respected, `.git` is never entered, symbolic links are not followed
 * (nor listed), and only regular files are returned. A start directory that is itself ignored
 * was asked for explicitly, so it is listed without ignore rules (ripgrep does the same).
 *
 * The file system is read synchronously, a slice of directories at a time with a turn of the
 * event loop between slices: listing a directory takes microseconds, while an asynchronous
 * readdir or readFile is a round trip through libuv's thread pool, and 64 agents globbing at
 * once queued theirs behind each other's (N = 64 fan-out: `npm run bench`, section a).
 */

export interface WalkOptions {
  /** Real path of the working tree; .gitignore files are looked for from here. */
  root: string;
  /** Real path of the directory to list, inside root. */
  start: string;
  signal?: AbortSignal;
  /** False: list what .gitignore files ignore too (Glob, as Claude Code's); default true. */
  respectIgnores?: boolean;
  /** Directories (by name) not to go into at all, e.g. node_modules for a walk that ignores no file. */
  skipDirectory?: (name: string) => boolean;
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

/** Directories listed between two turns of the event loop: a large tree does not hold it up. */
const directoriesPerSlice = 64;

export async function walkFiles(options: WalkOptions): Promise<WalkedFile[]> {
  const startFromRoot = toPosix(path.relative(options.root, options.start));
  const ancestors = ancestorLevels(options.root, startFromRoot);
  const useIgnores =
    options.respectIgnores !== false &&
    (startFromRoot === '' || !isIgnored(ancestors, startFromRoot, true));

  const files: WalkedFile[] = [];
  const queue: { relative: string; levels: IgnoreLevel[] }[] = [
    { relative: '', levels: useIgnores ? ancestors : [] },
  ];
  const visit = (directory: { relative: string; levels: IgnoreLevel[] }): void => {
    const absoluteDirectory = path.join(options.start, directory.relative);
    const fromRoot = joinPosix(startFromRoot, directory.relative);
    let entries: Dirent[];
    try {
      entries = readdirSync(absoluteDirectory, { withFileTypes: true });
    } catch {
      return; // unreadable or vanished: skipped, as ripgrep does
    }
    let levels = directory.levels;
    if (useIgnores && directory.relative !== '' && entries.some(isIgnoreFile)) {
      const own = loadIgnore(absoluteDirectory, fromRoot);
      if (own) levels = [...levels, own];
    }
    for (const entry of entries) {
      if (entry.name === '.git' || entry.isSymbolicLink()) continue;
      const relative = joinPosix(directory.relative, entry.name);
      const entryFromRoot = joinPosix(startFromRoot, relative);
      if (entry.isDirectory()) {
        if (options.skipDirectory?.(entry.name)) continue;
        if (!isIgnored(levels, entryFromRoot, true)) queue.push({ relative, levels });
      } else if (entry.isFile() && !isIgnored(levels, entryFromRoot, false)) {
        files.push({ absolute: path.join(options.start, relative), relative });
      }
    }
  };

  for (let next = 0; next < queue.length; next += 1) {
    if (next > 0 && next % directoriesPerSlice === 0) await nextTurn();
    options.signal?.throwIfAborted();
    visit(queue[next]!);
  }
  return files.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

/** Lets the event loop run what waits (other agents' streams) before a search goes on. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Files stat'ed between two turns of the event loop. */
const statsPerSlice = 256;

/**
 * `files` (absolute paths), the most recently modified first (ties by path; vanished files
 * last): how Grep lists what it found.
 */
export function newestFirst(files: readonly string[], signal?: AbortSignal): Promise<string[]> {
  return byModificationTime(files, { oldestFirst: false, signal });
}

/**
 * `files` (absolute paths) in order of modification time (ties by path; vanished or unreadable
 * files last). Stat'ed synchronously a slice at a time, as the walk reads directories.
 */
export async function byModificationTime(
  files: readonly string[],
  options: { oldestFirst: boolean; signal?: AbortSignal | undefined },
): Promise<string[]> {
  const timed: { file: string; modified: number | undefined }[] = [];
  for (const [index, file] of files.entries()) {
    if (index > 0 && index % statsPerSlice === 0) {
      await nextTurn();
      options.signal?.throwIfAborted();
    }
    let modified: number | undefined;
    try {
      modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    } catch {
      // unreadable: sorted last, as a vanished file is
    }
    timed.push({ file, modified });
  }
  const direction = options.oldestFirst ? 1 : -1;
  timed.sort((a, b) => {
    if (a.modified === undefined || b.modified === undefined) {
      if (a.modified !== b.modified) return a.modified === undefined ? 1 : -1;
    } else if (a.modified !== b.modified) {
      return (a.modified - b.modified) * direction;
    }
    return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
  });
  return timed.map((entry) => entry.file);
}

/** The ignore levels that apply at `startFromRoot`: root (with .git/info/exclude) and each ancestor. */
function ancestorLevels(root: string, startFromRoot: string): IgnoreLevel[] {
  const levels: IgnoreLevel[] = [];
  const exclude = readText(path.join(root, '.git', 'info', 'exclude'));
  const rootIgnore = readText(path.join(root, '.gitignore'));
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
    const level = loadIgnore(path.join(root, base), base);
    if (level) levels.push(level);
  }
  return levels;
}

function loadIgnore(absoluteDirectory: string, base: string): IgnoreLevel | undefined {
  const text = readText(path.join(absoluteDirectory, '.gitignore'));
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

function isIgnoreFile(entry: Dirent): boolean {
  return entry.name === '.gitignore' && !entry.isDirectory();
}

/**
 * A regular file's text, else undefined. Opened without blocking and checked before it is read:
 * a FIFO named .gitignore must not hang the event loop.
 */
function readText(file: string): string | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    return fstatSync(descriptor).isFile() ? readFileSync(descriptor, 'utf8') : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(descriptor);
  }
}

function joinPosix(left: string, right: string): string {
  return left === '' ? right : right === '' ? left : `${left}/${right}`;
}

function toPosix(relative: string): string {
  return relative.split(path.sep).join('/');
}
