import { appendFile, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import { errorCode } from './error-code.js';

/** The `.claude/worktrees/` directory of the main checkout. */

/**
 * A directory at the worktree path that git does not know: an empty one, or one holding only a
 * dangling `.git` file, is what a killed creation leaves and goes; anything else is the user's.
 */
export async function clearStrayDirectory(worktreePath: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(worktreePath);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (names.length === 0 || (names.length === 1 && names[0] === '.git')) {
    await rm(worktreePath, { recursive: true, force: true });
    return;
  }
  throw new UserError(
    `Cannot create a worktree at ${worktreePath}: the directory exists and is not a git worktree.`,
    'Move or delete it, or choose another name.',
  );
}

const excludeLine = '/.claude/worktrees/';

/**
 * Keeps `.claude/worktrees/` out of the main checkout's `git status` and `git add -A` (which
 * would otherwise record the worktrees as embedded repositories). `info/exclude` is local to
 * this clone and never committed.
 */
export async function excludeWorktreesFromStatus(commonDir: string): Promise<void> {
  const file = path.join(commonDir, 'info', 'exclude');
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  if (text.split(/\r?\n/).includes(excludeLine)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  await appendFile(file, `${separator}# Flotilla agent worktrees\n${excludeLine}\n`);
}
