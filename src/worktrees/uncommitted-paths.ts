import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Git } from '../platform/git.js';
import { exists } from '../agents/find-agent-files.js';

/** At most this many paths are named per submodule; the rest are counted. */
const maxPathsPerSubmodule = 20;

/**
 * What an agent changed in its worktree that no commit of the worktree can hold: files inside a
 * submodule. `git add -A` skips an uninitialised submodule's directory without a word (git does
 * not even list its files as untracked), and an initialised one's edits belong to the
 * submodule's own repository. Empty for a repository without submodules (no `.gitmodules`),
 * which costs no git process. Paths are relative to the worktree; run after the commit.
 */
export async function uncommittedPaths(git: Git, worktreePath: string): Promise<string[]> {
  const found: string[] = [];
  for (const { gitlink, initialised, files } of await submoduleChanges(
    git,
    worktreePath,
    maxPathsPerSubmodule + 1,
  )) {
    if (initialised) {
      if (files.length > 0) found.push(`${gitlink}/ (uncommitted changes inside the submodule)`);
      continue;
    }
    const named = files.slice(0, maxPathsPerSubmodule).map((file) => `${gitlink}/${file.path}`);
    found.push(...named);
    if (files.length > maxPathsPerSubmodule) found.push(`${gitlink}/… (more files)`);
  }
  return found;
}

/** A submodule's files that differ from its commit, by their path inside it. */
export interface SubmoduleChanges {
  gitlink: string;
  initialised: boolean;
  files: { path: string; state: string }[];
}

/**
 * What differs inside each submodule of the work tree at `top` (`git` runs there): an
 * initialised one's own `git status`, with the filter drivers of its configuration (an agent's
 * to write) off; an uninitialised one's directory, whose files git does not even list as
 * untracked (at most `maxUninitialisedFiles` of them, state `??`). `accept` picks submodules by
 * their gitlink. No git process without a `.gitmodules` file.
 */
export async function submoduleChanges(
  git: Git,
  top: string,
  maxUninitialisedFiles: number,
  accept: (gitlink: string) => boolean = () => true,
): Promise<SubmoduleChanges[]> {
  const changes: SubmoduleChanges[] = [];
  for (const gitlink of await submodulesOf(git, top)) {
    if (!accept(gitlink)) continue;
    const directory = path.join(top, gitlink);
    const initialised = await exists(path.join(directory, '.git'));
    const files = initialised
      ? (await git.at(directory).status({ agentConfiguration: true })).map((entry) => ({
          path: entry.path,
          state: `${entry.index}${entry.workingTree}`,
        }))
      : (await filesUnder(directory, maxUninitialisedFiles)).map((file) => ({
          path: file,
          state: '??',
        }));
    changes.push({ gitlink, initialised, files });
  }
  return changes;
}

/**
 * The submodules (gitlinks) of the work tree whose top is `top` (`git` runs there), relative to
 * it, `/`-separated. Empty without a `.gitmodules` file, which costs no git process.
 */
async function submodulesOf(git: Git, top: string): Promise<string[]> {
  if (!(await exists(path.join(top, '.gitmodules')))) return [];
  return (await git.raw(['ls-files', '--stage', '-z']))
    .split('\0')
    .filter((line) => line.startsWith('160000 '))
    .map((line) => line.slice(line.indexOf('\t') + 1));
}

/** Up to `limit` files under `directory`, relative to it, `/`-separated; [] when it is missing. */
async function filesUnder(directory: string, limit: number): Promise<string[]> {
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(directory, relative), { withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      if (files.length >= limit) return;
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(name);
      else files.push(name);
    }
  };
  await walk('');
  return files.sort();
}
