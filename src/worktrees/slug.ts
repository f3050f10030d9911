import { createHash } from 'node:crypto';

/**
 * Worktree names. A name becomes both a directory (`.claude/worktrees/<slug>`) and a branch
 * (`flotilla/<slug>`). Names come from agent names, which may be any text Claude Code accepts
 * (spaces, dots, capitals, unicode, 100+ characters), so every name gets a slug:
 *
 * - a name that is already safe (letters, digits, `.`, `_`, `-`, with `/` between segments; no
 *   `..`; not ending in `.` or `.lock`; short enough) keeps it, with `/` flattened to `+` (one
 *   directory level, and no branch directory/file clash between `flotilla/a` and `flotilla/a/b`);
 * - any other name is turned into a readable form of those characters and ends with a hash of the
 *   whole name, so two different names never share a slug, however long or alike they are.
 *
 * The slug is one component of a valid git ref, and the branch fits in 64 characters.
 */

export const worktreeBranchPrefix = 'flotilla/';
export const maxBranchLength = 64;
export const maxSlugLength = maxBranchLength - worktreeBranchPrefix.length;

const hashLength = 10;
const safeName = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function isSafe(name: string): boolean {
  return (
    safeName.test(name) &&
    name.length <= maxSlugLength &&
    !name.includes('..') &&
    !name.endsWith('.') &&
    !name.endsWith('.lock')
  );
}

/** Letters, digits, `.`, `_`, `-` and `+` only; no `..`; no separator at either end. */
function readableForm(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('/', '+')
    .replace(/[^A-Za-z0-9._+-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[.+-]+/, '');
}

/** The slug of a worktree name: a directory name and a ref component (see above). */
export function toWorktreeSlug(name: string): string {
  if (isSafe(name)) return name.replaceAll('/', '+');
  const hash = createHash('sha256').update(name).digest('hex').slice(0, hashLength);
  const room = maxSlugLength - hashLength - 1;
  // Cut before trimming, so that the cut never leaves a `.` (or `.lock`) right before the hash.
  const readable = readableForm(name)
    .slice(0, room)
    .replace(/[.+-]+$/, '');
  return `${readable || 'worktree'}-${hash}`;
}

export function worktreeBranch(slug: string): string {
  return `${worktreeBranchPrefix}${slug}`;
}
