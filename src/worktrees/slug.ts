import { UserError } from '../errors.js';

/**
 * Worktree names. A name becomes both a directory (`.claude/worktrees/<slug>`) and a branch
 * (`flotilla/<slug>`), so it must be safe as a path component and as a ref name. Nested names
 * (`user/feature`) are flattened to one component (`user+feature`): one directory level and no
 * branch directory/file clash (`flotilla/a` vs `flotilla/a/b`).
 */

export const maxSlugLength = 64;
const segmentPattern = /^[A-Za-z0-9._-]+$/;

const expectedForm =
  'Use up to 64 characters: letters, digits, ".", "_" and "-", with "/" between segments ' +
  '(flattened to "+"), for example "security-review" or "user/feature".';

/** The problems with a worktree name; empty when it is valid. */
export function worktreeNameProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.length === 0) return ['it is empty'];
  if (name.length > maxSlugLength) {
    problems.push(`it is ${name.length} characters long (at most ${maxSlugLength})`);
  }
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) {
    problems.push('it is an absolute path');
  }
  if (name.startsWith('-')) problems.push('it starts with "-"');
  if (name.includes('..')) problems.push('it contains ".."');
  const segments = name.replace(/^[/\\]+/, '').split('/');
  const bad = segments.filter((segment) => !segmentPattern.test(segment));
  if (bad.length > 0) {
    const shown = bad.map((segment) => (segment === '' ? '(empty)' : `"${segment}"`)).join(', ');
    problems.push(`segment ${shown} is not made of letters, digits, ".", "_" and "-"`);
  }
  if (segments.some((segment) => segment === '.')) problems.push('it has a "." segment');
  // The flattened name is one ref component of flotilla/<slug>: git's ref rules apply.
  if (name.startsWith('.')) problems.push('it starts with "." (not allowed in a branch name)');
  if (name.endsWith('.') || name.endsWith('.lock')) {
    problems.push('it ends with "." or ".lock" (not allowed in a branch name)');
  }
  return problems;
}

/** Checks a worktree name and returns its flattened slug; throws UserError listing every problem. */
export function toWorktreeSlug(name: string): string {
  const problems = worktreeNameProblems(name);
  if (problems.length > 0) {
    throw new UserError(`Invalid worktree name "${name}": ${problems.join('; ')}.`, expectedForm);
  }
  return name.replaceAll('/', '+');
}

export const worktreeBranchPrefix = 'flotilla/';

export function worktreeBranch(slug: string): string {
  return `${worktreeBranchPrefix}${slug}`;
}
