import { existsSync } from 'node:fs';
import path from 'node:path';
import { ToolError } from '../errors.js';
import { realTarget } from '../platform/real-target.js';
import { isInside, realPathOrSelf } from '../tools/path-guard.js';

/**
 * The path a finding is stored under: relative to the repository root, POSIX separators, no `./`.
 * Published outputs need exactly this: SARIF resolves it under %SRCROOT%, an inline comment needs
 * the path GitHub shows in the diff, and `flotilla merge` dedupes by it.
 *
 * An absolute path (what Glob and Grep print) is taken relative to the most specific tree holding
 * it: the repository, or the agent's own git worktree (`.claude/worktrees/<slug>`, itself inside
 * the repository, so a worktree agent's `/repo/.claude/worktrees/a1/src/a.py` is `src/a.py`).
 * `agentRoot` counts as a tree only when it is a git top level: an agent started with `cwd` in a
 * subdirectory still reports paths relative to the repository. A relative path is relative to the
 * repository root. A path outside every tree throws ToolError, so the model sees why and retries.
 */
export function findingPath(reported: string, repositoryRoot: string, agentRoot: string): string {
  const trees = [repositoryRoot];
  if (agentRoot !== repositoryRoot && existsSync(path.join(agentRoot, '.git'))) {
    trees.push(agentRoot);
  }
  const slashed = reported.replace(/\\/g, '/');
  // A drive path (C:\src\a.py) is never inside a POSIX checkout; on Windows path.isAbsolute holds.
  const drive = /^[A-Za-z]:\//.test(slashed) && !path.isAbsolute(reported);
  const relative = drive
    ? undefined
    : path.isAbsolute(reported)
      ? relativeToTree(path.resolve(reported), trees)
      : relativeInside(path.posix.normalize(slashed));
  if (relative === undefined) {
    throw new ToolError(
      `path '${reported}' is outside the repository (${repositoryRoot}). Report a file of the ` +
        `repository by its path relative to the repository root, e.g. 'src/app.ts'.`,
    );
  }
  if (relative === '') {
    throw new ToolError(
      `path '${reported}' names the repository root, not a file. Give the file's path relative ` +
        `to the repository root, e.g. 'src/app.ts'.`,
    );
  }
  return relative;
}

function relativeToTree(absolute: string, trees: readonly string[]): string | undefined {
  const targets = new Set([absolute, realPathOrAsGiven(absolute)]);
  let best: { depth: number; relative: string } | undefined;
  for (const tree of trees) {
    for (const root of new Set([path.resolve(tree), realPathOrSelf(tree)])) {
      for (const target of targets) {
        const relative = path.relative(root, target);
        if (!isInside(relative)) continue;
        const depth = root.split(path.sep).length;
        if (!best || depth > best.depth) best = { depth, relative };
      }
    }
  }
  return best && best.relative.split(path.sep).join('/');
}

function relativeInside(normalized: string): string | undefined {
  const relative = normalized === '.' ? '' : normalized.replace(/^(\.\/)+/, '').replace(/\/$/, '');
  return relative === '..' || relative.startsWith('../') ? undefined : relative;
}

/** The real path of `absolute` (a file that is gone too: its existing part resolved), else as given. */
function realPathOrAsGiven(absolute: string): string {
  try {
    return realTarget(absolute);
  } catch {
    return absolute; // a symlink loop: the path as written is all there is
  }
}
